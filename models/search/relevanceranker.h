// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"
#include "query.h"

#include <QtGlobal>

#include <vector>

class SearchIndex;

/// Orders a result by relevance to the words of a query: Okapi BM25 (k1 = 1.2, b = 0.75)
/// over the title and the abstract, each with its own length normalisation, a word in the
/// title counting titleWeight times one in the abstract.
///
/// The words are those the highlighter marks (Query::positiveTerms() of the text fields):
/// each token of a word or phrase is a term, a `title:` or `abstract:` word counts in its
/// field only, and a word still being typed (a prefix) of three letters or more counts every
/// token it starts, with the papers holding any of them as its document frequency (one or
/// two letters count as that word only). Excluded words, tags, topics and
/// `is:` terms do not rank.
///
/// Cost: one pass over the posting lists of the query's tokens (as evaluating the query
/// took), then a radix sort of the result; nothing is proportional to the text. Keeps its
/// buffers between calls; not thread-safe.
class RelevanceRanker
{
public:
    static constexpr float titleWeight = 2.5f;

    /// Whether query has words to rank by.
    static bool canRank(const Query &query);
    /// The rows of result, most relevant first; rows of equal score (and rows that hold none
    /// of the words, last) keep the list's order.
    std::vector<quint32> rank(const SearchIndex &index, const Query &query, const Bitset &result);
    /// The score of each row after the last rank() (0 for rows outside its result), for tests.
    float score(qsizetype row) const;

private:
    struct Term
    {
        int first = 0; ///< token ids [first, last)
        int last = 0;
        bool title = true;
        bool abstract = true;
    };
    static std::vector<Term> termsOf(const SearchIndex &index, const Query &query);
    void addTerm(const SearchIndex &index, const Term &term, const Bitset &result);

    std::vector<float> m_scores;
    std::vector<quint16> m_titleCounts; ///< of the term being added, per row
    std::vector<quint16> m_abstractCounts;
    std::vector<quint32> m_touched; ///< rows holding the term being added
};
