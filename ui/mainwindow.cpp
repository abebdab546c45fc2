// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "collectionloader.h"
#include "detailpane.h"
#include "duplicateids.h"
#include "filtercontroller.h"
#include "firstpanewidths.h"
#include "highlightdelegate.h"
#include "librarysession.h"
#include "librarystate.h"
#include "listsortcontrol.h"
#include "loadprogresswidget.h"
#include "mainmenus.h"
#include "menumnemonics.h"
#include "paperactions.h"
#include "paperclipboard.h"
#include "papercountlabel.h"
#include "paperdetailsbuilder.h"
#include "paperfiltermodel.h"
#include "paperlistmodel.h"
#include "paperlistview.h"
#include "search/sidebarquery.h"
#include "searchbar.h"
#include "store/librarystore.h"
#include "tagmodel.h"
#include "tagsidebar.h"
#include "windowplacement.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QMessageBox>
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
    , m_loader(new CollectionLoader(std::move(taxonomy), this))
    , m_store(new LibraryStore(this))
    , m_state(new LibraryState(m_store, this))
    , m_undo(new QUndoStack(this))
    , m_search(new SearchBar)
    , m_sidebar(new TagSidebar)
    , m_list(new PaperListView)
    , m_detail(new DetailPane)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_count(new PaperCountLabel(this))
    , m_progress(new LoadProgressWidget(this))
    , m_queryTimer(new QTimer(this))
    , m_highlighter(new HighlightDelegate(this))
{
    setWindowTitle(tr("Paperdesk"));
    setAcceptDrops(true);
    m_filterModel->setSourceModel(m_listModel);
    m_list->setModel(m_filterModel);
    m_list->setItemDelegate(m_highlighter);
    m_sidebar->setModel(m_tagModel);
    (new LibrarySession(m_store, this))->open(LibraryStore::defaultPath());
    m_listModel->setLibraryState(m_state);
    m_actions = new PaperActions(m_store, m_state, m_undo, m_list, this);
    m_actions->setQueryText([this] { return m_search->text(); },
        [this](const QString &text) { m_search->setText(text); });
    m_clipboard = new PaperClipboard(m_list);

    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->addWidget(m_search);
    centreLayout->addWidget(m_list, 1);

    m_splitter->addWidget(m_sidebar);
    m_splitter->addWidget(centre);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 2);
    setCentralWidget(m_splitter);

    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_count);

    // Keystrokes that arrive together are evaluated once, for the newest text only.
    m_queryTimer->setSingleShot(true);
    m_queryTimer->setInterval(0);

    qApp->installEventFilter(new MenuMnemonics(this));
    auto *menus = new MainMenus(this, { m_undo, m_actions, m_clipboard, m_search, m_sidebar });
    connect(menus, &MainMenus::openRequested, this, &MainWindow::chooseFile);
    m_sorting = new ListSortControl(m_list->horizontalHeader(), m_filter, menus->viewMenu());
    connectParts();
    restoreSettings();
}

// A note typed just before the window goes is saved, also when it is deleted unclosed.
MainWindow::~MainWindow()
{
    m_detail->flushNote();
}

