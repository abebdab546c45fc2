// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class CopyAsMenu;
class FileTags;
class ListExporter;
class MainWindow;
class PaperActions;
class PaperClipboard;
class QMenu;
class QUndoStack;
class SearchBar;
class TagSidebar;

/// The window's menu bar: File, Edit, Paper, View and Help, built from the actions the parts
/// own (PaperActions, PaperClipboard, the undo stack) and connected to the parts they act
/// on. Holds no state of its own; what a menu item does lives in the part it calls.
class MainMenus final : public QObject
{
    Q_OBJECT
public:
    /// The parts the menus act on; each must live as long as the window.
    struct Parts
    {
        QUndoStack *undo;
        PaperActions *actions;
        FileTags *fileTags;
        PaperClipboard *clipboard;
        CopyAsMenu *copyAs;
        ListExporter *exporter;
        SearchBar *search;
        TagSidebar *sidebar;
    };

    /// Fills window's menu bar; the menus and this are the window's children.
    MainMenus(MainWindow *window, const Parts &parts);

    /// View, for parts that add their own items to it.
    QMenu *viewMenu() const { return m_view; }

Q_SIGNALS:
    /// File ▸ Open List…: the window asks for a file.
    void openRequested();

private:
    void addFileMenu(MainWindow *window, const Parts &parts);
    void addEditMenu(MainWindow *window, const Parts &parts);
    void addPaperMenu(MainWindow *window, const Parts &parts);
    void addViewMenu(MainWindow *window, const Parts &parts);
    void addHelpMenu(MainWindow *window);

    QMenu *m_view = nullptr;
};
