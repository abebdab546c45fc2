// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokentable.h"

#include <cstring>

namespace {

constexpr quint64 hashHigh = 0xffffffff00000000ull;

quint64 longSlotOf(quint64 hash, quint32 id)
{
    return (hash & hashHigh) | (quint64(id) + 1);
}

constexpr quint64 golden = 0x9e3779b97f4a7c15ull;

} // namespace

TokenTable::TokenTable()
    : m_shortSlots(1024)
    , m_mediumSlots(256)
    , m_longSlots(64, 0)
    , m_offsets { 0 }
{
}

TokenTable::PackedKey TokenTable::packedKey(std::u16string_view token)
{
    PackedKey key;
    if (token.empty() || token.size() > 16)
        return key;
    for (size_t i = 0; i < token.size(); ++i) {
        if (token[i] > 0xff)
            return {};
        (i < 8 ? key.low : key.high) |= quint64(token[i]) << (8 * (i % 8));
    }
    return key;
}

quint64 TokenTable::hashOf(std::u16string_view token)
{
    // Eight bytes (four units) per multiply rather than one unit.
    constexpr quint64 k = golden;
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
    const PackedKey key = packedKey(token);
    return key.low ? internPacked(key, token) : internLong(token);
}

quint32 TokenTable::internShort(quint64 key, std::u16string_view token)
{
    const size_t mask = m_shortSlots.size() - 1;
    for (size_t i = shortIndex(key, mask);; i = (i + 1) & mask) {
        ShortSlot &slot = m_shortSlots[i];
        if (slot.key == key)
            return slot.id;
        if (slot.key == 0) {
            const quint32 id = add(token);
            slot = { key, id };
            if (++m_shortCount * 2 > m_shortSlots.size())
                grow(m_shortSlots,
                    [](const ShortSlot &s, size_t m) { return shortIndex(s.key, m); });
            return id;
        }
    }
}

quint32 TokenTable::internMedium(quint64 low, quint64 high, std::u16string_view token)
{
    const size_t mask = m_mediumSlots.size() - 1;
    for (size_t i = mediumIndex({ low, high }, mask);; i = (i + 1) & mask) {
        MediumSlot &slot = m_mediumSlots[i];
        if (slot.key.low == low && slot.key.high == high)
            return slot.id;
        if (slot.key.low == 0) {
            const quint32 id = add(token);
            slot.key.low = low;
            slot.key.high = high;
            slot.id = id;
            if (++m_mediumCount * 2 > m_mediumSlots.size()) {
                grow(m_mediumSlots,
                    [](const MediumSlot &s, size_t m) { return mediumIndex(s.key, m); });
            }
            return id;
        }
    }
}

quint32 TokenTable::internLong(std::u16string_view token)
{
    Q_ASSERT(packedKey(token).low == 0);
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

std::vector<quint32> TokenTable::internAll(const TokenTable &other)
{
    std::vector<quint32> ids(other.size());
    for (const ShortSlot &slot : other.m_shortSlots) {
        if (!isFree(slot))
            ids[slot.id] = internShort(slot.key, other.token(slot.id));
    }
    for (const MediumSlot &slot : other.m_mediumSlots) {
        if (!isFree(slot))
            ids[slot.id] = internMedium(slot.key.low, slot.key.high, other.token(slot.id));
    }
    for (const quint64 slot : other.m_longSlots) {
        if (slot != 0) {
            const quint32 id = quint32(slot) - 1;
            ids[id] = internLong(other.token(id));
        }
    }
    return ids;
}

quint32 TokenTable::add(std::u16string_view token)
{
    const quint32 id = size();
    m_chars.insert(m_chars.end(), token.begin(), token.end());
    m_offsets.push_back(quint32(m_chars.size()));
    return id;
}

template <typename Slot, typename IndexOf>
void TokenTable::grow(std::vector<Slot> &slots, IndexOf indexOf)
{
    std::vector<Slot> old(slots.size() * 2);
    old.swap(slots);
    const size_t mask = slots.size() - 1;
    for (const Slot &slot : old) {
        if (isFree(slot))
            continue;
        size_t i = indexOf(slot, mask);
        while (!isFree(slots[i]))
            i = (i + 1) & mask;
        slots[i] = slot;
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