void MainWindow::connectParts()
{
    connect(m_search, &SearchBar::queryChanged, m_queryTimer, qOverload<>(&QTimer::start));
    connect(
        m_queryTimer, &QTimer::timeout, this, [this] { m_filter->setQueryText(m_search->text()); });
    connect(m_search, &SearchBar::resultsRequested, m_list, &PaperListView::focusResults);
    connect(m_filter, &FilterController::queryParsed, m_search, &SearchBar::showReading);
    // The list and the detail pane repaint only when what they highlight changed.
    connect(m_filter, &FilterController::queryParsed, this, [this] {
        if (!m_highlighter->setQuery(m_filter->query()))
            return;
        m_list->viewport()->update();
        showCurrentPaper(m_list->currentPaper());
    });
    connect(m_filter, &FilterController::resultChanged, m_count, &PaperCountLabel::setResult);
    connect(
        m_list, &PaperListView::selectedCountChanged, m_count, &PaperCountLabel::setSelectedCount);

    connect(m_sidebar, &TagSidebar::termActivated, this,
        [this](const QString &field, const QString &value, SidebarQuery::Action action) {
            m_search->setText(SidebarQuery::apply(m_search->text(), field, value, action));
        });
    connect(m_sidebar, &TagSidebar::modeRequested, this, [this](const QString &field, bool any) {
        m_search->setText(SidebarQuery::setMode(
            m_search->text(), field, any ? SidebarQuery::Mode::Any : SidebarQuery::Mode::All));
    });
    // The query is the only record of the mode, so the menu's check mark follows it.
    connect(m_search, &SearchBar::queryChanged, m_sidebar, [this](const QString &text) {
        for (const Query::Field field : { Query::Field::Topic, Query::Field::Tag }) {
            const QString name = Query::fieldName(field);
            m_sidebar->setMatchAny(name, QueryText::fieldMode(text, name) == FieldMode::Any);
        }
    });
    connect(m_sidebar, &TagSidebar::allPapersActivated, this,
        [this] { m_search->setText(SidebarQuery::clearSelections(m_search->text())); });

    connect(m_list, &PaperListView::currentPaperChanged, this, &MainWindow::showCurrentPaper);
    // The context menu: changes first, then copying.
    connect(
        m_list, &PaperListView::contextMenuAboutToShow, m_actions, &PaperActions::fillContextMenu);
    connect(m_list, &PaperListView::contextMenuAboutToShow, m_clipboard,
        &PaperClipboard::fillContextMenu);

    // Every change of the user's state goes through PaperActions onto the undo stack; the
    // store's signals come back through LibraryState to the models and the detail pane.
    connect(m_state, &LibraryState::contextChanged, this, &MainWindow::showLibraryChange);
    connect(m_state, &LibraryState::rowsChanged, this, &MainWindow::showChangedRows);
    const auto showMessage = [this](const QString &text) { statusBar()->showMessage(text, 6000); };
    connect(m_actions, &PaperActions::message, this, showMessage);
    connect(m_clipboard, &PaperClipboard::message, this, showMessage);
    connect(m_detail, &DetailPane::tagAdded, m_actions,
        [this](PaperId id, const QString &tag) { m_actions->addTag({ id }, tag); });
    connect(m_detail, &DetailPane::tagRemoved, m_actions,
        [this](PaperId id, const QString &tag) { m_actions->removeTag({ id }, tag); });
    connect(m_detail, &DetailPane::readToggled, m_actions,
        [this](PaperId id, bool read) { m_actions->setRead({ id }, read); });
    connect(m_detail, &DetailPane::starToggled, m_actions,
        [this](PaperId id, bool starred) { m_actions->setStarred({ id }, starred); });
    connect(m_detail, &DetailPane::noteEdited, m_actions, &PaperActions::setNote);
    connect(m_sidebar, &TagSidebar::renameTagRequested, m_actions, &PaperActions::renameTag);
    connect(m_sidebar, &TagSidebar::mergeTagRequested, m_actions, &PaperActions::mergeTag);
    connect(m_sidebar, &TagSidebar::deleteTagRequested, m_actions, &PaperActions::deleteTag);
    connect(m_sidebar, &TagSidebar::moveTagRequested, m_actions, &PaperActions::moveTag);
    connect(m_detail, &DetailPane::unsafeLinkRefused, this, [this](const QString &url) {
        statusBar()->showMessage(
            tr("Not opened: only http and https links open (%1)").arg(url), 5000);
    });

    m_progress->follow(m_loader);
    connect(m_progress, &LoadProgressWidget::cancelRequested, this, &MainWindow::cancelOpening);
    connect(m_loader, &CollectionLoader::previewReady, this,
        [this](const LoadedCollectionPtr &first) { showCollection(first, false); });
    connect(m_loader, &CollectionLoader::loaded, this,
        [this](const LoadedCollectionPtr &collection) { showCollection(collection, true); });
    connect(m_loader, &CollectionLoader::failed, this, &MainWindow::showLoadError);
}

