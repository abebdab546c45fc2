// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "formats/virtualsitereader.h"
#include "readertablechecks.h"
#include "testdata.h"

#include <QTest>

class TestVirtualSiteReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAConferenceSitesEvents()
    {
        const ReadResult result = CollectionReader::readFile(fixturePath("virtualsite.json"));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("virtualsite"));
        QCOMPARE(result.collection.papers.size(), 2);
        QCOMPARE(result.skipped, 1); // the break

        const Paper &first = result.collection.papers.at(0);
        QCOMPARE(first.title,
            QStringLiteral(
                "Position: Levels of AGI for Operationalizing Progress on the Path to AGI"));
        QCOMPARE(
            first.authors, (QStringList { "Meredith Ringel Morris", "Jascha Sohl-Dickstein" }));
        QCOMPARE(first.year, 2024);
        QCOMPARE(first.sourceKey, QStringLiteral("33024"));
        QCOMPARE(first.keywords, QStringList { "Social Aspects" }); // its topic
        QCOMPARE(first.links,
            (QStringList { "https://icml.cc/virtual/2024/oral/35500",
                "https://openreview.net/forum?id=0ofzEysK2D" }));
        QVERIFY(first.abstract.startsWith(QLatin1String("We propose a framework")));

        const Paper &second = result.collection.papers.at(1);
        QCOMPARE(second.authors, (QStringList { "Patrick Esser", "Sumith Kulal" }));
        // javascript: is never a link.
        QCOMPARE(second.links, QStringList { "https://icml.cc/virtual/2024/poster/34880" });
    }

    void reportsMalformedInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("trailing comma after the last event")
            << QByteArray("{\"results\": [\n{\"name\": \"T\", \"eventtype\": \"Poster\"},\n]}")
            << "events.json, line 3, column 1: JSON syntax error: object is missing after a comma";
        QTest::newRow("events with neither name nor abstract")
            << QByteArray("{\"results\": [{\"eventtype\": \"Break\", \"name\": \"\"}, "
                          "{\"eventtype\": \"Social\"}]}")
            << "events.json: no papers found (2 record(s) had neither a title nor an abstract)";
    }

    void reportsMalformedInput() { checkMalformedInput(QStringLiteral("/x/events.json")); }

    void isSniffedFromContent()
    {
        QCOMPARE(CollectionReader::sniffFormat(
                     "{\"results\": [{\"name\": \"T\", \"virtualsite_url\": \"x\"}]}", "data"),
            QStringLiteral("virtualsite"));
        QCOMPARE(CollectionReader::sniffFormat("{\"results\": [{\"title\": \"T\"}]}", "l.json"),
            QStringLiteral("json"));
    }
};

QTEST_GUILESS_MAIN(TestVirtualSiteReader)
#include "tst_virtualsitereader.moc"
