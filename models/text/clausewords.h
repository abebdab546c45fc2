// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sentencescanner.h"
#include "wordsplitter.h"

#include <QtGlobal>

/// The words at which TitleBuilder::appendClause() may end a clause ("that", "which", "using",
/// …) and "specifically": a test that rules out nearly every word from its first and last
/// letters and its length, by a table made at compile time from the list, without a Key.
namespace ClauseWords {

// For each first letter and length (up to 15) of a word, the set of last letters that a clause
// word has with them.
struct Letters
{
    quint32 lasts[26][16] = {};
};

/// Made from the list at compile time (constant-initialized: no start-up cost).
extern const Letters letters;

/// False for a word k of w whose Key cannot be one that appendClause() compares: most words are
/// told by their length and first and last unit, without a Key.
bool mayBeSlow(const WordSplitter::Words &w, qsizetype k);

/// mayBeSlow(), from the table for most words.
inline bool mayBe(const WordSplitter::Words &w, qsizetype k)
{
    // A word that starts and ends with an ASCII letter is its Key, as long as the text has no
    // U+0000: most words are told from a table, with a comma or full stop after them too.
    const QStringView word = w[k];
    qsizetype size = word.size();
    size -= size > 1 && SentenceScanner::isTrailingPunct(word.back());
    const unsigned first = unsigned(word.front().unicode() | 0x20) - 'a';
    const unsigned last = unsigned(word[size - 1].unicode() | 0x20) - 'a';
    if (Q_LIKELY((first < 26) & (last < 26) & !w.hasZeros))
        return (letters.lasts[first][qMin(size, qsizetype(15))] >> last) & 1;
    return mayBeSlow(w, k);
}

/// How many words of filler start at word k, 0 for none: "in this paper", "to this end", "to
/// tackle this problem", "to address these issues" say nothing in a title.
qsizetype fillerAt(const WordSplitter::Words &w, qsizetype k);

/// fillerAt() for a word that may start filler: "in" or "to" in either case, perhaps with
/// punctuation around it. Cheap: asked for every word of a clause.
inline bool mayStartFiller(QStringView word)
{
    const qsizetype n = word.size();
    if (n < 2 || n > 3)
        return false;
    const char16_t a = word[0].unicode() | 0x20;
    const char16_t b = word[1].unicode();
    return (a == u'i' && b == u'n') || (a == u't' && b == u'o');
}

/// Whether the word is one a title must not end with: an article, preposition, conjunction,
/// pronoun or auxiliary ("of", "the", "where", "is", "we"). scripts/measure-titles counts titles
/// that end in one of the same list.
bool isFunctionWord(QStringView word);

/// Whether a clause may stop at the comma after word k: not after a function word ("and,"),
/// inside a phrase an article opened ("a single, scalable network") or after a generic noun
/// whose task follows ("a reinforcement learning framework, that learns …").
bool commaEndsPhrase(const WordSplitter::Words &w, qsizetype k);

} // namespace ClauseWords
