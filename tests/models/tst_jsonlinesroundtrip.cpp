// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "formats/jsonlineswriter.h"
#include "testdata.h"
#include "writerroundtrip.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

/// `paperdesk --export jsonl` and File ▸ Open of what it wrote: the same papers come back,
/// under the same ids (the user's tags, marks and notes are kept under them).
class TestJsonLinesRoundTrip : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // The lines the command line writes for every paper of loaded, user-state keys included.
    static QByteArray exported(const LoadedCollection &loaded)
    {
        QByteArray out;
        for (qsizetype row = 0; row < loaded.size(); ++row) {
            QJsonObject object = JsonLinesWriter::paperObject(loaded.paper(row), loaded.topicNames);
            object.insert(QStringLiteral("tags"), QJsonArray { QStringLiteral("to read") });
            object.insert(QStringLiteral("read"), false);
            object.insert(QStringLiteral("starred"), true);
            out += JsonLinesWriter::line(object);
        }
        return out;
    }

    void checkRoundTrip(const QString &path)
    {
        const auto original = CollectionLoader::load(path, Taxonomy::builtIn());
        QVERIFY2(original.collection, qPrintable(original.error.toString()));
        const LoadedCollection &before = *original.collection;
        const QString exportPath = writeTestFile(
            QDir(m_dir.path()), QFileInfo(path).fileName() + ".jsonl", exported(before));

        const auto reopened = CollectionLoader::load(exportPath, Taxonomy::builtIn());
        QVERIFY2(reopened.collection, qPrintable(reopened.error.toString()));
        const LoadedCollection &after = *reopened.collection;
        QCOMPARE(after.collection.format, QStringLiteral("jsonl"));
        QCOMPARE(after.size(), before.size());
        QCOMPARE(after.idsKeptApart, 0);
        for (qsizetype row = 0; row < before.size(); ++row) {
            const Paper was = before.paper(row);
            const Paper is = after.paper(row);
            QCOMPARE(is.id, was.id);
            QCOMPARE(is.title, was.title);
            QCOMPARE(is.titleDerived, was.titleDerived);
            QCOMPARE(is.abstract, was.abstract);
            QCOMPARE(is.links, was.links);
            QCOMPARE(is.authors, was.authors);
            QCOMPARE(is.venue, was.venue);
            QCOMPARE(is.year, was.year);
        }
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void reopensTheExportWithTheSameIdsAndText_data()
    {
        WriterRoundTrip::addFixtureRows();
        QTest::newRow("JSON object holding the array") << fixturePath("papers-object.json");
    }

    void reopensTheExportWithTheSameIdsAndText()
    {
        QFETCH(QString, path);
        checkRoundTrip(path);
    }

    void reopensTheExportOfTheSeedListFromSharedData()
    {
        PAPERDESK_SHARED_FILE_OR_SKIP(path, "icml2025.txt");
        checkRoundTrip(path);
    }

    void reopensTheExportOfARealBibtexList()
    {
        PAPERDESK_SHARED_FILE_OR_SKIP(path, "icml2018-pmlr.bib");
        checkRoundTrip(path);
    }

    void takesAForeignIdAsASourceKey()
    {
        // A record without the export's titleDerived flag is someone else's list: its id,
        // hex or not, is a source key that goes into a new id.
        const QString path = writeTestFile(QDir(m_dir.path()), "foreign.jsonl",
            "{\"id\": \"00000000000000ab\", \"title\": \"T\", \"abstract\": \"A\"}\n"
            "{\"id\": \"0000000000000ABC\", \"titleDerived\": false, \"title\": \"U\"}\n");
        const auto loaded = CollectionLoader::load(path, Taxonomy::builtIn());
        QVERIFY2(loaded.collection, qPrintable(loaded.error.toString()));
        const QList<Paper> &papers = loaded.collection->collection.papers;
        QCOMPARE(papers.at(0).sourceKey, QStringLiteral("00000000000000ab"));
        QVERIFY(papers.at(0).id != PaperId(0xab));
        QCOMPARE(papers.at(1).sourceKey, QStringLiteral("0000000000000ABC")); // not lower-case
    }
};

QTEST_GUILESS_MAIN(TestJsonLinesRoundTrip)
#include "tst_jsonlinesroundtrip.moc"
