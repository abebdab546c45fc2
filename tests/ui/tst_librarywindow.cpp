// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "library/listmarks.h"
#include "mainwindow.h"
#include "noteeditor.h"
#include "paperlistview.h"
#include "searchbar.h"
#include "tagchipbar.h"
#include "tagsidebar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

/// The user's tags, read marks, stars and notes through the window: made with the detail
/// pane and the list's keys, kept in the library on disk, shown in the sidebar, undone.
class TestLibraryWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void tagReadStarAndNoteSurviveARestart();
    void ctrlZUndoesATagAndCtrlShiftZRedoesIt();
    void keysActOnTheWholeSelection();
    void sidebarMenuExcludesMergesAndDeletesTagsWithUndo();

private:
    static void openSeed(MainWindow &window);
    static void clickRow(MainWindow &window, int row);
    static int visibleRows(MainWindow &window)
    {
        return WindowDriver::paperList(window)->model()->rowCount();
    }
    static QModelIndex sidebarRow(MainWindow &window, const QString &field, const QString &name);
    static QModelIndex listIndex(MainWindow &window, PaperId id);
    static void triggerMenuItem(MainWindow &window, const QModelIndex &row, const QString &text);
    static void tagRow(MainWindow &window, int row, const QString &tag);
};

void TestLibraryWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    WindowDriver::removeLibrary();
}

void TestLibraryWindow::openSeed(MainWindow &window)
{
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    window.openFile(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(shown.wait(20000));
}

void TestLibraryWindow::clickRow(MainWindow &window, int row)
{
    PaperListView *list = WindowDriver::paperList(window);
    const QModelIndex index = list->model()->index(row, PaperListModel::TitleColumn);
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
}

QModelIndex TestLibraryWindow::listIndex(MainWindow &window, PaperId id)
{
    QAbstractItemModel *model = WindowDriver::paperList(window)->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, PaperListModel::TitleColumn);
        if (index.data(PaperListModel::PaperIdRole).value<PaperId>() == id)
            return index;
    }
    return {};
}

// The row as the sidebar's view shows it (through its filter proxy), found by its term.
QModelIndex TestLibraryWindow::sidebarRow(
    MainWindow &window, const QString &field, const QString &name)
{
    QAbstractItemModel *model = WindowDriver::sidebar(window)->view()->model();
    QList<QModelIndex> pending = { QModelIndex() };
    while (!pending.isEmpty()) {
        const QModelIndex parent = pending.takeFirst();
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            if (index.data(TagModel::FieldRole).toString() == field
                && index.data(TagModel::NameRole).toString() == name)
                return index;
            pending.append(index);
        }
    }
    return {};
}

