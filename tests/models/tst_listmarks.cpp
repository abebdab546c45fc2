// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "search/queryparser.h"
#include "timebudget.h"

#include <QElapsedTimer>
#include <QSignalBlocker>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <functional>

namespace {

Paper makePaper(int i)
{
    Paper paper;
    paper.abstract = QStringLiteral("We study problem number %1 with a new method.").arg(i);
    paper.title = QStringLiteral("Paper %1").arg(i);
    paper.id = PaperId::fromAbstract(paper.abstract);
    return paper;
}

QList<Paper> makePapers(int count)
{
    QList<Paper> papers;
    papers.reserve(count);
    for (int i = 0; i < count; ++i)
        papers.append(makePaper(i));
    return papers;
}

LoadedCollectionPtr makeCollection(const QList<Paper> &papers, bool withIndex = true)
{
    auto collection = std::make_shared<LoadedCollection>();
    collection->collection.name = QStringLiteral("test list");
    collection->collection.papers = papers;
    if (withIndex)
        collection->index = SearchIndex::build(collection->collection.papers);
    return collection;
}

QList<int> rowsOf(const Bitset &set)
{
    QList<int> rows;
    set.forEachSet([&](qsizetype row) { rows.append(int(row)); });
    return rows;
}

// Everything a ListMarks shows, as one comparable value.
struct Shown
{
    QStringList tagNames;
    QHash<QString, QList<int>> tagRows;
    QList<int> tagged, read, starred;
    QList<QStringList> tagsOfRows;
    QStringList notes;

    explicit Shown(const ListMarks &state)
        : tagNames(state.tagNames())
        , tagged(rowsOf(state.context().tagged))
        , read(rowsOf(state.context().read))
        , starred(rowsOf(state.context().starred))
    {
        const SearchContext &context = state.context();
        for (auto it = context.tags.cbegin(); it != context.tags.cend(); ++it)
            tagRows.insert(it.key(), rowsOf(*it));
        const int rows = state.collection() ? int(state.collection()->size()) : 0;
        for (int row = 0; row < rows; ++row) {
            tagsOfRows.append(state.tagsOf(row));
            notes.append(state.noteOf(row));
        }
    }
    bool operator==(const Shown &o) const
    {
        return tagNames == o.tagNames && tagRows == o.tagRows && tagged == o.tagged
            && read == o.read && starred == o.starred && tagsOfRows == o.tagsOfRows
            && notes == o.notes;
    }
};

using StoreAction = std::function<bool(LibraryStore *, const QList<PaperId> &)>;

} // namespace

Q_DECLARE_METATYPE(StoreAction)

class TstListMarks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void loadsTheStoredStateIntoRowSets();
    void feedsTagAndIsQueriesOfTheSearchIndex();
    void followsEachStoreChangeIncrementally_data();
    void followsEachStoreChangeIncrementally();
    void keepsStateByIdWhenTheListIsReordered();
    void sharesStateBetweenRowsOfTheSamePaper();
    void catchesUpWhenATagListChangeWasMissed();
    void readsAsDefaultWithoutAStoreOrOutOfRange();
    void loadsAndUpdatesAHundredThousandPapersQuickly();

private:
    QList<PaperId> idsOf(const QList<Paper> &papers) const;

    LibraryStore *m_store = nullptr; // in-memory, fresh per test
    QList<Paper> m_papers; // 6 papers; the store also knows 2 papers not in the list
    QList<PaperId> m_ids;
};

