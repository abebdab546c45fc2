// SPDX-License-Identifier: GPL-3.0-or-later
// The library file under load: fast at 100,000 papers, and no commit lost when its writer is
// killed.
#include "library/store/librarystore.h"
#include "libraryfiles.h"
#include "libraryfolder.h"
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

class TstLibraryStoreDurability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void tagsTenThousandPapersWellUnderASecond();
    void loadsTheStateOfAHundredThousandPapersQuickly();
    void keepsEveryCommitWhenTheWriterIsKilled();

private:
    LibraryFolder m_folder;
};

void TstLibraryStoreDurability::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(LibraryStore::schemaVersion() >= 2, "schema resources are not linked in");
}

void TstLibraryStoreDurability::init()
{
    m_folder.create();
}

void TstLibraryStoreDurability::cleanup()
{
    m_folder.remove();
}

void TstLibraryStoreDurability::tagsTenThousandPapersWellUnderASecond()
{
    LibraryStore store;
    QVERIFY(store.open(m_folder.libraryPath()));
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

void TstLibraryStoreDurability::loadsTheStateOfAHundredThousandPapersQuickly()
{
    const QList<PaperId> ids = makeIds(1, 100000);
    QVERIFY(fillLargeLibrary(m_folder.libraryPath(), ids));
    QElapsedTimer timer;
    timer.start();
    LibraryStore store;
    QVERIFY(store.open(m_folder.libraryPath()));
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
        openMs, statesMs, tagsMs, loadCpuMs, QFileInfo(m_folder.libraryPath()).size() / 1024);
    QCOMPARE(states.size(), 100000);
    QCOMPARE(tags.size(), 100000);
    QCOMPARE(tags.value(ids.at(0)).size(), 2);
    // The work bounded by CPU time, which load does not stretch.
    QVERIFY2(loadCpuMs < timeBudget(2000), "loading user state would stall start-up");
    QVERIFY2(statesMs + tagsMs < stallMs, "loading user state stalled");
}

void TstLibraryStoreDurability::keepsEveryCommitWhenTheWriterIsKilled()
{
    // Kill delays after the writer announced the bulk transaction, from "at once" to "maybe
    // done": the kill lands while rows are inserted, during COMMIT, or after it.
    const int delaysMs[] = { 0, 60, 250, 600, 2000 };
    int killedMidway = 0;
    for (int run = 0; run < 5; ++run) {
        QProcess writer;
        writer.start(QCoreApplication::applicationFilePath(),
            { QStringLiteral("--crash-writer"), m_folder.libraryPath(), QString::number(run) });
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

        QCOMPARE(rawLibraryValue(m_folder.libraryPath(), QStringLiteral("PRAGMA integrity_check"))
                     .toString(),
            QStringLiteral("ok"));
        LibraryStore store;
        QVERIFY2(store.open(m_folder.libraryPath()), qPrintable(store.lastError()));
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
    TstLibraryStoreDurability test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_librarystoredurability.moc"
