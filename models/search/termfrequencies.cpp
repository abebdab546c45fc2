// SPDX-License-Identifier: GPL-3.0-or-later
#include "termfrequencies.h"

#include "collection/parallelchunks.h"

#include <QMutex>

#include <algorithm>
#include <map>

namespace {

// Papers per chunk: each chunk counts into arrays over every code, so chunks are few.
constexpr qsizetype chunkSize = 16384;

} // namespace

TermFrequencies::TermFrequencies(const ForwardIndex &forward, qsizetype papers, quint32 codeCount)
{
    if (papers == 0)
        return;
    // Pass one counts, per chunk of papers and per field, the papers holding each code and
    // each paper's length; a chunk's counts then start where the chunks before it end, so
    // pass two writes every chunk's counts in parallel and each list still comes out in row
    // order, as the posting lists hold them.
    struct ChunkCounts
    {
        std::vector<quint32> papersWith[2];
        std::vector<quint32> next[2]; ///< pass two: next free count of each code
    };
    std::map<qsizetype, ChunkCounts> chunks;
    QMutex chunksMutex;
    for (int field = 0; field < 2; ++field)
        m_lengths[field].resize(size_t(papers));

    ParallelChunks::run(papers, chunkSize, [&](qsizetype first, qsizetype last) {
        ChunkCounts counts;
        std::vector<quint32> lastRow(codeCount, ~0u);
        std::vector<quint32> codes;
        for (int field = 0; field < 2; ++field) {
            counts.papersWith[field].assign(codeCount, 0);
            std::fill(lastRow.begin(), lastRow.end(), ~0u);
            for (qsizetype row = first; row < last; ++row) {
                forward.decode(row, ForwardIndex::Segment(field), codes);
                m_lengths[field][size_t(row)] = quint16(std::min<size_t>(codes.size(), 0xffff));
                for (const quint32 code : codes) {
                    counts.papersWith[field][code] += lastRow[code] != quint32(row);
                    lastRow[code] = quint32(row);
                }
            }
        }
        const QMutexLocker locker(&chunksMutex);
        chunks.emplace(first, std::move(counts));
    });

    for (int field = 0; field < 2; ++field) {
        m_offsets[field].assign(size_t(codeCount) + 1, 0);
        for (auto &[first, counts] : chunks)
            counts.next[field].resize(codeCount);
        quint64 total = 0;
        for (quint32 code = 0; code < codeCount; ++code) {
            m_offsets[field][code] = quint32(total);
            for (auto &[first, counts] : chunks) {
                counts.next[field][code] = quint32(total);
                total += counts.papersWith[field][code];
            }
        }
        Q_ASSERT(total < 0xffffffffull);
        m_offsets[field][codeCount] = quint32(total);
        m_counts[field].assign(size_t(total), 0);
        quint64 sum = 0;
        for (const quint16 length : m_lengths[field])
            sum += length;
        m_averageLength[field] = std::max(1.0, double(sum) / double(papers));
    }

    ParallelChunks::run(papers, chunkSize, [&](qsizetype first, qsizetype last) {
        ChunkCounts &counts = chunks.at(first);
        std::vector<quint32> lastRow(codeCount, ~0u);
        std::vector<quint32> slot(codeCount, 0);
        std::vector<quint32> codes;
        for (int field = 0; field < 2; ++field) {
            std::fill(lastRow.begin(), lastRow.end(), ~0u);
            quint32 *next = counts.next[field].data();
            quint8 *out = m_counts[field].data();
            for (qsizetype row = first; row < last; ++row) {
                forward.decode(row, ForwardIndex::Segment(field), codes);
                for (const quint32 code : codes) {
                    if (lastRow[code] != quint32(row)) {
                        lastRow[code] = quint32(row);
                        slot[code] = next[code]++;
                    }
                    quint8 &count = out[slot[code]];
                    count += count < 255;
                }
            }
        }
        counts = ChunkCounts(); // frees its memory as soon as possible
    });
}

qsizetype TermFrequencies::memoryUsage() const
{
    qsizetype bytes = 0;
    for (int field = 0; field < 2; ++field) {
        bytes += qsizetype(m_offsets[field].capacity() * 4 + m_counts[field].capacity()
            + m_lengths[field].capacity() * 2);
    }
    return bytes;
}
