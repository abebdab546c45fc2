// SPDX-License-Identifier: GPL-3.0-or-later
// LibraryStore's operations on tags, read marks, stars and notes, on an in-memory library.
// The library as a file (reopening, migrating, damage, speed, a killed writer) is tested in
// tst_librarystorefiles.cpp.
#include "library/store/librarystore.h"
#include "paperids.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TstLibraryStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void normalizesTagNames_data();
    void normalizesTagNames();
    void rejectsInvalidTagNamesWithoutWriting();
    void keepsTheFirstSpellingOfATag();
    void reportsOnlyThePapersThatReallyChanged();
    void emitsSignalsOnlyAfterTheCommit();
    void removingATagKeepsItInTheList();
    void renamesATag();
    void renamingOnlyTheCaseRespellsTheTag();
    void renamingOntoAnExistingTagMerges();
    void deletesATagFromEveryPaper();
    void restoresADeletedTagExactly();
    void undoesAMergeByRestoringBothTags();
    void keepsTheUsersTagOrder();
    void bulkReadsAgreeWithPerPaperReads();
    void storesReadStarredAndNote();
    void forgetsPapersThatReturnToTheDefaultState();
    void restoresStateSnapshots();
    void storesIdsAboveTwoToTheSixtyThree();
    void failsCleanlyWhenNotOpen();

private:
    LibraryStore *m_store = nullptr; // in-memory, fresh per test
};

void TstLibraryStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(LibraryStore::schemaVersion() >= 2, "schema resources are not linked in");
}

void TstLibraryStore::init()
{
    m_store = new LibraryStore;
    QVERIFY2(m_store->open(QStringLiteral(":memory:")), qPrintable(m_store->lastError()));
}

void TstLibraryStore::cleanup()
{
    delete m_store;
    m_store = nullptr;
}

void TstLibraryStore::normalizesTagNames_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected"); // null: rejected

    QTest::newRow("plain name kept") << "to read"
                                     << "to read";
    QTest::newRow("surrounding spaces trimmed") << "  diffusion \t"
                                                << "diffusion";
    QTest::newRow("non-ASCII kept") << "Überblick 概要"
                                    << "Überblick 概要";
    QTest::newRow("empty rejected") << "" << QString();
    QTest::newRow("only whitespace rejected") << " \t " << QString();
    QTest::newRow("line break inside rejected") << "a\nb" << QString();
    QTest::newRow("NUL inside rejected") << QString::fromUtf16(u"a\u0000b", 3) << QString();
    QTest::newRow("Unicode line separator rejected")
        << QString::fromUtf16(u"a\u2028b") << QString();
    QTest::newRow("exactly 100 characters accepted")
        << QString(100, QLatin1Char('x')) << QString(100, QLatin1Char('x'));
    QTest::newRow("101 characters rejected") << QString(101, QLatin1Char('x')) << QString();
}

void TstLibraryStore::normalizesTagNames()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QString error;
    const QString name = LibraryStore::normalizedTagName(input, &error);
    QCOMPARE(name, expected);
    QCOMPARE(error.isEmpty(), !expected.isNull());
}

void TstLibraryStore::rejectsInvalidTagNamesWithoutWriting()
{
    QSignalSpy tagsSpy(m_store, &LibraryStore::tagsChanged);
    QVERIFY(!m_store->addTag(makeIds(1, 3), QStringLiteral("  ")));
    QVERIFY(!m_store->lastError().isEmpty());
    QVERIFY(!m_store->addTag(makeIds(1, 3), QStringLiteral("a\tb")));
    QVERIFY(m_store->tags().isEmpty());
    QCOMPARE(tagsSpy.count(), 0);
}

void TstLibraryStore::keepsTheFirstSpellingOfATag()
{
    const QList<PaperId> ids = makeIds(1, 2);
    QVERIFY(m_store->addTag({ ids.at(0) }, QStringLiteral("Über ML")));
    QVERIFY(m_store->addTag({ ids.at(1) }, QStringLiteral("  über ml ")));
    QCOMPARE(m_store->tags(), QStringList { QStringLiteral("Über ML") });
    QCOMPARE(m_store->tagsOf(ids.at(1)), QStringList { QStringLiteral("Über ML") });
    QCOMPARE(m_store->papersWithTag(QStringLiteral("ÜBER ML")).size(), 2);
}

