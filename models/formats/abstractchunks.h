// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readresult.h"

#include <vector>

/// Where a reader that converts its records in chunks on every core puts the abstracts of
/// the papers it keeps when asked for AbstractStorage::InArena: each chunk encodes its own
/// as UTF-8 while it converts, so a whole list's abstracts never exist as QStrings at once
/// (two bytes a character and a heap block each, freed only once indexing packed them), and
/// the chunks join the result's arena in file order. With AbstractStorage::InPapers it does
/// nothing and the abstracts stay in the papers.
class AbstractChunks
{
public:
    /// chunkSize as given to ParallelChunks::run(), which converts records.
    AbstractChunks(AbstractStorage storage, qsizetype records, qsizetype chunkSize);

    /// From the task converting record: moves paper's abstract into record's chunk, cleaned
    /// as FieldText::clean() would leave it. For the papers kept, in record order.
    void take(qsizetype record, Paper *paper);
    /// Appends the abstracts of every chunk to arena, in order.
    void appendTo(TextArena *arena) const;

private:
    qsizetype m_chunkSize;
    std::vector<TextArena> m_chunks; ///< empty with AbstractStorage::InPapers
};
