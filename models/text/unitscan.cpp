// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitscan.h"

#include <QtAlgorithms>

#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
#include <emmintrin.h>
#endif

namespace UnitScan {

// This runs for every word of a title that is not copied with its clause: SSE2 reads and writes
// the word in blocks of 8 (or 4) units, the last overlapping the one before it and never past the
// word, instead of a loop over its units.
unsigned copyWord(const char16_t *src, qsizetype n, QChar *dst, char16_t close)
{
#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
    if (n >= 4) {
        const __m128i backslash = _mm_set1_epi16(short(u'\\'));
        const __m128i closing = _mm_set1_epi16(short(close));
        const __m128i hyphen = _mm_set1_epi16(short(u'-'));
        __m128i latex = _mm_setzero_si128();
        __m128i hyphens = _mm_setzero_si128();
        const auto scan = [&](__m128i v) {
            latex = _mm_or_si128(
                latex, _mm_or_si128(_mm_cmpeq_epi16(v, backslash), _mm_cmpeq_epi16(v, closing)));
            hyphens = _mm_or_si128(hyphens, _mm_cmpeq_epi16(v, hyphen));
        };
        if (n >= 8) {
            const auto block = [&](qsizetype at) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + at));
                _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + at), v);
                scan(v);
            };
            for (qsizetype at = 0; at + 8 < n; at += 8)
                block(at);
            block(n - 8);
        } else {
            // 4 units in the low half, zeros (none of the units looked for) in the high half.
            const auto block = [&](qsizetype at) {
                const __m128i v = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(src + at));
                _mm_storel_epi64(reinterpret_cast<__m128i *>(dst + at), v);
                scan(v);
            };
            block(0);
            block(n - 4);
        }
        return (_mm_movemask_epi8(latex) != 0 ? HasLatex : 0)
            | (_mm_movemask_epi8(hyphens) != 0 ? HasHyphen : 0);
    }
#endif
    unsigned found = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = src[i];
        dst[i] = QChar(c);
        found |= (c == u'\\' || c == close ? HasLatex : 0) | (c == u'-' ? HasHyphen : 0);
    }
    return found;
}

// Asked for each clause of a title before it is copied at once: markup is rare, and a hyphen
// rarely comes before a suffix, so the units are compared 8 at a time and a hyphen looked at alone.
bool isPlain(const char16_t *s, qsizetype n)
{
    const auto joinsSuffix = [&](qsizetype hyphen) {
        const char16_t *const a = s + hyphen + 1;
        const qsizetype left = n - hyphen - 1;
        return (left >= 3 && a[0] == u'i' && a[1] == u'n' && a[2] == u'g')
            || (left >= 4
                && ((a[0] == u't' && a[1] == u'i' && a[2] == u'o' && a[3] == u'n')
                    || (a[0] == u'm' && a[1] == u'e' && a[2] == u'n' && a[3] == u't')));
    };
#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
    if (n >= 16) {
        // 16 units at a time as bytes (those over 255 become 0 or 255, none of the units looked
        // for), the last block overlapping the one before it.
        const __m128i star = _mm_set1_epi8('*');
        const __m128i underscore = _mm_set1_epi8('_');
        const __m128i backslash = _mm_set1_epi8('\\');
        const __m128i hyphen = _mm_set1_epi8('-');
        const auto plain = [&](qsizetype at) {
            const __m128i units
                = _mm_packus_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(s + at)),
                    _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + at + 8)));
            const __m128i markup = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(units, star), _mm_cmpeq_epi8(units, underscore)),
                _mm_cmpeq_epi8(units, backslash));
            if (_mm_movemask_epi8(markup) != 0)
                return false;
            for (quint32 hyphens = quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(units, hyphen)));
                 hyphens != 0; hyphens &= hyphens - 1) {
                if (joinsSuffix(at + qCountTrailingZeroBits(hyphens)))
                    return false;
            }
            return true;
        };
        qsizetype at = 0;
        for (; at + 16 < n; at += 16) {
            if (!plain(at))
                return false;
        }
        return plain(n - 16);
    }
#endif
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = s[i];
        if (c == u'*' || c == u'_' || c == u'\\' || (c == u'-' && joinsSuffix(i)))
            return false;
    }
    return true;
}

qsizetype lastParenthesis(const char16_t *s, qsizetype n)
{
#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
    if (n >= 16) {
        // Most titles have none: 16 units at a time as bytes from the end, the first block
        // overlapping the one after it.
        const __m128i open = _mm_set1_epi8('(');
        const __m128i close = _mm_set1_epi8(')');
        for (qsizetype at = n - 16;; at = qMax(at - 16, qsizetype(0))) {
            const __m128i units
                = _mm_packus_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(s + at)),
                    _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + at + 8)));
            const int found = _mm_movemask_epi8(
                _mm_or_si128(_mm_cmpeq_epi8(units, open), _mm_cmpeq_epi8(units, close)));
            if (found != 0)
                return at + 31 - qCountLeadingZeroBits(quint32(found));
            if (at == 0)
                return -1;
        }
    }
#endif
    for (qsizetype i = n - 1; i >= 0; --i) {
        if (s[i] == u'(' || s[i] == u')')
            return i;
    }
    return -1;
}

} // namespace UnitScan
