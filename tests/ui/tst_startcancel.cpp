// SPDX-License-Identifier: GPL-3.0-or-later
// Paperdesk never starts on an empty window: cancelling the list it starts with (a large
// last list, say) opens the bundled list instead, and says so.
#include "collection/recentlists.h"
#include "loadprogresswidget.h"
#include "startuplist.h"
#include "testdata.h"
#include "windowdriver.h"

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
