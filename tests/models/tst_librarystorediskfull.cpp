// SPDX-License-Identifier: GPL-3.0-or-later
// A full disk (simulated with SQLite's max_page_count, which fails exactly like one: SQLITE_FULL
// when the file must grow): a write fails whole, says what was not saved, leaves the store,
// its signals and the undo stack as they were, and the store works again once there is room.
#include "library/libraryedits.h"
#include "library/store/librarystore.h"
#include "libraryfiles.h"
#include "libraryfolder.h"
#include "paperids.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

class TstLibraryStoreDiskFull : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void aWriteThatNeedsRoomFailsWholeAndSaysWhat();
    void aRefusedRequestIsNotADiskProblem();
    void aFailedChangeNeverReachesTheUndoStack();
    void aFailedUndoLeavesTheStackAndTheStoreAgreeing();

private:
    LibraryFolder m_folder;
};

void TstLibraryStoreDiskFull::init()
{
    m_folder.create();
}

void TstLibraryStoreDiskFull::cleanup()
{
    m_folder.remove();
}

void TstLibraryStoreDiskFull::aWriteThatNeedsRoomFailsWholeAndSaysWhat()
{
    LibraryStore store;
    QVERIFY(store.open(m_folder.libraryPath()));
    QVERIFY(store.addTag(makeIds(1, 3), QStringLiteral("x")));
    QSignalSpy notSaved(&store, &LibraryStore::notSaved);
    QSignalSpy tags(&store, &LibraryStore::tagsChanged);
    QSignalSpy papers(&store, &LibraryStore::papersChanged);
    QCOMPARE(setLibraryDiskFull(m_folder.libraryPath(), true), 1);

    const QList<PaperId> many = makeIds(1000, 5000);
    QVERIFY(!store.addTag(many, QStringLiteral("x")));
    QCOMPARE(store.lastErrorKind(), LibraryStore::ErrorKind::DiskFull);
    QVERIFY2(store.lastError().contains(QStringLiteral("full")), qPrintable(store.lastError()));
    QCOMPARE(notSaved.count(), 1);
    QCOMPARE(notSaved.first().first().toString(),
        QStringLiteral("The tag “x” on %1 papers").arg(QLocale().toString(5000)));
    QCOMPARE(tags.count() + papers.count(), 0);
    QCOMPARE(store.papersWithTag(QStringLiteral("x")).size(), 3); // all or nothing

    QVERIFY(!store.setRead(many, true));
    QCOMPARE(notSaved.last().first().toString(),
        QStringLiteral("The read mark on %1 papers").arg(QLocale().toString(5000)));
    QVERIFY(!store.setNote(many.first(), QString(20000, u'n')));
    QCOMPARE(notSaved.last().first().toString(), QStringLiteral("Your note"));
    QCOMPARE(store.states().size(), 0);

    QCOMPARE(setLibraryDiskFull(m_folder.libraryPath(), false), 1);
    QVERIFY2(store.addTag(many, QStringLiteral("x")), qPrintable(store.lastError()));
    QCOMPARE(store.lastErrorKind(), LibraryStore::ErrorKind::None);
    QCOMPARE(store.papersWithTag(QStringLiteral("x")).size(), 5003);
}

void TstLibraryStoreDiskFull::aRefusedRequestIsNotADiskProblem()
{
    LibraryStore store;
    QVERIFY(store.open(m_folder.libraryPath()));
    QSignalSpy notSaved(&store, &LibraryStore::notSaved);
    QVERIFY(!store.deleteTag(QStringLiteral("no such tag")));
    QCOMPARE(store.lastErrorKind(), LibraryStore::ErrorKind::Refused);
    QVERIFY(!store.addTag(makeIds(1, 1), QStringLiteral("  ")));
    QCOMPARE(store.lastErrorKind(), LibraryStore::ErrorKind::Refused);
    QCOMPARE(notSaved.count(), 0);
}

void TstLibraryStoreDiskFull::aFailedChangeNeverReachesTheUndoStack()
{
    LibraryStore store;
    QVERIFY(store.open(m_folder.libraryPath()));
    QUndoStack stack;
    stack.push(LibraryEdits::setStarred(&store, makeIds(1, 2), true));
    QCOMPARE(stack.count(), 1);
    QCOMPARE(setLibraryDiskFull(m_folder.libraryPath(), true), 1);

    stack.push(LibraryEdits::addTag(&store, makeIds(1000, 5000), QStringLiteral("big")));
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.index(), 1);
    QCOMPARE(stack.undoText(), QStringLiteral("Star 2 papers"));
    QVERIFY(store.tags().isEmpty());

    // Undo still undoes what was saved; the refused tag never shows up in its history.
    stack.undo();
    QCOMPARE(store.states().size(), 0);
    QCOMPARE(stack.index(), 0);
}

void TstLibraryStoreDiskFull::aFailedUndoLeavesTheStackAndTheStoreAgreeing()
{
    LibraryStore store;
    QVERIFY(store.open(m_folder.libraryPath()));
    QUndoStack stack;
    const QList<PaperId> tagged = makeIds(1000, 5000);
    stack.push(LibraryEdits::addTag(&store, tagged, QStringLiteral("x")));
    stack.push(LibraryEdits::removeTag(&store, tagged, QStringLiteral("x")));
    QCOMPARE(stack.count(), 2);
    // Fill the pages the removal freed, outside the stack, so that undoing it must grow the file.
    QVERIFY(store.setRead(makeIds(100000, 20000), true));
    QCOMPARE(
        rawLibraryValue(m_folder.libraryPath(), QStringLiteral("PRAGMA freelist_count")).toInt(),
        0);
    QCOMPARE(setLibraryDiskFull(m_folder.libraryPath(), true), 1);
    QSignalSpy notSaved(&store, &LibraryStore::notSaved);

    stack.undo(); // gives the tag back to 5000 papers: no room
    QCOMPARE(notSaved.count(), 1);
    QCOMPARE(notSaved.first().first().toString(),
        QStringLiteral("The tag “x” on %1 papers").arg(QLocale().toString(5000)));
    // The store still has the removal; the stack no longer offers to undo it (it could not),
    // and what it offers next is right for the store as it is.
    QCOMPARE(store.papersWithTag(QStringLiteral("x")).size(), 0);
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.index(), 1);
    QCOMPARE(stack.undoText(), QStringLiteral("Tag 5000 papers “x”"));
    QVERIFY(!stack.canRedo());

    QCOMPARE(setLibraryDiskFull(m_folder.libraryPath(), false), 1);
    stack.undo(); // the tag was created by that command: it goes
    QCOMPARE(store.tags(), QStringList());
    QCOMPARE(stack.index(), 0);
    stack.redo();
    QCOMPARE(store.papersWithTag(QStringLiteral("x")).size(), 5000);
}

QTEST_GUILESS_MAIN(TstLibraryStoreDiskFull)
#include "tst_librarystorediskfull.moc"
