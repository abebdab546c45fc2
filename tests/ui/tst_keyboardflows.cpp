// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "formats/clipboardformats.h"
#include "librarystate.h"
#include "mainwindow.h"
#include "paperlistmodel.h"
#include "paperlistview.h"
#include "searchbar.h"
#include "store/librarystore.h"
#include "tagchipbar.h"
#include "testdata.h"
#include "text/textnormalizer.h"
#include "topics/taxonomy.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

#include <functional>

/// The everyday paths from the keyboard, as a user takes them: search, move into the list,
/// act on what is there with a key or a menu; copy with nothing to copy; the selection count;
/// the F1 cheat sheet. Every step is a real key or mouse event to the widget a user reaches.
class TestKeyboardFlows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void searchThenKeyActsOnTheFirstResult_data();
    void searchThenKeyActsOnTheFirstResult();
    void contextMenuActsOnTheCurrentPaperWhenNoneIsSelected();
    void paperAndEditMenusActOnTheCurrentPaperWhenNoneIsSelected();
    void copyLinksOfAPaperWithoutLinksKeepsTheClipboard();
    void copyAbstractOfAPaperWithoutOneKeepsTheClipboard();
    void statusBarCountsASelectionOfMoreThanOnePaper();
    void f1OpensACheatSheetBesideTheWindowAndF1OrEscClosesIt();

private:
    static void openList(MainWindow &window, const QString &path);
    static void activate(QWidget &window);
    static QWidget *focused() { return QApplication::focusWidget(); }
    static int visibleRows(MainWindow &window) { return window.paperList()->model()->rowCount(); }
    static int matchCount(MainWindow &window, const QString &prefix);
    static void searchAndEnterList(MainWindow &window, const QString &words, Qt::Key enter);
    static void clickRow(MainWindow &window, int row, Qt::KeyboardModifiers modifiers = {});
    static void tagThroughDetailPane(MainWindow &window, int row, const QString &tag);
    static bool paintsRowSelected(PaperListView *list, int row);
    static QString countLabelText(MainWindow &window);
    static void whenPopupShows(const std::function<void(QWidget *)> &answer);
    static void clickMenuItem(QMenu *menu, const QString &text);
};

static const QString sentinel = QStringLiteral("what the user had copied before");

void TestKeyboardFlows::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// Each test starts with an empty library, so keys 1-9 and the counts do not depend on order.
void TestKeyboardFlows::init()
{
    const QString library = LibraryStore::defaultPath();
    for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(library + suffix);
    QGuiApplication::clipboard()->setText(sentinel);
}

