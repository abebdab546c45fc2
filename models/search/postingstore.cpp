// SPDX-License-Identifier: GPL-3.0-or-later
#include "postingstore.h"

#include "varint.h"

#include <algorithm>

PostingStore::PostingStore(const std::vector<quint32> &offsets, const std::vector<quint32> &rows,
    std::vector<std::pair<quint32, Bitset>> dense)
    : m_dense(std::move(dense))
{
    m_offsets.reserve(offsets.size());
    m_bytes.reserve(rows.size() * 2);
    for (size_t t = 0; t + 1 < offsets.size(); ++t) {
        m_offsets.push_back(quint32(m_bytes.size()));
        quint32 previous = 0;
        for (quint32 i = offsets[t]; i < offsets[t + 1]; ++i) {
            Varint::append(m_bytes, rows[i] - previous);
            previous = rows[i];
        }
    }
    Q_ASSERT(m_bytes.size() < 0xffffffffull); // offsets are 32 bits
    m_offsets.push_back(quint32(m_bytes.size()));
    m_bytes.shrink_to_fit();
}

void PostingStore::unite(Bitset &into, int token) const
{
    const quint8 *p = m_bytes.data() + m_offsets[token];
    const quint8 *end = m_bytes.data() + m_offsets[token + 1];
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
    qsizetype bytes = qsizetype(m_offsets.capacity() * 4 + m_bytes.capacity());
    for (const auto &entry : m_dense)
        bytes += qsizetype(entry.second.words().capacity() * 8 + sizeof(entry));
    return bytes;
}
