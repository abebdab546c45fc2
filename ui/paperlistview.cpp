// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperlistview.h"

#include "paperclipboard.h"
#include "paperlistmodel.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>

PaperListView::PaperListView(QWidget *parent)
    : QTableView(parent),
      m_copyAbstracts(new QAction(tr("Copy &Abstract"), this)),
      m_copyLinks(new QAction(tr("Copy &Links"), this)),
      m_copyTitles(new QAction(tr("Copy &Title"), this))
{
    // A table, not a tree: after a new filter result a QTreeView walks every row to lay it
    // out (about 8 ms at 100,000 rows, 80 ms at 1,000,000), while a table's rows are
    // sections of a header of fixed size, set up with one pass that asks the model nothing.
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    updateRowHeight();
    setShowGrid(false);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    // Tab leaves the list for the next pane, as in a list; arrows still move between rows.
    setTabKeyNavigation(false);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideRight);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setAccessibleName(tr("Papers"));

    m_copyAbstracts->setShortcut(QKeySequence::Copy);
    m_copyLinks->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    for (QAction *action : { m_copyAbstracts, m_copyLinks, m_copyTitles }) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    m_copyAbstracts->setStatusTip(tr("Copy the abstracts of the selected papers"));
    m_copyLinks->setStatusTip(tr("Copy the links of the selected papers"));
    m_copyTitles->setStatusTip(tr("Copy the titles of the selected papers"));
    connect(m_copyAbstracts, &QAction::triggered, this,
            [this] { PaperClipboard::copyAbstracts(selectedPapers()); });
    connect(m_copyLinks, &QAction::triggered, this,
            [this] { PaperClipboard::copyLinks(selectedPapers()); });
    connect(m_copyTitles, &QAction::triggered, this,
            [this] { PaperClipboard::copyTitles(selectedPapers()); });
    updateActions();
}

void PaperListView::setModel(QAbstractItemModel *newModel)
{
    if (model())
        disconnect(model(), nullptr, this, nullptr);
    QTableView::setModel(newModel);
    if (!newModel)
        return;
    connect(newModel, &QAbstractItemModel::modelAboutToBeReset, this,
            &PaperListView::rememberSelection);
    connect(newModel, &QAbstractItemModel::modelReset, this, &PaperListView::restoreSelection);
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        const PaperId id = currentPaper();
        if (id != m_lastEmitted) {
            m_lastEmitted = id;
            Q_EMIT currentPaperChanged(id);
        }
    });
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PaperListView::updateActions);
    QHeaderView *columns = horizontalHeader();
    columns->setSectionResizeMode(PaperListModel::StarColumn, QHeaderView::Fixed);
    columns->resizeSection(PaperListModel::StarColumn, fontMetrics().height() + 10);
    columns->setSectionResizeMode(PaperListModel::TitleColumn, QHeaderView::Interactive);
    columns->resizeSection(PaperListModel::TitleColumn, 400);
    columns->setSectionResizeMode(PaperListModel::TagsColumn, QHeaderView::Interactive);
    columns->resizeSection(PaperListModel::TagsColumn, 120);
}

PaperId PaperListView::currentPaper() const
{
    const QModelIndex current = currentIndex();
    return current.isValid() ? current.data(PaperListModel::PaperIdRole).value<PaperId>()
                             : PaperId();
}

QList<Paper> PaperListView::selectedPapers() const
{
    QList<Paper> papers;
    if (!selectionModel())
        return papers;
    QModelIndexList rows = selectionModel()->selectedRows(PaperListModel::TitleColumn);
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    papers.reserve(rows.size());
    for (const QModelIndex &row : std::as_const(rows)) {
        Paper paper;
        paper.id = row.data(PaperListModel::PaperIdRole).value<PaperId>();
        paper.title = row.data(PaperListModel::TitleRole).toString();
        paper.titleDerived = row.data(PaperListModel::TitleDerivedRole).toBool();
        paper.abstract = row.data(PaperListModel::AbstractRole).toString();
        paper.links = row.data(PaperListModel::LinksRole).toStringList();
        papers.append(std::move(paper));
    }
    return papers;
}

QList<int> PaperListView::selectedSourceRows() const
{
    QList<int> rows;
    if (!selectionModel())
        return rows;
    QModelIndexList selected = selectionModel()->selectedRows(PaperListModel::TitleColumn);
    std::sort(selected.begin(), selected.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    rows.reserve(selected.size());
    for (const QModelIndex &row : std::as_const(selected))
        rows.append(row.data(PaperListModel::SourceRowRole).toInt());
    return rows;
}

QList<PaperId> PaperListView::selectedIds() const
{
    QList<PaperId> ids;
    if (!selectionModel())
        return ids;
    QModelIndexList selected = selectionModel()->selectedRows(PaperListModel::TitleColumn);
    std::sort(selected.begin(), selected.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    ids.reserve(selected.size());
    for (const QModelIndex &row : std::as_const(selected))
        ids.append(row.data(PaperListModel::PaperIdRole).value<PaperId>());
    return ids;
}

// The view's model is a proxy over PaperListModel; both are looked up generically so the
// view also works on the list model itself (as in tests).
static int sourceRowOf(const QAbstractItemModel *model, PaperId id)
{
    if (const auto *list = qobject_cast<const PaperListModel *>(model))
        return list->rowOf(id);
    if (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model))
        return sourceRowOf(proxy->sourceModel(), id);
    return -1;
}

QModelIndex PaperListView::indexOfSourceRow(int sourceRow) const
{
    if (sourceRow < 0 || !model())
        return {};
    if (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model()))
        return proxy->mapFromSource(proxy->sourceModel()->index(sourceRow, 0));
    return model()->index(sourceRow, 0);
}