// What the window manager does when a window is shown or a popup has closed (the offscreen
// platform leaves no window active after a menu).
void TestKeyboardFlows::activate(QWidget &window)
{
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

void TestKeyboardFlows::openList(MainWindow &window, const QString &path)
{
    window.show();
    activate(window);
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    window.openFile(path);
    QVERIFY(shown.wait(20000));
}

// Papers with a word starting with prefix in title or abstract: what the search must show.
int TestKeyboardFlows::matchCount(MainWindow &window, const QString &prefix)
{
    const LoadedCollectionPtr collection = window.collection();
    int count = 0;
    for (qsizetype row = 0; row < collection->size(); ++row) {
        const Paper paper = collection->paper(row);
        const QString text = TextNormalizer::fold(paper.title + QLatin1Char(' ') + paper.abstract);
        bool found = false;
        TextNormalizer::forEachToken(text, [&](qsizetype start, qsizetype length) {
            found |= QStringView(text).mid(start, length).startsWith(prefix);
        });
        count += found;
    }
    return count;
}

// Ctrl+F, the words, then Down or Enter: from the search box into the results.
void TestKeyboardFlows::searchAndEnterList(MainWindow &window, const QString &words, Qt::Key enter)
{
    const int expected = matchCount(window, words);
    QVERIFY(expected > 0 && expected < visibleRows(window));
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(focused(), window.searchBar()->lineEdit());
    QTest::keyClicks(focused(), words);
    QTRY_COMPARE(visibleRows(window), expected);
    QTest::keyClick(focused(), enter);
    QCOMPARE(focused(), window.paperList());
}

void TestKeyboardFlows::clickRow(MainWindow &window, int row, Qt::KeyboardModifiers modifiers)
{
    PaperListView *list = window.paperList();
    const QModelIndex index = list->model()->index(row, PaperListModel::TitleColumn);
    list->scrollTo(index);
    QTest::mouseClick(
        list->viewport(), Qt::LeftButton, modifiers, list->visualRect(index).center());
}

void TestKeyboardFlows::tagThroughDetailPane(MainWindow &window, int row, const QString &tag)
{
    clickRow(window, row);
    QLineEdit *addTag = window.detailPane()->tagBar()->addEdit();
    addTag->setFocus();
    QTest::keyClicks(addTag, tag);
    QTest::keyClick(addTag, Qt::Key_Return);
    QTRY_VERIFY(window.detailPane()->tagBar()->tags().contains(tag));
}

// Whether the row is drawn in the selection colour (most of its title cell).
bool TestKeyboardFlows::paintsRowSelected(PaperListView *list, int row)
{
    const QImage image = list->viewport()->grab().toImage();
    const QRect cell = list->visualRect(list->model()->index(row, PaperListModel::TitleColumn))
                           .intersected(image.rect());
    const QColor active = list->palette().color(QPalette::Active, QPalette::Highlight);
    const QColor inactive = list->palette().color(QPalette::Inactive, QPalette::Highlight);
    int highlighted = 0;
    for (int y = cell.top(); y <= cell.bottom(); ++y) {
        for (int x = cell.left(); x <= cell.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            highlighted += pixel == active || pixel == inactive;
        }
    }
    return highlighted > cell.width() * cell.height() / 2;
}

// The permanent label at the right of the status bar ("19 of 19 papers").
QString TestKeyboardFlows::countLabelText(MainWindow &window)
{
    const auto labels = window.statusBar()->findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (label->text().endsWith(QStringLiteral(" papers")))
            return label->text();
    }
    return QString();
}

// Menus and dialogs run their own event loop: answer(widget) runs inside it, on the popup or
// modal dialog once it shows; a popup still open afterwards is closed so no test hangs.
void TestKeyboardFlows::whenPopupShows(const std::function<void(QWidget *)> &answer)
{
    auto tries = std::make_shared<int>(0);
    auto poll = std::make_shared<std::function<void()>>();
    *poll = [answer, tries, poll] {
        QWidget *shown = QApplication::activePopupWidget();
        if (!shown)
            shown = QApplication::activeModalWidget();
        if (!shown && ++*tries < 200) {
            QTimer::singleShot(10, *poll);
            return;
        }
        if (shown) {
            answer(shown);
            if (QApplication::activePopupWidget() == shown)
                shown->close();
        }
    };
    QTimer::singleShot(0, *poll);
}

