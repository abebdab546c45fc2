// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitset.h"

#include <algorithm>

// Counting is what the sidebar does for each of its ~100 rows on every keystroke. The
// packaged build targets plain x86-64, where __builtin_popcountll is a library call that
// counts bits in software; on CPUs with POPCNT a copy of the loop compiled for it is called
// instead. At 1,000,000 papers that is the difference between a 9 ms and a 28 ms keystroke
// (docs/fastpaths.md); at 100,000 it is too small to see. Chosen by hand rather than with
// target_clones, which clang 14 does not link. countReference() is the plain loop, which
// tst_bitset checks the fast one against.
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

qsizetype countPlain(const quint64 *a, const quint64 *b, size_t n, bool intersect)
{
    return intersect ? countWords(a, b, n, Both()) : countWords(a, a, n, Alone());
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(PAPERDESK_NO_SIMD)
#define PAPERDESK_BITSET_POPCNT 1
__attribute__((target("popcnt"))) qsizetype countPopcnt(
    const quint64 *a, const quint64 *b, size_t n, bool intersect)
{
    return intersect ? countWords(a, b, n, Both()) : countWords(a, a, n, Alone());
}

bool hasPopcnt()
{
    static const bool popcnt = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("popcnt") != 0;
    }();
    return popcnt;
}
#endif

qsizetype countBits(const quint64 *a, const quint64 *b, size_t n, bool intersect)
{
#ifdef PAPERDESK_BITSET_POPCNT
    if (hasPopcnt())
        return countPopcnt(a, b, n, intersect);
#endif
    return countPlain(a, b, n, intersect);
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

qsizetype Bitset::countReference(const Bitset *other) const
{
    return countPlain(m_words.data(), other ? other->m_words.data() : m_words.data(),
        m_words.size(), other != nullptr);
}