void TstLibraryStore::reportsOnlyThePapersThatReallyChanged()
{
    const QList<PaperId> ids = makeIds(1, 5);
    QList<PaperId> changed;
    QVERIFY(m_store->addTag(ids.mid(0, 3), QStringLiteral("x"), &changed));
    QCOMPARE(changed, ids.mid(0, 3));
    QVERIFY(m_store->addTag(ids, QStringLiteral("x"), &changed));
    QCOMPARE(changed, ids.mid(3));
    QVERIFY(m_store->removeTag(
        { ids.at(0), ids.at(0), makeIds(99, 1).at(0) }, QStringLiteral("x"), &changed));
    QCOMPARE(changed, QList<PaperId> { ids.at(0) });
    QVERIFY(m_store->setRead(ids.mid(0, 2), true, &changed));
    QVERIFY(m_store->setRead(ids, true, &changed));
    QCOMPARE(changed, ids.mid(2));
    QVERIFY(m_store->setRead(ids.mid(3), false, &changed));
    QCOMPARE(changed, ids.mid(3));
    QVERIFY(m_store->setRead(ids.mid(3), false, &changed));
    QVERIFY(changed.isEmpty());
}

void TstLibraryStore::emitsSignalsOnlyAfterTheCommit()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QSignalSpy tagsSpy(m_store, &LibraryStore::tagsChanged);
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    // A slot reading the store during the signal must see the committed change.
    QStringList seen;
    connect(m_store, &LibraryStore::papersChanged, this,
        [&](const QList<PaperId> &papers) { seen = m_store->tagsOf(papers.first()); });
    QVERIFY(m_store->addTag(ids, QStringLiteral("new")));
    QCOMPARE(tagsSpy.count(), 1);
    QCOMPARE(papersSpy.count(), 1);
    QCOMPARE(papersSpy.at(0).at(0).value<QList<PaperId>>(), ids);
    QCOMPARE(seen, QStringList { QStringLiteral("new") });

    QVERIFY(m_store->addTag(ids, QStringLiteral("NEW"))); // nothing changes: no signal
    QCOMPARE(tagsSpy.count(), 1);
    QCOMPARE(papersSpy.count(), 1);
    QVERIFY(m_store->setStarred(ids, true));
    QCOMPARE(tagsSpy.count(), 1);
    QCOMPARE(papersSpy.count(), 2);
}

void TstLibraryStore::removingATagKeepsItInTheList()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QVERIFY(m_store->addTag(ids, QStringLiteral("skim")));
    QVERIFY(m_store->removeTag(ids, QStringLiteral("skim")));
    QCOMPARE(m_store->tags(), QStringList { QStringLiteral("skim") });
    QVERIFY(m_store->papersWithTag(QStringLiteral("skim")).isEmpty());
    QVERIFY(m_store->tagsOf(ids.at(0)).isEmpty());
    QVERIFY(m_store->removeTag(ids, QStringLiteral("never created")));
}

void TstLibraryStore::renamesATag()
{
    const QList<PaperId> ids = makeIds(1, 2);
    QVERIFY(m_store->addTag(ids, QStringLiteral("a")));
    QVERIFY(m_store->addTag(ids, QStringLiteral("b")));
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    QVERIFY(m_store->renameTag(QStringLiteral("A"), QStringLiteral("alpha")));
    QCOMPARE(m_store->tags(), (QStringList { QStringLiteral("alpha"), QStringLiteral("b") }));
    QCOMPARE(
        m_store->tagsOf(ids.at(1)), (QStringList { QStringLiteral("alpha"), QStringLiteral("b") }));
    QCOMPARE(papersSpy.count(), 1);
    QVERIFY(!m_store->renameTag(QStringLiteral("missing"), QStringLiteral("x")));
    QVERIFY(m_store->lastError().contains(QStringLiteral("missing")));
}

void TstLibraryStore::renamingOnlyTheCaseRespellsTheTag()
{
    QVERIFY(m_store->addTag(makeIds(1, 1), QStringLiteral("llm")));
    QVERIFY(m_store->renameTag(QStringLiteral("llm"), QStringLiteral("LLM")));
    QCOMPARE(m_store->tags(), QStringList { QStringLiteral("LLM") });
    QCOMPARE(m_store->papersWithTag(QStringLiteral("llm")).size(), 1);
}

void TstLibraryStore::renamingOntoAnExistingTagMerges()
{
    const QList<PaperId> ids = makeIds(1, 4);
    QVERIFY(m_store->addTag(ids.mid(0, 3), QStringLiteral("to-read")));
    QVERIFY(m_store->addTag(ids.mid(2), QStringLiteral("Later")));
    QVERIFY(m_store->addTag({}, QStringLiteral("z")));
    QVERIFY(m_store->renameTag(QStringLiteral("to-read"), QStringLiteral("later")));
    QCOMPARE(m_store->tags(), (QStringList { QStringLiteral("Later"), QStringLiteral("z") }));
    QCOMPARE(m_store->tagPosition(QStringLiteral("z")), 1);
    QList<PaperId> merged = m_store->papersWithTag(QStringLiteral("Later"));
    std::sort(merged.begin(), merged.end());
    QList<PaperId> expected = ids;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(merged, expected);
}

