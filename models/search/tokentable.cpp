// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokentable.h"

#include <cstring>

namespace {

quint64 slotOf(quint64 hash, quint32 id)
{
    return (hash & 0xffffffff00000000ull) | (quint64(id) + 1);
}

} // namespace

TokenTable::TokenTable() : m_slots(1024, 0), m_offsets { 0 } { }

quint64 TokenTable::hashOf(std::u16string_view token)
{
    // Eight bytes (four units) per multiply rather than one unit: tokens average seven units,
    // and hashing each of the collection's words is a good part of tokenizing it.
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

quint32 TokenTable::intern(std::u16string_view token, quint64 hash)
{
    const size_t mask = m_slots.size() - 1;
    const quint64 high = hash & 0xffffffff00000000ull;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        const quint64 slot = m_slots[i];
        if (slot == 0) {
            const quint32 id = size();
            m_slots[i] = slotOf(hash, id);
            m_chars.insert(m_chars.end(), token.begin(), token.end());
            m_offsets.push_back(quint32(m_chars.size()));
            if (m_offsets.size() * 2 > m_slots.size())
                grow();
            return id;
        }
        if ((slot & 0xffffffff00000000ull) == high) {
            const quint32 id = quint32(slot) - 1;
            if (this->token(id) == token)
                return id;
        }
    }
}

void TokenTable::grow()
{
    std::vector<quint64> old(m_slots.size() * 2, 0);
    old.swap(m_slots);
    const size_t mask = m_slots.size() - 1;
    for (const quint64 slot : old) {
        if (slot == 0)
            continue;
        const quint64 hash = hashOf(token(quint32(slot) - 1));
        size_t i = hash & mask;
        while (m_slots[i])
            i = (i + 1) & mask;
        m_slots[i] = slot;
    }
}
