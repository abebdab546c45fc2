// SPDX-License-Identifier: GPL-3.0-or-later
// A table of hostile inputs for every reader: each row is read by this test binary run again as
// a child process ("--read PATH"), so a row that hangs is killed at its time limit and its peak
// memory is its own (wait4's ru_maxrss), whatever the other rows did. A hard address-space
// limit in the child (not under AddressSanitizer) keeps a blow-up from taking the machine.
#include "badinputrows.h"
#include "collection/collectionloader.h"
#include "formats/collectionreader.h"
#include "linearinputrows.h"
#include "timebudget.h"
#include "topics/taxonomy.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#if defined(__SANITIZE_ADDRESS__)
#define PAPERDESK_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PAPERDESK_ASAN 1
#endif
#endif

namespace {

// What one read gives, as one line: the error as the user sees it, or the papers.
QString summary(const ReadResult &result)
{
    if (!result.ok())
        return result.error.toString();
    const Paper &first = result.collection.papers.front();
    QString text = QStringLiteral("%1 papers, first: %2 | %3 | %4")
                       .arg(result.collection.papers.size())
                       .arg(first.title, first.authors.join(QLatin1String("; ")).left(200),
                           first.abstract.left(40));
    if (!result.warnings.isEmpty())
        text += QStringLiteral("; warning: ") + result.warnings.front().toString();
    return text;
}

// The child: reads argv[2] and prints the summary. --resize N changes the file's size to N
// bytes at the first progress report, as another program writing it would.
int readOne(int argc, char **argv)
{
#ifndef PAPERDESK_ASAN
    const rlimit hard { rlim_t(3) << 30, rlim_t(3) << 30 };
    setrlimit(RLIMIT_AS, &hard);
#endif
    QCoreApplication app(argc, argv);
    const QString path = QString::fromLocal8Bit(argv[2]);
    if (argc >= 4 && qstrcmp(argv[3], "--load") == 0) {
        // The whole load: read, derived, indexed, as the window opens a list.
        const CollectionLoader::Result loaded = CollectionLoader::load(path, Taxonomy::builtIn());
        QFile out;
        out.open(stdout, QIODevice::WriteOnly);
        out.write(loaded.collection ? "loaded" : loaded.error.toString().toUtf8().constData());
        return 0;
    }
    const qint64 resizeTo = argc >= 5 ? QByteArray(argv[4]).toLongLong() : -1;
    bool resized = false;
    const ReadResult result = CollectionReader::readFile(path, [&](qint64, qint64) {
        if (resizeTo >= 0 && !resized)
            resized = QFile::resize(path, resizeTo);
        return true;
    });
    QFile out;
    out.open(stdout, QIODevice::WriteOnly);
    out.write(summary(result).toUtf8());
    return 0;
}

struct ChildRun
{
    QByteArray output;
    bool timedOut = false;
    int status = 0;
    qint64 peakMegabytes = 0;
    double cpuSeconds = 0; ///< user and system time
};

// resizeTo -2: the child loads the file whole (CollectionLoader) instead of only reading it.
ChildRun runChild(const QByteArray &path, qint64 resizeTo, int timeLimitMs)
{
    ChildRun run;
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        qFatal("pipe failed");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeFds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, pipeFds[0]);
    const QByteArray self = QCoreApplication::applicationFilePath().toLocal8Bit();
    const QByteArray size = QByteArray::number(resizeTo);
    QList<char *> args { const_cast<char *>(self.constData()), const_cast<char *>("--read"),
        const_cast<char *>(path.constData()) };
    if (resizeTo >= 0)
        args << const_cast<char *>("--resize") << const_cast<char *>(size.constData());
    else if (resizeTo == -2)
        args << const_cast<char *>("--load");
    args << nullptr;
    pid_t pid = 0;
    QElapsedTimer timer;
    timer.start();
    if (posix_spawn(&pid, self.constData(), &actions, nullptr, args.data(), environ) != 0)
        qFatal("cannot start %s", self.constData());
    posix_spawn_file_actions_destroy(&actions);
    close(pipeFds[1]);
    rusage usage {};
    for (;;) {
        const pid_t done = wait4(pid, &run.status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (timer.elapsed() > timeLimitMs && !run.timedOut) {
            run.timedOut = true;
            kill(pid, SIGKILL);
        }
        QThread::msleep(5);
    }
    run.peakMegabytes = usage.ru_maxrss / 1024;
    run.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    char buffer[4096];
    for (ssize_t got; (got = read(pipeFds[0], buffer, sizeof buffer)) > 0;)
        run.output.append(buffer, got);
    close(pipeFds[0]);
    return run;
}

} // namespace

