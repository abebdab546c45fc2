// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperid.h"

#include <cstring>

// Speed: the hash is one chain of xor + multiply per UTF-8 byte (about 4 cycles a byte), and a
// list load hashes every abstract. The code below keeps that chain the only serial work: ASCII
// prose is read 8 UTF-16 units at a time with no per-character branch, and whitespace is hashed
// as a space when met and taken back at the end if it was trailing. The result is unchanged:
// ids are stored, so tst_paperid compares this with a plain implementation on random text.
// (A table-driven variant that splits off the hash's low bits was 11% faster in a tight loop,
// but 45% slower once other work between abstracts had evicted its 32 KB table.)

namespace {

constexpr quint64 fnvOffset = 14695981039346656037ull;
constexpr quint64 fnvPrime = 1099511628211ull;

// The prime is odd, so it has an inverse modulo 2^64 and an FNV-1a step can be undone.
constexpr quint64 inverseOf(quint64 odd)
{
    quint64 inverse = odd; // correct in the low 3 bits; Newton's steps double that each time
    for (int i = 0; i < 5; ++i)
        inverse *= 2 - odd * inverse;
    return inverse;
}
constexpr quint64 fnvPrimeInverse = inverseOf(fnvPrime);
static_assert(fnvPrime * fnvPrimeInverse == 1);

inline void mixByte(quint64 &hash, uint byte)
{
    hash ^= byte;
    hash *= fnvPrime;
}

inline void unmixByte(quint64 &hash, uint byte)
{
    hash *= fnvPrimeInverse;
    hash ^= byte;
}

// Feeds the UTF-8 encoding of one code point, so no temporary QByteArray is needed.
inline void mixCodePoint(quint64 &hash, char32_t cp)
{
    if (cp < 0x80) {
        mixByte(hash, cp);
    } else if (cp < 0x800) {
        mixByte(hash, 0xC0 | (cp >> 6));
        mixByte(hash, 0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        mixByte(hash, 0xE0 | (cp >> 12));
        mixByte(hash, 0x80 | ((cp >> 6) & 0x3F));
        mixByte(hash, 0x80 | (cp & 0x3F));
    } else {
        mixByte(hash, 0xF0 | (cp >> 18));
        mixByte(hash, 0x80 | ((cp >> 12) & 0x3F));
        mixByte(hash, 0x80 | ((cp >> 6) & 0x3F));
        mixByte(hash, 0x80 | (cp & 0x3F));
    }
}

// The ASCII code points QChar::isSpace accepts: tab, LF, VT, FF, CR (9..13) and space.
inline bool isAsciiSpace(char32_t cp)
{
    return cp == ' ' || cp - 9 < 5;
}

// A surrogate pair as one code point, a lone surrogate as itself; moves i past it.
inline char32_t readCodePoint(const char16_t *units, qsizetype size, qsizetype &i)
{
    const char16_t unit = units[i++];
    if (QChar::isHighSurrogate(unit) && i < size && QChar::isLowSurrogate(units[i]))
        return QChar::surrogateToUcs4(unit, units[i++]);
    return unit;
}

// Four UTF-16 units as 16-bit lanes of one word, the first unit in the low lane.
inline quint64 loadLanes(const char16_t *units)
{
    quint64 word;
    std::memcpy(&word, units, sizeof word);
#if Q_BYTE_ORDER == Q_BIG_ENDIAN
    word = (word >> 48) | ((word >> 16) & 0xFFFF0000ull) | ((word << 16) & 0xFFFF00000000ull)
        | (word << 48);
#endif
    return word;
}

constexpr quint64 lanes(quint64 value)
{
    return value * 0x0001000100010001ull;
}

// For four ASCII lanes: bit 7 of a lane is set when it is whitespace. Each lane is below 0x80,
// so the additions never carry into the next lane.
inline quint64 asciiSpaceLanes(quint64 word)
{
    const quint64 atLeast9 = word + lanes(0x80 - 9);
    const quint64 atLeast14 = word + lanes(0x80 - 14);
    const quint64 notSpace = (word ^ lanes(' ')) + lanes(0x7F);
    return ((atLeast9 & ~atLeast14) | ~notSpace) & lanes(0x80);
}

// Bit 7 of the four lanes gathered into bits 0..3.
inline uint laneBits(quint64 spaceLanes)
{
    return uint(((spaceLanes >> 7) * 0x0001000200040008ull) >> 48) & 0xF;
}

// Hashes four ASCII lanes with the whitespace ones as spaces.
inline void mixAsciiLanes(quint64 &hash, quint64 word, quint64 spaceLanes)
{
    const quint64 spaceMask = (spaceLanes >> 7) * 0xFF;
    word = (word & ~spaceMask) | (lanes(' ') & spaceMask);
    mixByte(hash, uint(word) & 0xFF);
    mixByte(hash, uint(word >> 16) & 0xFF);
    mixByte(hash, uint(word >> 32) & 0xFF);
    mixByte(hash, uint(word >> 48));
}

// Hashes the UTF-8 of text with whitespace runs collapsed to one space and the ends trimmed.
void mixNormalizedText(quint64 &hash, QStringView text)
{
    const char16_t *units = text.utf16();
    const qsizetype size = text.size();

    qsizetype i = 0;
    while (i < size) {
        qsizetype next = i;
        if (!QChar::isSpace(readCodePoint(units, size, next)))
            break;
        i = next;
    }

    // From here on a whitespace run always follows some text, so it is hashed as a space at
    // its first unit; inSpace says the last unit read was whitespace.
    quint64 h = hash;
    bool inSpace = false;
    auto mixCodePoints = [&](qsizetype end) {
        while (i < end) {
            const char32_t cp = readCodePoint(units, size, i);
            if (cp < 0x80 ? isAsciiSpace(cp) : QChar::isSpace(cp)) {
                if (!inSpace)
                    mixByte(h, ' ');
                inSpace = true;
            } else {
                mixCodePoint(h, cp);
                inSpace = false;
            }
        }
    };

    while (size - i >= 8) {
        const quint64 low = loadLanes(units + i);
        const quint64 high = loadLanes(units + i + 4);
        const quint64 lowSpaces = asciiSpaceLanes(low);
        const quint64 highSpaces = asciiSpaceLanes(high);
        const uint spaces = laneBits(lowSpaces) | laneBits(highSpaces) << 4;
        // Eight ASCII units with no two whitespace units in a row (nearly all of an abstract)
        // hash as their own bytes, each whitespace unit as a space.
        const bool ascii = ((low | high) & lanes(0xFF80)) == 0;
        if (Q_LIKELY(ascii && (spaces & (spaces << 1 | uint(inSpace))) == 0)) {
            mixAsciiLanes(h, low, lowSpaces);
            mixAsciiLanes(h, high, highSpaces);
            inSpace = spaces >> 7;
            i += 8;
        } else {
            mixCodePoints(i + 8);
        }
    }
    mixCodePoints(size);
    if (inSpace)
        unmixByte(h, ' ');
    hash = h;
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