void MainWindow::openFile(const QString &path)
{
    if (!m_loader->isLoading())
        m_shownBeforeOpening = collection();
    m_progress->start();
    statusBar()->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    m_loader->start(path);
}

bool MainWindow::isLoading() const
{
    return m_loader->isLoading();
}

LoadedCollectionPtr MainWindow::collection() const
{
    return m_listModel->collection();
}

void MainWindow::showCollection(LoadedCollectionPtr collection, bool complete)
{
    // The preview of a new list replaces the old one (null: the empty start); cancelOpening()
    // brings that one back, and a newer open brings its own list.
    const PaperId current = m_list->currentPaper();
    m_listModel->setCollection(collection);
    m_filter->setCollection(collection);
    m_state->setCollection(collection); // emits contextChanged: the sidebar gets the tags
    if (!m_list->selectPaper(current))
        m_list->focusResults();
    if (!collection)
        return setWindowTitle(tr("Paperdesk"));
    setWindowTitle(tr("%1 — Paperdesk").arg(collection->collection.name));
    if (!complete) {
        statusBar()->showMessage(
            tr("Showing the first %L1 papers while the rest loads…").arg(collection->size()));
        return;
    }
    m_shownBeforeOpening.reset(); // not kept in memory beside the list now shown
    if (const QString note = DuplicateIds::message(collection->idsKeptApart); !note.isEmpty())
        statusBar()->showMessage(note);
    else
        statusBar()->clearMessage();
    Q_EMIT collectionShown(collection->collection.name);
}

void MainWindow::cancelOpening()
{
    m_loader->cancel();
    if (collection() != m_shownBeforeOpening)
        showCollection(m_shownBeforeOpening, true);
    statusBar()->showMessage(tr("Opening cancelled"), 6000);
    Q_EMIT openingCancelled();
}

void MainWindow::showLoadError(const ReadError &error)
{
    statusBar()->clearMessage();
    Q_EMIT loadFailed(error);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot open the list"),
        tr("Paperdesk could not open “%1”.").arg(QFileInfo(error.path).fileName()), QMessageBox::Ok,
        this);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(error.toString()
        + (collection() ? tr("\n\nThe list that was open stays open.") : QString()));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showCurrentPaper(PaperId id)
{
    const LoadedCollectionPtr shown = collection();
    const auto details = shown ? PaperDetailsBuilder::build(*shown, *m_state, id, m_filter->query())
                               : std::nullopt;
    if (details)
        m_detail->showDetails(*details);
    else
        m_detail->clear();
}

void MainWindow::showLibraryChange()
{
    m_tagModel->setLibrary(m_state->tagNames(), m_state->context());
    m_detail->setTagNames(m_state->tagNames());
    m_filter->setContext(m_state->context());
}

void MainWindow::showChangedRows(const QList<int> &rows)
{
    m_listModel->refreshRows(rows);
    const PaperId current = m_list->currentPaper();
    const int row = m_listModel->rowOf(current);
    if (row < 0 || !std::binary_search(rows.cbegin(), rows.cend(), row))
        return;
    if (const auto marks = PaperDetailsBuilder::marks(*collection(), *m_state, current))
        m_detail->showMarks(current, *marks);
}

void MainWindow::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Paper List"), QString(),
        tr("Paper lists (*.txt *.json *.jsonl *.bib);;All files (*)"));
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
    m_loader->cancel();
    event->accept();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    WindowPlacement::place(this, settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray()))
        new FirstPaneWidths(m_splitter, m_sidebar->widthToFit(m_loader->taxonomy()));
    m_sorting->restore(settings.value(QStringLiteral("list/columns")).toByteArray());
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
