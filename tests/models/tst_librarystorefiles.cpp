// SPDX-License-Identifier: GPL-3.0-or-later
// The library as a file: it survives reopening and a re-wrapped list, migrates from older
// versions, refuses newer ones and moves a damaged file aside (tst_librarystoredurability:
// speed and killed writers).
#include "library/store/librarystore.h"
#include "libraryfiles.h"
#include "paperids.h"
#include "testdata.h"
#include "timebudget.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>
#include <ctime>
#include <functional>

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(bytes) == bytes.size();
}

} // namespace

class TstLibraryStoreFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void keepsEverythingAcrossReopen();
    void keepsTagsWhenTheListIsReorderedAndRewrapped();
    void defaultPathIsInTheAppDataFolder();
    void migratesAVersionOneDatabase();
    void refusesADatabaseFromANewerVersionAndLeavesItAlone();
    void movesADamagedDatabaseAsideAndStartsAFreshOne_data();
    void movesADamagedDatabaseAsideAndStartsAFreshOne();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("library.sqlite")); }

    QTemporaryDir *m_dir = nullptr; // fresh per test
};

void TstLibraryStoreFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(LibraryStore::schemaVersion() >= 2, "schema resources are not linked in");
}

void TstLibraryStoreFiles::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
}

void TstLibraryStoreFiles::cleanup()
{
    delete m_dir;
    m_dir = nullptr;
}

