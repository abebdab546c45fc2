// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitset.h"

#include <algorithm>

// Counting is what the sidebar does for each of its ~100 rows on every keystroke. The
// packaged build targets plain x86-64, where __builtin_popcountll is a library call that
// counts bits in software (about 6× slower); a clone for CPUs with POPCNT is picked when the
// program loads.
#if defined(__x86_64__) && defined(__linux__) && (defined(__GNUC__) || defined(__clang__))
#    define PAPERDESK_POPCOUNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#    define PAPERDESK_POPCOUNT_CLONES
#endif

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

PAPERDESK_POPCOUNT_CLONES qsizetype Bitset::count() const
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

PAPERDESK_POPCOUNT_CLONES qsizetype Bitset::countAnd(const Bitset &other) const
{
    Q_ASSERT(m_size == other.m_size);
    qsizetype n = 0;
    for (size_t i = 0; i < m_words.size(); ++i)
        n += __builtin_popcountll(m_words[i] & other.m_words[i]);
    return n;
}
