// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// The small reading steps LatexConverter takes through LaTeX: where things end, and how an
/// argument is written out. Pure functions of the text; no conversion happens here.
namespace LatexScan {

inline bool isAsciiLetter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
}

/// Where the run from i of characters that mean nothing special ends: at a character that
/// starts a macro, group, math, tie, dash, quote, script or white space, or at an 'h' that
/// starts a word (perhaps a URL); a single space between two words is part of the run. Most
/// of a text is such runs, which are copied at once.
qsizetype plainRunEnd(QStringView text, qsizetype i);

/// The argument of a macro, _ or ^ at i (after blanks): a brace group's content, a macro, or
/// one character; moves i past it. An unclosed group runs to the end of the text.
QStringView argument(QStringView text, qsizetype &i);

/// text as it reads as one term after "/", "√", "_" or "^": in parentheses unless it is one
/// character or a number.
QString grouped(const QString &text);

} // namespace LatexScan
