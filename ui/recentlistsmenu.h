// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class MainWindow;
class QMenu;

/// File ▸ Open Recent: the ten lists opened last (RecentLists), most recent first, numbered
/// &1 … 1&0 for the keyboard, then Clear Menu. Every list the window shows in full is
/// remembered; picking one that is gone removes it and says so in the status bar, and the
/// list that is open stays.
///
/// Built each time it opens, from the settings, so it is never stale.
class RecentListsMenu final : public QObject
{
    Q_OBJECT
public:
    /// Remembers what window shows and opens lists in it; the menu is the window's child.
    explicit RecentListsMenu(MainWindow *window);

    QMenu *menu() const { return m_menu; }

private:
    void fill();
    void openRecent(const QString &path);
    void rememberShownList();
    void clear();

    MainWindow *m_window;
    QMenu *m_menu;
};
