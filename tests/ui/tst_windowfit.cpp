// SPDX-License-Identifier: GPL-3.0-or-later
// The window on real screen sizes: its first size and a remembered one fit the screen, no
// content widens it (a 3,000-letter word), and an open can be cancelled from the status bar,
// where the progress and the paper count keep places of their own.
//
// The offscreen platform is given a screen of a chosen size through a JSON configuration; a
// screen is fixed for the life of a QApplication, so the other screens and the scale factor
// run this executable again as a child process (ScreenCheck below).
#include "detailpane.h"
#include "formats/fieldtext.h"
#include "loadprogresswidget.h"
#include "noteeditor.h"
#include "tagsidebar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>

using namespace WindowDriver;

namespace {

/// The screen a process of this test runs on: "WIDTHxHEIGHT", from this variable.
const char screenVariable[] = "PAPERDESK_TEST_SCREEN";
const char defaultScreen[] = "1280x720";

LoadProgressWidget *progressOf(MainWindow &window)
{
    return window.statusBar()->findChild<LoadProgressWidget *>();
}

QLabel *countLabelOf(MainWindow &window)
{
    const auto labels = window.statusBar()->findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->text().endsWith(QStringLiteral(" papers")))
            return label;
    }
    return nullptr;
}

/// geometry of widget in screen coordinates.
QRect globalRect(const QWidget *widget)
{
    return QRect(widget->mapToGlobal(QPoint(0, 0)), widget->size());
}

/// What one screen must show of a first window: all of it, and the count of papers whole.
void checkFirstWindowFits()
{
    QSettings().clear();
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect available = window.screen()->availableGeometry();
    const QRect frame = window.frameGeometry();
    QVERIFY2(available.contains(frame),
        qPrintable(QStringLiteral("window %1x%2+%3+%4 on a %5x%6 screen")
                       .arg(frame.width())
                       .arg(frame.height())
                       .arg(frame.x())
                       .arg(frame.y())
                       .arg(available.width())
                       .arg(available.height())));
    // A share of the screen, centred: neither a postage stamp nor the whole screen.
    QVERIFY2(window.width() >= available.width() * 0.8 || window.width() >= 1600,
        qPrintable(QString::number(window.width())));
    QVERIFY(window.height() >= available.height() * 0.8 || window.height() >= 1000);
    QVERIFY(window.width() <= 1600 && window.height() <= 1000);
    QVERIFY((frame.center() - available.center()).manhattanLength() <= 4);
    // The list, where the reading happens, is not squeezed by the sidebar's long names.
    const int listWidth = WindowDriver::paperList(window)->parentWidget()->width();
    QVERIFY2(listWidth >= window.width() * 0.35, qPrintable(QString::number(listWidth)));
    QLabel *count = countLabelOf(window);
    QVERIFY(count);
    QCOMPARE(count->text(), QStringLiteral("19 of 19 papers"));
    QVERIFY(available.contains(globalRect(count)));
    QVERIFY(available.contains(globalRect(WindowDriver::detailPane(window)->noteEditor())));
}

} // namespace

/// Runs in a child process on the screen it was given (see TestWindowFit::onScreen).
class ScreenCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void firstWindowFitsTheScreen() { checkFirstWindowFits(); }
};