void TstListMarks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// Rows 0-5 with: "to-read" on 0 and 2, "Café" on 1 and 2, read 1, starred 2, a note on 3.
// "elsewhere" is on a paper of another list only.
void TstListMarks::init()
{
    m_store = new LibraryStore;
    QVERIFY2(m_store->open(QStringLiteral(":memory:")), qPrintable(m_store->lastError()));
    m_papers = makePapers(6);
    m_ids = idsOf(m_papers);
    const QList<PaperId> others = idsOf(makePapers(8).mid(6));
    QVERIFY(m_store->addTag({ m_ids[0], m_ids[2] }, QStringLiteral("to-read")));
    QVERIFY(m_store->addTag({ m_ids[1], m_ids[2] }, QStringLiteral("Café")));
    QVERIFY(m_store->addTag(others, QStringLiteral("elsewhere")));
    QVERIFY(m_store->setRead({ m_ids[1], others[0] }, true));
    QVERIFY(m_store->setStarred({ m_ids[2] }, true));
    QVERIFY(m_store->setNote(m_ids[3], QStringLiteral("check the proof")));
}

void TstListMarks::cleanup()
{
    delete m_store;
    m_store = nullptr;
}

QList<PaperId> TstListMarks::idsOf(const QList<Paper> &papers) const
{
    QList<PaperId> ids;
    for (const Paper &paper : papers)
        ids.append(paper.id);
    return ids;
}

void TstListMarks::loadsTheStoredStateIntoRowSets()
{
    ListMarks state(m_store);
    QSignalSpy contextSpy(&state, &ListMarks::contextChanged);
    QSignalSpy namesSpy(&state, &ListMarks::tagNamesChanged);
    QSignalSpy rowsSpy(&state, &ListMarks::rowsChanged);
    state.setCollection(makeCollection(m_papers));
    QCOMPARE(contextSpy.count(), 1);
    QCOMPARE(namesSpy.count(), 1);
    QCOMPARE(rowsSpy.count(), 0);

    const SearchContext &context = state.context();
    QCOMPARE(state.tagNames(),
        (QStringList {
            QStringLiteral("to-read"), QStringLiteral("Café"), QStringLiteral("elsewhere") }));
    QCOMPARE(rowsOf(context.tags.value(QStringLiteral("to-read"))), (QList<int> { 0, 2 }));
    QCOMPARE(rowsOf(context.tags.value(QStringLiteral("cafe"))), (QList<int> { 1, 2 }));
    QCOMPARE(context.tags.value(QStringLiteral("elsewhere")).size(), 6);
    QVERIFY(context.tags.value(QStringLiteral("elsewhere")).isEmpty());
    QCOMPARE(rowsOf(context.tagged), (QList<int> { 0, 1, 2 }));
    QCOMPARE(rowsOf(context.read), QList<int> { 1 });
    QCOMPARE(rowsOf(context.starred), QList<int> { 2 });
    for (const Bitset *set : { &context.tagged, &context.read, &context.starred })
        QCOMPARE(set->size(), 6);

    QCOMPARE(state.tagsOf(2), (QStringList { QStringLiteral("to-read"), QStringLiteral("Café") }));
    QVERIFY(state.tagsOf(3).isEmpty());
    QVERIFY(state.isRead(1));
    QVERIFY(!state.isRead(0));
    QVERIFY(state.isStarred(2));
    QCOMPARE(state.noteOf(3), QStringLiteral("check the proof"));
    QCOMPARE(state.rowOf(m_ids[4]), 4);

    // Loading the same tag list again is no tag list change.
    state.reload();
    QCOMPARE(namesSpy.count(), 1);
    QCOMPARE(contextSpy.count(), 2);
}

void TstListMarks::feedsTagAndIsQueriesOfTheSearchIndex()
{
    ListMarks state(m_store);
    state.setCollection(makeCollection(m_papers));
    const SearchIndex &index = state.collection()->index;
    auto rows = [&](const char *query) {
        return rowsOf(
            index.evaluate(QueryParser::parse(QString::fromLatin1(query)).query, state.context()));
    };
    QCOMPARE(rows("tag:cafe"), (QList<int> { 1, 2 }));
    QCOMPARE(rows("tag:to-read is:starred"), QList<int> { 2 });
    QCOMPARE(rows("is:unread -tag:cafe"), (QList<int> { 0, 3, 4, 5 }));
}

