// SPDX-License-Identifier: GPL-3.0-or-later
#include "textcheck.h"

#include "collection/parallelchunks.h"

#include <atomic>
#include <cstring>
#include <vector>

#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
#include <emmintrin.h>
#define PAPERDESK_TEXTCHECK_SSE2 1
#endif

namespace {

// Whether find() and replaceControls() take the SSE2 path: with PAPERDESK_NO_SIMD they are
// the reference functions.
#ifdef PAPERDESK_TEXTCHECK_SSE2
constexpr bool fastPath = true;
#else
constexpr bool fastPath = false;
#endif

// 1 for a C0 control other than the white space \t \n \v \f \r, and for DEL; 2 for a C1
// control (C2 80 to C2 9F); 0 for anything else at offset i of valid UTF-8.
int controlLength(const uchar *d, qint64 n, qint64 i)
{
    const uchar c = d[i];
    if ((c < 0x20 && (c < '\t' || c > '\r')) || c == 0x7F)
        return 1;
    return c == 0xC2 && i + 1 < n && d[i + 1] < 0xA0 ? 2 : 0;
}

// The first control character that starts in [i, end), or -1. Looks at 16 bytes at a time:
// text has line ends, but almost never the lead byte C2 of U+0080 to U+00BF beside them.
template <bool simd> qint64 firstControlIn(const uchar *d, qint64 n, qint64 i, qint64 end)
{
    while (i < end) {
        qint64 blockEnd = end;
#ifdef PAPERDESK_TEXTCHECK_SSE2
        if (simd && i + 16 <= end) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + i));
            const __m128i low = _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8(0x1F)), v);
            const __m128i shifted = _mm_sub_epi8(v, _mm_set1_epi8('\t'));
            const __m128i space = _mm_cmpeq_epi8(_mm_min_epu8(shifted, _mm_set1_epi8(4)), shifted);
            const __m128i other = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(0x7F)),
                _mm_cmpeq_epi8(v, _mm_set1_epi8(char(0xC2))));
            if (_mm_movemask_epi8(_mm_or_si128(_mm_andnot_si128(space, low), other)) == 0) {
                i += 16;
                continue;
            }
            blockEnd = i + 16;
        }
#endif
        for (; i < blockEnd; ++i) {
            if (controlLength(d, n, i) > 0)
                return i;
        }
    }
    return -1;
}

// Checking a big list's bytes is worth splitting over the cores; a small one's is not.
constexpr qint64 parallelCheckMinimum = 4 << 20;
constexpr qint64 checkChunk = 1 << 20; // small enough to stay in cache between the two checks

// The first byte at or after offset i that is not part of valid UTF-8, looking at the
// sequences that start before end (the last may run past end, up to n). Started where a
// sequence starts, this finds what a scan from 0 finds in [i, end).
template <bool simd> qint64 firstInvalidUtf8In(const uchar *d, qint64 n, qint64 i, qint64 end)
{
    while (i < end) {
        // Most lists are nearly all ASCII: test 64 bytes at a time, else eight. This runs over
        // every byte of the file, and the 64-byte test is one instruction for each 16.
#ifdef PAPERDESK_TEXTCHECK_SSE2
        if (simd && i + 64 <= n) {
            const auto block = [d, i](int k) {
                return _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + i + 16 * k));
            };
            const __m128i any
                = _mm_or_si128(_mm_or_si128(block(0), block(1)), _mm_or_si128(block(2), block(3)));
            if (_mm_movemask_epi8(any) == 0) {
                i += 64;
                continue;
            }
        }
#endif
        if (i + 8 <= n) {
            quint64 word;
            std::memcpy(&word, d + i, 8);
            if ((word & 0x8080808080808080ull) == 0) {
                i += 8;
                continue;
            }
        }
        const uchar c = d[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length;
        uchar low = 0x80, high = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                low = 0xA0; // overlong
            else if (c == 0xED)
                high = 0x9F; // surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                low = 0x90; // overlong
            else if (c == 0xF4)
                high = 0x8F; // past U+10FFFF
        } else {
            return i;
        }
        if (i + length > n)
            return i;
        if (d[i + 1] < low || d[i + 1] > high)
            return i;
        for (int k = 2; k < length; ++k) {
            if ((d[i + k] & 0xC0) != 0x80)
                return i;
        }
        i += length;
    }
    return -1;
}

// Where a chunk starting at offset begins its UTF-8 check: the next byte that is not a
// continuation byte, so no valid sequence is cut. Bytes before the first invalid one are
// valid UTF-8, where every such byte starts a sequence; so while no earlier chunk found an
// invalid byte, a scan from 0 passes exactly this point and the chunk finds what it would.
qint64 sequenceStartFrom(const uchar *d, qint64 n, qint64 offset)
{
    if (offset == 0)
        return 0; // a continuation byte first in the file is itself the error
    while (offset < n && (d[offset] & 0xC0) == 0x80)
        ++offset;
    return offset;
}

