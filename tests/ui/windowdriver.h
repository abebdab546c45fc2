// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/collectionloader.h"
#include "detailpane.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "mainwindow.h"
#include "paperlistview.h"
#include "searchbar.h"
#include "tagsidebar.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

/// Steps of the GUI tests that drive the real MainWindow as a user does: real key and mouse
/// events to the widget a user would reach. The functions that can fail use QVERIFY, so a
/// caller checks QTest::currentTestFailed() only when it must stop at once.
namespace WindowDriver {

/// What the user had on the clipboard before: a copy that copies nothing must leave it.
inline const QString clipboardSentinel = QStringLiteral("what the user had copied before");

inline QWidget *focused()
{
    return QApplication::focusWidget();
}

/// A part of the window, found by the object name MainWindow gives it: the tests reach the
/// parts as the user does, through the window, and the window keeps no getters for them.
template <typename Part> Part *part(const MainWindow &window, const char *name)
{
    Part *found = window.findChild<Part *>(QLatin1String(name));
    if (!found)
        qFatal("MainWindow has no %s named %s", Part::staticMetaObject.className(), name);
    return found;
}

inline SearchBar *searchBar(const MainWindow &window)
{
    return part<SearchBar>(window, "searchBar");
}

inline TagSidebar *sidebar(const MainWindow &window)
{
    return part<TagSidebar>(window, "tagSidebar");
}

inline PaperListView *paperList(const MainWindow &window)
{
    return part<PaperListView>(window, "paperList");
}

inline DetailPane *detailPane(const MainWindow &window)
{
    return part<DetailPane>(window, "detailPane");
}

inline TagModel *tagModel(const MainWindow &window)
{
    return part<TagModel>(window, "tagModel");
}

/// The active filter: the query text it last applied and its result.
inline const FilterController *filterController(const MainWindow &window)
{
    return part<FilterController>(window, "filterController");
}

inline QUndoStack *undoStack(const MainWindow &window)
{
    return part<QUndoStack>(window, "undoStack");
}

inline LibraryStore *libraryStore(const MainWindow &window)
{
    return part<LibraryStore>(window, "libraryStore");
}

inline const ListMarks *listMarks(const MainWindow &window)
{
    return part<ListMarks>(window, "libraryState");
}

/// True while a list is being read, derived or indexed.
inline bool isLoading(const MainWindow &window)
{
    const auto *loader = window.findChild<CollectionLoader *>();
    return loader && loader->isLoading();
}

/// Removes the library of the test's profile, with SQLite's -wal and -shm files beside it:
/// the next window starts with an empty one.
inline void removeLibrary()
{
    const QString library = LibraryStore::defaultPath();
    for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(library + suffix);
}

/// An empty library (so keys 1-9 and counts do not depend on the tests before) and the
/// sentinel on the clipboard.
inline void startFresh()
{
    removeLibrary();
    QGuiApplication::clipboard()->setText(clipboardSentinel);
}

/// startFresh(), and no settings remembered (window size, splitter, folders): a first run.
inline void startFirstRun()
{
    startFresh();
    QSettings().clear();
}

/// Settings and library in dir rather than in the test's profile, and the widget file dialog
/// on every platform: the one a test can type into. For the tests that open lists through
/// File ▸ Open.
inline void useProfileIn(const QTemporaryDir &dir)
{
    QVERIFY(dir.isValid());
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toUtf8());
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
}

/// Types path into a file dialog's name box as a user does and presses Enter.
inline void typeIntoFileDialog(QFileDialog *dialog, const QString &path)
{
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    QApplication::setActiveWindow(dialog);
    name->setFocus();
    QTest::keyClicks(name, path);
    // The name box completes what is typed: its popup takes the first Enter.
    if (QWidget *completions = QApplication::activePopupWidget())
        completions->hide();
    QTest::keyClick(name, Qt::Key_Return);
}

/// What the window manager does when a window is shown or a popup has closed (the offscreen
/// platform leaves no window active after a menu).
inline void activate(QWidget &window)
{
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

inline void openList(MainWindow &window, const QString &path)
{
    window.show();
    activate(window);
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    window.openFile(path);
    QVERIFY(shown.wait(20000));
}

inline int visibleRows(MainWindow &window)
{
    return WindowDriver::paperList(window)->model()->rowCount();
}

inline void clickRow(MainWindow &window, int row, Qt::KeyboardModifiers modifiers = {})
{
    PaperListView *list = WindowDriver::paperList(window);
    const QModelIndex index = list->model()->index(row, PaperListModel::TitleColumn);
    list->scrollTo(index);
    QTest::mouseClick(
        list->viewport(), Qt::LeftButton, modifiers, list->visualRect(index).center());
}

/// The permanent label at the right of the status bar ("19 of 19 papers").
inline QString countLabelText(MainWindow &window)
{
    const auto labels = window.statusBar()->findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (label->text().endsWith(QStringLiteral(" papers")))
            return label->text();
    }
    return QString();
}

/// Menus and dialogs run their own event loop: answer(widget) runs inside it, on the popup
/// or modal dialog once it shows (given up after two seconds); a popup still open afterwards
/// is closed, so no test hangs.
inline void whenPopupShows(const std::function<void(QWidget *)> &answer)
{
    auto *poll = new QTimer(qApp);
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer, tries = 0]() mutable {
        QWidget *shown = QApplication::activePopupWidget();
        if (!shown)
            shown = QApplication::activeModalWidget();
        if (!shown && ++tries < 200)
            return;
        poll->stop();
        poll->deleteLater();
        if (shown) {
            answer(shown);
            if (QApplication::activePopupWidget() == shown)
                shown->close();
        }
    });
    poll->start();
}

/// The action of menu with this text (without its & marker), or null.
inline QAction *menuItem(const QMenu *menu, const QString &text)
{
    const auto actions = menu->actions();
    for (QAction *action : actions) {
        if (action->text().remove(u'&') == text)
            return action;
    }
    return nullptr;
}

/// Clicks the item of an open menu; it must be there and enabled.
inline void clickMenuItem(QMenu *menu, const QString &text)
{
    QAction *action = menuItem(menu, text);
    QVERIFY2(action, qPrintable(QStringLiteral("no menu item ") + text));
    QVERIFY2(action->isEnabled(), qPrintable(text));
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
}

/// Opens a menu of the menu bar with a click on its title; null when it did not open.
inline QMenu *openMenu(MainWindow &window, const QString &title)
{
    QMenuBar *bar = window.menuBar();
    const auto actions = bar->actions();
    for (QAction *action : actions) {
        if (action->text().remove(u'&') == title) {
            QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(action).center());
            if (!QTest::qWaitFor([action] { return action->menu()->isVisible(); }))
                return nullptr;
            return action->menu();
        }
    }
    return nullptr;
}

} // namespace WindowDriver
