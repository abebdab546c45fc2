// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokentable.h"

#include <QtGlobal>

/// One chunk of papers as SearchIndex::build split them into tokens: rows [firstRow, lastRow),
/// each with its title's and then its abstract's folded tokens, as ids into table. Lets other
/// per-word work (topic classification) reuse the split instead of splitting the text again.
/// Valid only during the call it is passed to.
struct IndexedTokens
{
    qsizetype firstRow = 0;
    qsizetype lastRow = 0;
    const TokenTable *table = nullptr;
    const quint32 *sequence = nullptr; ///< token ids: title then abstract of each row in turn
    const quint64 *segments = nullptr; ///< per row: title start, abstract start; then the end

    enum Field
    {
        Title = 0,
        Abstract = 1
    };

    /// The ids of one field of row (firstRow <= row < lastRow): [begin, end).
    const quint32 *begin(qsizetype row, Field field) const
    {
        return sequence + segments[size_t(row - firstRow) * 2 + size_t(field)];
    }
    const quint32 *end(qsizetype row, Field field) const
    {
        return sequence + segments[size_t(row - firstRow) * 2 + size_t(field) + 1];
    }
};
