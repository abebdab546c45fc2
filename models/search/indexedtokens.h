// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokentable.h"

#include <QtGlobal>

#include <vector>

/// One chunk of papers split into tokens (ChunkTokenizer's output): rows [firstRow, lastRow),
/// each with its title's and then its abstract's folded tokens, as ids into table. The index
/// is assembled from these (SearchIndexBuilder), and other per-word work (topic
/// classification) reads them instead of splitting the text again.
struct IndexedTokens
{
    qsizetype firstRow = 0;
    qsizetype lastRow = 0;
    TokenTable table;
    std::vector<quint32> sequence; ///< token ids: title then abstract of each row in turn
    std::vector<quint64> segments; ///< per row: title start, abstract start; then the end

    enum Field
    {
        Title = 0,
        Abstract = 1
    };

    /// The ids of one field of row (firstRow <= row < lastRow): [begin, end).
    const quint32 *begin(qsizetype row, Field field) const
    {
        return sequence.data() + segments[size_t(row - firstRow) * 2 + size_t(field)];
    }
    const quint32 *end(qsizetype row, Field field) const
    {
        return sequence.data() + segments[size_t(row - firstRow) * 2 + size_t(field) + 1];
    }
};
