// SPDX-License-Identifier: GPL-3.0-or-later
// LibraryStore::openReadOnly: the library file is read into memory and nothing is ever
// created, moved aside, migrated or left beside it, whatever state the file is in.
#include "library/store/librarystore.h"
#include "libraryfiles.h"
#include "libraryfolder.h"
#include "paperids.h"
#include "timebudget.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

class TstLibraryStoreReadOnly : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void readsAClosedLibraryAndLeavesNothingBeside();
    void readsTheCommitsOfAWriterThatHasItOpen();
    void migratesAnOlderLibraryInMemoryOnly();
    void writesGoToTheCopyOnly();
    void readsAHundredThousandPapersQuickly();
    void refusesAndLeavesTheFolderAsItWas_data();
    void refusesAndLeavesTheFolderAsItWas();

private:
    void createLibrary();

    LibraryFolder m_folder;
};

void TstLibraryStoreReadOnly::init()
{
    m_folder.create();
}

void TstLibraryStoreReadOnly::cleanup()
{
    m_folder.remove();
}

// A library as the window leaves it when it quits: WAL mode, no -wal or -shm beside it.
void TstLibraryStoreReadOnly::createLibrary()
{
    LibraryStore store;
    QVERIFY(store.open(m_folder.libraryPath()));
    QVERIFY(store.addTag(makeIds(1, 3), QStringLiteral("mine")));
    QVERIFY(store.setRead(makeIds(1, 2), true));
    store.close();
    QCOMPARE(QDir(m_folder.path()).entryList(QDir::Files), QStringList { "library.sqlite" });
}

void TstLibraryStoreReadOnly::readsAClosedLibraryAndLeavesNothingBeside()
{
    createLibrary();
    const auto before = folderSnapshot(m_folder.path());
    {
        LibraryStore store;
        QVERIFY2(store.openReadOnly(m_folder.libraryPath()), qPrintable(store.lastError()));
        QCOMPARE(store.tags(), QStringList { "mine" });
        QCOMPARE(store.papersWithTag(QStringLiteral("mine")).size(), 3);
        QVERIFY(store.stateOf(makeIds(1, 1).first()).read);
        // While it is open, too: SQLite would create -wal and -shm to read a WAL file.
        QCOMPARE(folderSnapshot(m_folder.path()), before);
    }
    QCOMPARE(folderSnapshot(m_folder.path()), before);
}

void TstLibraryStoreReadOnly::readsTheCommitsOfAWriterThatHasItOpen()
{
    createLibrary();
    LibraryStore writer;
    QVERIFY(writer.open(m_folder.libraryPath()));
    QVERIFY(writer.addTag(makeIds(100, 5), QStringLiteral("just now"))); // in the -wal only
    const QString wal = m_folder.libraryPath() + QStringLiteral("-wal");
    QVERIFY(QFileInfo(wal).size() > 0);
    auto before = folderSnapshot(m_folder.path());
    before.remove(QStringLiteral("library.sqlite-shm")); // the writer's shared memory: readers
                                                         // mark their place in it by design
    {
        LibraryStore reader;
        QVERIFY2(reader.openReadOnly(m_folder.libraryPath()), qPrintable(reader.lastError()));
        QCOMPARE(reader.tags(), (QStringList { "mine", "just now" }));
        QCOMPARE(reader.papersWithTag(QStringLiteral("just now")).size(), 5);
    }
    auto after = folderSnapshot(m_folder.path());
    QVERIFY(after.remove(QStringLiteral("library.sqlite-shm")));
    QCOMPARE(after, before);
    QVERIFY(writer.addTag(makeIds(200, 1), QStringLiteral("later"))); // the writer goes on
}

void TstLibraryStoreReadOnly::migratesAnOlderLibraryInMemoryOnly()
{
    createLibrary();
    // Version 1 lacked the index of version 2; reading must not add it to the file.
    rawLibraryValue(m_folder.libraryPath(), QStringLiteral("DROP INDEX paper_tags_by_tag"));
    rawLibraryValue(m_folder.libraryPath(), QStringLiteral("PRAGMA user_version = 1"));
    const auto before = folderSnapshot(m_folder.path());
    {
        LibraryStore store;
        QVERIFY2(store.openReadOnly(m_folder.libraryPath()), qPrintable(store.lastError()));
        QCOMPARE(store.papersWithTag(QStringLiteral("mine")).size(), 3);
    }
    QCOMPARE(folderSnapshot(m_folder.path()), before);
    QCOMPARE(
        rawLibraryValue(m_folder.libraryPath(), QStringLiteral("PRAGMA user_version")).toInt(), 1);
}

