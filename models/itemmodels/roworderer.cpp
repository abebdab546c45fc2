// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/roworderer.h"

void RowOrderer::setCollection(LoadedCollectionPtr collection)
{
    m_collection = std::move(collection);
    m_columns.setCollection(m_collection);
    m_columnOrder.reset();
}

void RowOrderer::setSort(const PaperSort &sort)
{
    if (sort == m_sort)
        return;
    m_sort = sort;
    m_columnOrder.reset();
}

void RowOrderer::libraryChanged()
{
    if (m_sort.dependsOnLibrary())
        m_columnOrder.reset();
}

PaperFilterModel::RowOrder RowOrderer::order(
    const Query &query, const Bitset &result, const SearchContext &context)
{
    if (!m_collection || m_sort.key == PaperSort::Key::ListOrder)
        return {};
    if (m_sort.key == PaperSort::Key::Relevance) {
        if (!RelevanceRanker::canRank(query))
            return {};
        return std::make_shared<const std::vector<quint32>>(
            m_ranker.rank(m_collection->index, query, result));
    }
    if (!m_columnOrder) {
        m_columnOrder
            = std::make_shared<const std::vector<quint32>>(m_columns.rows(m_sort, context));
    }
    return m_columnOrder;
}
