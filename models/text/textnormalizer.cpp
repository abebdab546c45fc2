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
