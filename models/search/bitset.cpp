// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitset.h"

#include <algorithm>

Bitset::Bitset(qsizetype size, bool value)
    : m_size(size), m_words(size_t((size + 63) / 64), value ? ~quint64(0) : 0)
{
    clearTail();
}

void Bitset::fill(bool value)
{
    std::fill(m_words.begin(), m_words.end(), value ? ~quint64(0) : 0);
    clearTail();
}

// Bits past size() are always zero, so count() and operator== need no masking.
void Bitset::clearTail()
{
    if (const int rest = int(m_size & 63); rest && !m_words.empty())
        m_words.back() &= (quint64(1) << rest) - 1;
}

qsizetype Bitset::count() const
{
    qsizetype n = 0;
    for (quint64 w : m_words)
        n += __builtin_popcountll(w);
    return n;
}

bool Bitset::isEmpty() const
{
    return std::all_of(m_words.begin(), m_words.end(), [](quint64 w) { return w == 0; });
}

Bitset &Bitset::operator&=(const Bitset &other)
{
    Q_ASSERT(m_size == other.m_size);
    for (size_t i = 0; i < m_words.size(); ++i)
        m_words[i] &= other.m_words[i];
    return *this;
}

Bitset &Bitset::operator|=(const Bitset &other)
{
    Q_ASSERT(m_size == other.m_size);
    for (size_t i = 0; i < m_words.size(); ++i)
        m_words[i] |= other.m_words[i];
    return *this;
}

Bitset &Bitset::andNot(const Bitset &other)
{
    Q_ASSERT(m_size == other.m_size);
    for (size_t i = 0; i < m_words.size(); ++i)
        m_words[i] &= ~other.m_words[i];
    return *this;
}

Bitset &Bitset::invert()
{
    for (quint64 &w : m_words)
        w = ~w;
    clearTail();
    return *this;
}

qsizetype Bitset::countAnd(const Bitset &other) const
{
    Q_ASSERT(m_size == other.m_size);
    qsizetype n = 0;
    for (size_t i = 0; i < m_words.size(); ++i)
        n += __builtin_popcountll(m_words[i] & other.m_words[i]);
    return n;
}
