// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordsplitter.h"

#include <QChar>
#include <QStringView>

#include <string_view>

/// Word-level scanning of an abstract for HeadlineDeriver and TitleBuilder: whitespace-separated
/// words as views into the text, their punctuation, sentence ends and the authors' contribution
/// verbs ("we propose", "this paper studies"). Views only, nothing is allocated per word. It
/// knows English abstracts; it does not tokenise LaTeX, HTML or other languages.
namespace SentenceScanner {

/// , . ; : ! ? — punctuation that ends a word without being part of it.
inline bool isTrailingPunct(QChar c)
{
    // A bit set over ASCII 0–63 rather than six comparisons: asked for every word, and a
    // branch-free test is not mispredicted.
    constexpr quint64 set = (1ull << ',') | (1ull << '.') | (1ull << ';') | (1ull << ':')
        | (1ull << '!') | (1ull << '?');
    const char16_t u = c.unicode();
    return (u < 64) & ((set >> (u & 63)) & 1);
}

/// The word's last character when it is trailing punctuation, else a null QChar.
inline QChar trailingPunct(QStringView w)
{
    return !w.isEmpty() && isTrailingPunct(w.back()) ? w.back() : QChar();
}

/// The word without punctuation around it: "(RSD)," → "RSD", "e.g.," → "e.g".
QStringView core(QStringView w);

/// Lower-case ASCII form of a word's core, for comparisons with short English word lists; empty
/// (equal to no listed word) when the core is 16 units or longer or not ASCII.
struct Key
{
    explicit Key(QStringView w);

    /// Whether the key is exactly `word` (a lower-case ASCII literal).
    template <size_t N> bool is(const char (&word)[N]) const
    {
        // The length check rejects almost every word; the rest compares a few bytes with
        // constants (memcmp would be a call).
        if (size != qsizetype(N - 1))
            return false;
        for (size_t i = 0; i + 1 < N; ++i) {
            if (text[i] != word[i])
                return false;
        }
        return true;
    }
    /// Whether the key is one of `words`. The words are arguments, not a list: each comparison
    /// is inlined with its word's length and bytes as constants, and no list is built per call.
    template <size_t... N> bool in(const char (&...words)[N]) const { return (is(words) || ...); }

    char text[16];
    qsizetype size = 0;
};

/// The set of lower-case ASCII letters in `letters`, for mayStartWith().
constexpr quint32 letterSet(std::string_view letters)
{
    quint32 set = 0;
    for (const char c : letters)
        set |= 1u << (c - 'a');
    return set;
}

/// False when the word's Key cannot start with a letter of `initials` (a letterSet()): a test
/// that spares building a Key for most words. True when punctuation leads the word.
inline bool mayStartWith(QStringView w, quint32 initials)
{
    if (w.isEmpty())
        return false;
    const char16_t c = w.front().unicode();
    const unsigned letter = unsigned(c | 0x20) - 'a'; // 0–25 exactly for ASCII letters
    if (letter < 26)
        return (initials >> letter) & 1;
    // A digit starts no listed word; punctuation is not part of the Key, and non-ASCII is left
    // to the Key as well.
    return unsigned(c) - '0' >= 10;
}

/// Whether the first letter or digit of the word is a lower-case letter.
bool startsLower(QStringView w);

/// a, an, the.
inline bool isArticle(const Key &k)
{
    return k.in("a", "an", "the");
}

/// "we" or "We", without punctuation.
inline bool isWe(QStringView w)
{
    return w.size() == 2 && (w[0] == u'w' || w[0] == u'W') && w[1] == u'e';
}

/// endsSentence() for words that end in a full stop, a quote or a parenthesis.
bool endsSentenceAfterPeriod(const WordSplitter::Words &w, qsizetype i);

/// Whether word i ends a sentence: a full stop that is not "e.g.", "et al.", an initial or
/// followed by a lower-case word.
inline bool endsSentence(const WordSplitter::Words &w, qsizetype i)
{
    // Asked for nearly every word; almost all of them end in a letter.
    constexpr quint64 set
        = (1ull << '.') | (1ull << '!') | (1ull << '?') | (1ull << '"') | (1ull << ')');
    const char16_t last = w[i].back().unicode();
    if (!(((last < 64) & ((set >> (last & 63)) & 1)) | (last == u'\u201d')))
        return false;
    return endsSentenceAfterPeriod(w, i);
}

/// Index of the first word of the sentence that word i is in.
qsizetype sentenceStart(const WordSplitter::Words &w, qsizetype i);

/// "a novel framework" → index of "novel", which a title drops; -1 when it must stay (the
/// article would need to change, "a novel adapter", or it starts a list, "a novel, unified").
qsizetype skipNovel(const WordSplitter::Words &w, qsizetype k);

/// First letters of the verbs that findContributionVerb() looks for.
constexpr quint32 verbInitials = letterSet("pidscaet");

/// False for a word (non-empty, as all of Words are) that cannot be a contribution verb: the
/// verbs are 5 to 12 lower-case ASCII letters without punctuation. One branch-free test.
inline bool mayBeContributionVerb(QStringView word)
{
    const size_t size = size_t(word.size()) - 5;
    const unsigned first = unsigned(word.front().unicode()) - 'a';
    return (size <= 7) & (first < 26) & bool((verbInitials >> (first & 31)) & 1)
        & !isTrailingPunct(word.back());
}

/// First letters of the words that introduce a name: "dubbed", "called", "named", …
constexpr quint32 namingInitials = letterSet("dcnt");

/// False for a word (non-empty) that cannot be "dubbed", "called", "named", "termed" or
/// "coined": 5 or 6 units, no trailing punctuation, a Key from d, c, n or t to d. Branch-free.
inline bool mayBeNamingWord(QStringView word)
{
    const size_t size = size_t(word.size()) - 5;
    const char16_t first = word.front().unicode();
    const char16_t last = word.back().unicode();
    const unsigned firstLetter = unsigned(first | 0x20) - 'a';
    const unsigned lastLetter = unsigned(last | 0x20) - 'a';
    // Punctuation around the word is not part of its Key; a digit starts or ends no listed word.
    const bool firstFits = firstLetter < 26 ? bool((namingInitials >> firstLetter) & 1)
                                            : unsigned(first) - '0' >= 10;
    const bool lastFits = lastLetter < 26 ? lastLetter == 'd' - 'a' : unsigned(last) - '0' >= 10;
    return (size <= 1) & firstFits & lastFits & !isTrailingPunct(QChar(last));
}

/// "dubbed", "called", "named", "termed" or "coined", in any case, with quotes or brackets around
/// it but no , . ; : ! ? after it.
bool isNamingWord(QStringView word);

/// contributionVerb() found from the word and the words before it: what splitWords() stores.
WordSplitter::Verb findContributionVerb(const WordSplitter::Words &w, qsizetype i);

/// A contribution verb with "we" / "this paper" as its subject ("we further propose"); None for
/// any other word, including the same verbs with another subject.
inline WordSplitter::Verb contributionVerb(const WordSplitter::Words &w, qsizetype i)
{
    return w.verbs[i];
}

/// The text without the quotes that wrap all of it, as some exports write every field ("\"We
/// propose X …\""); the text itself when they open and close a quotation inside it.
QStringView unquoted(QStringView text);

} // namespace SentenceScanner