void TstLibraryStore::deletesATagFromEveryPaper()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QVERIFY(m_store->addTag(ids, QStringLiteral("a")));
    QVERIFY(m_store->addTag(ids, QStringLiteral("b")));
    QVERIFY(m_store->addTag(ids, QStringLiteral("c")));
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    QVERIFY(m_store->deleteTag(QStringLiteral("B")));
    QCOMPARE(m_store->tags(), (QStringList { QStringLiteral("a"), QStringLiteral("c") }));
    QCOMPARE(m_store->tagPosition(QStringLiteral("c")), 1);
    QCOMPARE(
        m_store->tagsOf(ids.at(2)), (QStringList { QStringLiteral("a"), QStringLiteral("c") }));
    QCOMPARE(papersSpy.count(), 1);
    QCOMPARE(papersSpy.at(0).at(0).value<QList<PaperId>>().size(), 3);
    QVERIFY(!m_store->deleteTag(QStringLiteral("b")));
}

void TstLibraryStore::restoresADeletedTagExactly()
{
    const QList<PaperId> ids = makeIds(1, 5);
    for (const char *name : { "first", "Middle", "last" })
        QVERIFY(m_store->addTag(ids.mid(1, 3), QLatin1String(name)));
    const QList<PaperId> before = m_store->papersWithTag(QStringLiteral("middle"));
    const int position = m_store->tagPosition(QStringLiteral("middle"));
    QVERIFY(m_store->deleteTag(QStringLiteral("middle")));
    QVERIFY(m_store->restoreTag(QStringLiteral("Middle"), before, position));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("first"), QStringLiteral("Middle"), QStringLiteral("last") }));
    QCOMPARE(m_store->papersWithTag(QStringLiteral("middle")), before);
    // Restoring an existing tag replaces its papers and moves it.
    QVERIFY(m_store->restoreTag(QStringLiteral("LAST"), { ids.at(0) }, 0));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("LAST"), QStringLiteral("first"), QStringLiteral("Middle") }));
    QCOMPARE(m_store->papersWithTag(QStringLiteral("last")), QList<PaperId> { ids.at(0) });
}

void TstLibraryStore::undoesAMergeByRestoringBothTags()
{
    const QList<PaperId> ids = makeIds(1, 4);
    QVERIFY(m_store->addTag(ids.mid(0, 3), QStringLiteral("source")));
    QVERIFY(m_store->addTag({}, QStringLiteral("between")));
    QVERIFY(m_store->addTag(ids.mid(2), QStringLiteral("target")));
    const QStringList orderBefore = m_store->tags();
    const QList<PaperId> sourcePapers = m_store->papersWithTag(QStringLiteral("source"));
    const QList<PaperId> targetPapers = m_store->papersWithTag(QStringLiteral("target"));
    const int sourcePosition = m_store->tagPosition(QStringLiteral("source"));
    const int targetPosition = m_store->tagPosition(QStringLiteral("target"));

    QVERIFY(m_store->renameTag(QStringLiteral("source"), QStringLiteral("target")));
    QVERIFY(m_store->restoreTag(QStringLiteral("source"), sourcePapers, sourcePosition));
    QVERIFY(m_store->restoreTag(QStringLiteral("target"), targetPapers, targetPosition));

    QCOMPARE(m_store->tags(), orderBefore);
    QCOMPARE(m_store->papersWithTag(QStringLiteral("source")), sourcePapers);
    QCOMPARE(m_store->papersWithTag(QStringLiteral("target")), targetPapers);
}

void TstLibraryStore::keepsTheUsersTagOrder()
{
    for (const char *name : { "a", "b", "c", "d" })
        QVERIFY(m_store->addTag({}, QLatin1String(name)));
    QSignalSpy tagsSpy(m_store, &LibraryStore::tagsChanged);
    QVERIFY(m_store->setTagOrder({ QStringLiteral("C"), QStringLiteral("a") }));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("d") }));
    QCOMPARE(tagsSpy.count(), 1);
    QVERIFY(!m_store->setTagOrder({ QStringLiteral("d"), QStringLiteral("unknown") }));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("d") }));
    QCOMPARE(tagsSpy.count(), 1);
    QVERIFY(m_store->addTag({}, QStringLiteral("e")));
    QCOMPARE(m_store->tagPosition(QStringLiteral("e")), 4);
}

