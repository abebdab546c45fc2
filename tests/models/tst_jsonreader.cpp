// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "formats/jsonlinesreader.h"
#include "formats/jsonreader.h"
#include "testdata.h"

#include <QFile>
#include <QTest>

class TestJsonReader : public QObject
{
    Q_OBJECT

private:
    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void readsPaperlistsRecords()
    {
        const ReadResult result = JsonReader::read(readAll(fixturePath("papers.json")));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        // The record with neither title nor abstract and the string are skipped.
        QCOMPARE(result.collection.papers.size(), 2);
        QCOMPARE(result.skipped, 2);

        const Paper &first = result.collection.papers.at(0);
        QCOMPARE(first.title, QStringLiteral("A Baseline for Any Order Gradient Estimation"));
        QCOMPARE(
            first.authors, (QStringList { "Jingkai Mao", "Jakob Foerster", "Tim Rocktäschel" }));
        QCOMPARE(first.sourceKey, QStringLiteral("3768"));
        QCOMPARE(first.links,
            (QStringList { "https://icml.cc/virtual/2019/poster/3768",
                "http://proceedings.mlr.press/v97/mao19a/mao19a.pdf" }));

        // Kept without an abstract: it has a title, and dropping it would lose a real paper.
        const Paper &second = result.collection.papers.at(1);
        QCOMPARE(second.title, QStringLiteral("Data Poisoning Attacks in Multi-Party Learning"));
        QVERIFY(second.abstract.isEmpty());
        QCOMPARE(second.sourceKey, QStringLiteral("4242"));
        QCOMPARE(second.authors, (QStringList { "Saeed Mahloujifar", "Mohammad Mahmoody" }));
        QVERIFY(second.links.isEmpty()); // javascript: is never a link
    }

