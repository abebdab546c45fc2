// SPDX-License-Identifier: GPL-3.0-or-later
// Two connections on one library file, as two windows or a window and a script: each notices
// the other's commits through checkForChanges() (SQLite's data_version), and ListMarks
// then shows exactly what a fresh load would.
#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "paperids.h"
#include "timebudget.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

LoadedCollectionPtr makeCollection(int count)
{
    auto collection = std::make_shared<LoadedCollection>();
    collection->collection.name = QStringLiteral("shared list");
    for (int i = 0; i < count; ++i) {
        Paper paper;
        paper.abstract = QStringLiteral("We study shared problem %1 with a new method.").arg(i);
        paper.id = PaperId::fromAbstract(paper.abstract);
        collection->collection.papers.append(paper);
    }
    return collection;
}

// What a ListMarks shows for every row, as one comparable string per row.
QStringList shown(const ListMarks &state)
{
    QStringList rows = { state.tagNames().join(u'|') };
    for (int row = 0; row < int(state.collection()->size()); ++row)
        rows.append(QStringLiteral("%1 read=%2 star=%3 note=%4")
                        .arg(state.tagsOf(row).join(u','))
                        .arg(state.isRead(row))
                        .arg(state.isStarred(row))
                        .arg(state.noteOf(row)));
    return rows;
}

} // namespace

class TstLibraryStoreSharing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void noticesCommitsOfAnotherConnectionOnly();
    void stateShowsWhatAnotherConnectionChanged();
    void catchingUpWithAHundredThousandPapersIsQuick();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("library.sqlite")); }
    QTemporaryDir *m_dir = nullptr;
};

void TstLibraryStoreSharing::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
}

void TstLibraryStoreSharing::cleanup()
{
    delete m_dir;
    m_dir = nullptr;
}

void TstLibraryStoreSharing::noticesCommitsOfAnotherConnectionOnly()
{
    LibraryStore mine;
    LibraryStore other;
    QVERIFY(mine.open(dbPath()));
    QVERIFY(other.open(dbPath()));
    QSignalSpy elsewhere(&mine, &LibraryStore::changedElsewhere);

    QVERIFY(!mine.checkForChanges());
    QVERIFY(mine.addTag(makeIds(1, 2), QStringLiteral("mine")));
    QVERIFY2(!mine.checkForChanges(), "its own commits are not news");
    QVERIFY(other.setRead(makeIds(1, 1), true));
    QVERIFY(mine.checkForChanges());
    QVERIFY2(!mine.checkForChanges(), "reported once");
    QCOMPARE(elsewhere.count(), 1);
    QVERIFY(mine.stateOf(makeIds(1, 1).first()).read);
    // A refused write or one that changes nothing commits nothing either.
    QVERIFY(!other.removeTag(makeIds(1, 1), QString()));
    QVERIFY(other.setRead(makeIds(1, 1), true));
    QVERIFY(!mine.checkForChanges());
}

void TstLibraryStoreSharing::stateShowsWhatAnotherConnectionChanged()
{
    const LoadedCollectionPtr collection = makeCollection(7);
    const QList<Paper> &papers = collection->collection.papers;
    LibraryStore mine;
    QVERIFY(mine.open(dbPath()));
    QVERIFY(mine.addTag({ papers[0].id, papers[1].id }, QStringLiteral("to read")));
    QVERIFY(mine.addTag({ papers[2].id }, QStringLiteral("proofs")));
    QVERIFY(mine.setStarred({ papers[3].id }, true));
    ListMarks state(&mine);
    state.setCollection(collection);
    QSignalSpy names(&state, &ListMarks::tagNamesChanged);
    QSignalSpy rows(&state, &ListMarks::rowsChanged);
    QSignalSpy context(&state, &ListMarks::contextChanged);

    {
        LibraryStore other; // another window, with its own connection
        QVERIFY(other.open(dbPath()));
        QVERIFY(other.renameTag(QStringLiteral("to read"), QStringLiteral("To Read")));
        QVERIFY(other.deleteTag(QStringLiteral("proofs")));
        QVERIFY(other.addTag({ papers[4].id }, QStringLiteral("new elsewhere")));
        QVERIFY(other.setRead({ papers[5].id }, true));
        QVERIFY(other.setStarred({ papers[3].id }, false));
        QVERIFY(other.setNote(papers[1].id, QStringLiteral("written elsewhere")));
    }
    QVERIFY(!state.tagsOf(2).isEmpty()); // stale until asked: nothing is polled
    QVERIFY(mine.checkForChanges());

    ListMarks fresh(&mine);
    fresh.setCollection(collection);
    QCOMPARE(shown(state), shown(fresh));
    QCOMPARE(state.tagNames(), (QStringList { "To Read", "new elsewhere" }));
    QCOMPARE(names.count(), 1);
    QCOMPARE(context.count(), 1);
    QCOMPARE(rows.count(), 1);
    // Every row but none of the unchanged: 0 (tag re-spelt), 1 (re-spelt, note), 2 (tag
    // deleted), 3 (unstarred), 4 (new tag), 5 (read).
    QCOMPARE(rows.first().first().value<QList<int>>(), (QList<int> { 0, 1, 2, 3, 4, 5 }));
    QCOMPARE(state.context().read.count(), 1);

    // Nothing new: nothing signalled.
    QVERIFY(!mine.checkForChanges());
    QCOMPARE(context.count(), 1);
}

// What a window activation costs: nothing new is one PRAGMA; a change elsewhere reads every
// tag and state again (100,000 papers, 10,000 tagged, 20,000 read) and compares the rows.
void TstLibraryStoreSharing::catchingUpWithAHundredThousandPapersIsQuick()
{
    const LoadedCollectionPtr collection = makeCollection(100000);
    QList<PaperId> ids;
    for (const Paper &paper : collection->collection.papers)
        ids.append(paper.id);
    LibraryStore mine;
    QVERIFY(mine.open(dbPath()));
    QVERIFY(mine.addTag(ids.mid(0, 10000), QStringLiteral("tagged")));
    QVERIFY(mine.setRead(ids.mid(0, 20000), true));
    ListMarks state(&mine);
    state.setCollection(collection);

    QElapsedTimer timer;
    timer.start();
    QVERIFY(!mine.checkForChanges());
    const qint64 unchangedUs = timer.nsecsElapsed() / 1000;
    LibraryStore other;
    QVERIFY(other.open(dbPath()));
    QVERIFY(other.setStarred({ ids.at(50000) }, true));
    timer.restart();
    QVERIFY(mine.checkForChanges());
    const qint64 changedMs = timer.elapsed();
    qInfo("100,000 papers: activation with nothing new %lld us, after a change elsewhere %lld ms",
        unchangedUs, changedMs);
    QVERIFY(state.isStarred(50000));
    QVERIFY2(changedMs < timeBudget(2000), "catching up would stall the window");
}

QTEST_GUILESS_MAIN(TstLibraryStoreSharing)
#include "tst_librarystoresharing.moc"
