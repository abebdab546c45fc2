// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainmenus.h"

#include "aboutbox.h"
#include "cheatsheetwindow.h"
#include "copyasmenu.h"
#include "filetags.h"
#include "listexporter.h"
#include "mainwindow.h"
#include "paperactions.h"
#include "paperclipboard.h"
#include "recentlistsmenu.h"
#include "searchbar.h"
#include "tagsidebar.h"

#include <QAction>
#include <QMenuBar>
#include <QShortcut>
#include <QUndoStack>

MainMenus::MainMenus(MainWindow *window, const Parts &parts)
    : QObject(window)
{
    addFileMenu(window, parts);
    addEditMenu(window, parts);
    addPaperMenu(window, parts);
    addViewMenu(window, parts);
    addHelpMenu(window);
}

void MainMenus::addFileMenu(MainWindow *window, const Parts &parts)
{
    QMenu *file = window->menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open List…"), this, &MainMenus::openRequested);
    open->setShortcut(QKeySequence::Open);
    file->addMenu((new RecentListsMenu(window))->menu());
    file->addAction(parts.exporter->exportAction());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), window, &QWidget::close);
    // The platform's key, else Ctrl+Q, which the README promises: a platform without a
    // desktop theme (offscreen, a bare X session) defines none.
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    if (quitKeys.isEmpty())
        quitKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setShortcuts(quitKeys);
}

void MainMenus::addEditMenu(MainWindow *window, const Parts &parts)
{
    QMenu *edit = window->menuBar()->addMenu(tr("&Edit"));
    QAction *undo = parts.undo->createUndoAction(window, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = parts.undo->createRedoAction(window, tr("&Redo"));
    redo->setShortcuts(
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) });
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addAction(parts.fileTags->takeAction());
    edit->addSeparator();
    parts.clipboard->addActionsTo(edit);
    edit->addMenu(parts.copyAs->menu());
    edit->addSeparator();
    SearchBar *search = parts.search;
    QAction *find = edit->addAction(tr("&Find"), search, &SearchBar::focusSearch);
    find->setShortcut(QKeySequence::Find);
    // "/" focuses the search as in browsers and mail readers; a line edit with focus takes
    // the key as text first, so typing a slash in the box still works.
    auto *slash = new QShortcut(QKeySequence(Qt::Key_Slash), window);
    connect(slash, &QShortcut::activated, search, &SearchBar::focusSearch);
    QAction *clear
        = edit->addAction(tr("Show &All Papers"), search, [search] { search->setText(QString()); });
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
}

void MainMenus::addPaperMenu(MainWindow *window, const Parts &parts)
{
    QMenu *paper = window->menuBar()->addMenu(tr("&Paper"));
    paper->addAction(parts.actions->toggleReadAction());
    paper->addAction(parts.actions->toggleStarAction());
    paper->addAction(parts.actions->addTagAction());
    QMenu *keys = paper->addMenu(tr("Tag &Keys"));
    for (QAction *action : parts.actions->tagKeyActions())
        keys->addAction(action);
}

void MainMenus::addViewMenu(MainWindow *window, const Parts &parts)
{
    m_view = window->menuBar()->addMenu(tr("&View"));
    QAction *hideEmpty = m_view->addAction(tr("&Hide Empty Topics"));
    hideEmpty->setCheckable(true);
    connect(hideEmpty, &QAction::toggled, parts.sidebar, &TagSidebar::setHideEmpty);
    connect(parts.sidebar, &TagSidebar::hideEmptyChanged, hideEmpty, &QAction::setChecked);
}

void MainMenus::addHelpMenu(MainWindow *window)
{
    QMenu *help = window->menuBar()->addMenu(tr("&Help"));
    QAction *syntax = help->addAction(
        tr("&Search Syntax and Shortcuts"), window, [window] { CheatSheetWindow::toggle(window); });
    syntax->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Paperdesk"), window, [window] { AboutBox::show(window); });
}
