// SPDX-License-Identifier: GPL-3.0-or-later
#include "latexscan.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace {

// The ASCII characters LatexConverter::step() gives a meaning ('h' aside).
constexpr std::array<bool, 128> specials = [] {
    std::array<bool, 128> table {};
    for (const char c : std::string_view("\\{}$~-`'_^ \t\n\v\f\r"))
        table[static_cast<unsigned char>(c)] = true;
    return table;
}();

} // namespace

qsizetype LatexScan::plainRunEnd(QStringView text, qsizetype i)
{
    const qsizetype start = i;
    const qsizetype n = text.size();
    for (; i < n; ++i) {
        const char16_t u = text[i].unicode();
        // A single space between two words is copied as it is, as it would be one by one.
        if (u == ' ' && i > start && i + 1 < n && !text[i + 1].isSpace())
            continue;
        if (u < 0x80 ? specials[u] || (u == 'h' && (i == 0 || !text[i - 1].isLetterOrNumber()))
                     : QChar::isSpace(u))
            return i;
    }
    return n;
}

QStringView LatexScan::argument(QStringView text, qsizetype &i)
{
    const qsizetype n = text.size();
    while (i < n && text[i].isSpace())
        ++i;
    const qsizetype start = i;
    if (i < n && text[i] == u'{') {
        int depth = 0;
        for (; i < n; ++i) {
            if (text[i] == u'\\') {
                ++i;
            } else if (text[i] == u'{') {
                ++depth;
            } else if (text[i] == u'}' && --depth == 0) {
                ++i;
                return text.mid(start + 1, i - start - 2);
            }
        }
        i = n;
        return text.mid(start + 1);
    }
    if (i + 1 < n && text[i] == u'\\' && isAsciiLetter(text[i + 1])) {
        ++i;
        while (i < n && isAsciiLetter(text[i]))
            ++i;
    } else if (i < n) {
        ++i;
        if (text[i - 1].isHighSurrogate() && i < n && text[i].isLowSurrogate())
            ++i;
    }
    return text.mid(start, i - start);
}

QString LatexScan::grouped(const QString &text)
{
    const bool one = text.size() <= 1 || (text.size() == 2 && text[0].isHighSurrogate())
        || std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isDigit(); });
    return one ? text : QLatin1Char('(') + text + QLatin1Char(')');
}