class TestWindowFit : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Runs ScreenCheck in this executable again, on a screen of width x height at scale.
    static void onScreen(const QString &screen, const QString &scale)
    {
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(screenVariable), screen);
        environment.insert(QStringLiteral("QT_SCALE_FACTOR"), scale);
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("-silent") });
        QVERIFY(child.waitForFinished(120000));
        const QByteArray output = child.readAll();
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
            output.constData());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init() { startFirstRun(); }

    // Issue 12: the first window was 1440x860 on every screen, its right pane and status bar
    // off a 1366x768 or 1280x720 one, and 2880x1720 at scale 2 on 1920x1080.
    void firstWindowFitsTheScreen_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<QString>("scale");
        QTest::newRow("1366x768 laptop") << QStringLiteral("1366x768") << QStringLiteral("1");
        QTest::newRow("1920x1080 at scale 2") << QStringLiteral("1920x1080") << QStringLiteral("2");
        QTest::newRow("4K screen, not a huge window")
            << QStringLiteral("3840x2160") << QStringLiteral("1");
    }

    void firstWindowFitsTheScreen()
    {
        QFETCH(QString, screen);
        QFETCH(QString, scale);
        onScreen(screen, scale);
    }

    // This process's own screen is 1280x720.
    void firstWindowFitsA1280x720Screen() { checkFirstWindowFits(); }

    // Issue 13: a window saved 32,767 pixels wide came back as wide at the next start; and a
    // window saved on a monitor that has gone since must come back onto this one.
    void restoredGeometryIsBroughtOntoTheScreen_data()
    {
        QTest::addColumn<QRect>("saved");
        QTest::newRow("wider and taller than the screen") << QRect(0, 0, 32767, 1600);
        QTest::newRow("on a monitor that was unplugged") << QRect(3000, 200, 900, 600);
        QTest::newRow("above and left of the screen") << QRect(-700, -500, 1000, 700);
    }

    void restoredGeometryIsBroughtOntoTheScreen()
    {
        QFETCH(QRect, saved);
        QWidget former;
        former.setGeometry(saved);
        QSettings().setValue(QStringLiteral("window/geometry"), former.saveGeometry());

        MainWindow window(Taxonomy::builtIn());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        QVERIFY2(available.contains(window.frameGeometry()),
            qPrintable(QStringLiteral("%1x%2+%3+%4")
                           .arg(window.width())
                           .arg(window.height())
                           .arg(window.x())
                           .arg(window.y())));
        // What still fitted is kept: only the part that did not is changed.
        if (saved.width() <= available.width())
            QCOMPARE(window.width(), saved.width());
    }

    // Issue 13: one 3,000-letter word in a title widened the window to 32,767 pixels and
    // squeezed the sidebar and the list to 60. The pane breaks the word where it must.
    void aLongWordWrapsInsteadOfWideningTheWindow()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("long-word.json")));
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        clickRow(window, 0);
        QTRY_COMPARE(WindowDriver::detailPane(window)->titleText(),
            QStringLiteral("Attention over long documents with sparse memory"));
        const QSize windowSize = window.size();
        const QWidget *centre = WindowDriver::paperList(window)->parentWidget();
        const int sidebarWidth = WindowDriver::sidebar(window)->width();
        const int listWidth = centre->width();
        const int detailWidth = WindowDriver::detailPane(window)->width();

        clickRow(window, 1);
        // The 3,000-letter title, cut where every title is (FieldText).
        QTRY_COMPARE(WindowDriver::detailPane(window)->titleText().size(), FieldText::longestLine);
        QTest::qWait(100); // layouts settle and a window would grow here
        QCOMPARE(window.size(), windowSize);
        QCOMPARE(WindowDriver::sidebar(window)->width(), sidebarWidth);
        QCOMPARE(centre->width(), listWidth);
        QCOMPARE(WindowDriver::detailPane(window)->width(), detailWidth);
        QVERIFY(window.minimumWidth() <= windowSize.width());

        // The title and the abstract are broken inside the word and laid out in the pane.
        const auto views = WindowDriver::detailPane(window)->findChildren<QTextEdit *>();
        QVERIFY(views.size() >= 2);
        for (const QTextEdit *view : views) {
            if (!view->isVisible())
                continue;
            QCOMPARE(view->wordWrapMode(), QTextOption::WrapAtWordBoundaryOrAnywhere);
            QVERIFY2(view->document()->idealWidth() <= view->viewport()->width() + 1,
                qPrintable(view->accessibleName()));
        }
        // The next start is not broken either.
        window.close();
        MainWindow next(Taxonomy::builtIn());
        next.show();
        QVERIFY(QTest::qWaitForWindowExposed(&next));
        QCOMPARE(next.size(), windowSize);
    }

    // Issue 13: a list that takes long to open could not be stopped.
    void cancelInTheStatusBarKeepsTheListThatWasOpen()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        const QString large = writeLargeList(QDir(m_dir.path()));
        window.openFile(large);
        LoadProgressWidget *progress = progressOf(window);
        QVERIFY(progress);
        QPushButton *cancel = progress->cancelButton();
        QTRY_VERIFY(cancel->isVisible() && cancel->width() > 0);
        QVERIFY2(WindowDriver::isLoading(window), "the list loaded before Cancel could be clicked");
        QTest::mouseClick(cancel, Qt::LeftButton, {}, cancel->rect().center());

        QVERIFY(!progress->isVisible());
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Opening cancelled"));
        QVERIFY(window.collection()->collection.name.startsWith(QStringLiteral("ICML 2025")));
        QCOMPARE(visibleRows(window), 19);
        // The worker stops; nothing it read ever shows.
        QTRY_VERIFY_WITH_TIMEOUT(!WindowDriver::isLoading(window), 60000);
        QTest::qWait(50);
        QVERIFY(window.collection()->collection.name.startsWith(QStringLiteral("ICML 2025")));
        QCOMPARE(countLabelText(window), QStringLiteral("19 of 19 papers"));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("ICML 2025")));
    }

    // Once its first papers show, the cancelled list gives way to the one open before.
    void escapeOnTheProgressCancelsAfterThePreviewShowed()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        window.openFile(writeLargeList(QDir(m_dir.path())));
        QTRY_VERIFY_WITH_TIMEOUT(visibleRows(window) > 19, 20000);
        QVERIFY2(WindowDriver::isLoading(window), "the list loaded before Esc could be pressed");
        LoadProgressWidget *progress = progressOf(window);
        QProgressBar *bar = progress->findChild<QProgressBar *>();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->rect().center());
        QVERIFY(progress->isAncestorOf(focused()) || focused() == progress);
        QTest::keyClick(focused(), Qt::Key_Escape);

        QVERIFY(!progress->isVisible());
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Opening cancelled"));
        QCOMPARE(visibleRows(window), 19);
        QVERIFY(window.collection()->collection.name.startsWith(QStringLiteral("ICML 2025")));
        QTRY_VERIFY_WITH_TIMEOUT(!WindowDriver::isLoading(window), 60000);
        QCOMPARE(visibleRows(window), 19);
    }

    // Cancelling the first open of a session goes back to the empty window it started as.
    void cancellingTheFirstOpenLeavesTheWindowAsItStarted()
    {
        MainWindow window(Taxonomy::builtIn());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openFile(writeLargeList(QDir(m_dir.path())));
        QTRY_VERIFY_WITH_TIMEOUT(visibleRows(window) > 0, 20000);
        QVERIFY2(WindowDriver::isLoading(window), "the list loaded before Cancel could be clicked");
        QPushButton *cancel = progressOf(window)->cancelButton();
        QTest::mouseClick(cancel, Qt::LeftButton, {}, cancel->rect().center());

        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Opening cancelled"));
        QCOMPARE(visibleRows(window), 0);
        QVERIFY(!window.collection());
        QCOMPARE(window.windowTitle(), QStringLiteral("Paperdesk"));
        QTRY_VERIFY_WITH_TIMEOUT(!WindowDriver::isLoading(window), 60000);
        QCOMPARE(visibleRows(window), 0);
        // The window still works: the next list opens.
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        window.openFile(fixturePath(QStringLiteral("icml2025.txt")));
        QVERIFY(shown.wait(20000));
        QCOMPARE(visibleRows(window), 19);
    }

    // Issue 12: "Indexing 100%" and "200 of 200 pa…" fought for the status bar.
    void progressAndCountKeepPlacesOfTheirOwn()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        window.openFile(writeLargeList(QDir(m_dir.path())));
        QTRY_VERIFY_WITH_TIMEOUT(visibleRows(window) > 19, 20000);
        QVERIFY2(
            WindowDriver::isLoading(window), "the list loaded before the status bar could be seen");
        LoadProgressWidget *progress = progressOf(window);
        QLabel *count = countLabelOf(window);
        QVERIFY(progress && progress->isVisible() && count);
        QTRY_VERIFY(!progress->geometry().isEmpty() && count->geometry().left() > 0);
        QVERIFY(!progress->geometry().intersects(count->geometry()));
        QTRY_VERIFY2(count->width() >= count->fontMetrics().horizontalAdvance(count->text()),
            qPrintable(count->text()));
        const QRect available = window.screen()->availableGeometry();
        QVERIFY(available.contains(globalRect(count)));
        QVERIFY(available.contains(globalRect(progress)));

        QVERIFY(shown.wait(60000));
        QVERIFY(!progress->isVisible());
        QCOMPARE(progress->progressText(), QString());
        QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("Indexing")));
        QCOMPARE(countLabelText(window), QStringLiteral("40,000 of 40,000 papers"));
    }
};

int main(int argc, char **argv)
{
    // Before QApplication: the platform reads its screen when it starts.
    const QByteArray screen = qgetenv(screenVariable);
    const QList<QByteArray> size
        = (screen.isEmpty() ? QByteArray(defaultScreen) : screen).split('x');
    QTemporaryDir configDir;
    const QString config = writeTestFile(QDir(configDir.path()), QStringLiteral("screen.json"),
        QStringLiteral(R"({"screens": [{"name": "Screen", "x": 0, "y": 0, "width": %1,
                           "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
            .arg(QString::fromLatin1(size.value(0)), QString::fromLatin1(size.value(1)))
            .toUtf8());
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));

    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    if (!screen.isEmpty()) {
        ScreenCheck check;
        return QTest::qExec(&check, argc, argv);
    }
    TestWindowFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowfit.moc"