void TestKeyboardFlows::clickMenuItem(QMenu *menu, const QString &text)
{
    const auto actions = menu->actions();
    for (QAction *action : actions) {
        if (action->text().remove(u'&') == text) {
            QVERIFY2(action->isEnabled(), qPrintable(text));
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no menu item ") + text));
}

void TestKeyboardFlows::searchThenKeyActsOnTheFirstResult_data()
{
    QTest::addColumn<QString>("words");
    QTest::addColumn<int>("enter");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");

    const struct
    {
        const char *name;
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
        const char *words;
    } actions[] = {
        { "S stars it", Qt::Key_S, {}, "memory" },
        { "R marks it read", Qt::Key_R, {}, "memory" },
        { "T tags it", Qt::Key_T, {}, "memory" },
        { "1 toggles the first tag on it", Qt::Key_1, {}, "memory" },
        { "Ctrl+C copies its abstract", Qt::Key_C, Qt::ControlModifier, "memory" },
        { "Ctrl+Shift+C copies its links", Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier,
            "protein" },
    };
    for (const auto &action : actions) {
        for (const auto &[enter, enterName] :
            { std::pair(Qt::Key_Down, "Down"), std::pair(Qt::Key_Return, "Enter") }) {
            QTest::addRow("%s, then %s", enterName, action.name) << QString::fromLatin1(
                action.words) << int(enter) << int(action.key) << int(action.modifiers);
        }
    }
}

void TestKeyboardFlows::searchThenKeyActsOnTheFirstResult()
{
    QFETCH(QString, words);
    QFETCH(int, enter);
    QFETCH(int, key);
    QFETCH(int, modifiers);
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    const QString firstTag = QStringLiteral("first-tag");
    if (key == Qt::Key_1) {
        tagThroughDetailPane(window, 0, firstTag);
        window.paperList()->setFocus();
    }

    searchAndEnterList(window, words, Qt::Key(enter));
    PaperListView *list = window.paperList();
    QAbstractItemModelTester tester(
        list->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The first result is current, selected and painted as selected.
    QCOMPARE(list->currentIndex().row(), 0);
    QCOMPARE(list->selectionModel()->selectedRows().size(), 1);
    QVERIFY(list->selectionModel()->isRowSelected(0, QModelIndex()));
    QVERIFY(paintsRowSelected(list, 0));
    const PaperId id = list->currentPaper();
    QCOMPARE(window.detailPane()->paperId(), id);
    const LibraryState *state = window.libraryState();
    const int row = state->rowOf(id);
    const Paper paper = window.collection()->paper(row);

    const QString typedTag = QStringLiteral("from-the-keyboard");
    if (key == Qt::Key_T) {
        whenPopupShows([&](QWidget *shown) {
            auto *dialog = qobject_cast<QInputDialog *>(shown);
            QVERIFY(dialog);
            QLineEdit *edit = dialog->findChild<QComboBox *>()->lineEdit();
            QTest::keyClicks(edit, typedTag);
            QTest::keyClick(edit, Qt::Key_Return);
        });
    }
    QTest::keyClick(focused(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));

    switch (key) {
    case Qt::Key_S:
        QVERIFY(state->isStarred(row));
        QVERIFY(window.detailPane()->starButton()->isChecked());
        break;
    case Qt::Key_R:
        QVERIFY(state->isRead(row));
        break;
    case Qt::Key_T:
        QTRY_COMPARE(state->tagsOf(row), QStringList { typedTag });
        break;
    case Qt::Key_1:
        QCOMPARE(state->tagsOf(row), QStringList { firstTag });
        break;
    case Qt::Key_C:
        QVERIFY(!paper.links.isEmpty() || modifiers == Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(),
            modifiers == Qt::ControlModifier ? paper.abstract
                                             : ClipboardFormats::linksText({ paper }));
        break;
    }
    QVERIFY(list->selectionModel()->isRowSelected(0, QModelIndex()));
}

void TestKeyboardFlows::contextMenuActsOnTheCurrentPaperWhenNoneIsSelected()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    PaperListView *list = window.paperList();
    // A Ctrl+click on the selected row takes it out of the selection; it stays current.
    clickRow(window, 4);
    clickRow(window, 4, Qt::ControlModifier);
    QVERIFY(!list->selectionModel()->hasSelection());
    const PaperId id = list->currentPaper();
    QVERIFY(!id.isNull());

    // The menu key: a context menu from the keyboard, at the current row.
    whenPopupShows([](QWidget *shown) {
        auto *menu = qobject_cast<QMenu *>(shown);
        QVERIFY(menu);
        clickMenuItem(menu, QStringLiteral("Star"));
    });
    const QPoint at = list->visualRect(list->currentIndex()).center();
    QContextMenuEvent event(QContextMenuEvent::Keyboard, at, list->viewport()->mapToGlobal(at));
    QApplication::sendEvent(list, &event);
    QTRY_VERIFY(window.libraryState()->isStarred(window.libraryState()->rowOf(id)));
}

void TestKeyboardFlows::paperAndEditMenusActOnTheCurrentPaperWhenNoneIsSelected()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    PaperListView *list = window.paperList();
    clickRow(window, 6);
    clickRow(window, 6, Qt::ControlModifier);
    QVERIFY(!list->selectionModel()->hasSelection());
    const PaperId id = list->currentPaper();
    const int row = window.libraryState()->rowOf(id);

    const auto openMenu = [&window](const QString &title) -> QMenu * {
        QMenuBar *bar = window.menuBar();
        for (QAction *action : bar->actions()) {
            if (action->text().remove(u'&') == title) {
                QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(action).center());
                if (!QTest::qWaitFor([action] { return action->menu()->isVisible(); }))
                    return nullptr;
                return action->menu();
            }
        }
        return nullptr;
    };
    QMenu *paper = openMenu(QStringLiteral("Paper"));
    QVERIFY(paper);
    clickMenuItem(paper, QStringLiteral("Toggle Read"));
    QTRY_VERIFY(window.libraryState()->isRead(row));

    QMenu *edit = openMenu(QStringLiteral("Edit"));
    QVERIFY(edit);
    clickMenuItem(edit, QStringLiteral("Copy Abstract"));
    QTRY_COMPARE(QGuiApplication::clipboard()->text(), window.collection()->abstract(row));

    // The key, too, copies the current paper: never the empty text of a star column.
    QGuiApplication::clipboard()->setText(sentinel);
    activate(window);
    list->setFocus();
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), window.collection()->abstract(row));
}

