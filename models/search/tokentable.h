// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string_view>
#include <vector>

/// Token strings interned to dense ids 0, 1, 2… in order of first appearance: the table of
/// one chunk of papers while the index is built (or of the merge of all chunks).
///
/// Four out of five words of an abstract are at most eight Latin-1 characters. Such a short
/// token is its own 64-bit key (its characters as bytes), so finding it reads one 16-byte
/// slot and compares one integer: the frequent words stay in cache, and the characters are
/// read only for the other tokens, which are looked up by hash. Both kinds share one id
/// space and one character buffer.
class TokenTable
{
public:
    TokenTable();

    /// The id of token, added when new.
    quint32 intern(std::u16string_view token);
    /// The same for a token with shortKey(token) == key != 0 (the tokenizer builds keys
    /// from its own buffer).
    quint32 internShort(quint64 key, std::u16string_view token);
    /// The same for a token with shortKey(token) == 0.
    quint32 internLong(std::u16string_view token);

    quint32 size() const { return quint32(m_offsets.size() - 1); }
    std::u16string_view token(quint32 id) const
    {
        return { m_chars.data() + m_offsets[id], size_t(m_offsets[id + 1] - m_offsets[id]) };
    }

    /// Token's characters as the bytes of a little-endian integer when it has one to eight
    /// characters, all below U+0100; 0 otherwise. No token character is U+0000, so the key
    /// tells tokens apart with their lengths.
    static quint64 shortKey(std::u16string_view token);
    static quint64 hashOf(std::u16string_view token);

private:
    struct ShortSlot
    {
        quint64 key = 0; // 0 when free
        quint32 id = 0;
    };

    quint32 add(std::u16string_view token);
    void growShort();
    void growLong();

    std::vector<ShortSlot> m_shortSlots;
    quint32 m_shortCount = 0;
    // Each long slot is the token's hash in the high half and id + 1 in the low half (0 when
    // free): a probe compares hashes, and reads the characters only when they match.
    std::vector<quint64> m_longSlots;
    quint32 m_longCount = 0;
    std::vector<char16_t> m_chars;
    std::vector<quint32> m_offsets;
};
