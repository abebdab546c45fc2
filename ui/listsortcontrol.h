// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "itemmodels/papersort.h"

#include <QObject>

class FilterController;
class QAction;
class QActionGroup;
class QHeaderView;
class QMenu;

/// The list's sort controls: clicking a column header sorts by it (again: the other way; a
/// third time: back to the default), and View ▸ Sort By offers the same choices by keyboard,
/// plus *Relevance* (the default: ranked while the search box has words, the list's order
/// otherwise) and *List Order* (the file's order, also while searching). Both always show the
/// same sort; the choice is kept in QSettings (`list/sort`) and restored at start.
class ListSortControl final : public QObject
{
    Q_OBJECT
public:
    /// Adds the Sort By menu to viewMenu; header is the list's column header.
    ListSortControl(QHeaderView *header, FilterController *filter, QMenu *viewMenu);

    /// Restores the header's columns from headerState (QHeaderView::saveState()), then the sort
    /// kept in the settings: the header's state holds a sort indicator of its own.
    void restore(const QByteArray &headerState);
    /// Sorts the list this way, shows it on the header and in the menu, and keeps it.
    void setSort(const PaperSort &sort);

private:
    void headerSortChanged(int section, Qt::SortOrder order);
    void showSort();

    QHeaderView *m_header;
    FilterController *m_filter;
    QActionGroup *m_keys;
    QAction *m_descending;
    bool m_showing = false; ///< the header's indicator is being set from the sort
};