void TestKeyboardFlows::copyLinksOfAPaperWithoutLinksKeepsTheClipboard()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    PaperListView *list = window.paperList();
    clickRow(window, 0);
    QVERIFY(window.collection()->paper(0).links.isEmpty());
    const QString message = QStringLiteral("No links in the selected paper");

    // The key, before any menu was opened.
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), sentinel);
    QCOMPARE(window.statusBar()->currentMessage(), message);
    window.statusBar()->clearMessage();

    // The context menu shows Copy Links greyed.
    bool greyed = false;
    whenPopupShows([&greyed](QWidget *shown) {
        const auto actions = shown->actions();
        for (const QAction *action : actions) {
            if (action->text().remove(u'&') == QStringLiteral("Copy Links"))
                greyed = !action->isEnabled();
        }
    });
    const QPoint at = list->visualRect(list->currentIndex()).center();
    QTest::mouseClick(list->viewport(), Qt::RightButton, {}, at);
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, list->viewport()->mapToGlobal(at));
    QApplication::sendEvent(list->viewport(), &event);
    QVERIFY(greyed);

    // So does the Edit menu; the key (whose action is now disabled) still answers.
    QMenuBar *bar = window.menuBar();
    QAction *editMenu = nullptr;
    for (QAction *action : bar->actions())
        if (action->text().remove(u'&') == QStringLiteral("Edit"))
            editMenu = action;
    QVERIFY(editMenu);
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(editMenu).center());
    QTRY_VERIFY(editMenu->menu()->isVisible());
    QAction *copyLinks = nullptr;
    for (QAction *action : editMenu->menu()->actions())
        if (action->text().remove(u'&') == QStringLiteral("Copy Links"))
            copyLinks = action;
    QVERIFY(copyLinks);
    QVERIFY(!copyLinks->isEnabled());
    QTest::keyClick(editMenu->menu(), Qt::Key_Escape);
    QTRY_VERIFY(!editMenu->menu()->isVisible());
    activate(window);
    list->setFocus();
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), sentinel);
    QCOMPARE(window.statusBar()->currentMessage(), message);

    // A paper with links: enabled again, and copied.
    int linked = -1;
    for (int row = 0; row < visibleRows(window) && linked < 0; ++row)
        if (!window.collection()->paper(row).links.isEmpty())
            linked = row;
    QVERIFY(linked >= 0);
    clickRow(window, linked);
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(),
        ClipboardFormats::linksText({ window.collection()->paper(linked) }));
}

void TestKeyboardFlows::copyAbstractOfAPaperWithoutOneKeepsTheClipboard()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("papers.json")));
    int empty = -1;
    for (int row = 0; row < visibleRows(window) && empty < 0; ++row)
        if (window.collection()->abstract(row).isEmpty())
            empty = row;
    QVERIFY(empty >= 0);
    clickRow(window, empty);
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), sentinel);
    QCOMPARE(
        window.statusBar()->currentMessage(), QStringLiteral("No abstract in the selected paper"));
}

