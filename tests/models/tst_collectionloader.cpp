// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "collection/paperderiver.h"
#include "formats/collectionreader.h"
#include "testdata.h"
#include "topics/topicclassifier.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestCollectionLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadsTheSeedListWithEverythingDerived();
    void keepsAbstractsInTheArenaAsRead();
    void derivesAsOnePaperAtATime_data();
    void derivesAsOnePaperAtATime();
    void reportsAnUnreadableFileWithItsName();
    void deliversOnlyTheNewestOfTwoLoads();
    void cancelledLoadDeliversNothing();
    void showsAPreviewBeforeTheWholeList();
    void reportsProgressThatOnlyGoesUp();
};

void TestCollectionLoader::loadsTheSeedListWithEverythingDerived()
{
    const auto result
        = CollectionLoader::load(fixturePath(QStringLiteral("icml2025.txt")), Taxonomy::builtIn());
    QVERIFY2(result.collection, qPrintable(result.error.toString()));
    const LoadedCollection &loaded = *result.collection;
    QCOMPARE(loaded.size(), 19);
    QCOMPARE(loaded.collection.name, QStringLiteral("ICML 2025 论文列表"));
    QCOMPARE(loaded.index.size(), 19);
    QCOMPARE(loaded.topicNames.size(), loaded.topicAreas.size());
    QSet<quint64> ids;
    for (const Paper &paper : loaded.collection.papers) {
        QVERIFY(!paper.id.isNull());
        QVERIFY(!paper.title.isEmpty());
        QVERIFY(paper.titleDerived);
        QVERIFY(!paper.topics.isEmpty());
        ids.insert(paper.id.value());
    }
    QCOMPARE(ids.size(), 19);
}

void TestCollectionLoader::keepsAbstractsInTheArenaAsRead()
{
    const QString path = fixturePath(QStringLiteral("icml2025.txt"));
    const ReadResult read = CollectionReader::readFile(path);
    QVERIFY(read.ok());
    const auto result = CollectionLoader::load(path, Taxonomy::builtIn());
    QVERIFY(result.collection);
    const LoadedCollection &loaded = *result.collection;
    QCOMPARE(loaded.abstracts.size(), loaded.size());
    for (qsizetype row = 0; row < loaded.size(); ++row) {
        const QString &expected = read.collection.papers.at(row).abstract;
        QVERIFY(!expected.isEmpty());
        // Only in the arena: a QString per paper would be twice the text again.
        QVERIFY(loaded.collection.papers.at(row).abstract.isNull());
        QCOMPARE(loaded.abstract(row), expected);
        QCOMPARE(loaded.paper(row).abstract, expected);
        QCOMPARE(loaded.paper(row).title, loaded.collection.papers.at(row).title);
    }
}

void TestCollectionLoader::derivesAsOnePaperAtATime_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("shared");
    for (const char *name :
        { "icml2025.txt", "papers.json", "papers.bib", "corpus-78k-head.jsonl" })
        QTest::newRow(name) << fixturePath(QLatin1String(name)) << false;
    // Real lists with real titles (BibTeX) and many papers, when ../shared is beside us.
    for (const char *name : { "neurips2018-abstracts.txt", "icml2018-pmlr.bib" }) {
        QTest::newRow(name) << QStringLiteral(PAPERDESK_SHARED_DATA "/") + QLatin1String(name)
                            << true;
    }
}

void TestCollectionLoader::derivesAsOnePaperAtATime()
{
    // The loader classifies from the words the index splits, PaperDeriver::derive() from the
    // text itself: the two must agree on every paper, real titles and derived ones.
    QFETCH(QString, path);
    QFETCH(bool, shared);
    if (shared && !QFileInfo::exists(path))
        QSKIP(qPrintable(QStringLiteral("shared data not found: ") + path));
    const ReadResult read = CollectionReader::readFile(path);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    const auto result = CollectionLoader::load(path, Taxonomy::builtIn());
    QVERIFY2(result.collection, qPrintable(result.error.toString()));
    const LoadedCollection &loaded = *result.collection;
    QCOMPARE(loaded.size(), read.collection.papers.size());
    const TopicClassifier classifier(Taxonomy::builtIn());
    const PaperDeriver deriver(classifier,
        read.collection.keepsLatex() ? PaperDeriver::Abstracts::MayHoldLatex
                                     : PaperDeriver::Abstracts::Unicode);
    QCOMPARE(loaded.idsKeptApart, 0); // else ids below would differ by design
    qsizetype withTopics = 0;
    for (qsizetype row = 0; row < loaded.size(); ++row) {
        Paper expected = read.collection.papers.at(row);
        deriver.derive(expected);
        const Paper actual = loaded.paper(row);
        QCOMPARE(actual.id, expected.id);
        QCOMPARE(actual.title, expected.title);
        QCOMPARE(actual.titleDerived, expected.titleDerived);
        QCOMPARE(actual.links, expected.links);
        QCOMPARE(actual.topics, expected.topics);
        withTopics += !actual.topics.isEmpty();
        for (int topic : actual.topics)
            QVERIFY(loaded.index.topicSet(topic).test(row));
    }
    QVERIFY(withTopics > 0); // the comparison above is not only of empty lists
}

