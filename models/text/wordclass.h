// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

/// What WordSplitter tells of a word from its first unit, its size and its last unit alone,
/// by two table loads: whether SentenceScanner needs to look at it as a contribution verb, a
/// subject or a naming word. The tables are made at compile time from the lists of those words.
namespace WordClass {

// What splitting tells of a word from its first unit, its length and its last unit alone: whether
// findContributionVerb() and isNamingWord() need to look at it or at the words after it. Each bit
// stands for a kind of word and a group of last units; a word may be of a kind when its first unit
// and length allow a bit of that kind that its last unit allows too. Most words of an abstract are
// of no kind, and a word that is nearly always is what it may be: few words are looked at again.
enum Bits : quint16
{
    /// A contribution verb, by its last unit: e, s, t, n, p, y, r, or one that its Key drops
    VerbBits = 0x00ff,
    /// "we", "paper", "work", …, by its last unit (e, k, r, y, or one that its Key drops): a
    /// possible subject of the next word
    SubjectBits = 0x1f00,
    /// "dubbed", "called", …, by its last unit (d, or one that its Key drops)
    NamingBits = 0x6000,
    /// "we": the subject of the word after next when an adverb comes between ("we also propose")
    WeBit = 0x8000,
    /// Every kind: a word with U+0000, whose last unit is not the last of its Key
    AnyKind = 0xffff
};

// Bits that a word's first unit (ASCII, or 128 for any other) and length (63 for 63 or
// more) allow together, and those that its last unit allows. Two loads instead of the tests of
// each predicate, for every word of the abstract.
struct Tables
{
    // 64 lengths, not 16: a word within a 64-unit block needs no clamping of its length.
    quint16 firstAndLength[129][64] = {};
    quint16 last[129] = {};
};

/// Made from the word lists at compile time (constant-initialized: no start-up cost).
extern const Tables tables;

/// The Bits a word may have, from its first unit, its size and its last unit.
inline unsigned of(const char16_t *word, qsizetype size)
{
    const char16_t first = word[0];
    const char16_t last = word[size - 1];
    return tables.firstAndLength[first < 128 ? first : 128][size < 63 ? size : 63]
        & tables.last[last < 128 ? last : 128];
}

// of() of a word within a 64-unit block, so shorter than 64 units, from its first unit, size
// and last unit; `ascii` when the block is all ASCII.
template <bool ascii> inline unsigned ofBlockWord(char16_t first, qsizetype size, char16_t last)
{
    if constexpr (ascii)
        return tables.firstAndLength[first][size] & tables.last[last];
    return tables.firstAndLength[first < 128 ? first : 128][size]
        & tables.last[last < 128 ? last : 128];
}

} // namespace WordClass
