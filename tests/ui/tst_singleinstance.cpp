// SPDX-License-Identifier: GPL-3.0-or-later
// One Paperdesk per user and library: a second start of the real executable hands its file to
// the running window and exits; --count and --export never do; a crashed instance does not
// block the next start.
#include "collection/collectionloader.h"
#include "library/store/librarystore.h"
#include "mainwindow.h"
#include "singleinstance.h"
#include "testdata.h"
#include "topics/taxonomy.h"

#include <QDataStream>
#include <QElapsedTimer>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <vector>

class TestSingleInstance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aSecondStartHandsItsFileToTheRunningWindowAndExits();
    void aSecondStartWithoutAFileBringsTheWindowForward();
    void countAndExportNeverHandOver();
    void twoLibrariesNeverMeet();
    void aCrashedInstanceDoesNotBlockTheNextStart();
    void manyIdleConnectionsKeepNoStartOut();
    void aMessageTooLongIsRefusedAndTheServerStaysUp();
    void aMessageSentSlowlyIsReadOnceWhole();

private:
    static void startApp(
        QProcess &process, const QStringList &arguments, const QString &workingDirectory = {});
    static void openSeed(MainWindow &window);
    static bool listening(const QString &name);
    /// Waits for the process to end while this process's event loop runs (the running
    /// instance under test answers from it); kills it when it does not end in time.
    static bool ended(QProcess &process, int ms = 20000);
};

void TestSingleInstance::initTestCase()
{
    // The executable and this process must agree on the library path, hence on the instance.
    QCoreApplication::setOrganizationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paperdesk"));
}

void TestSingleInstance::startApp(
    QProcess &process, const QStringList &arguments, const QString &workingDirectory)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(PAPERDESK_BINARY), arguments);
    QVERIFY(process.waitForStarted());
}

void TestSingleInstance::openSeed(MainWindow &window)
{
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    window.openFile(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(shown.wait(20000));
}

bool TestSingleInstance::ended(QProcess &process, int ms)
{
    QSignalSpy finished(&process, &QProcess::finished);
    if (process.state() == QProcess::NotRunning || finished.wait(ms))
        return true;
    process.kill();
    process.waitForFinished();
    return false;
}

bool TestSingleInstance::listening(const QString &name)
{
    QLocalSocket socket;
    socket.connectToServer(name);
    return socket.waitForConnected(200);
}

void TestSingleInstance::aSecondStartHandsItsFileToTheRunningWindowAndExits()
{
    MainWindow window(Taxonomy::builtIn());
    SingleInstance instance(LibraryStore::defaultPath());
    QCOMPARE(instance.start({}), SingleInstance::Role::First);
    instance.serve(&window);
    openSeed(window);
    QWidget elsewhere; // the user is in another window
    elsewhere.show();
    elsewhere.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&elsewhere));
    QVERIFY(!window.isActiveWindow());

    QSignalSpy received(&instance, &SingleInstance::filesReceived);
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    QProcess second;
    // A path relative to the second start's own folder: it is handed over made absolute.
    startApp(second, { QStringLiteral("papers.json") }, fixturePath(QString()));
    QVERIFY2(ended(second), "the second start opened a window of its own");
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    QVERIFY(received.count() == 1 || received.wait(5000));
    QCOMPARE(received.first().first().toStringList(),
        QStringList { QFileInfo(fixturePath(QStringLiteral("papers.json"))).absoluteFilePath() });

    QVERIFY(shown.count() == 1 || shown.wait(20000));
    const LoadedCollectionPtr expected
        = CollectionLoader::load(fixturePath(QStringLiteral("papers.json")), Taxonomy::builtIn())
              .collection;
    QVERIFY(expected);
    QCOMPARE(window.collection()->size(), expected->size());
    QTRY_VERIFY(window.isActiveWindow());
}

void TestSingleInstance::aSecondStartWithoutAFileBringsTheWindowForward()
{
    MainWindow window(Taxonomy::builtIn());
    SingleInstance instance(LibraryStore::defaultPath());
    QCOMPARE(instance.start({}), SingleInstance::Role::First);
    instance.serve(&window);
    openSeed(window);
    window.showMinimized();
    QWidget elsewhere;
    elsewhere.show();
    elsewhere.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&elsewhere));

    QSignalSpy received(&instance, &SingleInstance::filesReceived);
    QProcess second;
    startApp(second, {});
    QVERIFY2(ended(second), "the second start opened a window of its own");
    QCOMPARE(second.exitCode(), 0);
    QVERIFY(received.count() == 1 || received.wait(5000));
    QCOMPARE(received.first().first().toStringList(), QStringList());
    QTRY_VERIFY(window.isActiveWindow());
    QVERIFY(!window.isMinimized());
    QCOMPARE(window.collection()->size(), 19); // the list stays
}

