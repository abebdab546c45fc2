// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperlistview.h"

#include "itemmodels/paperlistmodel.h"
#include "listcolumnlayout.h"

#include <QAbstractProxyModel>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>

PaperListView::PaperListView(QWidget *parent)
    : QTableView(parent)
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
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setAccessibleName(tr("Papers"));
    m_columns = new ListColumnLayout(this);
}

void PaperListView::setModel(QAbstractItemModel *newModel)
{
    // Only this view's own connections go: QTableView's and those others made from the old
    // model to this view stay theirs, and the old selection model, which QTableView keeps
    // until its model is destroyed, stops reaching this view.
    for (const QMetaObject::Connection &connection : std::as_const(m_modelConnections))
        disconnect(connection);
    m_modelConnections.clear();
    QTableView::setModel(newModel);
    if (!newModel)
        return;
    m_modelConnections = {
        connect(newModel, &QAbstractItemModel::modelAboutToBeReset, this,
            &PaperListView::rememberSelection),
        connect(newModel, &QAbstractItemModel::modelReset, this, &PaperListView::restoreSelection),
        connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            &PaperListView::selectionOrCurrentChanged),
        connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PaperListView::selectionOrCurrentChanged),
    };
    applyColumnLayout();
}

void PaperListView::applyColumnLayout()
{
    if (model())
        m_columns->apply();
}

PaperId PaperListView::currentPaper() const
{
    const QModelIndex current = currentIndex();
    return current.isValid() ? current.data(PaperListModel::PaperIdRole).value<PaperId>()
                             : PaperId();
}

QModelIndexList PaperListView::actedOnRows() const
{
    if (!selectionModel())
        return {};
    QModelIndexList rows = selectionModel()->selectedRows(PaperListModel::TitleColumn);
    if (rows.isEmpty() && currentIndex().isValid())
        rows.append(currentIndex().siblingAtColumn(PaperListModel::TitleColumn));
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    return rows;
}

bool PaperListView::hasActedOnRows() const
{
    return selectionModel() && (selectionModel()->hasSelection() || currentIndex().isValid());
}

// From the ranges, not selectedRows(): that builds and sorts every selected index first
// (about 250 ms for a selection of 100,000), where the first few rows usually decide.
bool PaperListView::anyActedOnRow(const std::function<bool(const QModelIndex &)> &test) const
{
    if (!selectionModel())
        return false;
    if (!selectionModel()->hasSelection())
        return currentIndex().isValid()
            && test(currentIndex().siblingAtColumn(PaperListModel::TitleColumn));
    const QItemSelection selection = selectionModel()->selection();
    for (const QItemSelectionRange &range : selection) {
        if (range.left() > PaperListModel::TitleColumn
            || range.right() < PaperListModel::TitleColumn)
            continue;
        for (int row = range.top(); row <= range.bottom(); ++row) {
            if (test(model()->index(row, PaperListModel::TitleColumn)))
                return true;
        }
    }
    return false;
}

