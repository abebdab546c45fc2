// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/sidebarfiltermodel.h"

#include "itemmodels/tagmodel.h"
#include "search/querytext.h"
#include "text/textnormalizer.h"

SidebarFilterModel::SidebarFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    // Counts change with every keystroke; re-filtering on them keeps "hide empty" true.
    setDynamicSortFilter(true);
}

void SidebarFilterModel::setNameFilter(const QString &text)
{
    const QString folded = TextNormalizer::fold(text.trimmed());
    if (folded == m_nameFilter)
        return;
    m_nameFilter = folded;
    invalidateRowsFilter();
}

void SidebarFilterModel::setHideEmpty(bool hide)
{
    if (hide == m_hideEmpty)
        return;
    m_hideEmpty = hide;
    invalidateRowsFilter();
}

bool SidebarFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto kind = index.data(TagModel::KindRole).value<TagModel::Kind>();
    if (kind == TagModel::Kind::AllPapers)
        return true;
    // Section headings stay while nothing is searched, so "Tags" is there before any tag
    // is; a search keeps them only above rows it finds (recursive filtering).
    if (kind == TagModel::Kind::Section && m_nameFilter.isEmpty())
        return true;
    // Fixed rows are where the user looks for them even when empty (Starred before the
    // first star), and a selected row must stay to be clicked off again.
    if (m_hideEmpty && index.data(TagModel::CountRole).toLongLong() == 0
        && !index.data(TagModel::FixedRole).toBool()
        && TermState(index.data(TagModel::StateRole).toInt()) == TermState::Off)
        return false;
    if (m_nameFilter.isEmpty())
        return true;
    return TextNormalizer::fold(index.data(TagModel::NameRole).toString()).contains(m_nameFilter);
}