void TestCollectionLoader::reportsAnUnreadableFileWithItsName()
{
    const auto result
        = CollectionLoader::load(QStringLiteral("/no/such/list.txt"), Taxonomy::builtIn());
    QVERIFY(!result.collection);
    QVERIFY(result.error.toString().contains(QStringLiteral("list.txt")));
}

void TestCollectionLoader::deliversOnlyTheNewestOfTwoLoads()
{
    CollectionLoader loader(Taxonomy::builtIn());
    QSignalSpy loaded(&loader, &CollectionLoader::loaded);
    QSignalSpy failed(&loader, &CollectionLoader::failed);
    loader.start(fixturePath(QStringLiteral("papers.json")));
    loader.start(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(loaded.wait(20000));
    QTRY_VERIFY(!loader.isLoading());
    QTest::qWait(50);
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(failed.count(), 0);
    const auto collection = loaded.first().first().value<LoadedCollectionPtr>();
    QCOMPARE(collection->size(), 19);
}

void TestCollectionLoader::cancelledLoadDeliversNothing()
{
    CollectionLoader loader(Taxonomy::builtIn());
    QSignalSpy loaded(&loader, &CollectionLoader::loaded);
    QSignalSpy failed(&loader, &CollectionLoader::failed);
    loader.start(fixturePath(QStringLiteral("icml2025.txt")));
    loader.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!loader.isLoading(), 20000);
    QTest::qWait(50);
    QCOMPARE(loaded.count(), 0);
    QCOMPARE(failed.count(), 0);
}

void TestCollectionLoader::showsAPreviewBeforeTheWholeList()
{
    // A list longer than the preview, written from the seed's abstracts with numbers added.
    const auto seed
        = CollectionLoader::load(fixturePath(QStringLiteral("icml2025.txt")), Taxonomy::builtIn());
    QVERIFY(seed.collection);
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("long.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("A long list\n");
    for (int i = 0; i < CollectionLoader::previewSize * 3; ++i) {
        const QString abstract = seed.collection->abstract(i % 19);
        file.write("\n" + abstract.toUtf8() + " Variant " + QByteArray::number(i) + ".\n");
    }
    file.close();

    CollectionLoader loader(Taxonomy::builtIn());
    QSignalSpy preview(&loader, &CollectionLoader::previewReady);
    QSignalSpy loaded(&loader, &CollectionLoader::loaded);
    loader.start(file.fileName());
    QVERIFY(loaded.wait(20000));
    QCOMPARE(preview.count(), 1);
    const LoadedCollectionPtr first = preview.first().first().value<LoadedCollectionPtr>();
    QCOMPARE(first->size(), CollectionLoader::previewSize);
    // The preview reads its abstracts the same way as the whole list.
    QCOMPARE(first->abstracts.size(), CollectionLoader::previewSize);
    QVERIFY(first->abstract(5).endsWith(QStringLiteral(" Variant 5.")));
    const LoadedCollectionPtr all = loaded.first().first().value<LoadedCollectionPtr>();
    QCOMPARE(all->size(), CollectionLoader::previewSize * 3);
    // The preview derives like the whole list: same titles and topics for the same papers.
    for (qsizetype row = 0; row < first->size(); ++row) {
        QCOMPARE(first->collection.papers.at(row).title, all->collection.papers.at(row).title);
        QCOMPARE(first->collection.papers.at(row).topics, all->collection.papers.at(row).topics);
    }
    QVERIFY(!first->collection.papers.at(0).topics.isEmpty());
}

void TestCollectionLoader::reportsProgressThatOnlyGoesUp()
{
    QList<std::pair<CollectionLoader::Phase, int>> steps;
    const auto result = CollectionLoader::load(fixturePath(QStringLiteral("icml2025.txt")),
        Taxonomy::builtIn(), [&](CollectionLoader::Phase phase, int percent) {
            steps.append({ phase, percent });
        });
    QVERIFY(result.collection);
    QVERIFY(!steps.isEmpty());
    for (qsizetype i = 1; i < steps.size(); ++i) {
        QVERIFY(steps[i].first >= steps[i - 1].first);
        if (steps[i].first == steps[i - 1].first)
            QVERIFY(steps[i].second >= steps[i - 1].second);
    }
    QCOMPARE(steps.last().first, CollectionLoader::Phase::Indexing);
    QCOMPARE(steps.last().second, 100);
}

QTEST_GUILESS_MAIN(TestCollectionLoader)
#include "tst_collectionloader.moc"
