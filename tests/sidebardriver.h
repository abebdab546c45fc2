// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "itemmodels/tagmodel.h"
#include "mainwindow.h"
#include "tagsidebar.h"
#include "textrecorder.h"
#include "ui/windowdriver.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <algorithm>
#include <functional>

/// Works a MainWindow's sidebar as a user does, for the GUI tests: rows found as the view
/// shows them, clicked on the viewport with modifiers, context menus opened with a
/// right-click and worked with keys while open, and what a row paints read back.
class SidebarDriver
{
public:
    explicit SidebarDriver(MainWindow &window)
        : m_window(window)
    {
    }

    QTreeView *tree() const { return WindowDriver::sidebar(m_window)->view(); }

    /// Shows the window and opens path in it.
    void open(const QString &path)
    {
        m_window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&m_window));
        QSignalSpy shown(&m_window, &MainWindow::collectionShown);
        m_window.openFile(path);
        QVERIFY(shown.wait(20000));
    }

    /// The row as the view shows it (through the sidebar's filter): invalid when hidden.
    QModelIndex row(const QString &field, const QString &name) const
    {
        QAbstractItemModel *model = tree()->model();
        QList<QModelIndex> pending = { QModelIndex() };
        while (!pending.isEmpty()) {
            const QModelIndex parent = pending.takeFirst();
            for (int r = 0; r < model->rowCount(parent); ++r) {
                const QModelIndex index = model->index(r, 0, parent);
                if (index.data(TagModel::FieldRole).toString() == field
                    && index.data(TagModel::NameRole).toString() == name)
                    return index;
                pending.append(index);
            }
        }
        return {};
    }

    void click(const QModelIndex &row, Qt::KeyboardModifiers modifiers = {}) const
    {
        QVERIFY(row.isValid());
        tree()->scrollTo(row);
        QTest::mouseClick(
            tree()->viewport(), Qt::LeftButton, modifiers, tree()->visualRect(row).center());
    }

    /// Right-clicks row; use gets the menu while it is open (inside its exec()) and closes
    /// it with a key that picks an item, or else it is closed with Escape.
    void withContextMenu(const QModelIndex &row, const std::function<void(QMenu *)> &use) const
    {
        QVERIFY(row.isValid());
        tree()->scrollTo(row);
        const QPoint at = tree()->visualRect(row).center();
        bool used = false;
        QTimer::singleShot(0, &m_window, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            used = true;
            use(menu);
            if (menu->isVisible())
                QTest::keyClick(menu, Qt::Key_Escape);
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, tree()->viewport()->mapToGlobal(at));
        QApplication::sendEvent(tree()->viewport(), &event);
        QVERIFY(used);
    }

    /// Checks that the menu has an item with this text (without its & marker), enabled or not.
    static void expectItem(QMenu *menu, const QString &text, bool enabled)
    {
        const QList<QAction *> actions = menu->actions();
        const auto it = std::find_if(actions.cbegin(), actions.cend(),
            [&](QAction *action) { return action->text().remove(u'&') == text; });
        QVERIFY2(it != actions.cend(), qPrintable(text));
        QVERIFY2((*it)->isEnabled() == enabled, qPrintable(text));
    }

    /// Clicks the Hide empty button when it is not in that state yet.
    void setHideEmpty(bool hide) const
    {
        auto *button = WindowDriver::sidebar(m_window)->findChild<QToolButton *>();
        QVERIFY(button && button->text() == QStringLiteral("Hide empty"));
        if (button->isChecked() != hide)
            QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(WindowDriver::sidebar(m_window)->hidesEmpty(), hide);
    }

    /// The texts the row paints, as drawn.
    QStringList paintedTexts(const QModelIndex &row) const
    {
        tree()->scrollTo(row);
        TextRecorder recorder(tree()->viewport()->size());
        const QRect rect = tree()->visualRect(row);
        tree()->viewport()->render(&recorder, rect.topLeft(), QRegion(rect));
        return recorder.texts();
    }

    static qsizetype count(const QModelIndex &row)
    {
        return row.data(TagModel::CountRole).toLongLong();
    }
    static TermState state(const QModelIndex &row)
    {
        return TermState(row.data(TagModel::StateRole).toInt());
    }

private:
    MainWindow &m_window;
};
