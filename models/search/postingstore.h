// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"
#include "varint.h"

#include <algorithm>

#include <cstdlib>
#include <memory>
#include <vector>

/// For one field, the papers containing each token: row gaps as varints, or a Bitset for
/// tokens in more than 1/16 of the papers (where the Bitset is the smaller one).
class PostingStore
{
public:
    PostingStore() = default;
    /// rows[offsets[t], offsets[t + 1]) are token t's rows, ascending (compressed here);
    /// dense holds (token, set) for the tokens whose list is empty, sorted by token.
    PostingStore(const std::vector<quint32> &offsets, const std::vector<quint32> &rows,
        std::vector<std::pair<quint32, Bitset>> dense);

    /// Adds the papers containing token to into.
    void unite(Bitset &into, int token) const;
    /// Calls f(row) for the papers containing token, in increasing order.
    template <typename F> void forEachRow(int token, F &&f) const;
    qsizetype memoryUsage() const;

private:
    struct FreeBytes
    {
        void operator()(quint8 *bytes) const { std::free(bytes); }
    };

    std::vector<quint32> m_offsets; ///< byte offset of each token's list, and the end
    std::unique_ptr<quint8[], FreeBytes> m_bytes; ///< from malloc, to be shrunk by realloc
    size_t m_byteCount = 0;
    std::vector<std::pair<quint32, Bitset>> m_dense;
};

template <typename F> void PostingStore::forEachRow(int token, F &&f) const
{
    const quint8 *p = m_bytes.get() + m_offsets[token];
    const quint8 *end = m_bytes.get() + m_offsets[token + 1];
    if (p != end) {
        quint32 row = 0;
        while (p < end) {
            row += Varint::read(p);
            f(qsizetype(row));
        }
        return;
    }
    const auto it = std::lower_bound(m_dense.begin(), m_dense.end(), quint32(token),
        [](const auto &entry, quint32 t) { return entry.first < t; });
    if (it != m_dense.end() && it->first == quint32(token))
        it->second.forEachSet(f);
}
