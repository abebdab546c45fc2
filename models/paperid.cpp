// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperid.h"

namespace {

constexpr quint64 fnvOffset = 14695981039346656037ull;
constexpr quint64 fnvPrime = 1099511628211ull;

void mixByte(quint64 &hash, uchar byte)
{
    hash ^= byte;
    hash *= fnvPrime;
}

// Feeds the UTF-8 encoding of one code point, so no temporary QByteArray is needed.
void mixCodePoint(quint64 &hash, char32_t cp)
{
    if (cp < 0x80) {
        mixByte(hash, uchar(cp));
    } else if (cp < 0x800) {
        mixByte(hash, uchar(0xC0 | (cp >> 6)));
        mixByte(hash, uchar(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        mixByte(hash, uchar(0xE0 | (cp >> 12)));
        mixByte(hash, uchar(0x80 | ((cp >> 6) & 0x3F)));
        mixByte(hash, uchar(0x80 | (cp & 0x3F)));
    } else {
        mixByte(hash, uchar(0xF0 | (cp >> 18)));
        mixByte(hash, uchar(0x80 | ((cp >> 12) & 0x3F)));
        mixByte(hash, uchar(0x80 | ((cp >> 6) & 0x3F)));
        mixByte(hash, uchar(0x80 | (cp & 0x3F)));
    }
}

void mixNormalizedText(quint64 &hash, QStringView text)
{
    bool pendingSpace = false;
    bool any = false;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        char32_t cp = text[i].unicode();
        if (QChar::isHighSurrogate(cp) && i + 1 < n && text[i + 1].isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(text[i].unicode(), text[i + 1].unicode());
            ++i;
        }
        if (QChar::isSpace(cp)) {
            pendingSpace = any;
            continue;
        }
        if (pendingSpace)
            mixByte(hash, ' ');
        pendingSpace = false;
        any = true;
        mixCodePoint(hash, cp);
    }
}

} // namespace

PaperId PaperId::fromAbstract(QStringView abstract, QStringView sourceKey)
{
    quint64 hash = fnvOffset;
    mixNormalizedText(hash, abstract);
    if (!sourceKey.isEmpty()) {
        mixByte(hash, 0);
        mixNormalizedText(hash, sourceKey);
    }
    // 0 is reserved for "no id".
    return PaperId(hash == 0 ? 1 : hash);
}

QString PaperId::toString() const
{
    return QStringLiteral("%1").arg(m_value, 16, 16, QLatin1Char('0'));
}

PaperId PaperId::fromString(QStringView hex)
{
    bool ok = false;
    const quint64 value = hex.toULongLong(&ok, 16);
    return ok ? PaperId(value) : PaperId();
}
