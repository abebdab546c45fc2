// SPDX-License-Identifier: GPL-3.0-or-later
#include "spacescan.h"

#include <QChar>
#include <QtAlgorithms>

#include <algorithm>
#include <cstring>

#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
#include <emmintrin.h>
#endif

namespace SpaceScan {

namespace {

// Printable ASCII ('!' … '~') is never a space and makes up nearly all of an abstract.
inline bool isPrintableAscii(char16_t u)
{
    return unsigned(u) - 0x21u < 0x5eu;
}

#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
// Block::spaces and zeros of 16 units: the splitting looks at every character of the abstract,
// and this tells the spaces from printable ASCII 16 units at a time. `others` is set to whether
// any unit is neither (tabs, line breaks, non-ASCII, U+0000).
inline void scanUnits16(const char16_t *p, quint32 &spaces, quint32 &zeros, quint32 &others)
{
    // The units as bytes, saturated: those over 255 become 0 or 255, which are not a blank or
    // printable ASCII either. Unsigned u - 0x20 < 0x5f (a blank or printable ASCII) as a signed
    // 8-bit comparison: flip the sign bit on both sides.
    const __m128i offset = _mm_set1_epi8(char(0x80 - 0x20));
    const __m128i bound = _mm_set1_epi8(char(-0x80 + 0x5f));
    const __m128i blank = _mm_set1_epi8(0x20);
    const __m128i units = _mm_packus_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)),
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 8)));
    const __m128i plain = _mm_cmplt_epi8(_mm_add_epi8(units, offset), bound);
    const __m128i blanks = _mm_cmpeq_epi8(units, blank);
    spaces = quint32(_mm_movemask_epi8(blanks));
    zeros = 0;
    // Tabs, line breaks, non-ASCII: rare, asked one by one.
    quint32 other = ~quint32(_mm_movemask_epi8(plain)) & 0xffffu;
    others |= other;
    while (other != 0) {
        const int j = qCountTrailingZeroBits(other);
        if (QChar::isSpace(p[j]))
            spaces |= 1u << j;
        else if (p[j] == 0)
            zeros |= 1u << j;
        other &= other - 1;
    }
}
#endif

#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
// scanBlock64() for a block with a unit that is neither a blank nor printable ASCII.
Q_NEVER_INLINE Block scanBlock64Mixed(const char16_t *p)
{
    quint32 spaces[4];
    quint32 zeros[4];
    quint32 others = 0;
    scanUnits16(p, spaces[0], zeros[0], others);
    scanUnits16(p + 16, spaces[1], zeros[1], others);
    scanUnits16(p + 32, spaces[2], zeros[2], others);
    scanUnits16(p + 48, spaces[3], zeros[3], others);
    Block block;
    block.spaces = spaces[0] | (quint64(spaces[1]) << 16) | (quint64(spaces[2]) << 32)
        | (quint64(spaces[3]) << 48);
    if (others != 0) {
        block.zeros = zeros[0] | (quint64(zeros[1]) << 16) | (quint64(zeros[2]) << 32)
            | (quint64(zeros[3]) << 48);
    }
    block.ascii = others == 0;
    return block;
}

// Nearly every block is blanks and printable ASCII only: its spaces are its blanks, found with one
// test of the whole block for other units instead of one per 16 units.
inline Block scanBlock64(const char16_t *p)
{
    // As in scanUnits16().
    const __m128i offset = _mm_set1_epi8(char(0x80 - 0x20));
    const __m128i bound = _mm_set1_epi8(char(-0x80 + 0x5f));
    const __m128i blank = _mm_set1_epi8(0x20);
    __m128i plain = _mm_set1_epi8(-1);
    quint64 spaces = 0;
    for (int i = 0; i < 4; ++i) {
        const __m128i units
            = _mm_packus_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i)),
                _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i + 8)));
        plain = _mm_and_si128(plain, _mm_cmplt_epi8(_mm_add_epi8(units, offset), bound));
        spaces |= quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(units, blank)))) << (16 * i);
    }
    if (Q_UNLIKELY(_mm_movemask_epi8(plain) != 0xffff))
        return scanBlock64Mixed(p);
    Block block;
    block.spaces = spaces;
    block.ascii = true;
    return block;
}
#endif

} // namespace

Block scanBlock(const char16_t *p, qsizetype count, bool after64)
{
#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
    // The last block of a text is read 16 units at a time too: the 64 units that end the text,
    // with the bits of those before the block shifted out, or for a short text its units, then
    // spaces.
    const char16_t *units = p;
    int before = 0;
    char16_t padded[64];
    if (count < 64) {
        if (after64) {
            before = int(64 - count);
            units = p - before;
        } else {
            memcpy(padded, p, size_t(count) * sizeof(char16_t));
            std::fill(padded + count, padded + 64, u' ');
            units = padded;
        }
    }
    Block block = scanBlock64(units);
    block.spaces >>= before;
    block.zeros >>= before;
    return block;
#else
    Q_UNUSED(after64);
    return scanBlockReference(p, count);
#endif
}

// Always built, so that the test compares it with scanBlock() in the same binary.
Block scanBlockReference(const char16_t *p, qsizetype count)
{
    Block block;
    char16_t all = 0;
    for (qsizetype j = 0; j < count; ++j) {
        const char16_t u = p[j];
        all |= u;
        if (!isPrintableAscii(u)) {
            if (QChar::isSpace(u))
                block.spaces |= quint64(1) << j;
            else if (u == 0)
                block.zeros |= quint64(1) << j;
        }
    }
    block.ascii = all < 0x80 && block.zeros == 0;
    return block;
}

} // namespace SpaceScan
