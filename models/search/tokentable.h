// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string_view>
#include <vector>

/// Token strings interned to dense ids 0, 1, 2… in order of first appearance: the table of
/// one chunk of papers while the index is built (or of the merge of all chunks).
///
/// Nearly every word of an abstract has at most sixteen Latin-1 characters. Such a token is
/// its own key (its characters as bytes), so finding it reads one slot and compares
/// integers: the frequent words stay in cache, and characters are read only for the other
/// tokens, which are looked up by hash. Tokens of up to eight characters, four out of five,
/// have a table of their own with 16-byte slots. All share one id space and one character
/// buffer.
class TokenTable
{
public:
    /// A token of one to sixteen characters, all below U+0100, as the bytes of two
    /// little-endian integers (characters 0–7 and 8–15, zero past the end); {0, 0} for any
    /// other token. No token character is U+0000, so keys tell tokens apart with their
    /// lengths.
    struct PackedKey
    {
        quint64 low = 0;
        quint64 high = 0;
    };

    TokenTable();

    /// The id of token, added when new.
    quint32 intern(std::u16string_view token);
    /// The same for a token with packedKey(token) == key, not {0, 0} (the tokenizer builds
    /// keys from its own buffer).
    /// Inline, as the tokenizer calls it for nearly every word: most words are already in
    /// the table, in the slot their key hashes to, and are found without a call.
    Q_ALWAYS_INLINE quint32 internPacked(PackedKey key, std::u16string_view token)
    {
        Q_ASSERT(
            key.low != 0 && key.low == packedKey(token).low && key.high == packedKey(token).high);
        if (!key.high) {
            const ShortSlot &slot = m_shortSlots[shortIndex(key.low, m_shortSlots.size() - 1)];
            return slot.key == key.low ? slot.id : internShort(key.low, token);
        }
        const MediumSlot &slot = m_mediumSlots[mediumIndex(key, m_mediumSlots.size() - 1)];
        return slot.key.low == key.low && slot.key.high == key.high
            ? slot.id
            : internMedium(key.low, key.high, token);
    }
    /// The same for a token whose packedKey() is {0, 0}.
    quint32 internLong(std::u16string_view token);
    /// The ids here of all of other's tokens, by their ids there, those new here added. Faster
    /// than intern() for each: other's keys are taken from its slots rather than packed again.
    /// New tokens get ids in no particular order.
    std::vector<quint32> internAll(const TokenTable &other);

    quint32 size() const { return quint32(m_offsets.size() - 1); }
    std::u16string_view token(quint32 id) const
    {
        return { m_chars.data() + m_offsets[id], size_t(m_offsets[id + 1] - m_offsets[id]) };
    }

    static PackedKey packedKey(std::u16string_view token);
    static quint64 hashOf(std::u16string_view token);

private:
    struct ShortSlot
    {
        quint64 key = 0; // 0 when free
        quint32 id = 0;
    };
    struct MediumSlot
    {
        PackedKey key; // low 0 when free
        quint32 id = 0;
    };

    // A key spread over the slot index bits: the high bits of a multiply, folded down.
    static size_t shortIndex(quint64 key, size_t mask)
    {
        const quint64 h = key * 0x9e3779b97f4a7c15ull;
        return size_t(h ^ (h >> 32)) & mask;
    }
    static size_t mediumIndex(PackedKey key, size_t mask)
    {
        return shortIndex(key.low * 0x9e3779b97f4a7c15ull ^ key.high, mask);
    }
    static bool isFree(const ShortSlot &slot) { return slot.key == 0; }
    static bool isFree(const MediumSlot &slot) { return slot.key.low == 0; }
    quint32 internShort(quint64 key, std::u16string_view token);
    // The key as two integers, not a PackedKey: GCC 12 moved a PackedKey argument into a
    // vector register through the stack on every call, a store-forwarding stall that cost a
    // fifth of the lookup.
    quint32 internMedium(quint64 low, quint64 high, std::u16string_view token);
    quint32 add(std::u16string_view token);
    template <typename Slot, typename IndexOf>
    static void grow(std::vector<Slot> &slots, IndexOf indexOf);
    void growLong();

    std::vector<ShortSlot> m_shortSlots;
    quint32 m_shortCount = 0;
    std::vector<MediumSlot> m_mediumSlots;
    quint32 m_mediumCount = 0;
    // Each long slot is the token's hash in the high half and id + 1 in the low half (0 when
    // free): a probe compares hashes, and reads the characters only when they match.
    std::vector<quint64> m_longSlots;
    quint32 m_longCount = 0;
    std::vector<char16_t> m_chars;
    std::vector<quint32> m_offsets;
};
