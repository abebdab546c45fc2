// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "collection/duplicateids.h"
#include "testdata.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestDuplicateIds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepsApartPapersThatShareAnId();
    void givesTheSameIdsOnEveryLoad();
    void neverTakesAnotherPapersId();
    void leavesAListWithoutRepeatsAlone();
    void saysHowManyWereKeptApart();
    void givesTitleOnlyRecordsIdsOfTheirOwn();
    void givesTwoPapersWithOneKeyAndNoAbstractIdsOfTheirOwn();
    void keepsARepeatedParagraphApart();

private:
    static QList<Paper> papersWithIds(const QList<PaperId> &ids)
    {
        QList<Paper> papers;
        for (const PaperId id : ids) {
            Paper paper;
            paper.id = id;
            papers.append(paper);
        }
        return papers;
    }

    static QList<PaperId> idsOf(const QList<Paper> &papers)
    {
        QList<PaperId> ids;
        for (const Paper &paper : papers)
            ids.append(paper.id);
        return ids;
    }

    static LoadedCollectionPtr load(const QString &name, const QByteArray &bytes)
    {
        QTemporaryDir dir;
        const auto result = CollectionLoader::load(
            writeTestFile(QDir(dir.path()), name, bytes), Taxonomy::builtIn());
        if (!result.collection)
            qWarning() << result.error.toString();
        return result.collection;
    }
};

void TestDuplicateIds::keepsApartPapersThatShareAnId()
{
    const PaperId a(0xA), b(0xB);
    QList<Paper> papers = papersWithIds({ a, b, a, a });
    QCOMPARE(DuplicateIds::keepApart(papers), 2);
    QCOMPARE(idsOf(papers), (QList<PaperId> { a, b, a.copyId(1), a.copyId(2) }));
}

void TestDuplicateIds::givesTheSameIdsOnEveryLoad()
{
    const PaperId a(0xA), b(0xB);
    QList<Paper> first = papersWithIds({ a, b, a, b, a });
    QList<Paper> second = first;
    DuplicateIds::keepApart(first);
    DuplicateIds::keepApart(second);
    QCOMPARE(idsOf(first), idsOf(second));
}

void TestDuplicateIds::neverTakesAnotherPapersId()
{
    const PaperId a(0xA);
    QList<Paper> papers = papersWithIds({ a, a, a.copyId(1) });
    QCOMPARE(DuplicateIds::keepApart(papers), 1);
    const QList<PaperId> ids = idsOf(papers);
    QCOMPARE(QSet<PaperId>(ids.cbegin(), ids.cend()).size(), 3);
    QCOMPARE(ids.at(2), a.copyId(1)); // the paper that had it keeps it
}

void TestDuplicateIds::leavesAListWithoutRepeatsAlone()
{
    QList<Paper> papers = papersWithIds({ PaperId(1), PaperId(2), PaperId(3) });
    QCOMPARE(DuplicateIds::keepApart(papers), 0);
    QCOMPARE(idsOf(papers), (QList<PaperId> { PaperId(1), PaperId(2), PaperId(3) }));
}

void TestDuplicateIds::saysHowManyWereKeptApart()
{
    QVERIFY(DuplicateIds::message(0).isEmpty());
    QVERIFY(DuplicateIds::message(1).startsWith(QStringLiteral("1 paper has the same id")));
    QVERIFY(DuplicateIds::message(2).startsWith(QStringLiteral("2 papers have the same id")));
}

// Issue 13, the reproducer: three title-only JSON records all had cbf29ce484222325, so tagging
// one tagged all three, in every list.
void TestDuplicateIds::givesTitleOnlyRecordsIdsOfTheirOwn()
{
    const LoadedCollectionPtr loaded = load(QStringLiteral("titles.json"),
        R"([{"title": "Attention Is All You Need"}, {"title": "Deep Residual Learning"},
            {"title": "Adam: A Method for Stochastic Optimization", "abstract": ""}])");
    QVERIFY(loaded);
    QCOMPARE(loaded->size(), 3);
    QSet<PaperId> ids;
    for (const Paper &paper : loaded->collection.papers) {
        QVERIFY(paper.id != PaperId::fromString(u"cbf29ce484222325"));
        ids.insert(paper.id);
    }
    QCOMPARE(ids.size(), 3);
    QCOMPARE(loaded->idsKeptApart, 0); // told apart by their titles, not by position
    // The same records in another list are the same papers.
    const LoadedCollectionPtr again = load(
        QStringLiteral("again.json"), R"([{"title": "Deep Residual Learning", "abstract": " "}])");
    QVERIFY(again);
    QCOMPARE(again->collection.papers.at(0).id, loaded->collection.papers.at(1).id);
}

void TestDuplicateIds::givesTwoPapersWithOneKeyAndNoAbstractIdsOfTheirOwn()
{
    const LoadedCollectionPtr loaded = load(QStringLiteral("same-key.bib"),
        "@inproceedings{smith20, title = {On Graphs}, year = 2020}\n"
        "@inproceedings{smith20, title = {On Trees}, year = 2020}\n");
    QVERIFY(loaded);
    QCOMPARE(loaded->size(), 2);
    QVERIFY(loaded->collection.papers.at(0).id != loaded->collection.papers.at(1).id);
    QCOMPARE(loaded->idsKeptApart, 0);
}

void TestDuplicateIds::keepsARepeatedParagraphApart()
{
    const QByteArray abstract = "We propose a method for the segmentation of cells that works.";
    const LoadedCollectionPtr loaded
        = load(QStringLiteral("repeated.txt"), abstract + "\n\nWe study B.\n\n" + abstract + "\n");
    QVERIFY(loaded);
    QCOMPARE(loaded->size(), 3);
    const PaperId first = loaded->collection.papers.at(0).id;
    QCOMPARE(first, PaperId::fromAbstract(QString::fromUtf8(abstract)));
    QCOMPARE(loaded->collection.papers.at(2).id, first.copyId(1));
    QCOMPARE(loaded->idsKeptApart, 1);
}

QTEST_GUILESS_MAIN(TestDuplicateIds)
#include "tst_duplicateids.moc"
