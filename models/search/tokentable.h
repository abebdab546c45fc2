// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string_view>
#include <vector>

/// Token strings interned to dense ids 0, 1, 2… in order of first appearance: the table of
/// one chunk of papers while the index is built (or of the merge of all chunks). An
/// open-addressing hash over one character buffer, so a chunk's table stays small and
/// in cache.
class TokenTable
{
public:
    TokenTable();

    /// The id of token, added when new.
    quint32 intern(std::u16string_view token) { return intern(token, hashOf(token)); }
    /// The same with hash == hashOf(token) computed already.
    quint32 intern(std::u16string_view token, quint64 hash);
    quint32 size() const { return quint32(m_offsets.size() - 1); }
    std::u16string_view token(quint32 id) const
    {
        return { m_chars.data() + m_offsets[id], size_t(m_offsets[id + 1] - m_offsets[id]) };
    }

    static quint64 hashOf(std::u16string_view token);

private:
    void grow();

    // Each slot is the token's hash in the high half and id + 1 in the low half (0 when
    // free): a probe compares hashes, and reads the characters only when they match.
    std::vector<quint64> m_slots;
    std::vector<char16_t> m_chars;
    std::vector<quint32> m_offsets;
};
