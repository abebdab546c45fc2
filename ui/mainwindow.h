// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "formats/readerror.h"
#include "topics/taxonomy.h"

#include <QMainWindow>

class CopyAsMenu;
class DetailPane;
class DetailPaneBinding;
class FilterController;
class HighlightDelegate;
class ListExporter;
class ListMarks;
class LibraryStore;
class ListOpener;
class ListSortControl;
class PaperActions;
class PaperClipboard;
class PaperCountLabel;
class PaperFilterModel;
class PaperListModel;
class PaperListView;
class QSplitter;
class QTimer;
class QUndoStack;
class SearchBar;
class TagModel;
class TagSidebar;

/// The composition root: builds the models and widgets, lays them out and connects them.
/// Behaviour lives in the parts; this class only wires signals to slots. Tests reach the
/// parts by their object names (tests/ui/windowdriver.h), as a user reaches the widgets.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Taxonomy taxonomy, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a list on a worker thread; the list that is open stays until the new one is
    /// ready, and stays for good when the new one cannot be read.
    void openFile(const QString &path);
    /// The list shown (null before the first).
    LoadedCollectionPtr collection() const;
    /// Types text into the search bar, as the command line's --query does.
    void setQueryText(const QString &text);

Q_SIGNALS:
    /// After a list is shown in full (for the recent lists and the command line's startup).
    void collectionShown(const QString &name);
    void loadFailed(const ReadError &error);
    /// The user stopped the list being opened; the list shown before it (if any) is back.
    void openingCancelled();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void layOut();
    void connectParts();
    void showCollection(const LoadedCollectionPtr &collection);
    void showLibraryChange();
    void chooseFile();
    void restoreSettings();
    void saveSettings() const;

    PaperListModel *m_listModel;
    PaperFilterModel *m_filterModel;
    TagModel *m_tagModel;
    FilterController *m_filter;
    LibraryStore *m_store;
    ListMarks *m_state;
    QUndoStack *m_undo;

    SearchBar *m_search;
    TagSidebar *m_sidebar;
    PaperListView *m_list;
    DetailPane *m_detail;
    QSplitter *m_splitter;
    PaperCountLabel *m_count;
    QTimer *m_queryTimer;
    HighlightDelegate *m_highlighter;

    ListOpener *m_opener = nullptr;
    PaperActions *m_actions = nullptr;
    PaperClipboard *m_clipboard = nullptr;
    CopyAsMenu *m_copyAs = nullptr;
    ListExporter *m_exporter = nullptr;
    DetailPaneBinding *m_details = nullptr;
    ListSortControl *m_sorting = nullptr;
};
