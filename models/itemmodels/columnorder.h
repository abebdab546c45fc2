// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "itemmodels/papersort.h"
#include "search/searchcontext.h"

#include <QFuture>
#include <QtGlobal>

#include <vector>

/// Every row of a collection in the order of one column, for PaperFilterModel to take the
/// shown rows from: a sort of a result is then one pass over this order, not a comparison
/// sort per keystroke.
///
/// Titles and topics are ranked once per collection with a QCollator (the locale's
/// alphabetical order, case and accents as secondary differences); titles, the costly ones
/// (~0.3 s at 100,000 papers), on the thread pool as soon as the collection is set, so that
/// the first click on the Title header seldom waits for them. Tags and the
/// starred/read state are read from a SearchContext when asked. Rows with an empty value (no
/// tag, no topic) come last in both directions; rows with equal values keep the list's order
/// in both directions. Not thread-safe; keeps the ranks of the last collection only.
class ColumnOrder
{
public:
    /// Forgets the ranks of the previous collection and starts ranking the titles of this one.
    void setCollection(LoadedCollectionPtr collection);
    /// All rows of the collection, ordered by sort (which must be a column sort).
    std::vector<quint32> rows(const PaperSort &sort, const SearchContext &context);

    /// Rows sorted by keys[row] ascending (descending: keys reversed), ties in row order, rows
    /// whose key is `none` last: a counting sort, keys must be below none.
    static std::vector<quint32> byKeys(
        const std::vector<quint32> &keys, quint32 none, Qt::SortOrder order);

private:
    struct Ranks
    {
        std::vector<quint32> ranks; ///< row → rank
        quint32 count = 0; ///< distinct values
    };
    static Ranks rankTitles(const LoadedCollectionPtr &collection);
    void rankTopics();
    std::vector<quint32> tagKeys(const SearchContext &context, quint32 &none) const;

    LoadedCollectionPtr m_collection;
    QFuture<Ranks> m_titleRanking; ///< of m_collection, started by setCollection()
    std::vector<quint32> m_titleRanks; ///< row → rank of its title; empty until needed
    quint32 m_titleRankCount = 0;
    std::vector<quint32> m_topicRanks; ///< row → rank of its topic names; empty until needed
    quint32 m_topicRankCount = 0; ///< also the rank of "no topic"
};