void TestLibraryWindow::tagReadStarAndNoteSurviveARestart()
{
    const QString tag = QStringLiteral("must-read");
    const QString note = QStringLiteral("check the proofs in section 3");
    PaperId id;
    {
        MainWindow window(Taxonomy::builtIn());
        openSeed(window);
        clickRow(window, 2);
        id = WindowDriver::paperList(window)->currentPaper();
        QVERIFY(!id.isNull());
        QCOMPARE(WindowDriver::detailPane(window)->paperId(), id);

        QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
        addTag->setFocus();
        QTest::keyClicks(addTag, tag);
        QTest::keyClick(addTag, Qt::Key_Return);
        QTRY_COMPARE(WindowDriver::detailPane(window)->tagBar()->tags(), QStringList { tag });
        QModelIndex row = listIndex(window, id);
        QCOMPARE(row.data(PaperListModel::TagsRole).toStringList(), QStringList { tag });
        QCOMPARE(row.data(PaperListModel::ReadRole).toBool(), false);
        QVERIFY(row.data(Qt::FontRole).value<QFont>().bold()); // unread is bold

        WindowDriver::paperList(window)->setFocus();
        QTest::keyClick(WindowDriver::paperList(window), Qt::Key_R);
        QTest::keyClick(WindowDriver::paperList(window), Qt::Key_S);
        row = listIndex(window, id);
        QCOMPARE(row.data(PaperListModel::ReadRole).toBool(), true);
        QCOMPARE(row.data(PaperListModel::StarredRole).toBool(), true);
        QVERIFY(!row.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(WindowDriver::detailPane(window)->readButton()->isChecked());
        QVERIFY(WindowDriver::detailPane(window)->starButton()->isChecked());

        // The note is typed and the user moves straight on to another paper: it is kept.
        NoteEditor *noteEditor = WindowDriver::detailPane(window)->noteEditor();
        noteEditor->setFocus();
        QTest::keyClicks(noteEditor, note);
        QVERIFY(noteEditor->isDirty());
        clickRow(window, 5);
        QVERIFY(WindowDriver::paperList(window)->currentPaper() != id);
        QCOMPARE(
            WindowDriver::listMarks(window)->noteOf(WindowDriver::listMarks(window)->rowOf(id)),
            note);
        // Column widths are remembered like the window's other parts.
        WindowDriver::paperList(window)->horizontalHeader()->resizeSection(
            PaperListModel::TitleColumn, 333);
        window.close();
    }

    MainWindow window(Taxonomy::builtIn());
    QCOMPARE(WindowDriver::paperList(window)->horizontalHeader()->sectionSize(
                 PaperListModel::TitleColumn),
        333);
    QAbstractItemModelTester tester(
        WindowDriver::tagModel(window), QAbstractItemModelTester::FailureReportingMode::QtTest);
    openSeed(window);
    QVERIFY(WindowDriver::paperList(window)->selectPaper(id));
    DetailPane *detail = WindowDriver::detailPane(window);
    QTRY_COMPARE(detail->paperId(), id);
    QCOMPARE(detail->tagBar()->tags(), QStringList { tag });
    QVERIFY(detail->tagBar()->chip(tag) != nullptr);
    QVERIFY(detail->readButton()->isChecked());
    QVERIFY(detail->starButton()->isChecked());
    QCOMPARE(detail->noteEditor()->toPlainText(), note);

    // The sidebar's Tags section has the tag with its one paper; clicking it filters.
    const QModelIndex tagRow = sidebarRow(window, QStringLiteral("tag"), tag);
    QVERIFY(tagRow.isValid());
    QCOMPARE(tagRow.data(TagModel::CountRole).toLongLong(), 1);
    QCOMPARE(sidebarRow(window, QStringLiteral("is"), QStringLiteral("Starred"))
                 .data(TagModel::CountRole)
                 .toLongLong(),
        1);
    QTreeView *tree = WindowDriver::sidebar(window)->view();
    tree->scrollTo(tagRow);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(tagRow).center());
    QTRY_COMPARE(visibleRows(window), 1);
    QVERIFY2(WindowDriver::searchBar(window)->text().contains(QStringLiteral("tag:") + tag),
        qPrintable(WindowDriver::searchBar(window)->text()));
    // Looked up again: the click refiltered the sidebar (empty rows hide).
    QCOMPARE(
        TermState(sidebarRow(window, QStringLiteral("tag"), tag).data(TagModel::StateRole).toInt()),
        TermState::Included);
    QCOMPARE(WindowDriver::paperList(window)
                 ->model()
                 ->index(0, 0)
                 .data(PaperListModel::PaperIdRole)
                 .value<PaperId>(),
        id);
}

void TestLibraryWindow::ctrlZUndoesATagAndCtrlShiftZRedoesIt()
{
    const QString tag = QStringLiteral("undo-me");
    MainWindow window(Taxonomy::builtIn());
    QAbstractItemModelTester tester(
        WindowDriver::tagModel(window), QAbstractItemModelTester::FailureReportingMode::QtTest);
    openSeed(window);
    clickRow(window, 7);
    const PaperId id = WindowDriver::paperList(window)->currentPaper();
    QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
    addTag->setFocus();
    QTest::keyClicks(addTag, tag);
    QTest::keyClick(addTag, Qt::Key_Return);
    QTRY_VERIFY(listIndex(window, id).data(PaperListModel::TagsRole).toStringList().contains(tag));
    QCOMPARE(
        sidebarRow(window, QStringLiteral("tag"), tag).data(TagModel::CountRole).toLongLong(), 1);
    QCOMPARE(WindowDriver::undoStack(window)->count(), 1);

    WindowDriver::paperList(window)->setFocus();
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!listIndex(window, id).data(PaperListModel::TagsRole).toStringList().contains(tag));
    // The tag was new, so undoing the tagging takes the tag away too.
    QVERIFY(!sidebarRow(window, QStringLiteral("tag"), tag).isValid());
    QVERIFY(!WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));
    QVERIFY(!WindowDriver::libraryStore(window)->tags().contains(tag));

    QTest::keyClick(
        WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(listIndex(window, id).data(PaperListModel::TagsRole).toStringList().contains(tag));
    QVERIFY(WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));

    // Removing it with the chip's × is one more undoable step.
    QToolButton *chip = WindowDriver::detailPane(window)->tagBar()->chip(tag);
    QVERIFY(chip);
    chip->click();
    QTRY_VERIFY(!WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));
}

