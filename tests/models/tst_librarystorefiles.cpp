// SPDX-License-Identifier: GPL-3.0-or-later
// The library as a file: it survives reopening and a re-wrapped list, migrates from older
// versions, refuses newer ones, moves a damaged file aside, stays fast at 100,000 papers and
// loses no commit when its writer is killed.
#include "library/store/librarystore.h"
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

// Runs one statement on a plain connection of its own, outside LibraryStore.
QVariant rawValue(const QString &path, const QString &sql)
{
    QVariant value;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0);
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return value;
}

// The CPU time this process has used, in ms. A bound on it fails only when the work itself
// grew: unlike the wall clock it does not grow when the machine is loaded (tests run beside a
// build, two at a time, under a sanitizer's slower allocator the work is what is slower).
qint64 cpuMs()
{
    return qint64(std::clock()) * 1000 / CLOCKS_PER_SEC;
}

// The wall clock bounds only a stall: ten times the CPU bounds below, so load alone never
// reaches it. A wait for another connection's lock costs no CPU time, and is caught without
// the clock: Qt's SQLite driver gives up after 5 s and the change or read then fails.
constexpr qint64 stallMs = timeBudget(20000);

const int BulkSize = 200000;
const int EarlySize = 100;

QList<PaperId> earlyIds(int run)
{
    return makeIds(1000000 + quint64(run) * 1000, EarlySize);
}

// The child process of keepsEveryCommitWhenTheWriterIsKilled: commits a few small actions,
// says so, then starts one big tagging transaction and says so; the parent kills it then.
int runCrashWriter(const QString &path, int run)
{
    LibraryStore store;
    if (!store.open(path)) {
        std::fprintf(stderr, "%s\n", qPrintable(store.lastError()));
        return 2;
    }
    const QList<PaperId> early = earlyIds(run);
    const QString suffix = QString::number(run);
    if (!store.addTag(early, QStringLiteral("early-") + suffix)
        || !store.setRead(early.mid(0, 10), true) || !store.setStarred({ early.at(0) }, true)
        || !store.setNote(early.at(1), QStringLiteral("note ") + suffix)) {
        std::fprintf(stderr, "%s\n", qPrintable(store.lastError()));
        return 3;
    }
    const QList<PaperId> bulk = makeIds(quint64(run + 1) * 10000000, BulkSize);
    std::puts("bulk-start");
    std::fflush(stdout);
    if (!store.addTag(bulk, QStringLiteral("bulk-") + suffix))
        return 4;
    std::puts("bulk-done");
    std::fflush(stdout);
    return 0;
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
    void tagsTenThousandPapersWellUnderASecond();
    void loadsTheStateOfAHundredThousandPapersQuickly();
    void keepsEveryCommitWhenTheWriterIsKilled();

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
    QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA journal_mode")).toString(),
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
    QCOMPARE(rawValue(dbPath(),
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE "
                                "name = 'paper_tags_by_tag'"))
                 .toInt(),
        0);

    LibraryStore store;
    QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
    QCOMPARE(store.tagsOf(paper), QStringList { QStringLiteral("Old") });
    store.close();
    QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA user_version")).toInt(),
        LibraryStore::schemaVersion());
    QCOMPARE(rawValue(dbPath(),
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
    rawValue(dbPath(), QStringLiteral("PRAGMA user_version = %1").arg(newer));
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
    QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA integrity_check")).toString(),
        QStringLiteral("ok"));
    LibraryStore again;
    QVERIFY(again.open(dbPath()));
    QVERIFY(again.recoveryMessage().isEmpty());
    QCOMPARE(again.papersWithTag(QStringLiteral("fresh")).size(), 2);
}

void TstLibraryStoreFiles::tagsTenThousandPapersWellUnderASecond()
{
    LibraryStore store;
    QVERIFY(store.open(dbPath()));
    QVERIFY(store.addTag(makeIds(1, 50000), QStringLiteral("background")));
    const QList<PaperId> ids = makeIds(20000, 10000);
    // Each change is one transaction, not one per paper: CPU time well under a second (10,000
    // commits would take several).
    const auto check = [](const char *what, const std::function<bool()> &change) {
        QElapsedTimer wall;
        wall.start();
        const qint64 cpuStart = cpuMs();
        const bool ok = change();
        const qint64 cpu = cpuMs() - cpuStart;
        const qint64 elapsed = wall.elapsed();
        qInfo("on disk, 10,000 papers: %s %lld ms (CPU %lld ms)", what, elapsed, cpu);
        return ok && cpu < timeBudget(1000) && elapsed < stallMs;
    };
    QVERIFY(check("addTag", [&] { return store.addTag(ids, QStringLiteral("selected")); }));
    QVERIFY(check("removeTag", [&] { return store.removeTag(ids, QStringLiteral("selected")); }));
    QVERIFY(check("setRead", [&] { return store.setRead(ids, true); }));
}

