// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paperid.h"

#include <QByteArray>

#include <cstring>

// Speed: the hash is one chain of xor + multiply per UTF-8 byte (about 4 cycles a byte), and a
// list load hashes every abstract. The code below keeps that chain the only serial work: ASCII
// prose is read 8 UTF-16 units at a time with no per-character branch, and whitespace is hashed
// as a space when met and taken back at the end if it was trailing. That chain leaves much
// of the core idle, so a loader hashes two abstracts at once (fromAbstracts()). The result is
// unchanged: ids are stored, so tst_paperid compares this with a plain implementation on
// random text.
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

// NormalizedTextHash::mixBlock works on four units per 64-bit word (an SSE2 version of it
// gained nothing measurable when opening a list: docs/fastpaths.md):

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

// Hashes the UTF-8 of a text with whitespace runs collapsed to one space and the ends
// trimmed, in steps: a caller with two texts steps both in turn, so that their two hash
// chains run side by side (a third less time than one after the other, measured on
// abstracts).
class NormalizedTextHash
{
public:
    NormalizedTextHash(quint64 hash, QStringView text)
        : m_units(text.utf16())
        , m_size(text.size())
        , m_hash(hash)
    {
        while (m_i < m_size) {
            qsizetype next = m_i;
            if (!QChar::isSpace(readCodePoint(m_units, m_size, next)))
                break;
            m_i = next;
        }
    }

    bool hasBlock() const { return m_size - m_i >= 8; }

    // Hashes the next eight units; hasBlock() must be true.
    Q_ALWAYS_INLINE void mixBlock()
    {
        const quint64 low = loadLanes(m_units + m_i);
        const quint64 high = loadLanes(m_units + m_i + 4);
        const quint64 lowSpaces = asciiSpaceLanes(low);
        const quint64 highSpaces = asciiSpaceLanes(high);
        const uint spaces = laneBits(lowSpaces) | laneBits(highSpaces) << 4;
        // Eight ASCII units with no two whitespace units in a row (nearly all of an abstract)
        // hash as their own bytes, each whitespace unit as a space.
        const bool ascii = ((low | high) & lanes(0xFF80)) == 0;
        if (Q_LIKELY(ascii && (spaces & (spaces << 1 | uint(m_inSpace))) == 0)) {
            mixAsciiLanes(m_hash, low, lowSpaces);
            mixAsciiLanes(m_hash, high, highSpaces);
            m_inSpace = spaces >> 7;
            m_i += 8;
        } else {
            *this = withCodePoints(*this, m_i + 8);
        }
    }

    // Hashes the rest of the text and returns the hash.
    quint64 finish()
    {
        while (hasBlock())
            mixBlock();
        *this = withCodePoints(*this, m_size);
        if (m_inSpace)
            unmixByte(m_hash, ' ');
        return m_hash;
    }

private:
    // The state after hashing the units up to end one code point at a time. Taken and given
    // by value, so that the hot loop's state can stay in registers: a call that takes the
    // state's address puts it in memory, and the hash chain then waits on a store and load
    // for every byte.
    Q_NEVER_INLINE static NormalizedTextHash withCodePoints(NormalizedTextHash state, qsizetype end)
    {
        state.mixCodePoints(end);
        return state;
    }

    void mixCodePoints(qsizetype end)
    {
        while (m_i < end) {
            const char32_t cp = readCodePoint(m_units, m_size, m_i);
            if (cp < 0x80 ? isAsciiSpace(cp) : QChar::isSpace(cp)) {
                if (!m_inSpace)
                    mixByte(m_hash, ' ');
                m_inSpace = true;
            } else {
                mixCodePoint(m_hash, cp);
                m_inSpace = false;
            }
        }
    }

    const char16_t *m_units;
    qsizetype m_size;
    qsizetype m_i = 0;
    quint64 m_hash;
    // From the first non-whitespace unit on, a whitespace run always follows some text, so
    // it is hashed as a space at its first unit; this says the last unit read was whitespace.
    // A trailing space is taken back at the end.
    bool m_inSpace = false;
};