QList<Paper> PaperListView::selectedPapers() const
{
    const QModelIndexList rows = actedOnRows();
    QList<Paper> papers;
    papers.reserve(rows.size());
    for (const QModelIndex &row : rows) {
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
    const QModelIndexList rows = actedOnRows();
    QList<int> sourceRows;
    sourceRows.reserve(rows.size());
    for (const QModelIndex &row : rows)
        sourceRows.append(row.data(PaperListModel::SourceRowRole).toInt());
    return sourceRows;
}

QList<PaperId> PaperListView::selectedIds() const
{
    const QModelIndexList rows = actedOnRows();
    QList<PaperId> ids;
    ids.reserve(rows.size());
    for (const QModelIndex &row : rows)
        ids.append(row.data(PaperListModel::PaperIdRole).value<PaperId>());
    return ids;
}

// Whole rows are selected, so the ranges' cells divided by the columns are the rows; the
// ranges never overlap (QItemSelectionModel merges them). A selection of every row of
// 100,000 is one range, not 100,000 indexes.
qsizetype PaperListView::selectedCount() const
{
    if (!selectionModel() || !model() || model()->columnCount() == 0)
        return 0;
    qsizetype cells = 0;
    const QItemSelection selection = selectionModel()->selection();
    for (const QItemSelectionRange &range : selection)
        cells += qsizetype(range.width()) * range.height();
    return cells / model()->columnCount();
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
    // Selected before the focus arrives: a focus-in with no current row would make the first
    // row current without selecting it, and R, S, T, 1-9 and Ctrl+C act on the selection.
    selectResults();
    setFocus(Qt::OtherFocusReason);
}

void PaperListView::selectResults()
{
    if (model() && model()->rowCount() > 0) {
        QModelIndex target = currentIndex();
        if (!target.isValid())
            target = model()->index(0, PaperListModel::TitleColumn);
        if (!selectionModel()->isSelected(target))
            selectionModel()->setCurrentIndex(
                target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        scrollTo(target);
    }
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
    // A paper a query made current follows the query: the next one's best match replaces it.
    const bool followsQuery = m_showTopOnReset && !m_autoCurrent.isNull()
        && m_savedCurrentId == m_autoCurrent && proxyRows.size() <= 1;
    const QModelIndex current = followsQuery ? QModelIndex() : indexOfSourceRow(m_savedCurrentRow);
    if (current.isValid())
        selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    if (!selection.isEmpty() && !followsQuery)
        selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (m_showTopOnReset) {
        // A new query: its best match in sight, and in the pane when no paper the user chose
        // is in the result.
        m_autoCurrent = PaperId();
        if (!current.isValid() && model()->rowCount() > 0
            && (selection.isEmpty() || followsQuery)) {
            const QModelIndex best = model()->index(0, PaperListModel::TitleColumn);
            selectionModel()->setCurrentIndex(
                best, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_autoCurrent = currentPaper();
        }
        scrollToTop();
    } else if (current.isValid()) {
        scrollTo(current);
    }
    m_savedRows.clear();
    m_savedCurrentRow = -1;
    m_savedCurrentId = PaperId();

    // A reset clears the selection model without a signal.
    selectionOrCurrentChanged();
}

void PaperListView::selectionOrCurrentChanged()
{
    const PaperId now = currentPaper();
    if (now != m_autoCurrent)
        m_autoCurrent = PaperId(); // the user chose another paper: it stays through queries
    if (now != m_lastEmitted) {
        m_lastEmitted = now;
        Q_EMIT currentPaperChanged(now);
    }
    const qsizetype count = selectedCount();
    if (count != m_lastCount) {
        m_lastCount = count;
        Q_EMIT selectedCountChanged(count);
    }
    Q_EMIT actedOnChanged();
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

// The menu key and Shift+F10 open the context menu at the current row, where the keyboard
// user is, whether or not the platform turns them into a context menu event.
void PaperListView::keyPressEvent(QKeyEvent *event)
{
    const bool menuKey = event->key() == Qt::Key_Menu
        || (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier);
    if (!menuKey) {
        QTableView::keyPressEvent(event);
        return;
    }
    const QRect row = visualRect(currentIndex());
    const QPoint at = row.isValid() ? row.center() : viewport()->rect().center();
    QContextMenuEvent menuEvent(QContextMenuEvent::Keyboard, at, viewport()->mapToGlobal(at));
    contextMenuEvent(&menuEvent);
    event->accept();
}

void PaperListView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    Q_EMIT contextMenuAboutToShow(&menu);
    if (menu.isEmpty())
        return;
    // From the keyboard the menu opens at the current paper, not wherever the mouse is.
    QPoint at = event->globalPos();
    if (event->reason() == QContextMenuEvent::Keyboard && currentIndex().isValid())
        at = viewport()->mapToGlobal(visualRect(currentIndex()).center());
    menu.exec(at);
}