void TestSingleInstance::countAndExportNeverHandOver()
{
    SingleInstance instance(LibraryStore::defaultPath());
    QCOMPARE(instance.start({}), SingleInstance::Role::First);
    QSignalSpy received(&instance, &SingleInstance::filesReceived);
    const QString list = fixturePath(QStringLiteral("icml2025.txt"));
    for (const QStringList &arguments : { QStringList { QStringLiteral("--count"), list },
             QStringList { QStringLiteral("--export"), QStringLiteral("jsonl"), list } }) {
        QProcess process;
        startApp(process, arguments);
        QVERIFY(ended(process, 60000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(!process.readAllStandardOutput().isEmpty());
    }
    QTest::qWait(200);
    QCOMPARE(received.count(), 0);
}

void TestSingleInstance::twoLibrariesNeverMeet()
{
    QTemporaryDir dir;
    SingleInstance first(dir.filePath(QStringLiteral("one/library.sqlite")));
    SingleInstance second(dir.filePath(QStringLiteral("two/library.sqlite")));
    QVERIFY(first.serverName() != second.serverName());
    QCOMPARE(first.start({}), SingleInstance::Role::First);
    QCOMPARE(second.start({}), SingleInstance::Role::First);
    SingleInstance again(dir.filePath(QStringLiteral("one/library.sqlite")));
    QCOMPARE(again.serverName(), first.serverName());
}

void TestSingleInstance::aCrashedInstanceDoesNotBlockTheNextStart()
{
    const QString name = SingleInstance(LibraryStore::defaultPath()).serverName();
    QProcess crashed;
    startApp(crashed, {});
    QTRY_VERIFY_WITH_TIMEOUT(listening(name), 20000);
    crashed.kill(); // SIGKILL: no chance to remove its socket or lock file
    QVERIFY(crashed.waitForFinished());
    QVERIFY2(QFileInfo::exists(name), "the crashed instance's socket is left behind");
    QVERIFY(QFileInfo::exists(name + QStringLiteral(".lock")));
    QVERIFY(!listening(name));

    QProcess next;
    startApp(next, { fixturePath(QStringLiteral("papers.json")) });
    QTRY_VERIFY_WITH_TIMEOUT(listening(name), 20000);
    QCOMPARE(next.state(), QProcess::Running);

    QProcess third; // and it is the one later starts hand over to
    startApp(third, { fixturePath(QStringLiteral("icml2025.txt")) });
    QVERIFY(ended(third));
    QCOMPARE(third.exitCode(), 0);
    QCOMPARE(next.state(), QProcess::Running);
    next.kill();
    next.waitForFinished();
    // Killed too: leave no stale socket and lock behind in the user's runtime folder.
    QFile::remove(name);
    QFile::remove(name + QStringLiteral(".lock"));
}

// 19,000 idle connections took the running instance from 53 MB to 534 MB, and at the
// descriptor limit Qt closed its server: later starts opened windows of their own.
void TestSingleInstance::manyIdleConnectionsKeepNoStartOut()
{
    SingleInstance instance(LibraryStore::defaultPath());
    QCOMPARE(instance.start({}), SingleInstance::Role::First);
    QSignalSpy received(&instance, &SingleInstance::filesReceived);
    std::vector<std::unique_ptr<QLocalSocket>> idle;
    for (int i = 0; i < 300; ++i) {
        idle.push_back(std::make_unique<QLocalSocket>());
        idle.back()->connectToServer(instance.serverName());
    }
    QTest::qWait(200); // the server takes them
    QProcess second;
    startApp(second, { fixturePath(QStringLiteral("icml2025.txt")) });
    QVERIFY2(ended(second), "the second start opened a window of its own");
    QCOMPARE(second.exitCode(), 0);
    QVERIFY(received.count() == 1 || received.wait(5000));
    // The idle ones are dropped in time: no more than a few are still served.
    QTest::qWait(SingleInstance::idleMs + 500);
    const auto connected = std::count_if(idle.begin(), idle.end(),
        [](const auto &socket) { return socket->state() == QLocalSocket::ConnectedState; });
    QVERIFY2(connected <= SingleInstance::mostClients, qPrintable(QString::number(connected)));
}

void TestSingleInstance::aMessageTooLongIsRefusedAndTheServerStaysUp()
{
    SingleInstance instance(LibraryStore::defaultPath());
    QCOMPARE(instance.start({}), SingleInstance::Role::First);
    QSignalSpy received(&instance, &SingleInstance::filesReceived);
    QLocalSocket socket;
    socket.connectToServer(instance.serverName());
    QVERIFY(socket.waitForConnected(2000));
    socket.write(QByteArray("\x06\x40\x00\x00", 4)); // 100 MB to come
    socket.write(QByteArray(1 << 16, 'x'));
    QTRY_COMPARE(socket.state(), QLocalSocket::UnconnectedState);
    QCOMPARE(received.count(), 0);
    QVERIFY(listening(instance.serverName()));
    QProcess second;
    startApp(second, {});
    QVERIFY2(ended(second), "the second start opened a window of its own");
    QVERIFY(received.count() == 1 || received.wait(5000));
}

// A 100 MB message sent slowly kept the window's thread busy for 300 s: it was read again
// from its start at every arrival. Now it is read once, when it is whole.
void TestSingleInstance::aMessageSentSlowlyIsReadOnceWhole()
{
    SingleInstance instance(LibraryStore::defaultPath());
    QCOMPARE(instance.start({}), SingleInstance::Role::First);
    QSignalSpy received(&instance, &SingleInstance::filesReceived);
    QStringList files;
    for (int i = 0; i < 4000; ++i)
        files.append(QStringLiteral("/home/someone/papers/list-%1.json").arg(i));
    QByteArray body;
    QDataStream bodyStream(&body, QIODevice::WriteOnly);
    bodyStream << files;
    QByteArray message;
    QDataStream lengthStream(&message, QIODevice::WriteOnly);
    lengthStream << quint32(body.size());
    message += body;
    QVERIFY(message.size() > 200000);
    QLocalSocket socket;
    socket.connectToServer(instance.serverName());
    QVERIFY(socket.waitForConnected(2000));
    QElapsedTimer timer;
    timer.start();
    for (qsizetype at = 0; at < message.size(); at += 512) {
        socket.write(message.mid(at, 512));
        socket.flush();
        QCoreApplication::processEvents();
    }
    QVERIFY(received.count() == 1 || received.wait(5000));
    QCOMPARE(received.first().first().toStringList(), files);
    QVERIFY2(
        timer.elapsed() < SingleInstance::idleMs, qPrintable(QString::number(timer.elapsed())));
}

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
