// SPDX-License-Identifier: GPL-3.0-or-later
#include "listmarkstestdata.h"

Q_DECLARE_METATYPE(StoreAction)

/// ListMarks following the store: each change applied to its row sets incrementally, shared by
/// rows of the same paper, and caught up after a missed tag list change.
class TstListMarksChanges : public MarkedStoreTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void followsEachStoreChangeIncrementally_data();
    void followsEachStoreChangeIncrementally();
    void sharesStateBetweenRowsOfTheSamePaper();
    void catchesUpWhenATagListChangeWasMissed();
};

void TstListMarksChanges::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstListMarksChanges::init()
{
    openMarkedStore();
}

void TstListMarksChanges::cleanup()
{
    closeMarkedStore();
}

void TstListMarksChanges::followsEachStoreChangeIncrementally_data()
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
void TstListMarksChanges::followsEachStoreChangeIncrementally()
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

void TstListMarksChanges::sharesStateBetweenRowsOfTheSamePaper()
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

void TstListMarksChanges::catchesUpWhenATagListChangeWasMissed()
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

QTEST_GUILESS_MAIN(TstListMarksChanges)
#include "tst_listmarkschanges.moc"
