// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitset.h"

#include <algorithm>

// Counting is what the sidebar does for each of its ~100 rows on every keystroke; the
// plain loop is all of it (a POPCNT copy of it gained nothing measurable on the keystroke,
// docs/fastpaths.md).
namespace {

template <typename Combine>
qsizetype countWords(const quint64 *a, const quint64 *b, size_t n, Combine combine)
{
    qsizetype total = 0;
    for (size_t i = 0; i < n; ++i)
        total += __builtin_popcountll(combine(a[i], b[i]));
    return total;
}

struct Alone
{
    quint64 operator()(quint64 a, quint64) const { return a; }
};
struct Both
{
    quint64 operator()(quint64 a, quint64 b) const { return a & b; }
};

qsizetype countBits(const quint64 *a, const quint64 *b, size_t n, bool intersect)
{
    return intersect ? countWords(a, b, n, Both()) : countWords(a, a, n, Alone());
}

} // namespace

Bitset::Bitset(qsizetype size, bool value)
    : m_size(size)
    , m_words(size_t((size + 63) / 64), value ? ~quint64(0) : 0)
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
    return countBits(m_words.data(), m_words.data(), m_words.size(), false);
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
    return countBits(m_words.data(), other.m_words.data(), m_words.size(), true);
}
