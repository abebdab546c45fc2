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

#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
