// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "formats/csvreader.h"
#include "readertablechecks.h"
#include "testdata.h"

#include <QTest>

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAZoteroExport()
    {
        const ReadResult result = CollectionReader::readFile(fixturePath("papers.csv"));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("csv"));
        QCOMPARE(result.collection.papers.size(), 3);
        QCOMPARE(result.skipped, 1); // the note with neither title nor abstract

        const Paper &first = result.collection.papers.at(0);
        QCOMPARE(first.title,
            QStringLiteral(
                "A Baseline for Any Order Gradient Estimation in Stochastic Computation Graphs"));
        QCOMPARE(
            first.authors, (QStringList { "Jingkai Mao", "Jakob Foerster", "Tim Rocktäschel" }));
        QCOMPARE(first.year, 2019);
        QCOMPARE(first.venue,
            QStringLiteral("Proceedings of the 36th International Conference on Machine Learning"));
        QCOMPARE(first.sourceKey, QStringLiteral("MAO2019"));
        QCOMPARE(first.links, QStringList { "http://proceedings.mlr.press/v97/mao19a.html" });
        QVERIFY(first.abstract.contains(QLatin1String("meta-learning.\nHowever, the baseline")));

        const Paper &second = result.collection.papers.at(1);
        QVERIFY(second.abstract.contains(QLatin1String("We call this the \"decentralized data\"")));
        // javascript: is never a link; the DOI becomes one.
        QCOMPARE(second.links, QStringList { "https://doi.org/10.5555/3327546.3327555" });

        const Paper &third = result.collection.papers.at(2);
        QCOMPARE(third.title, QStringLiteral("Title Only, With a Comma"));
        QCOMPARE(third.venue, QStringLiteral("Journal of \"Quoted\" Results"));
        QVERIFY(third.abstract.isEmpty());
    }

    void readsDelimitersAndColumnNames_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("abstract");
        QTest::addColumn<QStringList>("authors");
        QTest::addColumn<QStringList>("links");
        QTest::addColumn<int>("year");
        QTest::newRow("tab separated with name and summary")
            << QByteArray("Name\tSummary\tLink\nGraph nets\tWe study graphs.\thttps://a.org/1\n")
            << "Graph nets"
            << "We study graphs." << QStringList() << QStringList { "https://a.org/1" } << 0;
        QTest::newRow("semicolons as a European spreadsheet saves them")
            << QByteArray("TITLE;Authors;Year\r\n\"Kernels; revisited\";A B and C D;2020\r\n")
            << "Kernels; revisited"
            << "" << QStringList { "A B", "C D" } << QStringList() << 2020;
        QTest::newRow("authors as full names between commas")
            << QByteArray("title,authors\nT,\"Ada Lovelace, Alan Turing\"\n") << "T"
            << "" << QStringList { "Ada Lovelace", "Alan Turing" } << QStringList() << 0;
        QTest::newRow("one author as Last, First")
            << QByteArray("title,author\nT,\"Lovelace, Ada\"\n") << "T"
            << "" << QStringList { "Ada Lovelace" } << QStringList() << 0;
        QTest::newRow("snake case and spaced names")
            << QByteArray("paper_title,Abstract Note,PDF URL,publication year\n"
                          "T,\"line one\nline two\",https://x.org/p.pdf,2019-06-01\n")
            << "T"
            << "line one\nline two" << QStringList() << QStringList { "https://x.org/p.pdf" }
            << 2019;
        QTest::newRow("two link columns and Paperdesk's links column")
            << QByteArray("title,url,links\nT,https://a.org,https://b.org https://c.org\n") << "T"
            << "" << QStringList()
            << QStringList { "https://a.org", "https://b.org", "https://c.org" } << 0;
        QTest::newRow("rows shorter than the header")
            << QByteArray("description,title,year\nOnly an abstract\n") << ""
            << "Only an abstract" << QStringList() << QStringList() << 0;
        QTest::newRow("blank lines before the header and between rows")
            << QByteArray("\n\ntitle,abstract\n\nT,A\n\n") << "T"
            << "A" << QStringList() << QStringList() << 0;
        QTest::newRow("a semicolon inside a link is part of it")
            << QByteArray("title,url\nT,https://a.org/p;jsessionid=12;https://b.org/q\n") << "T"
            << "" << QStringList()
            << QStringList { "https://a.org/p;jsessionid=12", "https://b.org/q" } << 0;
        QTest::newRow("Paperdesk's own row: a list cell one item a line, exactly")
            << QByteArray("title,authors,links,id\nT,\"Barnes and Noble\nLast, First\","
                          "\"https://a.org/p;x=1\",paperdesk:0123456789abcdef\n")
            << "T"
            << "" << QStringList { "Barnes and Noble", "Last, First" }
            << QStringList { "https://a.org/p;x=1" } << 0;
        QTest::newRow("a quote inside an unquoted field is text")
            << QByteArray("title,abstract\nThe 5\" disk,A\n") << "The 5\" disk"
            << "A" << QStringList() << QStringList() << 0;
    }

    void readsDelimitersAndColumnNames()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, title);
        QFETCH(QString, abstract);
        QFETCH(QStringList, authors);
        QFETCH(QStringList, links);
        QFETCH(int, year);
        const ReadResult result = CsvReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 1);
        const Paper &paper = result.collection.papers.first();
        QCOMPARE(paper.title, title);
        QCOMPARE(paper.abstract, abstract);
        QCOMPARE(paper.authors, authors);
        QCOMPARE(paper.links, links);
        QCOMPARE(paper.year, year);
    }

    void readsKeywordColumns_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QStringList>("keywords");
        QTest::newRow("a keywords column split at semicolons")
            << QByteArray("title,keywords\nT,\"graphs; trees, forests\"\n")
            << QStringList { "graphs", "trees, forests" };
        QTest::newRow("a categories column split at commas") << QByteArray(
            "title,categories\nT,\"cs.LG, stat.ML\"\n") << QStringList { "cs.LG", "stat.ML" };
        QTest::newRow("keywords win over Paperdesk's topics and tags before them") << QByteArray(
            "title,topics,tags,keywords\nT,Graphs,to read,cs.LG\n") << QStringList { "cs.LG" };
        QTest::newRow("Paperdesk's own row: a keyword with a semicolon stays whole") << QByteArray(
            "title,keywords,id\nT,\"a;b\n\",paperdesk:0123456789abcdef\n") << QStringList { "a;b" };
    }
    void readsKeywordColumns()
    {
        QFETCH(QByteArray, input);
        QFETCH(QStringList, keywords);
        const ReadResult result = CsvReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 1);
        QCOMPARE(result.collection.papers.first().keywords, keywords);
    }

    void reportsMalformedInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("header without a title or abstract column")
            << QByteArray("\xEF\xBB\xBFkey,author\nk1,A\n")
            << "list.csv, line 1, column 1: the header row names no title or abstract column (a "
               "CSV list needs one named title, name, abstract, summary or description)";
        QTest::newRow("quoted field never closed")
            << QByteArray("title,abstract\nT,\"An abstract\nthat runs on\n")
            << "list.csv, line 2, column 3: a quoted field is never closed: its opening quote is "
               "here";
        QTest::newRow("text after a closing quote")
            << QByteArray("title,abstract\r\nT,\"A \"quoted\" word\"\r\n")
            << "list.csv, line 2, column 7: text after the closing quote of a field (a quote "
               "inside a quoted field is written twice: \"\")";
        QTest::newRow("row with more fields than the header")
            << QByteArray("title,abstract\nT,A\nU,B, with a comma\n")
            << "list.csv, line 3, column 1: this row has 3 fields but the header row has 2 (is a "
               "field with the delimiter in it missing its quotes?)";
        QTest::newRow("header row only")
            << QByteArray("title,abstract\n") << "list.csv: no papers found";
        QTest::newRow("rows without title or abstract")
            << QByteArray("title,abstract,year\n,,2020\n")
            << "list.csv: no papers found (1 record(s) had neither a title nor an abstract)";
    }

    void reportsMalformedInput() { checkMalformedInput(QStringLiteral("/some/folder/list.csv")); }

    void isSniffedFromContent_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        QTest::newRow("CSV named .txt") << QByteArray("title,abstract\nT,A\n") << "l.txt"
                                        << "csv";
        QTest::newRow("TSV without an extension") << QByteArray("Title\tAuthors\nT\tA\n") << "list"
                                                  << "csv";
        QTest::newRow("plain list whose header has a comma")
            << QByteArray("ICML 2025, the list\n\nAn abstract.\n") << "l.txt"
            << "txt";
        QTest::newRow("plain abstract starting with a title word")
            << QByteArray("Title, abstract and more: we study lists of papers and how they are "
                          "kept in files by the people who read them, in many shapes.\n")
            << "l.txt"
            << "txt";
        QTest::newRow(".csv without a header decides for CSV")
            << QByteArray("a,b\n1,2\n") << "l.csv"
            << "csv";
    }

    void isSniffedFromContent() { checkSniffedFormat(); }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
