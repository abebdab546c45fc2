// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

/// A fixed-size set of row numbers, 64 to a word. Query results, topic and tag memberships
/// are all Bitsets over the collection's rows, so combining them is a loop over words and a
/// count is a popcount: at 1,000,000 papers one AND is 15,625 word operations.
class Bitset
{
public:
    Bitset() = default;
    explicit Bitset(qsizetype size, bool value = false);

    qsizetype size() const { return m_size; }
    bool test(qsizetype i) const { return (m_words[size_t(i) >> 6] >> (i & 63)) & 1u; }
    void set(qsizetype i) { m_words[size_t(i) >> 6] |= quint64(1) << (i & 63); }
    void reset(qsizetype i) { m_words[size_t(i) >> 6] &= ~(quint64(1) << (i & 63)); }
    void fill(bool value);

    qsizetype count() const;
    bool isEmpty() const;

    Bitset &operator&=(const Bitset &other);
    Bitset &operator|=(const Bitset &other);
    Bitset &andNot(const Bitset &other);
    Bitset &invert();
    /// Number of rows in both sets, without building the intersection.
    qsizetype countAnd(const Bitset &other) const;
    /// count() (other null) or countAnd(*other) by the plain loop, whatever the CPU: what
    /// the POPCNT path must agree with.
    qsizetype countReference(const Bitset *other = nullptr) const;

    friend Bitset operator&(Bitset a, const Bitset &b) { return a &= b; }
    friend Bitset operator|(Bitset a, const Bitset &b) { return a |= b; }
    friend bool operator==(const Bitset &a, const Bitset &b)
    {
        return a.m_size == b.m_size && a.m_words == b.m_words;
    }
    friend bool operator!=(const Bitset &a, const Bitset &b) { return !(a == b); }

    /// Calls f(row) for every set row, in increasing order.
    template <typename F> void forEachSet(F &&f) const
    {
        for (size_t w = 0; w < m_words.size(); ++w) {
            quint64 word = m_words[w];
            while (word) {
                const int bit = __builtin_ctzll(word);
                f(qsizetype(w * 64 + bit));
                word &= word - 1;
            }
        }
    }

    const std::vector<quint64> &words() const { return m_words; }
    /// The words to fill directly, for a builder that sets bits in many sets in turn: bit i
    /// is bit i % 64 of word i / 64, and bits from size() on must stay 0.
    quint64 *wordData() { return m_words.data(); }

private:
    void clearTail();

    qsizetype m_size = 0;
    std::vector<quint64> m_words;
};
