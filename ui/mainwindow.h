// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formats/readerror.h"
#include "loadedcollection.h"
#include "paperid.h"
#include "topics/taxonomy.h"

#include <QMainWindow>

class CollectionLoader;
class LibraryState;
class LibraryStore;
class ListSortControl;
class LoadProgressWidget;
class PaperActions;
class PaperClipboard;
class PaperCountLabel;
class QUndoStack;
class DetailPane;
class FilterController;
class HighlightDelegate;
class PaperFilterModel;
class PaperListModel;
class PaperListView;
class QLabel;
class QSplitter;
class QTimer;
class SearchBar;
class TagModel;
class TagSidebar;

/// The composition root: builds the models and widgets, lays them out and connects them.
/// Behaviour lives in the parts; this class only wires signals to slots.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Taxonomy taxonomy, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a list on a worker thread; the list that is open stays until the new one is
    /// ready, and stays for good when the new one cannot be read.
    void openFile(const QString &path);
    /// True while a list is being read, derived or indexed.
    bool isLoading() const;
    LoadedCollectionPtr collection() const;

    SearchBar *searchBar() const { return m_search; }
    TagSidebar *sidebar() const { return m_sidebar; }
    PaperListView *paperList() const { return m_list; }
    DetailPane *detailPane() const { return m_detail; }
    TagModel *tagModel() const { return m_tagModel; }
    /// The active filter: the query text it last applied and its result (for tests).
    const FilterController *filterController() const { return m_filter; }
    QUndoStack *undoStack() const { return m_undo; }
    LibraryStore *libraryStore() const { return m_store; }
    const LibraryState *libraryState() const { return m_state; }

Q_SIGNALS:
    /// After a list is shown in full (for tests and the command line's startup).
    void collectionShown(const QString &name);
    void loadFailed(const ReadError &error);
    /// The user stopped the list being opened; the list shown before it (if any) is back.
    void openingCancelled();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void connectParts();
    // By value: cancelOpening() hands it m_shownBeforeOpening, which it resets.
    void showCollection(LoadedCollectionPtr collection, bool complete);
    void showLoadError(const ReadError &error);
    /// Stops the open; nothing of it stays: a preview of it gives way to the list open before.
    void cancelOpening();
    void showCurrentPaper(PaperId id);
    void showLibraryChange();
    void showChangedRows(const QList<int> &rows);
    void chooseFile();
    void restoreSettings();
    void saveSettings() const;

    PaperListModel *m_listModel;
    PaperFilterModel *m_filterModel;
    TagModel *m_tagModel;
    FilterController *m_filter;
    CollectionLoader *m_loader;
    LibraryStore *m_store;
    LibraryState *m_state;
    QUndoStack *m_undo;
    PaperActions *m_actions = nullptr;
    PaperClipboard *m_clipboard;

    SearchBar *m_search;
    TagSidebar *m_sidebar;
    PaperListView *m_list;
    DetailPane *m_detail;
    QSplitter *m_splitter;
    PaperCountLabel *m_count;
    LoadProgressWidget *m_progress;
    QTimer *m_queryTimer;
    HighlightDelegate *m_highlighter;
    // What a cancelled open goes back to.
    LoadedCollectionPtr m_shownBeforeOpening;
    ListSortControl *m_sorting = nullptr;
};
