// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "collection/paperid.h"

#include <QList>
#include <QTableView>

#include <functional>

class ListColumnLayout;
class QMenu;

/// The list of papers. Owns the selection and speaks in paper ids, never in proxy indexes:
/// the selection and the current paper survive a new filter result when they are still in
/// it. Actions (copy, tags, read, star) are added by whoever owns them, see
/// contextMenuAboutToShow(); they act on the "selected" papers, which are the current paper
/// when none is selected, so a key never does nothing while a paper is shown.
class PaperListView final : public QTableView
{
    Q_OBJECT
public:
    explicit PaperListView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    /// The title column stretches to the width the star, tags and topics columns leave (see
    /// ListColumnLayout); called by setModel() and again after a saved header state is
    /// restored.
    void applyColumnLayout();

    // Actions act on the selected rows, or on the current row when none is selected: these
    // "acted-on" rows are what the functions below read, in list order.

    /// Whether there is an acted-on row; cheap.
    bool hasActedOnRows() const;
    /// Whether test(index) holds for an acted-on row (a title-column index); reads the
    /// selection's ranges in no particular order and stops at the first row that passes.
    bool anyActedOnRow(const std::function<bool(const QModelIndex &)> &test) const;
    /// The acted-on papers, with the fields the model exposes (title, abstract, links).
    QList<Paper> selectedPapers() const;
    /// Ids of the acted-on papers; cheap (no text is copied).
    QList<PaperId> selectedIds() const;
    /// Rows of the acted-on papers in the PaperListModel under the proxy.
    QList<int> selectedSourceRows() const;
    /// How many papers are selected (not counting a current paper that is not); reads the
    /// selection's ranges, never its rows.
    qsizetype selectedCount() const;
    PaperId currentPaper() const;
    /// Makes the paper current and selected when it is in the list; returns whether it was.
    bool selectPaper(PaperId id);
    /// Moves focus into the list and selects the current paper there (the first one when
    /// there is none), keeping a selection it is part of.
    void focusResults();
    /// The same without the focus: for a list that arrives while the user types elsewhere.
    void selectResults();
    /// While set, a reset of the model (a new query's result) shows the list from its top,
    /// its best match first; the paper the user made current stays current, in view or not,
    /// and without one in the result the best match becomes current (the focus stays where
    /// it is), to be replaced by the next query's.
    void setShowTopOnReset(bool top) { m_showTopOnReset = top; }

Q_SIGNALS:
    /// The current paper changed; a null id when there is none.
    void currentPaperChanged(PaperId id);
    /// The selection or the current paper changed, so the acted-on rows may have.
    void actedOnChanged();
    /// selectedCount() changed.
    void selectedCountChanged(qsizetype count);
    /// The context menu is about to open: receivers add their actions in the order they were
    /// connected; a menu left empty is not shown.
    void contextMenuAboutToShow(QMenu *menu);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
    void changeEvent(QEvent *event) override;

private:
    /// The acted-on rows as title-column indexes in list order; walks the selection.
    QModelIndexList actedOnRows() const;
    void updateRowHeight();
    QModelIndex indexOfSourceRow(int sourceRow) const;
    void rememberSelection();
    void restoreSelection();
    void selectionOrCurrentChanged();

    /// This view's connections to its model and selection model, undone by the next setModel().
    QList<QMetaObject::Connection> m_modelConnections;
    QList<int> m_savedRows;
    int m_savedCurrentRow = -1;
    PaperId m_savedCurrentId;
    bool m_showTopOnReset = false;
    PaperId m_autoCurrent; ///< the best match a query made current, while the user keeps it
    ListColumnLayout *m_columns;
    PaperId m_lastEmitted;
    qsizetype m_lastCount = 0;
};