void TstListMarks::followsEachStoreChangeIncrementally_data()
{
    QTest::addColumn<StoreAction>("action");
    QTest::addColumn<QList<int>>("changedRows");
    QTest::addColumn<bool>("namesChange");

    auto add = [](const char *name, StoreAction action, QList<int> rows, bool names) {
        QTest::newRow(name) << action << rows << names;
    };
    using Ids = const QList<PaperId> &;
    add(
        "tagging papers with an existing tag",
        [](LibraryStore *s, Ids ids) {
            return s->addTag({ ids[3], ids[4] }, "to-read");
        },
        { 3, 4 }, false);
    add(
        "tagging with a new tag creates its set",
        [](LibraryStore *s, Ids ids) { return s->addTag({ ids[5] }, "new"); }, { 5 }, true);
    add(
        "creating an unused tag changes no row",
        [](LibraryStore *s, Ids) { return s->addTag({}, "unused"); }, {}, true);
    add(
        "tagging papers that already have the tag changes nothing",
        [](LibraryStore *s, Ids ids) { return s->addTag({ ids[0] }, "TO-READ"); }, {}, false);
    add(
        "untagging the only tag of a paper makes it untagged",
        [](LibraryStore *s, Ids ids) { return s->removeTag({ ids[0] }, "to-read"); }, { 0 }, false);
    add(
        "untagging one of two tags of a paper keeps it tagged",
        [](LibraryStore *s, Ids ids) { return s->removeTag({ ids[2] }, "café"); }, { 2 }, false);
    add(
        "renaming a tag re-spells it on its rows",
        [](LibraryStore *s, Ids) { return s->renameTag("Café", "Coffee"); }, { 1, 2 }, true);
    add(
        "merging a tag into another moves its papers",
        [](LibraryStore *s, Ids) { return s->renameTag("Café", "to-read"); }, { 1, 2 }, true);
    add(
        "deleting a tag clears it from its rows",
        [](LibraryStore *s, Ids) { return s->deleteTag("to-read"); }, { 0, 2 }, true);
    add(
        "deleting a tag of other lists only changes the names",
        [](LibraryStore *s, Ids) { return s->deleteTag("elsewhere"); }, {}, true);
    add(
        "reordering tags reorders the tags of a paper with several",
        [](LibraryStore *s, Ids) { return s->setTagOrder({ "Café" }); }, { 2 }, true);
    add(
        "restoring a tag with other members",
        [](LibraryStore *s, Ids ids) { return s->restoreTag("to-read", { ids[5] }, 2); },
        { 0, 2, 5 }, true);
    add(
        "marking papers read", [](LibraryStore *s, Ids ids) { return s->setRead(ids, true); },
        { 0, 2, 3, 4, 5 }, false);
    add(
        "marking a paper unread",
        [](LibraryStore *s, Ids ids) { return s->setRead({ ids[1] }, false); }, { 1 }, false);
    add(
        "starring a paper",
        [](LibraryStore *s, Ids ids) { return s->setStarred({ ids[0] }, true); }, { 0 }, false);
    add(
        "unstarring a paper",
        [](LibraryStore *s, Ids ids) { return s->setStarred({ ids[2] }, false); }, { 2 }, false);
    add(
        "writing a note", [](LibraryStore *s, Ids ids) { return s->setNote(ids[5], "later"); },
        { 5 }, false);
    add(
        "removing a note", [](LibraryStore *s, Ids ids) { return s->setNote(ids[3], {}); }, { 3 },
        false);
    add(
        "restoring states",
        [](LibraryStore *s, Ids ids) {
            return s->restoreStates({ { ids[1], PaperState() }, { ids[4], { true, true, "x" } },
                { ids[5], PaperState() } });
        },
        { 1, 4 }, false);
    add(
        "a change to a paper of another list signals nothing",
        [](LibraryStore *s, Ids) { return s->setRead({ PaperId(42) }, true); }, {}, false);
}

