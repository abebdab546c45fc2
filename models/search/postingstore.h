// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"

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
