// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// Turns the LaTeX found in BibTeX fields into plain Unicode text for display.
///
/// Handles accents (\'e, \"{o}, {\"u}, \c{c}, \~n …), escaped specials (\& \% \_ \$ \#),
/// dashes (--- and --), quotes (`` ''), ~ as a space, braces, $…$ / \(…\) math kept as its
/// content with common macros as symbols (\alpha → α, \leq → ≤; ^ and _ kept), \url{…} and
/// bare http(s) URLs kept verbatim, and font macros (\emph{x}, \textbf{x}) reduced to their
/// argument. Unknown macros are dropped, leaving their argument. Whitespace runs become one
/// space and the ends are trimmed. It is not a TeX engine: no user macros, no tables, and
/// superscripts are not turned into superscript characters. Linear time, no recursion.
namespace LatexToUnicode {

QString convert(QStringView latex);

} // namespace LatexToUnicode
