// SPDX-License-Identifier: GPL-3.0-or-later
// Paperdesk never starts on an empty window: cancelling the list it starts with (a large
// last list, say) opens the bundled list instead, and says so.
#include "collection/recentlists.h"
#include "loadprogresswidget.h"
#include "startuplist.h"
#include "testdata.h"
#include "timebudget.h"
#include "windowdriver.h"

#include <QElapsedTimer>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>

using namespace WindowDriver;

class TestStartCancel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Run by hand too, the test never touches the user's own settings or library.
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("Paperdesk"));
        QCoreApplication::setApplicationName(QStringLiteral("Paperdesk"));
    }

    void init() { startFirstRun(); }

    // Ctrl+Q while a list of one huge record is read: the window goes at once, and the
    // process would wait no more than half a second for the reading to stop.
    void quittingWhileAHugeListLoadsWaitsNoMoreThanHalfASecond()
    {
        const QString path = m_dir.filePath(QStringLiteral("huge.jsonl"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"title\": \"T\", \"abstract\": \"We study it.\", \"junk\": [");
            const QByteArray block = QByteArray("1.5,").repeated(1 << 18);
            for (int i = 0; i < 200; ++i)
                file.write(block);
            file.write("1]}\n");
        }
        auto *window = new MainWindow({});
        openList(*window, fixturePath(QStringLiteral("icml2025.txt")));
        window->openFile(path);
        QTest::qWait(300);
        QVERIFY2(WindowDriver::isLoading(*window), "the list loaded before Ctrl+Q");
        paperList(*window)->setFocus();
        QTest::keyClick(focused(), Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(!window->isVisible());
        QElapsedTimer timer;
        timer.start();
        delete window; // what main() does once the window is closed
        QVERIFY2(timer.elapsed() <= timeBudget(500),
            qPrintable(QStringLiteral("%1 ms to quit").arg(timer.elapsed())));
        QFile::remove(path);
    }

    void cancellingTheLastListAtStartShowsTheBundledList()
    {
        const QString large = writeLargeList(QDir(m_dir.path()));
        RecentLists stored;
        stored.add(large);
        stored.save();

        MainWindow window({});
        window.show();
        activate(window);
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        StartupList::open(&window, QString());
        LoadProgressWidget *progress = window.findChild<LoadProgressWidget *>();
        QVERIFY(progress);
        QPushButton *cancel = progress->cancelButton();
        QTRY_VERIFY(cancel->isVisible() && cancel->width() > 0);
        QVERIFY2(WindowDriver::isLoading(window), "the list loaded before Cancel could be clicked");
        QTest::mouseClick(cancel, Qt::LeftButton, {}, cancel->rect().center());

        QVERIFY(shown.wait(20000));
        QCOMPARE(window.collection()->collection.sourcePath, StartupList::bundledList());
        QCOMPARE(visibleRows(window), 19);
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.contains(
                     QStringLiteral("Opening “%1” was cancelled").arg(QFileInfo(large).fileName())),
            qPrintable(message));
        // The cancelled list stays in Open Recent: it is not broken, only slow.
        QVERIFY(RecentLists::load().paths().contains(large));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestStartCancel)
#include "tst_startcancel.moc"
