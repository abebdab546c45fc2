// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "formats/openreviewreader.h"
#include "readertablechecks.h"
#include "testdata.h"

#include <QTest>

class TestOpenReviewReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsNotesOfBothApiVersions()
    {
        const ReadResult result = CollectionReader::readFile(fixturePath("openreview-notes.json"));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("openreview"));
        QCOMPARE(result.collection.papers.size(), 2);
        QCOMPARE(result.skipped, 1); // the withdrawn note without content

        const Paper &v2 = result.collection.papers.at(0);
        QCOMPARE(v2.title, QStringLiteral("Vision Transformers Need Registers"));
        QCOMPARE(v2.authors,
            (QStringList {
                "Timothée Darcet", "Maxime Oquab", "Julien Mairal", "Piotr Bojanowski" }));
        QCOMPARE(v2.venue, QStringLiteral("ICLR 2024 oral"));
        QCOMPARE(v2.year, 2024);
        QCOMPARE(v2.keywords,
            (QStringList { "vision transformers", "self-supervised learning" })); // v2: a value
        QCOMPARE(v2.sourceKey, QStringLiteral("2dnO3LLiJ1"));
        QCOMPARE(v2.links,
            (QStringList { "https://openreview.net/forum?id=2dnO3LLiJ1",
                "https://openreview.net/pdf/1b1d7c8a39a1b0e8d4d6f0d7dc6fbb1c1a4a3f54.pdf" }));
        QVERIFY(v2.abstract.startsWith(QLatin1String("Transformers have recently emerged")));

        const Paper &v1 = result.collection.papers.at(1);
        QCOMPARE(v1.title,
            QStringLiteral(
                "Outrageously Large Neural Networks: The Sparsely-Gated Mixture-of-Experts Layer"));
        QCOMPARE(v1.authors.size(), 3);
        QVERIFY(v1.venue.isEmpty());
        QCOMPARE(v1.year, 2016); // cdate: November 2016
        QCOMPARE(v1.keywords, QStringList { "Deep learning" });
        QCOMPARE(v1.links,
            (QStringList { "https://openreview.net/forum?id=B1ckMDqlg",
                "https://openreview.net/pdf?id=B1ckMDqlg" }));
    }

    void readsABareArrayOfNotes()
    {
        const ReadResult result = CollectionReader::readBytes(
            "[{\"id\": \"a\", \"forum\": \"a\", \"content\": {\"title\": \"T\", \"pdf\": "
            "\"https://x.org/t.pdf\", \"code\": \"javascript:x\"}}]",
            "notes.json");
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("openreview"));
        QCOMPARE(result.collection.papers.first().links,
            (QStringList { "https://openreview.net/forum?id=a", "https://x.org/t.pdf" }));
    }

    void reportsMalformedInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("notes cut off in the middle")
            << QByteArray(
                   "{\"notes\": [{\"id\": \"a\", \"forum\": \"a\",\n \"content\": {\"title\": ")
            << "notes.json, line 2, column 22: JSON syntax error: unterminated object";
        QTest::newRow("notes without content")
            << QByteArray("{\"notes\": [{\"id\": \"a\", \"forum\": \"a\", \"content\": {}}]}")
            << "notes.json: no papers found (1 record(s) had neither a title nor an abstract)";
        QTest::newRow("content title neither text nor value")
            << QByteArray("[{\"forum\": \"a\", \"content\": {\"title\": {\"v\": \"T\"}}}]")
            << "notes.json: no papers found (1 record(s) had neither a title nor an abstract)";
    }

    void reportsMalformedInput() { checkMalformedInput(QStringLiteral("/x/notes.json")); }

    void isSniffedFromContent()
    {
        QCOMPARE(CollectionReader::sniffFormat(
                     "[{\"forum\": \"a\", \"content\": {\"title\": \"T\"}}]", "notes.txt"),
            QStringLiteral("openreview"));
        // A paperlists record has neither content nor forum.
        QCOMPARE(CollectionReader::sniffFormat("[{\"title\": \"T\", \"site\": \"x\"}]", "l.json"),
            QStringLiteral("json"));
    }
};

QTEST_GUILESS_MAIN(TestOpenReviewReader)
#include "tst_openreviewreader.moc"
