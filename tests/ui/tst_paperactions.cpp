// SPDX-License-Identifier: GPL-3.0-or-later
// PaperActions as the window wires them, driven by real keys and clicks on the list: the
// toggles act on the whole selection, follow the "all or none" rule, and undo as one step.
#include "library/listmarks.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QStandardPaths>

using namespace WindowDriver;

class TestPaperActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void readTogglesTheWholeSelectionUnreadOnlyWhenAllAreRead();
    void starOnASelectionUndoesAsOneStep();

private:
    static QList<int> selectFirstThree(MainWindow &window);
};

// Click on the first row, Shift+click on the third: three papers selected, the list focused.
QList<int> TestPaperActions::selectFirstThree(MainWindow &window)
{
    clickRow(window, 0);
    clickRow(window, 2, Qt::ShiftModifier);
    PaperListView *list = WindowDriver::paperList(window);
    QList<int> rows;
    for (int row = 0; row < 3; ++row) {
        const QModelIndex index = list->model()->index(row, PaperListModel::TitleColumn);
        rows.append(WindowDriver::listMarks(window)->rowOf(
            index.data(PaperListModel::PaperIdRole).value<PaperId>()));
    }
    return rows;
}

void TestPaperActions::readTogglesTheWholeSelectionUnreadOnlyWhenAllAreRead()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    const QList<int> rows = selectFirstThree(window);
    const ListMarks *state = WindowDriver::listMarks(window);
    QCOMPARE(WindowDriver::paperList(window)->selectionModel()->selectedRows().size(), 3);

    // One of three read already: R reads them all rather than flipping each.
    clickRow(window, 1);
    QTest::keyClick(focused(), Qt::Key_R);
    QTRY_VERIFY(state->isRead(rows[1]));
    clickRow(window, 0);
    clickRow(window, 2, Qt::ShiftModifier);
    QCOMPARE(WindowDriver::paperList(window)->selectionModel()->selectedRows().size(), 3);
    QTest::keyClick(focused(), Qt::Key_R);
    QTRY_VERIFY(state->isRead(rows[0]) && state->isRead(rows[1]) && state->isRead(rows[2]));

    // All read: R makes them all unread.
    QTest::keyClick(focused(), Qt::Key_R);
    QTRY_VERIFY(!state->isRead(rows[0]) && !state->isRead(rows[1]) && !state->isRead(rows[2]));
}

void TestPaperActions::starOnASelectionUndoesAsOneStep()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    const QList<int> rows = selectFirstThree(window);
    const ListMarks *state = WindowDriver::listMarks(window);
    QTest::keyClick(focused(), Qt::Key_S);
    QTRY_VERIFY(
        state->isStarred(rows[0]) && state->isStarred(rows[1]) && state->isStarred(rows[2]));
    QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(
        !state->isStarred(rows[0]) && !state->isStarred(rows[1]) && !state->isStarred(rows[2]));
}

QTEST_MAIN(TestPaperActions)
#include "tst_paperactions.moc"
