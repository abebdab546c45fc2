// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paper.h"
#include "paperid.h"

#include <QList>
#include <QTableView>

class QMenu;

/// The list of papers. Owns the selection and speaks in paper ids, never in proxy indexes:
/// the selection and the current paper survive a new filter result when they are still in
/// it. Offers copying of the selected papers (Ctrl+C abstracts, Ctrl+Shift+C links); other
/// actions (tags, read, star) are added by whoever owns them, see contextMenuAboutToShow().
class PaperListView final : public QTableView
{
    Q_OBJECT
public:
    explicit PaperListView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;

    /// Selected papers in list order, with the fields the model exposes (title, abstract,
    /// links, topics).
    QList<Paper> selectedPapers() const;
    /// Ids of the selected papers, in list order; cheap (no text is copied).
    QList<PaperId> selectedIds() const;
    /// Rows of the selected papers in the PaperListModel under the proxy, in list order.
    QList<int> selectedSourceRows() const;
    PaperId currentPaper() const;
    /// Makes the paper current and selected when it is in the list; returns whether it was.
    bool selectPaper(PaperId id);
    /// Moves focus into the list, making the first row current if none is.
    void focusResults();

    QAction *copyAbstractsAction() const { return m_copyAbstracts; }
    QAction *copyLinksAction() const { return m_copyLinks; }
    QAction *copyTitlesAction() const { return m_copyTitles; }

Q_SIGNALS:
    /// The current paper changed; a null id when there is none.
    void currentPaperChanged(PaperId id);
    /// The context menu is about to open; receivers add their actions at the top of menu.
    void contextMenuAboutToShow(QMenu *menu);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
    void changeEvent(QEvent *event) override;

private:
    void updateRowHeight();
    QModelIndex indexOfSourceRow(int sourceRow) const;
    void rememberSelection();
    void restoreSelection();
    void updateActions();

    QAction *m_copyAbstracts;
    QAction *m_copyLinks;
    QAction *m_copyTitles;
    QList<int> m_savedRows;
    int m_savedCurrentRow = -1;
    PaperId m_savedCurrentId;
    PaperId m_lastEmitted;
};
