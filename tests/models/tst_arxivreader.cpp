// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/arxivreader.h"
#include "formats/collectionreader.h"
#include "readertablechecks.h"
#include "testdata.h"

#include <QTest>

class TestArxivReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheMetadataSnapshot()
    {
        const ReadResult result = CollectionReader::readFile(fixturePath("arxiv-metadata.jsonl"));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("arxiv"));
        QCOMPARE(result.collection.papers.size(), 2);

        const Paper &first = result.collection.papers.at(0);
        QCOMPARE(first.title, QStringLiteral("Attention Is All You Need"));
        QCOMPARE(first.sourceKey, QStringLiteral("1706.03762"));
        QCOMPARE(first.links, QStringList { "https://arxiv.org/abs/1706.03762" });
        QCOMPARE(first.year, 2017);
        QCOMPARE(first.venue, QStringLiteral("arXiv cs.CL"));
        QCOMPARE(first.keywords, (QStringList { "cs.CL", "cs.LG" })); // the categories
        // authors_parsed, first name first.
        QCOMPARE(first.authors, (QStringList { "Ashish Vaswani", "Noam Shazeer", "Niki Parmar" }));
        // Unwrapped; the indented line begins the second paragraph.
        QCOMPARE(first.abstract,
            QStringLiteral("The dominant sequence transduction models are based on complex "
                           "recurrent or convolutional neural networks in an encoder-decoder "
                           "configuration. The best performing models also connect the encoder "
                           "and decoder through an attention mechanism.\nWe propose a new simple "
                           "network architecture, the Transformer, based solely on attention "
                           "mechanisms, dispensing with recurrence and convolutions entirely."));

        const Paper &second = result.collection.papers.at(1);
        QCOMPARE(
            second.title, QStringLiteral("AdS3 Black Holes and a Stringy Exclusion Principle"));
        QCOMPARE(second.year, 1999);
        QCOMPARE(second.keywords, QStringList { "hep-th" });
        QCOMPARE(second.venue, QStringLiteral("JHEP 9812:005,1998"));
        QCOMPARE(second.authors, (QStringList { "J. Maldacena", "A. Strominger" }));
        QCOMPARE(second.links,
            (QStringList { "https://arxiv.org/abs/hep-th/9901001",
                "https://doi.org/10.1088/1126-6708/1998/12/005" }));
    }

    void readsTheBenchmarkCorpus()
    {
        // make-corpus writes arXiv's shape from the real corpus: the same papers as its txt.
        const QByteArray line = "{\"id\": \"0701.00000\", \"authors\": \"A B, C D and E F\", "
                                "\"title\": \"T\", \"categories\": \"cs.LG\", \"abstract\": \"  "
                                "x\\ny\\n\", \"update_date\": \"2020-01-01\"}\n";
        const ReadResult result = CollectionReader::readBytes(line + line, "c.jsonl");
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("arxiv"));
        const Paper &paper = result.collection.papers.first();
        QCOMPARE(paper.authors, (QStringList { "A B", "C D", "E F" }));
        QCOMPARE(paper.abstract, QStringLiteral("x y"));
        QCOMPARE(paper.year, 2007);
    }

    void reportsMalformedInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        const QByteArray good = "{\"id\": \"1\", \"title\": \"T\", \"categories\": \"cs.LG\", "
                                "\"update_date\": \"2020-01-01\"}\n";
        QTest::newRow("a line cut off")
            << QByteArray(good + "{\"id\": \"2\", \"title\": \"U\n")
            << "arxiv.jsonl, line 2, column 24: JSON syntax error: unterminated string";
        QTest::newRow("an array on a line")
            << QByteArray(good + "[\"2\"]\n")
            << "arxiv.jsonl, line 2, column 1: each line of a JSON Lines file must be one object "
               "{ … }";
        QTest::newRow("records with neither title nor abstract")
            << QByteArray("{\"id\": \"1\", \"categories\": \"cs.LG\", \"update_date\": \"x\"}\n"
                          "{\"id\": \"2\"}\n")
            << "arxiv.jsonl: no papers found (2 record(s) had neither a title nor an abstract)";
    }

    void reportsMalformedInput() { checkMalformedInput(QStringLiteral("/x/arxiv.jsonl")); }
};

QTEST_GUILESS_MAIN(TestArxivReader)
#include "tst_arxivreader.moc"
