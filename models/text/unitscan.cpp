// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitscan.h"

#include <QtAlgorithms>

namespace UnitScan {

// This runs for every word of a title that is not copied with its clause: SSE2 reads and writes
// the word in blocks of 8 (or 4) units, the last overlapping the one before it and never past the
// word, instead of a loop over its units.
unsigned copyWord(const char16_t *src, qsizetype n, QChar *dst, char16_t close)
{
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
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = s[i];
        if (c == u'*' || c == u'_' || c == u'\\' || (c == u'-' && joinsSuffix(i)))
            return false;
    }
    return true;
}

qsizetype lastParenthesis(const char16_t *s, qsizetype n)
{
    for (qsizetype i = n - 1; i >= 0; --i) {
        if (s[i] == u'(' || s[i] == u')')
            return i;
    }
    return -1;
}

} // namespace UnitScan