void TstLibraryStoreFiles::keepsEverythingAcrossReopen()
{
    const QList<PaperId> ids = makeIds(1, 10);
    {
        LibraryStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        QVERIFY(store.addTag(ids, QStringLiteral("b")));
        QVERIFY(store.addTag(ids.mid(5), QStringLiteral("a")));
        QVERIFY(store.setTagOrder({ QStringLiteral("a") }));
        QVERIFY(store.setRead(ids.mid(0, 3), true));
        QVERIFY(store.setNote(ids.at(9), QStringLiteral("later")));
    }
    LibraryStore store;
    QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
    QVERIFY(store.recoveryMessage().isEmpty());
    QCOMPARE(store.tags(), (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(store.papersWithTag(QStringLiteral("b")).size(), 10);
    QCOMPARE(store.tagsOf(ids.at(9)), (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(store.states().size(), 4);
    QCOMPARE(store.stateOf(ids.at(9)).note, QStringLiteral("later"));
    QCOMPARE(rawLibraryValue(dbPath(), QStringLiteral("PRAGMA journal_mode")).toString(),
        QStringLiteral("wal"));
}

void TstLibraryStoreFiles::keepsTagsWhenTheListIsReorderedAndRewrapped()
{
    QString text = QString::fromUtf8(readAll(fixturePath(QStringLiteral("icml2025.txt"))));
    text.remove(0, text.indexOf(QLatin1Char('\n')) + 1); // the header line
    QStringList abstracts
        = text.split(QRegularExpression(QStringLiteral("\\n\\s*\\n")), Qt::SkipEmptyParts);
    QCOMPARE(abstracts.size(), 19);
    {
        LibraryStore store;
        QVERIFY(store.open(dbPath()));
        for (int i = 0; i < abstracts.size(); ++i) {
            const PaperId id = PaperId::fromAbstract(abstracts.at(i));
            QVERIFY(store.addTag({ id }, QStringLiteral("paper %1").arg(i)));
            QVERIFY(store.setRead({ id }, i % 2 == 0));
        }
    }
    // The same list, reversed and hard-wrapped differently: every paper keeps its state.
    LibraryStore store;
    QVERIFY(store.open(dbPath()));
    for (int i = abstracts.size() - 1; i >= 0; --i) {
        QString rewrapped = abstracts.at(i);
        rewrapped.replace(QStringLiteral(". "), QStringLiteral(".\r\n  "));
        const PaperId id = PaperId::fromAbstract(rewrapped);
        QCOMPARE(store.tagsOf(id), QStringList { QStringLiteral("paper %1").arg(i) });
        QCOMPARE(store.stateOf(id).read, i % 2 == 0);
    }
}

void TstLibraryStoreFiles::defaultPathIsInTheAppDataFolder()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir(folder).removeRecursively(); // read-only commands ask for the path: it creates nothing
    QCOMPARE(LibraryStore::defaultPath(), folder + QStringLiteral("/library.sqlite"));
    QVERIFY(!QFileInfo::exists(folder));
}

void TstLibraryStoreFiles::migratesAVersionOneDatabase()
{
    // Build the database exactly as version 1 left it: 001 only, user_version 1, some data.
    const PaperId paper = makeIds(5, 1).at(0);
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(dbPath());
        QVERIFY(db.open());
        QSqlQuery query(db);
        QString sql = QString::fromUtf8(readAll(QStringLiteral(":/schema/001_initial.sql")));
        sql.remove(QRegularExpression(QStringLiteral("--[^\\n]*")));
        for (const QString &statement : sql.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            if (!statement.trimmed().isEmpty())
                QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
        }
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 1")));
        QVERIFY(query.exec(QStringLiteral(
            "INSERT INTO tags (id, name, folded, position) VALUES (1, 'Old', 'old', 0)")));
        QVERIFY(query.exec(
            QStringLiteral("INSERT INTO paper_tags VALUES (%1, 1)").arg(qint64(paper.value()))));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
    QCOMPARE(rawLibraryValue(dbPath(),
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE "
                                "name = 'paper_tags_by_tag'"))
                 .toInt(),
        0);

    LibraryStore store;
    QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
    QCOMPARE(store.tagsOf(paper), QStringList { QStringLiteral("Old") });
    store.close();
    QCOMPARE(rawLibraryValue(dbPath(), QStringLiteral("PRAGMA user_version")).toInt(),
        LibraryStore::schemaVersion());
    QCOMPARE(rawLibraryValue(dbPath(),
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE "
                                "name = 'paper_tags_by_tag'"))
                 .toInt(),
        1);
}

void TstLibraryStoreFiles::refusesADatabaseFromANewerVersionAndLeavesItAlone()
{
    {
        LibraryStore store;
        QVERIFY(store.open(dbPath()));
        QVERIFY(store.addTag(makeIds(1, 3), QStringLiteral("mine")));
    }
    const int newer = LibraryStore::schemaVersion() + 1;
    rawLibraryValue(dbPath(), QStringLiteral("PRAGMA user_version = %1").arg(newer));
    const QByteArray before = readAll(dbPath());
    QVERIFY(!before.isEmpty());

    LibraryStore store;
    QVERIFY(!store.open(dbPath()));
    QVERIFY(!store.isOpen());
    QVERIFY2(store.lastError().contains(QStringLiteral("newer")), qPrintable(store.lastError()));
    QVERIFY(store.lastError().contains(QString::number(newer)));
    QVERIFY(store.recoveryMessage().isEmpty());
    QCOMPARE(readAll(dbPath()), before);
    QCOMPARE(QDir(m_dir->path()).entryList({ QStringLiteral("*.corrupt-*") }, QDir::Files),
        QStringList());
}

void TstLibraryStoreFiles::movesADamagedDatabaseAsideAndStartsAFreshOne_data()
{
    QTest::addColumn<QByteArray>("bytes");

    QByteArray garbage(8192, Qt::Uninitialized);
    QRandomGenerator random(42);
    random.fillRange(reinterpret_cast<quint32 *>(garbage.data()), garbage.size() / 4);
    QTest::newRow("random bytes") << garbage;
    QTest::newRow("empty file") << QByteArray();
    QTest::newRow("a text file") << QByteArray("ICML 2025\n\nNot a database at all.\n");
    QTest::newRow("SQLite header followed by garbage")
        << QByteArray("SQLite format 3\0", 16) + garbage;

    // A real database cut in half (e.g. a copy interrupted, a full disk).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("real.sqlite"));
    {
        LibraryStore store;
        QVERIFY(store.open(path));
        for (int tag = 0; tag < 5; ++tag)
            QVERIFY(store.addTag(
                makeIds(quint64(tag) * 100000 + 1, 4000), QStringLiteral("tag %1").arg(tag)));
        QVERIFY(store.setRead(makeIds(1, 4000), true));
    }
    const QByteArray real = readAll(path);
    QVERIFY(real.size() > 100000);
    QTest::newRow("real database truncated to half") << real.left(real.size() / 2);
    QTest::newRow("real database truncated to its first page") << real.left(4096);
}

void TstLibraryStoreFiles::movesADamagedDatabaseAsideAndStartsAFreshOne()
{
    QFETCH(QByteArray, bytes);
    QVERIFY(writeAll(dbPath(), bytes));
    QVERIFY(writeAll(dbPath() + QStringLiteral("-wal"), "stale wal"));

    LibraryStore store;
    QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
    const QString moved = store.movedAsidePath();
    QVERIFY2(QRegularExpression(QStringLiteral("/library\\.sqlite\\.corrupt-\\d{8}-\\d{6}$"))
                 .match(moved)
                 .hasMatch(),
        qPrintable(moved));
    QCOMPARE(readAll(moved), bytes);
    QCOMPARE(readAll(moved + QStringLiteral("-wal")), QByteArray("stale wal"));
    qInfo("%s", qPrintable(store.recoveryMessage()));
    QVERIFY2(store.recoveryMessage().contains(QFileInfo(moved).fileName()),
        qPrintable(store.recoveryMessage()));

    QVERIFY(store.tags().isEmpty());
    QVERIFY(store.addTag(makeIds(1, 2), QStringLiteral("fresh")));
    store.close();
    QCOMPARE(rawLibraryValue(dbPath(), QStringLiteral("PRAGMA integrity_check")).toString(),
        QStringLiteral("ok"));
    LibraryStore again;
    QVERIFY(again.open(dbPath()));
    QVERIFY(again.recoveryMessage().isEmpty());
    QCOMPARE(again.papersWithTag(QStringLiteral("fresh")).size(), 2);
}

QTEST_GUILESS_MAIN(TstLibraryStoreFiles)
#include "tst_librarystorefiles.moc"