void TestKeyboardFlows::statusBarCountsASelectionOfMoreThanOnePaper()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    QCOMPARE(countLabelText(window), QStringLiteral("19 of 19 papers"));
    clickRow(window, 2);
    QCOMPARE(countLabelText(window), QStringLiteral("19 of 19 papers"));
    clickRow(window, 4, Qt::ShiftModifier);
    QCOMPARE(countLabelText(window), QStringLiteral("3 selected · 19 of 19 papers"));
    QTest::keyClick(focused(), Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(countLabelText(window), QStringLiteral("4 selected · 19 of 19 papers"));
    clickRow(window, 10, Qt::ControlModifier);
    QCOMPARE(countLabelText(window), QStringLiteral("5 selected · 19 of 19 papers"));

    // A search that keeps none of them: the count goes with them.
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("memory"));
    QTRY_COMPARE(countLabelText(window), QStringLiteral("1 of 19 papers"));
    QTest::keyClick(focused(), Qt::Key_Escape);
    QTRY_COMPARE(countLabelText(window), QStringLiteral("19 of 19 papers"));
    clickRow(window, 0);
    QTest::keyClick(focused(), Qt::Key_End, Qt::ShiftModifier);
    QCOMPARE(countLabelText(window), QStringLiteral("19 selected · 19 of 19 papers"));
    clickRow(window, 3);
    QCOMPARE(countLabelText(window), QStringLiteral("19 of 19 papers"));
    QTest::keyClick(focused(), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(countLabelText(window), QStringLiteral("19 selected · 19 of 19 papers"));
}

void TestKeyboardFlows::f1OpensACheatSheetBesideTheWindowAndF1OrEscClosesIt()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    // A modal box would block here: close it and remember that it came.
    bool modal = false;
    QTimer guard;
    connect(&guard, &QTimer::timeout, &guard, [&modal] {
        if (QWidget *box = QApplication::activeModalWidget()) {
            modal = true;
            box->close();
        }
    });
    guard.start(20);

    const auto sheet = [&window]() -> QWidget * {
        const auto windows = QApplication::topLevelWidgets();
        for (QWidget *widget : windows) {
            if (widget != &window && widget->isVisible() && !qobject_cast<QMenu *>(widget)
                && widget->findChild<QTextBrowser *>())
                return widget;
        }
        return nullptr;
    };
    // F1 opens it as the active window, so that Esc or F1 closes it straight away.
    const auto pressF1ForTheSheet = [&]() -> bool {
        QTest::keyClick(focused(), Qt::Key_F1);
        return QTest::qWaitFor([&] { return sheet() && QApplication::activeWindow() == sheet(); });
    };
    QVERIFY(pressF1ForTheSheet());
    QVERIFY(!modal);
    QCOMPARE(sheet()->windowModality(), Qt::NonModal);
    const QString text = sheet()->findChild<QTextBrowser *>()->toPlainText();
    for (const char *row :
        { "is:read", "is:unread", "is:starred", "is:unstarred", "is:tagged", "is:untagged",
            "has:code", "tag:", "Ctrl+Q", "Shift+click", "Ctrl+Shift+C", "Ctrl+Shift+A", "1–9" })
        QVERIFY2(text.contains(QString::fromUtf8(row)), row);
    QTest::keyClick(focused(), Qt::Key_Escape);
    QTRY_VERIFY(sheet() == nullptr);

    // The window stays usable while the sheet is open, and F1 there closes it.
    activate(window);
    QVERIFY(pressF1ForTheSheet());
    activate(window);
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("memory"));
    QTRY_COMPARE(visibleRows(window), 1);
    QVERIFY(sheet() != nullptr);
    QTest::keyClick(focused(), Qt::Key_F1);
    QTRY_VERIFY(sheet() == nullptr);

    // F1 in the sheet closes it too.
    QVERIFY(pressF1ForTheSheet());
    QTest::keyClick(focused(), Qt::Key_F1);
    QTRY_VERIFY(sheet() == nullptr);
    QVERIFY(!modal);
}

QTEST_MAIN(TestKeyboardFlows)
#include "tst_keyboardflows.moc"
