// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>

/// Scans of a title's UTF-16 units for TitleBuilder, with SSE2 8 units at a time where the
/// platform has it: copying a word while looking for markup, telling whether a stretch of an
/// abstract can be copied as it is, finding the last parenthesis. They know the units TitleBuilder
/// treats specially; they do not change any text.
namespace UnitScan {

/// What copyWord() saw in a word: the rare units that TitleBuilder::append() has more to do for.
constexpr unsigned HasLatex = 1; ///< a backslash, or the given closing brace
constexpr unsigned HasHyphen = 2;

/// Copies the n units at src to dst and tells (HasLatex, HasHyphen) whether they include a
/// backslash or `close`, or a hyphen. Reads and writes nothing past the n units.
unsigned copyWord(const char16_t *src, qsizetype n, QChar *dst, char16_t close);

/// Whether TitleBuilder::append() copies the n units at s, words and the spaces between them, as
/// they are: no emphasis markers, no LaTeX, no line-break hyphen before a suffix that it joins
/// (any "-ing", "-tion", "-ment" counts, so false is not proof that it changes anything).
bool isPlain(const char16_t *s, qsizetype n);

/// Index of the last '(' or ')' in the n units at s, or -1.
qsizetype lastParenthesis(const char16_t *s, qsizetype n);

} // namespace UnitScan
