// SPDX-License-Identifier: GPL-3.0-or-later
#include "postingstore.h"

#include "varint.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <new>

PostingStore::PostingStore(const std::vector<quint32> &offsets, const std::vector<quint32> &rows,
    std::vector<std::pair<quint32, Bitset>> dense)
    : m_dense(std::move(dense))
{
    // Written through a pointer into room for the worst case (five bytes a row; only the
    // pages written are ever touched), then shrunk to its size in place (realloc gives back
    // the unused pages rather than copying): this runs over every (token, paper) pair, and a
    // push_back per byte was most of its cost. Gaps below 2^14 are stored as two bytes
    // without a branch on their length, which is unpredictable.
    const size_t tokens = offsets.empty() ? 0 : offsets.size() - 1;
    m_bytes.reset(static_cast<quint8 *>(std::malloc(rows.size() * 5 + 1)));
    if (!m_bytes)
        throw std::bad_alloc();
    quint8 *const begin = m_bytes.get();
    quint8 *out = begin;
    m_offsets.resize(tokens + 1);
    for (size_t t = 0; t < tokens; ++t) {
        m_offsets[t] = quint32(out - begin);
        quint32 previous = 0;
        for (quint32 i = offsets[t]; i < offsets[t + 1]; ++i) {
            const quint32 gap = rows[i] - previous;
            previous = rows[i];
            // The buffer has a byte to spare for the last writeSmall().
            out = Q_LIKELY(gap < 0x4000) ? Varint::writeSmall(out, gap) : Varint::write(out, gap);
        }
    }
    Q_ASSERT(quint64(out - begin) < 0xffffffffull); // offsets are 32 bits
    m_offsets[tokens] = quint32(out - begin);
    m_byteCount = size_t(out - begin);
    // Shrinking never fails in practice; if it does, the bigger block is still valid.
    if (void *shrunk = std::realloc(m_bytes.get(), qMax<size_t>(m_byteCount, 1))) {
        m_bytes.release();
        m_bytes.reset(static_cast<quint8 *>(shrunk));
    }
}

void PostingStore::unite(Bitset &into, int token) const
{
    const quint8 *p = m_bytes.get() + m_offsets[token];
    const quint8 *end = m_bytes.get() + m_offsets[token + 1];
    if (p != end) {
        quint32 row = 0;
        while (p < end) {
            row += Varint::read(p);
            into.set(row);
        }
        return;
    }
    const auto it = std::lower_bound(m_dense.begin(), m_dense.end(), quint32(token),
        [](const auto &entry, quint32 t) { return entry.first < t; });
    if (it != m_dense.end() && it->first == quint32(token))
        into |= it->second;
}

qsizetype PostingStore::memoryUsage() const
{
    qsizetype bytes = qsizetype(m_offsets.capacity() * 4 + m_byteCount);
    for (const auto &entry : m_dense)
        bytes += qsizetype(entry.second.words().capacity() * 8 + sizeof(entry));
    return bytes;
}
