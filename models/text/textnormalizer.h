// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// The one definition of "the same word" used by search, topics and highlighting.
///
/// fold() lower-cases and strips diacritics one UTF-16 unit for one, so an offset in the
/// folded text is the same offset in the original (highlighting depends on this). Ligatures
/// and other one-to-many foldings (ß → ss) are not expanded for that reason.
/// Tokens are maximal runs of letters and digits in folded text; search splits a token's CJK
/// runs further into bigrams (CjkBigrams).
namespace TextNormalizer {

QChar foldChar(QChar c);
QString fold(QStringView text);

/// True for the characters that make up a token.
inline bool isTokenChar(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x80)
        return (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || (u >= 'A' && u <= 'Z');
    return c.isLetterOrNumber() || c.isMark();
}

/// Calls f(start, length) for each token of already folded text, in order.
template <typename F> void forEachToken(QStringView folded, F &&f)
{
    const qsizetype n = folded.size();
    qsizetype i = 0;
    while (i < n) {
        while (i < n && !isTokenChar(folded[i]))
            ++i;
        const qsizetype start = i;
        while (i < n && isTokenChar(folded[i]))
            ++i;
        if (i > start)
            f(start, i - start);
    }
}

} // namespace TextNormalizer
