// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"
#include "query.h"

#include <QCache>

/// The papers of the terms a caller evaluated last, for SearchIndex::evaluate. Typing a
/// query re-evaluates every term on each keystroke although only the last one changed; a
/// phrase (a pass over the forward index) or a one-letter prefix (thousands of posting
/// lists) costs milliseconds at 100,000 papers, so their sets are kept and reused.
///
/// Only terms whose papers depend on the index alone are kept (text, url, topic,
/// keyword, has), never
/// tag: or is:, which depend on the library. A cache belongs to one caller and one index:
/// clear() it when the index changes. Not thread-safe.
class TermResultCache
{
public:
    explicit TermResultCache(int capacity = 32)
        : m_sets(capacity)
    {
    }

    static bool isCacheable(const Query::Term &term)
    {
        return term.field != Query::Field::Tag && term.field != Query::Field::Is;
    }
    const Bitset *find(const Query::Term &term) const { return m_sets.object(term); }
    void insert(const Query::Term &term, const Bitset &set)
    {
        m_sets.insert(term, new Bitset(set));
    }
    void clear() { m_sets.clear(); }

private:
    QCache<Query::Term, Bitset> m_sets;
};
