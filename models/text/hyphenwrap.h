// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>

/// Whether a line that ends in a hyphen goes on into the next line without a space: a word
/// broken at its hyphen ("data-" / "efficient" is "data-efficient"), so that a list re-wrapped
/// at hyphens keeps its abstracts and ids. A letter comes before the hyphen and starts the
/// next line. "long-" / "and short-term" keeps its space: a hyphen before "and" or "or" ends
/// the first half of a pair ("long- and short-term") far more often than it joins a compound
/// ("single-and"): 1,022 against 47 for "and", 121 against 18 for "or", in the abstracts of the
/// 78,000-paper corpus. The one rule for every reader that joins lines (the plain list,
/// arXiv's metadata).
namespace HyphenWrap {

/// beforeHyphen: the character before the line's final hyphen; next: the next line's first
/// character; nextIsAndOr: the next line starts with the word "and" or "or".
inline bool joins(char32_t beforeHyphen, char32_t next, bool nextIsAndOr)
{
    return QChar::isLetter(beforeHyphen) && QChar::isLetter(next) && !nextIsAndOr;
}

} // namespace HyphenWrap
