// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokentable.h"

#include <cstring>

namespace {

constexpr quint64 hashHigh = 0xffffffff00000000ull;

quint64 longSlotOf(quint64 hash, quint32 id)
{
    return (hash & hashHigh) | (quint64(id) + 1);
}

// Spreads a short key over the slot index bits (the high bits of one multiply).
size_t shortSlotIndex(quint64 key, size_t mask)
{
    constexpr quint64 k = 0x9e3779b97f4a7c15ull;
    const quint64 h = key * k;
    return size_t(h ^ (h >> 32)) & mask;
}

} // namespace

TokenTable::TokenTable() : m_shortSlots(1024), m_longSlots(256, 0), m_offsets { 0 } { }

quint64 TokenTable::shortKey(std::u16string_view token)
{
    if (token.empty() || token.size() > 8)
        return 0;
    quint64 key = 0;
    for (size_t i = 0; i < token.size(); ++i) {
        if (token[i] > 0xff)
            return 0;
        key |= quint64(token[i]) << (8 * i);
    }
    return key;
}

quint64 TokenTable::hashOf(std::u16string_view token)
{
    // Eight bytes (four units) per multiply rather than one unit.
    constexpr quint64 k = 0x9e3779b97f4a7c15ull;
    const char *bytes = reinterpret_cast<const char *>(token.data());
    size_t left = token.size() * sizeof(char16_t);
    quint64 h = left * k;
    for (; left >= 8; left -= 8, bytes += 8) {
        quint64 word;
        std::memcpy(&word, bytes, 8);
        h = (h ^ word) * k;
        h ^= h >> 32;
    }
    if (left > 0) {
        // Unit by unit (at most three), which costs less than a memcpy call of unknown size.
        const char16_t *units = reinterpret_cast<const char16_t *>(bytes);
        quint64 word = 0;
        for (size_t i = 0; i < left / sizeof(char16_t); ++i)
            word |= quint64(units[i]) << (16 * i);
        h = (h ^ word) * k;
        h ^= h >> 32;
    }
    h *= k; // the slot index uses the low bits, the slot keeps the high ones: both well mixed
    return h ^ (h >> 29);
}

quint32 TokenTable::intern(std::u16string_view token)
{
    const quint64 key = shortKey(token);
    return key ? internShort(key, token) : internLong(token);
}

quint32 TokenTable::internShort(quint64 key, std::u16string_view token)
{
    Q_ASSERT(key != 0 && key == shortKey(token));
    const size_t mask = m_shortSlots.size() - 1;
    for (size_t i = shortSlotIndex(key, mask);; i = (i + 1) & mask) {
        ShortSlot &slot = m_shortSlots[i];
        if (slot.key == key)
            return slot.id;
        if (slot.key == 0) {
            const quint32 id = add(token);
            slot = { key, id };
            if (++m_shortCount * 2 > m_shortSlots.size())
                growShort();
            return id;
        }
    }
}

quint32 TokenTable::internLong(std::u16string_view token)
{
    Q_ASSERT(shortKey(token) == 0);
    const quint64 hash = hashOf(token);
    const size_t mask = m_longSlots.size() - 1;
    const quint64 high = hash & hashHigh;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        const quint64 slot = m_longSlots[i];
        if (slot == 0) {
            const quint32 id = add(token);
            m_longSlots[i] = longSlotOf(hash, id);
            if (++m_longCount * 2 > m_longSlots.size())
                growLong();
            return id;
        }
        if ((slot & hashHigh) == high) {
            const quint32 id = quint32(slot) - 1;
            if (this->token(id) == token)
                return id;
        }
    }
}

quint32 TokenTable::add(std::u16string_view token)
{
    const quint32 id = size();
    m_chars.insert(m_chars.end(), token.begin(), token.end());
    m_offsets.push_back(quint32(m_chars.size()));
    return id;
}

void TokenTable::growShort()
{
    std::vector<ShortSlot> old(m_shortSlots.size() * 2);
    old.swap(m_shortSlots);
    const size_t mask = m_shortSlots.size() - 1;
    for (const ShortSlot &slot : old) {
        if (slot.key == 0)
            continue;
        size_t i = shortSlotIndex(slot.key, mask);
        while (m_shortSlots[i].key)
            i = (i + 1) & mask;
        m_shortSlots[i] = slot;
    }
}

void TokenTable::growLong()
{
    std::vector<quint64> old(m_longSlots.size() * 2, 0);
    old.swap(m_longSlots);
    const size_t mask = m_longSlots.size() - 1;
    for (const quint64 slot : old) {
        if (slot == 0)
            continue;
        const quint64 hash = hashOf(token(quint32(slot) - 1));
        size_t i = hash & mask;
        while (m_longSlots[i])
            i = (i + 1) & mask;
        m_longSlots[i] = slot;
    }
}
