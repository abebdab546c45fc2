// SPDX-License-Identifier: GPL-3.0-or-later
#include "chunktokenizer.h"

#include "collection/paper.h"

ChunkTokenizer::ChunkTokenizer(qsizetype firstRow, qsizetype lastRow)
{
    m_chunk.firstRow = firstRow;
    m_chunk.lastRow = lastRow;
    m_chunk.segments.reserve(size_t(lastRow - firstRow) * 2 + 1);
}

void ChunkTokenizer::add(QStringView title, QStringView abstract)
{
    m_chunk.segments.push_back(m_chunk.sequence.size());
    m_tokenizer.split(title, m_chunk.table, m_chunk.sequence);
    m_chunk.segments.push_back(m_chunk.sequence.size());
    m_tokenizer.split(abstract, m_chunk.table, m_chunk.sequence);
    const qsizetype count = m_chunk.lastRow - m_chunk.firstRow;
    if (m_chunk.segments.size() == 2 * 64 && count > 128) {
        // Room for the rest at the rate of the first papers, rather than growing by copies.
        m_chunk.sequence.reserve(m_chunk.sequence.size() * size_t(count) / 64 * 9 / 8);
    }
}

IndexedTokens ChunkTokenizer::take()
{
    m_chunk.segments.push_back(m_chunk.sequence.size());
    return std::move(m_chunk);
}

IndexedTokens ChunkTokenizer::tokenize(const QList<Paper> &papers, qsizetype firstRow,
    qsizetype lastRow, const std::atomic_bool *cancel)
{
    ChunkTokenizer tokenizer(firstRow, lastRow);
    for (qsizetype row = firstRow; row < lastRow; ++row) {
        if ((row & 255) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            break;
        tokenizer.add(papers.at(row).title, papers.at(row).abstract);
    }
    return tokenizer.take();
}
