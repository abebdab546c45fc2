// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperlistview.h"

#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

/// Widgets' wiring that the window's flows do not show: what a view leaves connected when it
/// is given another model.
class TestChecks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listViewUndoesOnlyItsOwnConnectionsOnANewModel();
};

void TestChecks::listViewUndoesOnlyItsOwnConnectionsOnANewModel()
{
    QStandardItemModel first(5, 4);
    QStandardItemModel second(5, 4);
    PaperListView view;
    // Someone else's connection from the model to the view, e.g. a lambda with the view as
    // its context: it is not the view's to undo.
    int firstResets = 0;
    connect(&first, &QAbstractItemModel::modelReset, &view, [&firstResets] { ++firstResets; });
    view.setModel(&first);
    QItemSelectionModel *oldSelection = view.selectionModel();
    view.setModel(&second);
    QVERIFY(view.selectionModel() != oldSelection);

    QSignalSpy actedOn(&view, &PaperListView::actedOnChanged);
    // The old selection model outlives the switch (QTableView keeps it until its model is
    // destroyed) but no longer moves this view.
    oldSelection->setCurrentIndex(
        first.index(2, 1), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(actedOn.count(), 0);
    first.clear(); // a reset of the old model
    QCOMPARE(firstResets, 1);

    // The new model's selection reaches the view, by keys as by a user.
    view.resize(600, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(view.currentIndex().row(), 4);
    QVERIFY(actedOn.count() > 0);
}

QTEST_MAIN(TestChecks)
#include "tst_checks.moc"
