// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "formats/collectionreader.h"
#include "testdata.h"
#include "topics/taxonomy.h"

#include <QTest>

/// Lists as people have them, which a reader once misread: old Mac line ends, a TSV title
/// beginning with a quote, OpenReview notes without a forum, brackets in a Markdown link
/// text, arXiv's words broken at a hyphen, a plain list with a Markdown-looking line.
class TestReaderShapes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Lines ended by a lone CR (old Mac files) read as "no papers found".
    void readsLinesEndedByALoneCarriageReturn_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("papers");
        QTest::addColumn<QString>("firstAbstract");
        QTest::newRow("plain list")
            << QByteArray("A list\r\rWe study one thing.\r\rWe study another.\r") << "cr.txt" << 2
            << "We study one thing.";
        QTest::newRow("RIS") << QByteArray("TY  - JOUR\rTI  - T\rAB  - We study\rER  - \r")
                             << "cr.ris" << 1 << "We study";
        QTest::newRow("Markdown") << QByteArray("- [T](https://a.org/x)\r  > We study\r") << "cr.md"
                                  << 1 << "We study";
        QTest::newRow("CSV") << QByteArray("title,abstract\rT,We study\rU,\"We also\rstudy\"\r")
                             << "cr.csv" << 2 << "We study";
    }
    void readsLinesEndedByALoneCarriageReturn()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, path);
        QFETCH(int, papers);
        QFETCH(QString, firstAbstract);
        const ReadResult read = CollectionReader::readBytes(bytes, path);
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        QCOMPARE(read.collection.papers.size(), papers);
        QCOMPARE(read.collection.papers.first().abstract, firstAbstract);
    }

    // Issue 26: shapes people have, each a fixture.
    void readsTheShapesPeopleHave_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("abstract");
        QTest::newRow("TSV whose title starts with a quote") << "quote-first.tsv"
                                                             << "csv"
                                                             << "\"Quoted\" words in a title"
                                                             << "We study quotes in TSV files.";
        QTest::newRow("OpenReview notes as a bare list, no forum or invitation")
            << "openreview-bare.json"
            << "openreview"
            << "Notes Saved Without Their Forum"
            << "We save OpenReview notes as a bare list, with an id and a content but no forum "
               "or invitation.";
        QTest::newRow("OpenReview notes under a notes key")
            << "openreview-notes-object.json"
            << "openreview"
            << "Notes Under a Notes Key"
            << "We save OpenReview notes under a notes key, their content as plain strings.";
        QTest::newRow("a Markdown link text with a parenthesised name")
            << "parenthesised-names.md"
            << "md"
            << "Neural Sequential Phrase Grounding (SeqGROUND)"
            << "";
        QTest::newRow("arXiv words broken at a hyphen")
            << "arxiv-hyphens.jsonl"
            << "arxiv"
            << "Self-supervised things"
            << "We use self-supervision and long- and short-term memory.";
    }
    void readsTheShapesPeopleHave()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        QFETCH(QString, title);
        QFETCH(QString, abstract);
        const ReadResult read = CollectionReader::readFile(fixturePath(fixture));
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        QCOMPARE(read.collection.format, format);
        QCOMPARE(read.collection.papers.first().title, title);
        QCOMPARE(read.collection.papers.first().abstract, abstract);
    }

    void aMarkdownLinkTextKeepsItsBrackets()
    {
        const ReadResult read = CollectionReader::readFile(fixturePath("parenthesised-names.md"));
        QVERIFY(read.ok());
        QCOMPARE(read.collection.papers.at(1).title, QStringLiteral("[Re] A Reproduction"));
    }

    // Joining "self-" and "supervision" changed the text: the id stays the one it had (marks
    // are kept under it).
    void arxivIdsStayWhenHyphenatedWordsAreJoined()
    {
        const auto loaded
            = CollectionLoader::load(fixturePath("arxiv-hyphens.jsonl"), Taxonomy::builtIn());
        QVERIFY(loaded.collection);
        const Paper paper = loaded.collection->paper(0);
        QCOMPARE(paper.abstract,
            QStringLiteral("We use self-supervision and long- and short-term memory."));
        QCOMPARE(paper.id,
            PaperId::fromAbstract(
                QStringLiteral("We use self- supervision and long- and short-term memory."),
                QStringLiteral("2401.00001"), QStringLiteral("Self-supervised things")));
    }

    void aPlainListWithALinkLineKeepsEveryPaper()
    {
        const QByteArray bytes
            = "A list\n\nWe propose a method for graphs and show that it "
              "works on three benchmarks of ten thousand graphs each.\n\n"
              "We study diffusion models for proteins and find that they "
              "fold small proteins well.\n- code: [repository](https://github.com/a/b)\n\n"
              "We measure how robots grasp cups and report on a hundred "
              "grasps with three arms.\n";
        const ReadResult read = CollectionReader::readBytes(bytes, QStringLiteral("x.txt"));
        QVERIFY(read.ok());
        QCOMPARE(read.collection.format, QStringLiteral("txt"));
        QCOMPARE(read.collection.papers.size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestReaderShapes)
#include "tst_readershapes.moc"
