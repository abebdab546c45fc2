// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "copyasmenu.h"
#include "detailpane.h"
#include "detailpanebinding.h"
#include "filetags.h"
#include "findonmenu.h"
#include "firstpanewidths.h"
#include "highlightdelegate.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperfiltermodel.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "librarysession.h"
#include "listexporter.h"
#include "listopener.h"
#include "listsortcontrol.h"
#include "mainmenus.h"
#include "menumnemonics.h"
#include "paperactions.h"
#include "paperclipboard.h"
#include "papercountlabel.h"
#include "paperlistview.h"
#include "phrasepanel.h"
#include "searchbar.h"
#include "sidebarquerylink.h"
#include "tagsidebar.h"
#include "text/displaytext.h"
#include "windowplacement.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

MainWindow::MainWindow(Taxonomy taxonomy, QWidget *parent)
    : QMainWindow(parent)
    , m_listModel(new PaperListModel(this))
    , m_filterModel(new PaperFilterModel(this))
    , m_tagModel(new TagModel(this))
    , m_filter(new FilterController(m_filterModel, m_tagModel, this))
    , m_store(new LibraryStore(this))
    , m_state(new ListMarks(m_store, this))
    , m_undo(new QUndoStack(this))
    , m_search(new SearchBar)
    , m_sidebar(new TagSidebar)
    , m_list(new PaperListView)
    , m_detail(new DetailPane)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_count(new PaperCountLabel(this))
    , m_queryTimer(new QTimer(this))
    , m_highlighter(new HighlightDelegate(this))
{
    setWindowTitle(tr("Paperdesk"));
    setAcceptDrops(true);
    // The names the GUI tests find the parts by (tests/ui/windowdriver.h).
    m_search->setObjectName(QStringLiteral("searchBar"));
    m_sidebar->setObjectName(QStringLiteral("tagSidebar"));
    m_list->setObjectName(QStringLiteral("paperList"));
    m_detail->setObjectName(QStringLiteral("detailPane"));
    m_tagModel->setObjectName(QStringLiteral("tagModel"));
    m_filter->setObjectName(QStringLiteral("filterController"));
    m_store->setObjectName(QStringLiteral("libraryStore"));
    m_state->setObjectName(QStringLiteral("libraryState"));
    m_undo->setObjectName(QStringLiteral("undoStack"));

    m_filterModel->setSourceModel(m_listModel);
    m_list->setModel(m_filterModel);
    m_list->setItemDelegate(m_highlighter);
    m_sidebar->setModel(m_tagModel);
    (new LibrarySession(m_store, this))->open(LibraryStore::defaultPath());
    m_listModel->setListMarks(m_state);
    m_actions = new PaperActions(m_store, m_state, m_undo, m_list, this);
    m_actions->setQueryText([this] { return m_search->text(); },
        [this](const QString &text) { m_search->setText(text); });
    m_clipboard = new PaperClipboard(m_list);
    m_copyAs = new CopyAsMenu(m_list, m_state, m_clipboard);
    m_exporter = new ListExporter(m_list, m_state, this);
    m_opener = new ListOpener(std::move(taxonomy), this, statusBar());
    layOut();

    // Keystrokes that arrive together are evaluated once, for the newest text only.
    m_queryTimer->setSingleShot(true);
    m_queryTimer->setInterval(0);

    qApp->installEventFilter(new MenuMnemonics(this));
    auto *fileTags = new FileTags(m_state, m_actions, m_undo, this);
    connect(fileTags, &FileTags::message, this,
        [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    auto *menus = new MainMenus(this,
        { m_undo, m_actions, fileTags, m_clipboard, m_copyAs, m_exporter, m_search, m_sidebar });
    connect(menus, &MainMenus::openRequested, this, &MainWindow::chooseFile);
    m_sorting = new ListSortControl(m_list->horizontalHeader(), m_filter, menus->viewMenu());
    connectParts();
    restoreSettings();
    m_list->setFocus(); // where the keys S, R, T, 1-9 act when the window first shows
}

// A note typed just before the window goes is saved, also when it is deleted unclosed.
MainWindow::~MainWindow()
{
    m_detail->flushNote();
}

void MainWindow::layOut()
{
    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->addWidget(m_search);
    centreLayout->addWidget(m_list, 1);

    // The Phrases section sits under the sidebar's tree, a third of its height to start with.
    auto *sidebarPane = new QSplitter(Qt::Vertical);
    sidebarPane->setObjectName(QStringLiteral("sidebarPane"));
    sidebarPane->setChildrenCollapsible(false);
    sidebarPane->addWidget(m_sidebar);
    auto *phrases = new PhrasePanel(m_filter, m_search);
    phrases->setObjectName(QStringLiteral("phrasePanel"));
    sidebarPane->addWidget(phrases);
    sidebarPane->setStretchFactor(0, 2);
    sidebarPane->setStretchFactor(1, 1);
    m_splitter->addWidget(sidebarPane);
    m_splitter->addWidget(centre);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 2);
    setCentralWidget(m_splitter);
    // The load's progress bar (ListOpener) stands left of the count.
    statusBar()->addPermanentWidget(m_count);
}

void MainWindow::connectParts()
{
    connect(m_search, &SearchBar::queryChanged, m_queryTimer, qOverload<>(&QTimer::start));
    // A new query shows the top of its result, its best match first.
    connect(m_queryTimer, &QTimer::timeout, this, [this] {
        m_list->setShowTopOnReset(true);
        m_filter->setQueryText(m_search->text());
        m_list->setShowTopOnReset(false);
    });
    connect(m_search, &SearchBar::resultsRequested, m_list, &PaperListView::focusResults);
    connect(m_filter, &FilterController::queryParsed, m_search, &SearchBar::showReading);
    new SidebarQueryLink(m_sidebar, m_search, m_filter);
    connect(m_filter, &FilterController::resultChanged, m_count, &PaperCountLabel::setResult);
    connect(
        m_list, &PaperListView::selectedCountChanged, m_count, &PaperCountLabel::setSelectedCount);

    // The context menu: changes first, then copying, then looking the paper up elsewhere.
    connect(
        m_list, &PaperListView::contextMenuAboutToShow, m_actions, &PaperActions::fillContextMenu);
    connect(m_list, &PaperListView::contextMenuAboutToShow, m_clipboard,
        &PaperClipboard::fillContextMenu);
    connect(m_list, &PaperListView::contextMenuAboutToShow, m_copyAs, &CopyAsMenu::fillContextMenu);
    connect(m_list, &PaperListView::contextMenuAboutToShow, this,
        [this](QMenu *menu) { FindOnMenu::addTo(menu, m_list); });

    // Every change of the user's state goes through PaperActions onto the undo stack; the
    // store's signals come back through ListMarks to the models and the detail pane.
    connect(m_state, &ListMarks::contextChanged, this, &MainWindow::showLibraryChange);
    connect(m_state, &ListMarks::rowsChanged, m_listModel, &PaperListModel::refreshRows);
    m_details = new DetailPaneBinding(m_detail, m_list, m_listModel, m_state, m_filter, m_actions);
    // The list and the detail pane repaint only when what they highlight changed; after the
    // result is shown, so a new current paper and its highlights make one build of the pane.
    connect(m_filter, &FilterController::queryApplied, this, [this] {
        if (!m_highlighter->setQuery(m_filter->query()))
            return;
        m_list->viewport()->update();
        m_details->showCurrentPaper();
    });
    connect(m_sidebar, &TagSidebar::renameTagRequested, m_actions, &PaperActions::renameTag);
    connect(m_sidebar, &TagSidebar::mergeTagRequested, m_actions, &PaperActions::mergeTag);
    connect(m_sidebar, &TagSidebar::deleteTagRequested, m_actions, &PaperActions::deleteTag);
    connect(m_sidebar, &TagSidebar::moveTagRequested, m_actions, &PaperActions::moveTag);

    const auto showMessage = [this](const QString &text) { statusBar()->showMessage(text, 6000); };
    connect(m_actions, &PaperActions::message, this, showMessage);
    connect(m_clipboard, &PaperClipboard::message, this, showMessage);
    connect(m_copyAs, &CopyAsMenu::message, this, showMessage);
    connect(m_exporter, &ListExporter::message, this, showMessage);
    connect(m_details, &DetailPaneBinding::message, this, showMessage);

    connect(m_opener, &ListOpener::showList, this, &MainWindow::showCollection);
    connect(m_opener, &ListOpener::listShown, this, &MainWindow::collectionShown);
    connect(m_opener, &ListOpener::failed, this, &MainWindow::loadFailed);
    connect(m_opener, &ListOpener::cancelled, this, &MainWindow::openingCancelled);
}

void MainWindow::openFile(const QString &path)
{
    m_opener->open(path);
}

LoadedCollectionPtr MainWindow::collection() const
{
    return m_listModel->collection();
}

void MainWindow::setQueryText(const QString &text)
{
    m_search->setText(text);
}

void MainWindow::showCollection(const LoadedCollectionPtr &collection)
{
    // The selected paper stays selected when the new list has it too.
    const PaperId current = m_list->currentPaper();
    m_listModel->setCollection(collection);
    m_filter->setCollection(collection);
    m_state->setCollection(collection); // emits contextChanged: the sidebar gets the tags
    // The focus stays where the user has it (typing in the search box while a list loads).
    if (!m_list->selectPaper(current))
        m_list->selectResults();
    m_details->showCurrentPaper(); // the same paper of the new list: its topics, its venue
    setWindowTitle(collection
            ? tr("%1 — Paperdesk").arg(DisplayText::line(collection->collection.name))
            : tr("Paperdesk"));
}

void MainWindow::showLibraryChange()
{
    m_tagModel->setLibrary(m_state->tagNames(), m_state->context());
    m_filter->setContext(m_state->context());
}

void MainWindow::chooseFile()
{
    // The first filter shows every list Paperdesk reads; the format is told from the content,
    // so the others only narrow what the dialog shows.
    const QStringList filters {
        tr("Paper lists (%1)")
            .arg(QStringLiteral(
                "*.txt *.json *.jsonl *.ndjson *.bib *.csv *.tsv *.ris *.md *.markdown")),
        tr("Plain lists (%1)").arg(QStringLiteral("*.txt")),
        tr("JSON and JSON Lines (%1)").arg(QStringLiteral("*.json *.jsonl *.ndjson")),
        tr("BibTeX (%1)").arg(QStringLiteral("*.bib")),
        tr("CSV and TSV (%1)").arg(QStringLiteral("*.csv *.tsv")),
        tr("RIS (%1)").arg(QStringLiteral("*.ris")),
        tr("Markdown (%1)").arg(QStringLiteral("*.md *.markdown")),
        tr("All files (*)"),
    };
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Paper List"), QString(), filters.join(QStringLiteral(";;")));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) {
        event->acceptProposedAction();
        openFile(urls.first().toLocalFile());
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_detail->flushNote();
    saveSettings();
    m_opener->stop();
    event->accept();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    WindowPlacement::place(this, settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray()))
        new FirstPaneWidths(m_splitter, m_sidebar->widthToFit(m_opener->taxonomy()));
    m_sorting->restore(settings.value(QStringLiteral("list/columns")).toByteArray());
    m_list->applyColumnLayout();
    m_sidebar->setHideEmpty(settings.value(QStringLiteral("sidebar/hideEmpty"), true).toBool());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("list/columns"), m_list->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("sidebar/hideEmpty"), m_sidebar->hidesEmpty());
}