void TestLibraryWindow::keysActOnTheWholeSelection()
{
    MainWindow window(Taxonomy::builtIn());
    openSeed(window);
    PaperListView *list = WindowDriver::paperList(window);
    clickRow(window, 10);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ShiftModifier,
        list->visualRect(list->model()->index(12, PaperListModel::TitleColumn)).center());
    const QList<PaperId> selected = list->selectedIds();
    QCOMPARE(selected.size(), 3);
    const QStringList tags = WindowDriver::listMarks(window)->tagNames();
    QVERIFY(!tags.isEmpty()); // the earlier tests made some

    list->setFocus();
    QTest::keyClick(list, Qt::Key_1);
    for (PaperId id : selected)
        QVERIFY(listIndex(window, id)
                    .data(PaperListModel::TagsRole)
                    .toStringList()
                    .contains(tags.first()));
    QTest::keyClick(list, Qt::Key_1); // all have it now: the key takes it away again
    for (PaperId id : selected)
        QVERIFY(!listIndex(window, id)
                     .data(PaperListModel::TagsRole)
                     .toStringList()
                     .contains(tags.first()));

    // R marks all read when some are unread, then all unread.
    QTest::keyClick(list, Qt::Key_R);
    for (PaperId id : selected)
        QVERIFY(listIndex(window, id).data(PaperListModel::ReadRole).toBool());
    const qsizetype unread = sidebarRow(window, QStringLiteral("is"), QStringLiteral("Unread"))
                                 .data(TagModel::CountRole)
                                 .toLongLong();
    QTest::keyClick(list, Qt::Key_R);
    for (PaperId id : selected)
        QVERIFY(!listIndex(window, id).data(PaperListModel::ReadRole).toBool());
    QCOMPARE(sidebarRow(window, QStringLiteral("is"), QStringLiteral("Unread"))
                 .data(TagModel::CountRole)
                 .toLongLong(),
        unread + 3);
}

// Runs the sidebar's context menu item for row (a view index); text without the & marker.
void TestLibraryWindow::triggerMenuItem(
    MainWindow &window, const QModelIndex &row, const QString &text)
{
    std::unique_ptr<QMenu> menu(WindowDriver::sidebar(window)->createContextMenu(row, &window));
    QList<QAction *> actions = menu->actions();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        QAction *action = actions.at(i);
        if (action->menu())
            actions.append(action->menu()->actions());
        if (action->text().remove(u'&') == text) {
            QVERIFY2(action->isEnabled(), qPrintable(text));
            action->trigger();
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no menu item ") + text));
}

void TestLibraryWindow::tagRow(MainWindow &window, int row, const QString &tag)
{
    clickRow(window, row);
    QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
    addTag->setText(tag);
    Q_EMIT addTag->returnPressed();
    QTRY_VERIFY(WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));
}

void TestLibraryWindow::sidebarMenuExcludesMergesAndDeletesTagsWithUndo()
{
    MainWindow window(Taxonomy::builtIn());
    QAbstractItemModelTester tester(
        WindowDriver::tagModel(window), QAbstractItemModelTester::FailureReportingMode::QtTest);
    openSeed(window);
    WindowDriver::sidebar(window)->setHideEmpty(false);
    const QString from = QStringLiteral("menu-a");
    const QString into = QStringLiteral("menu-b");
    tagRow(window, 0, from);
    tagRow(window, 1, into);

    triggerMenuItem(
        window, sidebarRow(window, QStringLiteral("tag"), from), QStringLiteral("Exclude"));
    QVERIFY2(WindowDriver::searchBar(window)->text().contains(QStringLiteral("-tag:") + from),
        qPrintable(WindowDriver::searchBar(window)->text()));
    QTRY_COMPARE(visibleRows(window), 18);
    triggerMenuItem(
        window, sidebarRow(window, QStringLiteral("tag"), from), QStringLiteral("Clear"));
    QTRY_COMPARE(visibleRows(window), 19);

    triggerMenuItem(window, sidebarRow(window, QStringLiteral("tag"), from), into);
    QVERIFY(!sidebarRow(window, QStringLiteral("tag"), from).isValid());
    QCOMPARE(
        sidebarRow(window, QStringLiteral("tag"), into).data(TagModel::CountRole).toLongLong(), 2);
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(
        sidebarRow(window, QStringLiteral("tag"), from).data(TagModel::CountRole).toLongLong(), 1);

    triggerMenuItem(
        window, sidebarRow(window, QStringLiteral("tag"), into), QStringLiteral("Delete Tag"));
    QVERIFY(!sidebarRow(window, QStringLiteral("tag"), into).isValid());
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(
        sidebarRow(window, QStringLiteral("tag"), into).data(TagModel::CountRole).toLongLong(), 1);
}

QTEST_MAIN(TestLibraryWindow)
#include "tst_librarywindow.moc"
