// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// What a widget shows of a text that came from a file or was pasted: the text, but with at
/// most mostMarks combining marks on a letter (a run of 300,000 marks on one letter froze
/// the window for seconds at every paint, as one grapheme of 300,000 marks is laid out), and
/// without the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) that would show a tag or a file name reversed. line() also shows line and
/// paragraph breaks as spaces. Stored, copied and exported text keeps every character: this
/// is for the eye only, and a text with none of these comes back as it was, uncopied.
namespace DisplayText {

/// Unicode's Stream-Safe Text Format allows 30 marks in a row; no script writes more than a
/// few on one letter.
constexpr int mostMarks = 30;

/// text for a one-line place: a title, a name, a menu entry, a chip.
QString line(const QString &text);
/// text for a place that keeps its line breaks: an abstract.
QString paragraph(const QString &text);

} // namespace DisplayText