void TstLibraryStoreReadOnly::writesGoToTheCopyOnly()
{
    createLibrary();
    const auto before = folderSnapshot(m_folder.path());
    {
        LibraryStore store;
        QVERIFY(store.openReadOnly(m_folder.libraryPath()));
        QVERIFY(store.addTag(makeIds(1, 3), QStringLiteral("only in memory")));
        QVERIFY(store.deleteTag(QStringLiteral("mine"))); // foreign keys hold in the copy too
        QCOMPARE(store.tags(), QStringList { "only in memory" });
    }
    QCOMPARE(folderSnapshot(m_folder.path()), before);
    LibraryStore again;
    QVERIFY(again.openReadOnly(m_folder.libraryPath()));
    QCOMPARE(again.tags(), QStringList { "mine" });
}

// What --count and --export pay for the copy into memory, next to what a window's open costs.
void TstLibraryStoreReadOnly::readsAHundredThousandPapersQuickly()
{
    const QList<PaperId> ids = makeIds(1, 100000);
    QVERIFY(fillLargeLibrary(m_folder.libraryPath(), ids));
    QElapsedTimer timer;
    timer.start();
    {
        LibraryStore store;
        QVERIFY(store.open(m_folder.libraryPath()));
    }
    const qint64 openMs = timer.elapsed();
    timer.restart();
    LibraryStore store;
    QVERIFY(store.openReadOnly(m_folder.libraryPath()));
    const qint64 readOnlyMs = timer.elapsed();
    qInfo("100,000 papers, 130,000 tags: open %lld ms, openReadOnly (copy into memory) %lld ms",
        openMs, readOnlyMs);
    QCOMPARE(store.states().size(), 100000);
    QVERIFY2(readOnlyMs < timeBudget(3000), "an export would wait long for its state");
}

void TstLibraryStoreReadOnly::refusesAndLeavesTheFolderAsItWas_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message"); // a part of lastError()

    QTest::newRow("no library: none is created") << "none"
                                                 << "There is no library database";
    QTest::newRow("random bytes: not moved aside") << "garbage"
                                                   << "It was left as it is";
    QTest::newRow("empty file: not moved aside") << "empty"
                                                 << "the file is empty";
    QTest::newRow("a real library cut in half: not moved aside") << "truncated"
                                                                 << "It was left as it is";
    QTest::newRow("a newer version's library: no -wal or -shm left")
        << "newer"
        << "newer version of Paperdesk";
    QTest::newRow("a -wal without its -shm: no -shm created") << "orphan wal"
                                                              << "-wal";
}

void TstLibraryStoreReadOnly::refusesAndLeavesTheFolderAsItWas()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    if (kind == QLatin1String("garbage")) {
        QByteArray bytes(8192, Qt::Uninitialized);
        QRandomGenerator(7).fillRange(reinterpret_cast<quint32 *>(bytes.data()), 2048);
        QFile file(m_folder.libraryPath());
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
    } else if (kind == QLatin1String("empty")) {
        QFile file(m_folder.libraryPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
    } else if (kind != QLatin1String("none")) {
        {
            LibraryStore store;
            QVERIFY(store.open(m_folder.libraryPath()));
            for (int tag = 0; tag < 5; ++tag)
                QVERIFY(store.addTag(makeIds(quint64(tag) * 10000, 2000), QString::number(tag)));
        }
        QFile file(m_folder.libraryPath());
        if (kind == QLatin1String("truncated")) {
            QVERIFY(file.resize(file.size() / 2));
        } else if (kind == QLatin1String("newer")) {
            rawLibraryValue(m_folder.libraryPath(),
                QStringLiteral("PRAGMA user_version = %1").arg(LibraryStore::schemaVersion() + 1));
        } else {
            QFile wal(m_folder.libraryPath() + QStringLiteral("-wal"));
            QVERIFY(wal.open(QIODevice::WriteOnly) && wal.write(QByteArray(32, '\0')) == 32);
        }
    }
    const auto before = folderSnapshot(m_folder.path());

    LibraryStore store;
    QVERIFY(!store.openReadOnly(m_folder.libraryPath()));
    QVERIFY(!store.isOpen());
    QVERIFY2(store.lastError().contains(message), qPrintable(store.lastError()));
    QVERIFY(store.movedAsidePath().isEmpty());
    QCOMPARE(folderSnapshot(m_folder.path()), before);

    // Not even the folder is created when there is none.
    const QString missing = m_folder.filePath(QStringLiteral("no/such/folder/library.sqlite"));
    QVERIFY(!store.openReadOnly(missing));
    QVERIFY(!QFileInfo::exists(m_folder.filePath(QStringLiteral("no"))));
}

QTEST_GUILESS_MAIN(TstLibraryStoreReadOnly)
#include "tst_librarystorereadonly.moc"