void TstLibraryStore::bulkReadsAgreeWithPerPaperReads()
{
    const QList<PaperId> ids = makeIds(1, 50);
    QVERIFY(m_store->addTag(ids.mid(0, 30), QStringLiteral("x")));
    QVERIFY(m_store->addTag(ids.mid(20), QStringLiteral("y")));
    QVERIFY(m_store->setTagOrder({ QStringLiteral("y") }));
    QVERIFY(m_store->setRead(ids.mid(10, 5), true));
    QVERIFY(m_store->setStarred(ids.mid(12, 5), true));
    QVERIFY(m_store->setNote(ids.at(40), QStringLiteral("see appendix")));

    const QStringList tags = m_store->tags();
    const QHash<PaperId, QList<int>> paperTags = m_store->paperTags();
    QCOMPARE(paperTags.size(), 50);
    const QHash<PaperId, PaperState> states = m_store->states();
    QCOMPARE(states.size(), 8);
    for (const PaperId id : ids) {
        QStringList names;
        for (const int index : paperTags.value(id))
            names.append(tags.at(index));
        QCOMPARE(names, m_store->tagsOf(id));
        QCOMPARE(states.value(id), m_store->stateOf(id));
    }
}

void TstLibraryStore::storesReadStarredAndNote()
{
    const PaperId id = makeIds(7, 1).at(0);
    QCOMPARE(m_store->stateOf(id), PaperState());
    QVERIFY(m_store->setRead({ id }, true));
    QVERIFY(m_store->setStarred({ id }, true));
    QVERIFY(m_store->setNote(id, QStringLiteral("Compare with Table 3; «quote» 😀")));
    const PaperState state = m_store->stateOf(id);
    QVERIFY(state.read);
    QVERIFY(state.starred);
    QCOMPARE(state.note, QStringLiteral("Compare with Table 3; «quote» 😀"));
    QVERIFY(m_store->setRead({ id }, false));
    QVERIFY(!m_store->stateOf(id).read);
    QVERIFY(m_store->stateOf(id).starred);
}

void TstLibraryStore::forgetsPapersThatReturnToTheDefaultState()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QVERIFY(m_store->setRead(ids, true));
    QVERIFY(m_store->setNote(ids.at(0), QStringLiteral("n")));
    QVERIFY(m_store->setRead(ids, false));
    QCOMPARE(m_store->states().keys(), QList<PaperId> { ids.at(0) });
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    QVERIFY(m_store->setNote(ids.at(0), QString()));
    QVERIFY(m_store->states().isEmpty());
    QVERIFY(m_store->setNote(ids.at(1), QString())); // nothing to clear: no signal
    QCOMPARE(papersSpy.count(), 1);
}

void TstLibraryStore::restoresStateSnapshots()
{
    const QList<PaperId> ids = makeIds(1, 4);
    QVERIFY(m_store->setStarred(ids.mid(0, 2), true));
    QVERIFY(m_store->setNote(ids.at(3), QStringLiteral("keep")));
    const QHash<PaperId, PaperState> before = m_store->statesOf(ids);
    QCOMPARE(before.size(), 4);
    QVERIFY(m_store->setRead(ids, true));
    QVERIFY(m_store->setStarred(ids, false));
    QVERIFY(m_store->setNote(ids.at(3), QString()));
    QVERIFY(m_store->restoreStates(before));
    QCOMPARE(m_store->statesOf(ids), before);
    QCOMPARE(m_store->states().size(), 3);
}

void TstLibraryStore::storesIdsAboveTwoToTheSixtyThree()
{
    const QList<PaperId> ids = { PaperId(~quint64(0)), PaperId(quint64(1) << 63), PaperId(1) };
    QVERIFY(m_store->addTag(ids, QStringLiteral("edge")));
    QVERIFY(m_store->setStarred(ids, true));
    QList<PaperId> back = m_store->papersWithTag(QStringLiteral("edge"));
    std::sort(back.begin(), back.end());
    QList<PaperId> expected = ids;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(back, expected);
    for (const PaperId id : ids) {
        QVERIFY(m_store->paperTags().contains(id));
        QVERIFY(m_store->states().value(id).starred);
    }
}

void TstLibraryStore::failsCleanlyWhenNotOpen()
{
    LibraryStore closed;
    QVERIFY(!closed.addTag(makeIds(1, 1), QStringLiteral("x")));
    QVERIFY(!closed.lastError().isEmpty());
    QVERIFY(closed.tags().isEmpty());
    QVERIFY(!closed.setRead(makeIds(1, 1), true));
}

QTEST_GUILESS_MAIN(TstLibraryStore)
#include "tst_librarystore.moc"
