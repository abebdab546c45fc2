// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokentable.h"

TokenTable::TokenTable() : m_slots(1024, 0), m_offsets { 0 } { }

size_t TokenTable::hashOf(std::u16string_view token)
{
    quint64 h = 14695981039346656037ull; // FNV-1a, folded so the low bits see the high ones
    for (char16_t u : token)
        h = (h ^ u) * 1099511628211ull;
    return size_t(h ^ (h >> 29));
}

quint32 TokenTable::intern(std::u16string_view token)
{
    const size_t mask = m_slots.size() - 1;
    for (size_t i = hashOf(token) & mask;; i = (i + 1) & mask) {
        const quint32 slot = m_slots[i];
        if (slot == 0) {
            const quint32 id = size();
            m_slots[i] = id + 1;
            m_chars.insert(m_chars.end(), token.begin(), token.end());
            m_offsets.push_back(quint32(m_chars.size()));
            if (m_offsets.size() * 2 > m_slots.size())
                grow();
            return id;
        }
        if (this->token(slot - 1) == token)
            return slot - 1;
    }
}

void TokenTable::grow()
{
    std::vector<quint32> old(m_slots.size() * 2, 0);
    old.swap(m_slots);
    const size_t mask = m_slots.size() - 1;
    for (quint32 id = 0; id < size(); ++id) {
        size_t i = hashOf(token(id)) & mask;
        while (m_slots[i])
            i = (i + 1) & mask;
        m_slots[i] = id + 1;
    }
}
