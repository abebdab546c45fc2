// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "itemmodels/columnorder.h"
#include "itemmodels/paperfiltermodel.h"
#include "itemmodels/papersort.h"
#include "search/bitset.h"
#include "search/query.h"
#include "search/relevanceranker.h"
#include "search/searchcontext.h"

/// Decides the order of a result for the filter controller: a column's order of all rows
/// (computed when the sort, the collection or, for tags and stars, the library changed, and
/// reused for every keystroke after), a ranking of the result by relevance to the query's
/// words, or none (the list's own order).
///
/// A change of tags or stars does not move rows at once (a starred paper does not jump away
/// from under the cursor): the new order shows with the next result or sort.
class RowOrderer
{
public:
    void setCollection(LoadedCollectionPtr collection);
    void setSort(const PaperSort &sort);
    const PaperSort &sort() const { return m_sort; }
    /// The library changed: the next order by tags or stars is computed anew.
    void libraryChanged();

    /// The order to show result in (null: the list's own order).
    PaperFilterModel::RowOrder order(
        const Query &query, const Bitset &result, const SearchContext &context);

private:
    LoadedCollectionPtr m_collection;
    PaperSort m_sort;
    ColumnOrder m_columns;
    RelevanceRanker m_ranker;
    PaperFilterModel::RowOrder m_columnOrder; ///< of m_sort, null until needed
};