bool PaperListView::selectPaper(PaperId id)
{
    const QModelIndex index = indexOfSourceRow(sourceRowOf(model(), id));
    if (!index.isValid())
        return false;
    setCurrentIndex(index);
    scrollTo(index);
    return true;
}

void PaperListView::focusResults()
{
    setFocus(Qt::OtherFocusReason);
    if (!currentIndex().isValid() && model() && model()->rowCount() > 0)
        setCurrentIndex(model()->index(0, 0));
}

// Remembered as source rows: a refilter never changes them, and mapping them back costs
// one look-up per selected row instead of a pass over every shown row.
void PaperListView::rememberSelection()
{
    m_savedRows.clear();
    m_savedCurrentRow = -1;
    if (!selectionModel())
        return;
    const QModelIndexList rows = selectionModel()->selectedRows();
    m_savedRows.reserve(rows.size());
    for (const QModelIndex &row : rows)
        m_savedRows.append(row.data(PaperListModel::SourceRowRole).toInt());
    if (currentIndex().isValid())
        m_savedCurrentRow = currentIndex().data(PaperListModel::SourceRowRole).toInt();
    m_savedCurrentId = currentPaper();
}

void PaperListView::restoreSelection()
{
    // A reset that brought another collection makes the remembered rows meaningless; the
    // current paper's id tells the two kinds of reset apart with one look-up.
    if (!m_savedCurrentId.isNull() && sourceRowOf(model(), m_savedCurrentId) != m_savedCurrentRow) {
        m_savedRows.clear();
        m_savedCurrentRow = -1;
    }
    QList<int> proxyRows;
    proxyRows.reserve(m_savedRows.size());
    for (int sourceRow : std::as_const(m_savedRows))
        if (const QModelIndex index = indexOfSourceRow(sourceRow); index.isValid())
            proxyRows.append(index.row());
    std::sort(proxyRows.begin(), proxyRows.end());

    // Consecutive rows become one range, so a large selection stays a few ranges.
    QItemSelection selection;
    const int lastColumn = model() ? model()->columnCount() - 1 : 0;
    for (qsizetype i = 0; i < proxyRows.size();) {
        qsizetype j = i;
        while (j + 1 < proxyRows.size() && proxyRows[j + 1] == proxyRows[j] + 1)
            ++j;
        selection.select(model()->index(proxyRows[i], 0), model()->index(proxyRows[j], lastColumn));
        i = j + 1;
    }
    const QModelIndex current = indexOfSourceRow(m_savedCurrentRow);
    if (current.isValid())
        selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    if (!selection.isEmpty())
        selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (current.isValid())
        scrollTo(current);
    m_savedRows.clear();
    m_savedCurrentRow = -1;
    m_savedCurrentId = PaperId();

    const PaperId now = currentPaper();
    if (now != m_lastEmitted) {
        m_lastEmitted = now;
        Q_EMIT currentPaperChanged(now);
    }
    updateActions();
}

void PaperListView::updateActions()
{
    const bool any = selectionModel() && selectionModel()->hasSelection();
    m_copyAbstracts->setEnabled(any);
    m_copyLinks->setEnabled(any);
    m_copyTitles->setEnabled(any);
}

void PaperListView::updateRowHeight()
{
    // One line of text and a little air: dense enough to skim a long list.
    const int height = fontMetrics().height() + 4;
    verticalHeader()->setMinimumSectionSize(height);
    verticalHeader()->setDefaultSectionSize(height);
}

void PaperListView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateRowHeight();
    QTableView::changeEvent(event);
}

QModelIndex PaperListView::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers)
{
    // Rows are papers: Home and End go to the first and last paper, as in a list, rather
    // than to the first and last column of the current row, as in a table.
    if (action == MoveHome || action == MoveEnd)
        modifiers |= Qt::ControlModifier;
    return QTableView::moveCursor(action, modifiers);
}

void PaperListView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    Q_EMIT contextMenuAboutToShow(&menu);
    if (!menu.isEmpty())
        menu.addSeparator();
    menu.addAction(m_copyAbstracts);
    menu.addAction(m_copyLinks);
    menu.addAction(m_copyTitles);
    menu.exec(event->globalPos());
}