void lowerTo(std::atomic<qint64> &value, qint64 candidate)
{
    qint64 current = value.load(std::memory_order_relaxed);
    while (candidate < current
        && !value.compare_exchange_weak(current, candidate, std::memory_order_relaxed)) { }
}

// The checks of a small file, one after the other on one core.
template <bool simd> TextCheck::Problems findSerially(const uchar *d, qint64 n, bool findNul)
{
    TextCheck::Problems found;
    if (findNul) {
        if (const void *nul = std::memchr(d, 0, size_t(n))) {
            found.nul = static_cast<const uchar *>(nul) - d;
            return found;
        }
    }
    found.invalidUtf8 = firstInvalidUtf8In<simd>(d, n, 0, n);
    if (found.invalidUtf8 < 0)
        found.control = firstControlIn<simd>(d, n, 0, n);
    return found;
}

template <bool simd> void replaceControlsWith(QByteArray &bytes, qint64 from)
{
    char *d = bytes.data(); // detaches a shared array, once
    const auto *u = reinterpret_cast<const uchar *>(d);
    const qint64 n = bytes.size();
    // In place, found 16 bytes at a time: a real list of 100,000 abstracts has a few hundred
    // (a \x02 for a lost hyphen, say), and a copy of it would cost a tenth of the load.
    for (qint64 i = from; i >= 0 && i < n; i = firstControlIn<simd>(u, n, i, n)) {
        if (controlLength(u, n, i) == 2) {
            d[i + 1] = '\xA0'; // C2 A0, NO-BREAK SPACE
            i += 2;
        } else {
            d[i++] = ' ';
        }
    }
}

} // namespace

// The checks in one pass over chunks on every core, each chunk's checks while it is in cache.
// The earliest chunk with a finding decides, so the offsets are those of a serial scan. A NUL
// anywhere outranks invalid UTF-8, so once one is found no UTF-8 is checked; control
// characters are looked for only in valid UTF-8.
TextCheck::Problems TextCheck::find(const QByteArray &bytes, bool findNul)
{
    const auto *d = reinterpret_cast<const uchar *>(bytes.constData());
    const qint64 n = bytes.size();
    Problems found;
    if (n <= parallelCheckMinimum)
        return findSerially<fastPath>(d, n, findNul);

    const qint64 chunks = (n + checkChunk - 1) / checkChunk;
    std::vector<Problems> inChunk(chunks);
    // Chunks after one with a finding have nothing to add; skipping them keeps a file that is
    // bad near its start as quick to refuse as with a serial scan.
    std::atomic<qint64> firstNulChunk(chunks);
    std::atomic<qint64> firstInvalidChunk(chunks);
    std::atomic<qint64> firstControlChunk(chunks);
    ParallelChunks::run(n, checkChunk, [&](qsizetype first, qsizetype last) {
        const qint64 chunk = first / checkChunk;
        if (firstNulChunk.load(std::memory_order_relaxed) < chunk)
            return;
        if (findNul) {
            if (const void *nul = std::memchr(d + first, 0, last - first)) {
                inChunk[chunk].nul = static_cast<const uchar *>(nul) - d;
                lowerTo(firstNulChunk, chunk);
                return;
            }
        }
        if (firstInvalidChunk.load(std::memory_order_relaxed) < chunk)
            return;
        const qint64 from = sequenceStartFrom(d, n, first);
        const qint64 to = sequenceStartFrom(d, n, last);
        const qint64 bad = firstInvalidUtf8In<fastPath>(d, n, from, to);
        if (bad >= 0) {
            inChunk[chunk].invalidUtf8 = bad;
            lowerTo(firstInvalidChunk, chunk);
            return;
        }
        if (firstControlChunk.load(std::memory_order_relaxed) < chunk)
            return;
        if (const qint64 control = firstControlIn<fastPath>(d, n, from, to); control >= 0) {
            inChunk[chunk].control = control;
            lowerTo(firstControlChunk, chunk);
        }
    });
    for (const Problems &chunk : inChunk) {
        if (chunk.nul >= 0)
            return { chunk.nul, -1, -1 };
    }
    for (const Problems &chunk : inChunk) {
        if (chunk.invalidUtf8 >= 0)
            return { -1, chunk.invalidUtf8, -1 };
    }
    for (const Problems &chunk : inChunk) {
        if (chunk.control >= 0)
            return { -1, -1, chunk.control };
    }
    return found;
}

TextCheck::Problems TextCheck::findReference(const QByteArray &bytes, bool findNul)
{
    return findSerially<false>(
        reinterpret_cast<const uchar *>(bytes.constData()), bytes.size(), findNul);
}

qint64 TextCheck::firstInvalidUtf8(const QByteArray &bytes)
{
    return find(bytes, false).invalidUtf8;
}

void TextCheck::replaceControls(QByteArray &bytes, qint64 from)
{
    replaceControlsWith<fastPath>(bytes, from);
}

void TextCheck::replaceControlsReference(QByteArray &bytes, qint64 from)
{
    replaceControlsWith<false>(bytes, from);
}
