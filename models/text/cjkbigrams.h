// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textnormalizer.h"

#include <QStringView>

#include <string_view>

/// The search's tokens: TextNormalizer's words, except that a run of CJK characters (Han,
/// Hiragana, Katakana, Hangul), which has no spaces between its words, becomes its
/// overlapping character bigrams, as Lucene's CJKBigramFilter makes them: `扩散模型` is
/// `扩散`, `散模`, `模型`, so any two or more characters of it are a run of consecutive tokens
/// (a phrase) and are found. A run of one character stays one token (a unigram). Latin text
/// tokenizes as TextNormalizer does, and so does every word without a CJK character; a word
/// that mixes them (`用GPT生成`) splits where the script changes.
///
/// Not supported: Han characters outside the BMP (extension B and later, written as
/// surrogate pairs), which are not token characters at all; and the half-width Katakana's
/// voicing marks, which stay characters of their own.
namespace CjkBigrams {

/// A BMP character of the scripts written without spaces between words (and Hangul, which
/// Lucene's CJK analyzer treats the same way).
inline bool isCjk(char16_t u)
{
    if (u < 0x1100)
        return false;
    return (u <= 0x11FF) // Hangul jamo
        || (u >= 0x3005 && u <= 0x3007) // 々 〆 〇: iteration mark, closing mark, zero
        || (u >= 0x3040 && u <= 0x30FF) // Hiragana, Katakana (with ー)
        || (u >= 0x3130 && u <= 0x318F) // Hangul compatibility jamo
        || (u >= 0x31F0 && u <= 0x31FF) // Katakana phonetic extensions
        || (u >= 0x3400 && u <= 0x4DBF) // Han extension A
        || (u >= 0x4E00 && u <= 0x9FFF) // Han
        || (u >= 0xAC00 && u <= 0xD7A3) // Hangul syllables
        || (u >= 0xF900 && u <= 0xFAFF) // Han compatibility
        || (u >= 0xFF66 && u <= 0xFF9F); // half-width Katakana
}

/// True when the word holds a CJK character (and so splits into parts).
inline bool hasCjk(QStringView word)
{
    for (QChar c : word) {
        if (isCjk(c.unicode()))
            return true;
    }
    return false;
}

/// A token of one CJK character. In a query it may be half of a bigram of the text: the
/// first half when it ends the query's phrase, the second half when it starts it.
inline bool isLoneCjk(QStringView token)
{
    return token.size() == 1 && isCjk(token.front().unicode());
}

/// True when token is a bigram of a CJK run whose second character is c.
inline bool isBigramEndingIn(std::u16string_view token, char16_t c)
{
    return token.size() == 2 && token[1] == c && isCjk(token[0]);
}
inline bool isBigramEndingIn(QStringView token, char16_t c)
{
    return token.size() == 2 && token[1].unicode() == c && isCjk(token[0].unicode());
}

/// Calls f(start, length) for the parts of the word [start, start + length) of folded text:
/// the runs without CJK as they are, each CJK run as its bigrams (or its one character).
template <typename F> void forEachPart(QStringView folded, qsizetype start, qsizetype length, F &&f)
{
    const qsizetype end = start + length;
    qsizetype i = start;
    while (i < end) {
        const qsizetype runStart = i;
        const bool cjk = isCjk(folded[i].unicode());
        while (i < end && isCjk(folded[i].unicode()) == cjk)
            ++i;
        if (!cjk || i - runStart == 1) {
            f(runStart, i - runStart);
            continue;
        }
        for (qsizetype b = runStart; b + 1 < i; ++b)
            f(b, 2);
    }
}

/// Calls f(start, length) for each search token of already folded text, in order.
template <typename F> void forEachToken(QStringView folded, F &&f)
{
    TextNormalizer::forEachToken(folded, [&](qsizetype start, qsizetype length) {
        if (hasCjk(folded.mid(start, length)))
            forEachPart(folded, start, length, f);
        else
            f(start, length);
    });
}

} // namespace CjkBigrams