    void readsAnObjectHoldingTheArray()
    {
        const ReadResult result = JsonReader::read(readAll(fixturePath("papers-object.json")));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 2);
        const Paper &first = result.collection.papers.at(0);
        QCOMPARE(first.authors, (QStringList { "Ada Lovelace", "Alan Turing" }));
        QCOMPARE(first.year, 2021);
        QCOMPARE(first.venue, QStringLiteral("NeurIPS"));
        QCOMPARE(first.links, QStringList { "https://example.org/1" });
        QCOMPARE(result.collection.papers.at(1).links, QStringList { "https://github.com/a/b" });
    }

    void splitsAuthors_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QStringList>("authors");
        QTest::newRow("semicolon and space") << "A B; C D" << QStringList { "A B", "C D" };
        QTest::newRow("semicolon without space") << "A B;C D;" << QStringList { "A B", "C D" };
        QTest::newRow("and") << "A B and C D" << QStringList { "A B", "C D" };
        QTest::newRow("single author") << "Ada Lovelace" << QStringList { "Ada Lovelace" };
        QTest::newRow("empty") << "" << QStringList();
        QTest::newRow("and inside semicolons")
            << "A B and C D;E F" << QStringList { "A B", "C D", "E F" };
    }

    // Issue 26: ICLR 2018's "A Bayesian Perspective…" showed its two authors twice.
    void readsARepeatedAuthorListOnce()
    {
        const ReadResult read = CollectionReader::readBytes(
            R"([{"title": "T", "author": "Samuel L. Smith and Quoc V. Le;Samuel L. Smith and Quoc V. Le"}])",
            QStringLiteral("x.json"));
        QVERIFY(read.ok());
        QCOMPARE(read.collection.papers.first().authors,
            QStringList({ "Samuel L. Smith", "Quoc V. Le" }));
    }

    void splitsAuthors()
    {
        QFETCH(QString, field);
        QFETCH(QStringList, authors);
        QCOMPARE(JsonReader::splitAuthors(field), authors);
    }

    void reportsSyntaxErrorsWithLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<qint64>("column");
        QTest::newRow("missing comma on line 3")
            << QByteArray("[\n {\"title\": \"a\"},\n {\"title\": \"b\" \"x\": 1}\n]") << qint64(3)
            << qint64(16);
        QTest::newRow("truncated document")
            << QByteArray("[\n {\"title\": \"é\"") << qint64(2) << qint64(14);
        // The parser fails inside the span of the leading byte order mark.
        QTest::newRow("byte order mark then no JSON")
            << QByteArray("\xEF\xBB\xBFx") << qint64(1) << qint64(1);
    }

    void reportsSyntaxErrorsWithLineAndColumn()
    {
        QFETCH(QByteArray, input);
        QFETCH(qint64, line);
        QFETCH(qint64, column);
        const ReadResult result = JsonReader::read(input);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.reason.startsWith(QLatin1String("JSON syntax error")),
            qPrintable(result.error.reason));
        QCOMPARE(result.error.line, line);
        QCOMPARE(result.error.column, column);
    }

    void readsJsonLines()
    {
        const ReadResult result
            = JsonLinesReader::read(readAll(fixturePath("corpus-78k-head.jsonl")));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 3);
        const Paper &first = result.collection.papers.first();
        QCOMPARE(first.title,
            QStringLiteral(
                "Flash3D: Feed-Forward Generalisable 3D Scene Reconstruction from a Single Image"));
        QCOMPARE(first.authors.size(), 7);
        QCOMPARE(first.authors.first(), QStringLiteral("Stanislaw Szymanowicz"));
        QCOMPARE(first.venue, QStringLiteral("3DV"));
        QCOMPARE(first.year, 2025);
        QCOMPARE(first.links, QStringList { "https://openreview.net/forum?id=05T81ScPFb" });
        QVERIFY(first.abstract.startsWith(QLatin1String("In this paper, we propose Flash3D")));
    }

    void namesTheBadLineOfJsonLines_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<qint64>("line");
        QTest::newRow("syntax error on line 3 after a blank line")
            << QByteArray("{\"title\": \"a\"}\n\n{\"title\": \"b\",}\n") << qint64(3);
        QTest::newRow("array instead of object on line 2")
            << QByteArray("{\"title\": \"a\"}\r\n[1, 2]\r\n") << qint64(2);
    }

    void namesTheBadLineOfJsonLines()
    {
        QFETCH(QByteArray, input);
        QFETCH(qint64, line);
        const ReadResult result = JsonLinesReader::read(input);
        QVERIFY(!result.ok());
        QCOMPARE(result.error.line, line);
        QVERIFY(result.collection.papers.isEmpty());
    }

    void keepsFileOrderAndTheFirstBadLineAcrossBatches()
    {
        // Lines are parsed in parallel batches of a few megabytes: 20,000 lines of ~330 bytes
        // make two batches and many tasks each.
        const QByteArray filler(300, 'x');
        QByteArray input;
        for (int i = 0; i < 20000; ++i) {
            if (i % 1000 == 999)
                input += "{}\n"; // neither title nor abstract: skipped
            else
                input += "{\"title\": \"t" + QByteArray::number(i) + "\", \"abstract\": \"" + filler
                    + "\"}\n";
        }
        ReadResult result = JsonLinesReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.skipped, 20);
        QCOMPARE(result.collection.papers.size(), 19980);
        for (int i = 0, paper = 0; i < 20000; ++i) {
            if (i % 1000 != 999)
                QCOMPARE(result.collection.papers.at(paper++).title, QStringLiteral("t%1").arg(i));
        }

        QList<QByteArray> lines = input.split('\n');
        lines[17000] = "{broken";
        lines[15001] = "[1]";
        result = JsonLinesReader::read(lines.join('\n'));
        QVERIFY(!result.ok());
        QCOMPARE(result.error.line, 15002);
        QVERIFY(result.collection.papers.isEmpty());
    }

    void readsThePapercopilotExport()
    {
        PAPERDESK_SHARED_FILE_OR_SKIP(path, "icml2019-papercopilot.json");
        const ReadResult result = JsonReader::read(readAll(path));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 774);
        QCOMPARE(result.skipped, 0);
        int withAbstract = 0;
        for (const Paper &paper : result.collection.papers) {
            QVERIFY(!paper.title.isEmpty());
            QVERIFY(!paper.sourceKey.isEmpty());
            QVERIFY(!paper.links.isEmpty());
            withAbstract += !paper.abstract.isEmpty();
        }
        QCOMPARE(withAbstract, 773);
    }
};

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_jsonreader.moc"