// After every store change the incremental state must equal a state loaded from scratch, and
// signal exactly the rows that changed, with at most one contextChanged.
void TstListMarks::followsEachStoreChangeIncrementally()
{
    QFETCH(StoreAction, action);
    QFETCH(QList<int>, changedRows);
    QFETCH(bool, namesChange);

    ListMarks state(m_store);
    state.setCollection(makeCollection(m_papers));
    QSignalSpy contextSpy(&state, &ListMarks::contextChanged);
    QSignalSpy namesSpy(&state, &ListMarks::tagNamesChanged);
    QSignalSpy rowsSpy(&state, &ListMarks::rowsChanged);

    QVERIFY2(action(m_store, m_ids), qPrintable(m_store->lastError()));

    ListMarks fresh(m_store);
    fresh.setCollection(state.collection());
    QVERIFY(Shown(state) == Shown(fresh));

    QList<int> signalled;
    for (const QList<QVariant> &arguments : std::as_const(rowsSpy))
        signalled += arguments.at(0).value<QList<int>>();
    std::sort(signalled.begin(), signalled.end());
    QCOMPARE(signalled, changedRows);
    QCOMPARE(namesSpy.count(), namesChange ? 1 : 0);
    QCOMPARE(contextSpy.count(), changedRows.isEmpty() && !namesChange ? 0 : 1);
}

void TstListMarks::keepsStateByIdWhenTheListIsReordered()
{
    ListMarks state(m_store);
    state.setCollection(makeCollection(m_papers));
    QList<Paper> reversed = m_papers;
    std::reverse(reversed.begin(), reversed.end());
    state.setCollection(makeCollection(reversed));
    QCOMPARE(rowsOf(state.context().tags.value(QStringLiteral("to-read"))), (QList<int> { 3, 5 }));
    QCOMPARE(rowsOf(state.context().read), QList<int> { 4 });
    QCOMPARE(state.noteOf(2), QStringLiteral("check the proof"));
    QCOMPARE(state.rowOf(m_ids[0]), 5);

    QVERIFY(m_store->setStarred({ m_ids[0] }, true));
    QCOMPARE(rowsOf(state.context().starred), (QList<int> { 3, 5 }));
}

void TstListMarks::sharesStateBetweenRowsOfTheSamePaper()
{
    QList<Paper> papers = m_papers;
    papers.append(m_papers[1]); // row 6 is paper 1 again
    papers.insert(0, m_papers[4]); // row 0 is paper 4, shifting the others down
    ListMarks state(m_store);
    state.setCollection(makeCollection(papers));
    QCOMPARE(rowsOf(state.context().read), (QList<int> { 2, 7 }));
    QCOMPARE(state.rowOf(m_ids[4]), 0);

    QSignalSpy rowsSpy(&state, &ListMarks::rowsChanged);
    QVERIFY(m_store->addTag({ m_ids[4] }, QStringLiteral("dup")));
    QCOMPARE(rowsSpy.count(), 1);
    QCOMPARE(rowsSpy.at(0).at(0).value<QList<int>>(), (QList<int> { 0, 5 }));
    QCOMPARE(state.tagsOf(5), QStringList { QStringLiteral("dup") });
    QCOMPARE(state.tagsOf(0), QStringList { QStringLiteral("dup") });
}

void TstListMarks::catchesUpWhenATagListChangeWasMissed()
{
    ListMarks state(m_store);
    state.setCollection(makeCollection(m_papers));
    {
        const QSignalBlocker blocker(m_store);
        QVERIFY(m_store->addTag({ m_ids[4] }, QStringLiteral("unseen")));
    }
    QSignalSpy namesSpy(&state, &ListMarks::tagNamesChanged);
    Q_EMIT m_store->papersChanged({ m_ids[4] });
    QCOMPARE(namesSpy.count(), 1);
    QCOMPARE(state.tagsOf(4), QStringList { QStringLiteral("unseen") });
    ListMarks fresh(m_store);
    fresh.setCollection(state.collection());
    QVERIFY(Shown(state) == Shown(fresh));
}

