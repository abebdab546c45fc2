// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "formats/clipboardformats.h"
#include "library/listmarks.h"
#include "searchbar.h"
#include "tagchipbar.h"
#include "testdata.h"
#include "text/textnormalizer.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QInputDialog>
#include <QLineEdit>
#include <QStandardPaths>
#include <QToolButton>

using namespace WindowDriver;

/// The everyday paths from the keyboard, as a user takes them: search, move into the list,
/// act on what is there with a key or a menu, with or without a selection; the selection
/// count. Every step is a real key or mouse event to the widget a user reaches.
class TestKeyboardFlows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void searchThenKeyActsOnTheFirstResult_data();
    void searchThenKeyActsOnTheFirstResult();
    void contextMenuActsOnTheCurrentPaperWhenNoneIsSelected();
    void paperAndEditMenusActOnTheCurrentPaperWhenNoneIsSelected();
    void statusBarCountsASelectionOfMoreThanOnePaper();

private:
    static int matchCount(MainWindow &window, const QString &prefix);
    static void searchAndEnterList(MainWindow &window, const QString &words, Qt::Key enter);
    static void tagThroughDetailPane(MainWindow &window, int row, const QString &tag);
    static bool paintsRowSelected(PaperListView *list, int row);
};

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
    QCOMPARE(focused(), WindowDriver::searchBar(window)->lineEdit());
    QTest::keyClicks(focused(), words);
    QTRY_COMPARE(visibleRows(window), expected);
    QTest::keyClick(focused(), enter);
    QCOMPARE(focused(), WindowDriver::paperList(window));
}

void TestKeyboardFlows::tagThroughDetailPane(MainWindow &window, int row, const QString &tag)
{
    clickRow(window, row);
    QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
    addTag->setFocus();
    QTest::keyClicks(addTag, tag);
    QTest::keyClick(addTag, Qt::Key_Return);
    QTRY_VERIFY(WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));
}

// Whether the row is drawn in the selection colour (most of it: text covers the rest).
bool TestKeyboardFlows::paintsRowSelected(PaperListView *list, int row)
{
    const QImage image = list->viewport()->grab().toImage();
    const QRect title = list->visualRect(list->model()->index(row, PaperListModel::TitleColumn));
    const QRect cell
        = QRect(0, title.top(), image.width(), title.height()).intersected(image.rect());
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
        WindowDriver::paperList(window)->setFocus();
    }

    searchAndEnterList(window, words, Qt::Key(enter));
    PaperListView *list = WindowDriver::paperList(window);
    QAbstractItemModelTester tester(
        list->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The first result is current, selected and painted as selected.
    QCOMPARE(list->currentIndex().row(), 0);
    QCOMPARE(list->selectionModel()->selectedRows().size(), 1);
    QVERIFY(list->selectionModel()->isRowSelected(0, QModelIndex()));
    QVERIFY(paintsRowSelected(list, 0));
    const PaperId id = list->currentPaper();
    QCOMPARE(WindowDriver::detailPane(window)->paperId(), id);
    const ListMarks *state = WindowDriver::listMarks(window);
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
        QVERIFY(WindowDriver::detailPane(window)->starButton()->isChecked());
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
    PaperListView *list = WindowDriver::paperList(window);
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
    QTRY_VERIFY(
        WindowDriver::listMarks(window)->isStarred(WindowDriver::listMarks(window)->rowOf(id)));
}

void TestKeyboardFlows::paperAndEditMenusActOnTheCurrentPaperWhenNoneIsSelected()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    PaperListView *list = WindowDriver::paperList(window);
    clickRow(window, 6);
    clickRow(window, 6, Qt::ControlModifier);
    QVERIFY(!list->selectionModel()->hasSelection());
    const PaperId id = list->currentPaper();
    const int row = WindowDriver::listMarks(window)->rowOf(id);

    QMenu *paper = openMenu(window, QStringLiteral("Paper"));
    QVERIFY(paper);
    clickMenuItem(paper, QStringLiteral("Toggle Read"));
    QTRY_VERIFY(WindowDriver::listMarks(window)->isRead(row));

    QMenu *edit = openMenu(window, QStringLiteral("Edit"));
    QVERIFY(edit);
    clickMenuItem(edit, QStringLiteral("Copy Abstract"));
    QTRY_COMPARE(QGuiApplication::clipboard()->text(), window.collection()->abstract(row));

    // The key, too, copies the current paper: never the empty text of a star column.
    QGuiApplication::clipboard()->setText(clipboardSentinel);
    activate(window);
    list->setFocus();
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), window.collection()->abstract(row));
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

QTEST_MAIN(TestKeyboardFlows)
#include "tst_keyboardflows.moc"
