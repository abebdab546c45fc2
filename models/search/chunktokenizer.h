// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "indexedtokens.h"
#include "indextokenizer.h"

#include <QList>
#include <QStringView>

#include <atomic>

struct Paper;

/// The index's first stage: splits the title and abstract of each row of a chunk into tokens,
/// reading the texts only. Rows are added one after another, so a caller may produce each
/// row's text just before (decode or derive it while it is in cache); tokenize() does a
/// chunk of papers as they are. One per chunk and thread.
class ChunkTokenizer
{
public:
    /// For rows [firstRow, lastRow), to be added in order.
    ChunkTokenizer(qsizetype firstRow, qsizetype lastRow);

    /// Splits the next row's texts.
    void add(QStringView title, QStringView abstract);
    /// The tokens of the rows added so far (all of them unless cancelled).
    IndexedTokens take();

    /// The tokens of papers[firstRow, lastRow); stops early when *cancel becomes true.
    static IndexedTokens tokenize(const QList<Paper> &papers, qsizetype firstRow, qsizetype lastRow,
        const std::atomic_bool *cancel = nullptr);

private:
    IndexTokenizer m_tokenizer;
    IndexedTokens m_chunk;
};