// Hashes on from an abstract's hash: the source key after a NUL when there is one, and when
// the abstract is too short to identify the paper, its title after a U+0001. Either is left
// out when empty, so the ids of papers that have neither are those of their abstract alone.
quint64 mixSourceFields(
    quint64 hash, QStringView abstract, QStringView sourceKey, QStringView title)
{
    if (!sourceKey.isEmpty()) {
        mixByte(hash, 0);
        hash = NormalizedTextHash(hash, sourceKey).finish();
    }
    if (!title.trimmed().isEmpty() && PaperId::isTooShortToIdentify(abstract)) {
        mixByte(hash, 1);
        hash = NormalizedTextHash(hash, title).finish();
    }
    return hash;
}

// Han, Hiragana and Katakana are written without spaces: each character is a word.
bool isWordOnItsOwn(char32_t cp)
{
    if (cp < 0x2E80)
        return false;
    const QChar::Script script = QChar::script(cp);
    return script == QChar::Script_Han || script == QChar::Script_Hiragana
        || script == QChar::Script_Katakana;
}

// 0 is reserved for "no id".
PaperId idOfHash(quint64 hash)
{
    return PaperId(hash == 0 ? 1 : hash);
}

} // namespace

bool PaperId::isTooShortToIdentify(QStringView abstract)
{
    // Runs for every paper that has a title, over its first twenty words: ASCII is read a
    // unit at a time without decoding.
    const char16_t *units = abstract.utf16();
    const qsizetype size = abstract.size();
    int words = 0;
    bool inWord = false;
    for (qsizetype i = 0; i < size && words < minAbstractWords;) {
        const char16_t unit = units[i];
        if (unit < 0x80) {
            ++i;
            const bool space = isAsciiSpace(unit);
            words += !space && !inWord;
            inWord = !space;
            continue;
        }
        const char32_t cp = readCodePoint(units, size, i);
        if (QChar::isSpace(cp)) {
            inWord = false;
        } else if (isWordOnItsOwn(cp)) {
            ++words;
            inWord = false;
        } else if (!inWord) {
            ++words;
            inWord = true;
        }
    }
    return words < minAbstractWords;
}

PaperId PaperId::fromAbstract(QStringView abstract, QStringView sourceKey, QStringView title)
{
    return idOfHash(mixSourceFields(
        NormalizedTextHash(fnvOffset, abstract).finish(), abstract, sourceKey, title));
}

std::array<PaperId, 2> PaperId::fromAbstracts(std::array<QStringView, 2> abstracts,
    std::array<QStringView, 2> sourceKeys, std::array<QStringView, 2> titles)
{
    NormalizedTextHash first(fnvOffset, abstracts[0]);
    NormalizedTextHash second(fnvOffset, abstracts[1]);
    while (first.hasBlock() && second.hasBlock()) {
        first.mixBlock();
        second.mixBlock();
    }
    return { idOfHash(mixSourceFields(first.finish(), abstracts[0], sourceKeys[0], titles[0])),
        idOfHash(mixSourceFields(second.finish(), abstracts[1], sourceKeys[1], titles[1])) };
}

PaperId PaperId::copyId(int copy) const
{
    quint64 hash = m_value;
    mixByte(hash, 2);
    for (const char digit : QByteArray::number(copy))
        mixByte(hash, uchar(digit));
    return idOfHash(hash);
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

QString PaperId::exportKey() const
{
    return QLatin1String("paperdesk:") + toString();
}

PaperId PaperId::fromExportKey(QStringView key)
{
    constexpr QLatin1StringView prefix("paperdesk:");
    if (key.size() != prefix.size() + 16 || !key.startsWith(prefix))
        return {};
    for (QChar c : key.sliced(prefix.size())) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return {};
    }
    return fromString(key.sliced(prefix.size()));
}