void TstListMarks::readsAsDefaultWithoutAStoreOrOutOfRange()
{
    ListMarks state(nullptr);
    state.setCollection(makeCollection(m_papers));
    QCOMPARE(state.context().read.size(), 6);
    QVERIFY(state.context().read.isEmpty());
    QVERIFY(state.context().tags.isEmpty());
    QVERIFY(state.tagNames().isEmpty());

    ListMarks stored(m_store);
    stored.setCollection(makeCollection(m_papers));
    for (const int row : { -1, 6, 1000 }) {
        QVERIFY(!stored.isRead(row));
        QVERIFY(!stored.isStarred(row));
        QVERIFY(stored.tagsOf(row).isEmpty());
        QVERIFY(stored.noteOf(row).isEmpty());
    }
    stored.setCollection(nullptr);
    QCOMPARE(stored.context().tagged.size(), 0);
    QVERIFY(!stored.isRead(1));
}

// Cost targets: loading 100,000 papers with 10,000 tagged and 20,000 read within ~150 ms,
// a change of 10,000 papers within ~50 ms. The bounds asserted are 10x looser so that a
// busy shared machine does not fail the test; the numbers are printed.
void TstListMarks::loadsAndUpdatesAHundredThousandPapersQuickly()
{
    delete m_store; // a store with only the state below
    m_store = new LibraryStore;
    QVERIFY(m_store->open(QStringLiteral(":memory:")));
    const int count = 100000;
    const QList<Paper> papers = makePapers(count);
    const QList<PaperId> ids = idsOf(papers);
    // 10,000 tagged papers with two tags each.
    QVERIFY(m_store->addTag(ids.mid(0, 10000), QStringLiteral("all")));
    for (int tag = 0; tag < 5; ++tag)
        QVERIFY(m_store->addTag(ids.mid(tag * 2000, 2000), QStringLiteral("tag %1").arg(tag)));
    QVERIFY(m_store->setRead(ids.mid(50000, 20000), true));
    const LoadedCollectionPtr collection = makeCollection(papers, false);

    ListMarks state(m_store);
    QElapsedTimer timer;
    timer.start();
    state.setCollection(collection);
    const qint64 loadMs = timer.elapsed();
    QCOMPARE(state.context().tagged.count(), 10000);
    QCOMPARE(state.context().read.count(), 20000);

    auto timeChange = [&](const std::function<bool()> &write, const QList<PaperId> &changed) {
        {
            const QSignalBlocker blocker(m_store); // time the state, not the SQL write
            if (!write())
                return qint64(-1);
        }
        timer.start();
        Q_EMIT m_store->papersChanged(changed);
        return timer.elapsed();
    };
    const QList<PaperId> batch = ids.mid(80000, 10000);
    const qint64 starMs = timeChange([&] { return m_store->setStarred(batch, true); }, batch);
    const qint64 tagMs
        = timeChange([&] { return m_store->addTag(batch, QStringLiteral("tag 0")); }, batch);
    const QList<PaperId> few = ids.mid(10, 50);
    const qint64 fewMs = timeChange([&] { return m_store->setRead(few, true); }, few);
    qInfo("ListMarks at %d papers: load %lld ms; 10,000 papers starred %lld ms, tagged "
          "%lld ms; 50 papers read %lld ms",
        count, loadMs, starMs, tagMs, fewMs);

    QCOMPARE(state.context().starred.count(), 10000);
    QCOMPARE(state.context().tags.value(QStringLiteral("tag 0")).count(), 12000);
    ListMarks fresh(m_store);
    fresh.setCollection(collection);
    QCOMPARE(state.context().tagged, fresh.context().tagged);
    QCOMPARE(state.context().read, fresh.context().read);
    QCOMPARE(state.context().tags, fresh.context().tags);

    QVERIFY2(loadMs < timeBudget(1500), qPrintable(QString::number(loadMs)));
    QVERIFY2(starMs >= 0 && starMs < timeBudget(500), qPrintable(QString::number(starMs)));
    QVERIFY2(tagMs >= 0 && tagMs < timeBudget(500), qPrintable(QString::number(tagMs)));
}

QTEST_GUILESS_MAIN(TstListMarks)
#include "tst_listmarks.moc"
