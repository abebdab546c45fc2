// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forwardindex.h"

#include <QtGlobal>

#include <vector>

/// What BM25 needs beyond the posting lists: how often each token occurs in each paper's
/// title and abstract, and each field's length in tokens. Built once per index from the
/// forward index (two passes over every token, on every core).
///
/// A count is one byte (capped at 255: BM25 saturates long before), stored in the order of
/// the token's rows in its posting list (ascending rows), so the posting list gives the row
/// and this the count: about one byte per (token, paper) pair, no row numbers of its own.
/// Tokens are addressed by their forward-index code.
class TermFrequencies
{
public:
    enum Field
    {
        Title = ForwardIndex::Title,
        Abstract = ForwardIndex::Abstract
    };

    TermFrequencies() = default;
    /// papers rows of forward, whose codes are below codeCount.
    TermFrequencies(const ForwardIndex &forward, qsizetype papers, quint32 codeCount);

    bool isEmpty() const { return m_lengths[0].empty(); }
    /// The counts of the token with this code in field, one per row of its posting list.
    const quint8 *counts(Field field, quint32 code) const
    {
        return m_counts[field].data() + m_offsets[field][code];
    }
    /// Tokens in the field of the paper (capped at 65,535).
    quint16 length(Field field, qsizetype paper) const { return m_lengths[field][size_t(paper)]; }
    /// Mean length of the field over all papers (at least 1).
    double averageLength(Field field) const { return m_averageLength[field]; }
    qsizetype memoryUsage() const;

private:
    std::vector<quint32> m_offsets[2]; ///< code → first count; codeCount + 1 entries
    std::vector<quint8> m_counts[2];
    std::vector<quint16> m_lengths[2];
    double m_averageLength[2] = { 1, 1 };
};
