// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

struct Paper;

/// The papers of each keyword of a list (Paper::keywords), for `keyword:` terms and the
/// sidebar's Keywords section: one sorted row list per keyword, all in one array. Keywords
/// that fold to the same text (TextNormalizer::fold) are one keyword, shown as first written.
/// Keywords are numbered from the most papers to the fewest (then by name), the order the
/// sidebar lists them in.
///
/// Row lists rather than a Bitset per keyword: a list may bring thousands of free-form
/// keywords, and a set per keyword would cost 12.5 KB each at 100,000 papers. Cost: a lookup
/// and a count are proportional to the rows of the keywords they touch.
class KeywordPostings
{
public:
    static KeywordPostings build(const QList<Paper> &papers);

    int count() const { return int(m_names.size()); }
    /// The keyword as the list first wrote it.
    const QString &name(int keyword) const { return m_names.at(keyword); }
    /// Papers with the keyword named foldedName (already TextNormalizer::fold()ed); with
    /// allowPrefix and no keyword of that name, papers with any keyword starting with it.
    Bitset named(const QString &foldedName, bool allowPrefix) const;
    /// Papers of keyword that are in within.
    qsizetype countIn(int keyword, const Bitset &within) const;
    /// Papers of keyword.
    qsizetype paperCount(int keyword) const;
    qsizetype memoryUsage() const;

private:
    void unite(Bitset &into, int keyword) const;

    qsizetype m_size = 0; ///< papers of the list
    QStringList m_names;
    QStringList m_folded;
    std::vector<quint32> m_ends; ///< keyword → end of its rows in m_rows
    std::vector<quint32> m_rows;
};
