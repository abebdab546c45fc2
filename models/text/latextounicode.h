// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// Turns LaTeX into plain Unicode text: BibTeX fields as they are read (convert()), and the
/// abstracts of other lists, which keep their LaTeX, when they are shown (display()).
///
/// convert() handles accents (\'e, \"{o}, {\"u}, \c{c}, \~n …), escaped specials (\& \% \_ \$
/// \#), dashes (--- and --), quotes (`` ''), ~ as a space, braces, $…$ / \(…\) math kept as
/// its content with common macros as symbols (\alpha → α, \leq → ≤; ^ and _ kept), \url{…}
/// and bare http(s) URLs kept verbatim, and font macros (\emph{x}, \textbf{x}) reduced to their
/// argument. Unknown macros are dropped, leaving their argument. Whitespace runs become one
/// space and the ends are trimmed. It is not a TeX engine: no user macros, no tables.
/// Linear time, no recursion.
namespace LatexToUnicode {

/// What a BibTeX reader stores. Never change its output: ids are hashes of it.
QString convert(QStringView latex);

/// The text as a reader should see it, for text that may or may not be LaTeX (a plain list's
/// abstracts): unchanged unless hasMarkup(), else convert() made readable for math and
/// citations: $\ell_1$ → ℓ₁, x^{-1} → x⁻¹, x_{ij+1} → x_(ij+1), \frac{n}{2} → n/2,
/// \sqrt{n+1} → √(n+1), \tilde{O} → Õ, \mathbb{R} → ℝ, \cite{a,b} → [a,b]. As such text uses
/// them as ordinary characters, a '$' opens math only by opensMath() ("$5 and $10" stay), and
/// a '~' is a space only between two words ("~10%" stays). Arguments are converted nested up
/// to four deep, so the time is linear in the text.
QString display(QStringView text);

/// A BibTeX field as convert() stored it, made readable where math left its marks: a ^ or _
/// after a letter or digit, before digits, signs or one letter ("D^2", "x_i", "e^-1"), as
/// Unicode super- and subscripts ("D²", "xᵢ", "e⁻¹") when all of it has such a form.
/// Everything else is unchanged.
QString displayStored(QStringView stored);

/// True when text has LaTeX markup: a backslash before a letter or a special character, or
/// a '$' that opensMath().
bool hasMarkup(QStringView text);

/// True when the '$' at text[i] opens inline math by the rule Pandoc uses for Markdown: a
/// non-space character follows it, and the next '$' has a non-space character before it and
/// no digit after it.
bool opensMath(QStringView text, qsizetype i);

} // namespace LatexToUnicode