void TstLibraryStoreFiles::loadsTheStateOfAHundredThousandPapersQuickly()
{
    const QList<PaperId> ids = makeIds(1, 100000);
    {
        LibraryStore store;
        QVERIFY(store.open(dbPath()));
        QVERIFY(store.setRead(ids, true));
        QVERIFY(store.setStarred(ids.mid(0, 20000), true));
        QVERIFY(store.addTag(ids, QStringLiteral("all")));
        QVERIFY(store.addTag(ids.mid(0, 30000), QStringLiteral("some")));
    }
    QElapsedTimer timer;
    timer.start();
    LibraryStore store;
    QVERIFY(store.open(dbPath()));
    const qint64 openMs = timer.elapsed();
    timer.restart();
    const qint64 cpuStart = cpuMs();
    const QHash<PaperId, PaperState> states = store.states();
    const qint64 statesMs = timer.elapsed();
    timer.restart();
    const QHash<PaperId, QList<int>> tags = store.paperTags();
    const qint64 tagsMs = timer.elapsed();
    const qint64 loadCpuMs = cpuMs() - cpuStart;
    qInfo("100,000 papers: open (quick_check) %lld ms, states() %lld ms, paperTags() %lld ms "
          "(both: CPU %lld ms), file %lld KiB",
        openMs, statesMs, tagsMs, loadCpuMs, QFileInfo(dbPath()).size() / 1024);
    QCOMPARE(states.size(), 100000);
    QCOMPARE(tags.size(), 100000);
    QCOMPARE(tags.value(ids.at(0)).size(), 2);
    // The work bounded by CPU time, which load does not stretch.
    QVERIFY2(loadCpuMs < timeBudget(2000), "loading user state would stall start-up");
    QVERIFY2(statesMs + tagsMs < stallMs, "loading user state stalled");
}

void TstLibraryStoreFiles::keepsEveryCommitWhenTheWriterIsKilled()
{
    // Kill delays after the writer announced the bulk transaction, from "at once" to "maybe
    // done": the kill lands while rows are inserted, during COMMIT, or after it.
    const int delaysMs[] = { 0, 60, 250, 600, 2000 };
    int killedMidway = 0;
    for (int run = 0; run < 5; ++run) {
        QProcess writer;
        writer.start(QCoreApplication::applicationFilePath(),
            { QStringLiteral("--crash-writer"), dbPath(), QString::number(run) });
        QVERIFY(writer.waitForStarted());
        QByteArray output;
        while (!output.contains("bulk-start") && writer.state() == QProcess::Running) {
            writer.waitForReadyRead(30000);
            output += writer.readAllStandardOutput();
        }
        QVERIFY2(output.contains("bulk-start"), writer.readAllStandardError().constData());
        QThread::msleep(delaysMs[run]);
        writer.kill();
        QVERIFY(writer.waitForFinished(30000));
        output += writer.readAllStandardOutput();
        const bool finished = output.contains("bulk-done");
        killedMidway += finished ? 0 : 1;

        QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA integrity_check")).toString(),
            QStringLiteral("ok"));
        LibraryStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        QVERIFY(store.recoveryMessage().isEmpty());
        for (int earlier = 0; earlier <= run; ++earlier) {
            const QList<PaperId> early = earlyIds(earlier);
            QCOMPARE(
                store.papersWithTag(QStringLiteral("early-%1").arg(earlier)).size(), EarlySize);
            QVERIFY(store.stateOf(early.at(9)).read);
            QVERIFY(!store.stateOf(early.at(10)).read);
            QVERIFY(store.stateOf(early.at(0)).starred);
            QCOMPARE(store.stateOf(early.at(1)).note, QStringLiteral("note %1").arg(earlier));
        }
        const QString bulkTag = QStringLiteral("bulk-%1").arg(run);
        const qsizetype bulk = store.papersWithTag(bulkTag).size();
        qInfo("run %d: killed %d ms after bulk-start, %s; bulk tag on %lld papers", run,
            delaysMs[run], finished ? "after it finished" : "mid-operation", qlonglong(bulk));
        QVERIFY2(bulk == 0 || bulk == BulkSize, qPrintable(QString::number(bulk)));
        QCOMPARE(store.tags().contains(bulkTag), bulk == BulkSize);
        if (finished)
            QCOMPARE(bulk, qsizetype(BulkSize));
    }
    QVERIFY2(killedMidway > 0, "no kill landed inside the bulk operation");
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && qstrcmp(argv[1], "--crash-writer") == 0)
        return runCrashWriter(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toInt());
    TstLibraryStoreFiles test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_librarystorefiles.moc"