class TestBadInputs : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Lays out the row's input in m_dir and returns the path to read.
    QString prepare(const BadInput &row)
    {
        if (row.setup == BadInput::Setup::Device)
            return row.name;
        const QString path = m_dir.filePath(row.name);
        switch (row.setup) {
        case BadInput::Setup::File:
        case BadInput::Setup::Shrinks:
        case BadInput::Setup::Grows: {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
                qFatal("cannot write %s", qPrintable(path));
            for (const BadInput::Piece &piece : row.pieces) {
                for (qint64 i = 0; i < piece.times; ++i)
                    file.write(piece.bytes);
            }
            return path;
        }
        case BadInput::Setup::Fifo:
            mkfifo(QFile::encodeName(path).constData(), 0600);
            return path;
        case BadInput::Setup::LinkLoop:
            QFile::link(path + QLatin1String(".other"), path);
            QFile::link(path, path + QLatin1String(".other"));
            return path;
        case BadInput::Setup::DanglingLink:
            QFile::link(m_dir.filePath(QStringLiteral("gone.txt")), path);
            return path;
        case BadInput::Setup::Missing:
        case BadInput::Setup::Device: // handled above
            return path;
        case BadInput::Setup::MissingFolder:
            return m_dir.filePath(QStringLiteral("no such folder/") + row.name);
        case BadInput::Setup::UnderAFile:
            QFile(m_dir.filePath(QStringLiteral("plain.txt"))).open(QIODevice::WriteOnly);
            return m_dir.filePath(QStringLiteral("plain.txt/") + row.name);
        case BadInput::Setup::Folder:
            QDir(m_dir.path()).mkdir(row.name);
            return path;
        }
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void rowsCoverEveryReaderAndKind()
    {
        const QList<BadInput> rows = badInputs();
        QVERIFY2(rows.size() >= 60, qPrintable(QString::number(rows.size())));
        for (const char *extension : { ".txt", ".json", ".jsonl", ".bib" }) {
            const auto count = std::count_if(rows.begin(), rows.end(),
                [&](const BadInput &row) { return row.name.endsWith(QLatin1String(extension)); });
            QVERIFY2(count >= 10, extension);
        }
    }

    // The same hostile shape at 30,000 and 300,000 elements, loaded whole (read, derived,
    // indexed): the larger takes at most 15
    // times as long (a quadratic reader takes 100 times), and within seconds. Times are the
    // child's CPU time, startup included: the smaller is counted as at least 50 ms, so that
    // startup and noise decide nothing.
    void eachReaderIsLinearInItsInput_data()
    {
        QTest::addColumn<int>("index");
        const QList<LinearInput> rows = linearInputs();
        for (int i = 0; i < rows.size(); ++i)
            QTest::newRow(rows.at(i).behaviour) << i;
    }
    void eachReaderIsLinearInItsInput()
    {
        QFETCH(int, index);
        const LinearInput row = linearInputs().at(index);
        double seconds[2] = {};
        for (int size : { 0, 1 }) {
            const QString path = m_dir.filePath(QString::number(size) + QLatin1String(row.name));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(row.make(size == 0 ? 30000 : 300000));
            file.close();
            const ChildRun run = runChild(QFile::encodeName(path), -2, timeBudget(30000));
            QFile::remove(path);
            QVERIFY2(!run.timedOut, "still reading after 30 s");
            QVERIFY2(WIFEXITED(run.status) && WEXITSTATUS(run.status) == 0,
                qPrintable(QString::fromUtf8(run.output)));
            seconds[size] = run.cpuSeconds;
        }
        const double smaller = qMax(seconds[0], 0.05);
        QVERIFY2(seconds[1] <= 15 * smaller && seconds[1] <= timeBudget(5000) / 1000.0,
            qPrintable(
                QStringLiteral("30,000: %1 s, 300,000: %2 s").arg(seconds[0]).arg(seconds[1])));
    }

    void readsEachBadInputWithAClearMessage_data()
    {
        QTest::addColumn<int>("index");
        const QList<BadInput> rows = badInputs();
        for (int i = 0; i < rows.size(); ++i)
            QTest::newRow(rows.at(i).behaviour) << i;
    }

    void readsEachBadInputWithAClearMessage()
    {
        QFETCH(int, index);
        const BadInput row = badInputs().at(index);
        const QString path = prepare(row);
        qint64 resizeTo = -1;
        if (row.setup == BadInput::Setup::Shrinks)
            resizeTo = 1 << 20;
        else if (row.setup == BadInput::Setup::Grows)
            resizeTo = QFileInfo(path).size() + 10;
        const ChildRun run
            = runChild(QFile::encodeName(path), resizeTo, timeBudget(row.seconds * 1000));
        if (row.setup == BadInput::Setup::File || row.setup == BadInput::Setup::Shrinks
            || row.setup == BadInput::Setup::Grows)
            QFile::remove(path);
        QVERIFY2(!run.timedOut,
            qPrintable(QStringLiteral("still reading after %1 s").arg(timeBudget(row.seconds))));
        QVERIFY2(WIFEXITED(run.status) && WEXITSTATUS(run.status) == 0,
            qPrintable(QStringLiteral("the read crashed (status %1): %2")
                           .arg(run.status)
                           .arg(QString::fromUtf8(run.output))));
        QString expected = QString::fromUtf8(row.message);
        expected.replace(QLatin1String("%DIR%"), QDir::toNativeSeparators(m_dir.path()));
        QCOMPARE(QString::fromUtf8(run.output), expected);
#ifndef PAPERDESK_ASAN
        QVERIFY2(run.peakMegabytes <= row.megabytes,
            qPrintable(QStringLiteral("peak memory %1 MB, limit %2 MB")
                           .arg(run.peakMegabytes)
                           .arg(row.megabytes)));
#endif
    }
};

int main(int argc, char **argv)
{
    if (argc >= 3 && qstrcmp(argv[1], "--read") == 0)
        return readOne(argc, argv);
    QCoreApplication app(argc, argv);
    TestBadInputs test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_badinputs.moc"
