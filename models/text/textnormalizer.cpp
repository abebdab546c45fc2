// SPDX-License-Identifier: GPL-3.0-or-later
#include "textnormalizer.h"

namespace TextNormalizer {

QChar foldChar(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x80)
        return (u >= 'A' && u <= 'Z') ? QChar(char16_t(u + 32)) : c;
    if (c.isSurrogate())
        return c;
    // A Hangul syllable decomposes canonically into its jamo, and a voiced kana into the
    // plain kana and the voicing mark: the first unit would make 한 and 학, or が and か,
    // one letter. Neither is an accent, so they stay as written.
    if ((u >= 0xAC00 && u <= 0xD7A3) || (u >= 0x3040 && u <= 0x30FF))
        return c;
    // Full-width Latin letters and digits, common in Chinese and Japanese text, are the
    // ASCII ones: `ＧＰＴ` is found by `gpt`.
    if (u >= 0xFF01 && u <= 0xFF5E)
        return foldChar(QChar(char16_t(u - 0xFEE0)));
    if (c.decompositionTag() == QChar::Canonical) {
        // The first unit of a canonical decomposition is the base letter ("é" → "e" + U+0301).
        const QString decomposed = c.decomposition();
        if (!decomposed.isEmpty() && !decomposed.front().isSurrogate())
            c = decomposed.front();
    }
    return c.toLower();
}

QString fold(QStringView text)
{
    QString out(text.size(), Qt::Uninitialized);
    QChar *dst = out.data();
    for (QChar c : text)
        *dst++ = foldChar(c);
    return out;
}

} // namespace TextNormalizer
