// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

/// How a matched word is marked wherever it is shown (the list's delegate and the detail
/// pane), so both draw the same marker. The palette has no role for a marker (Highlight is
/// the selection), so the marker is made from the palette: a tint of Highlight over Base with
/// Text as its ink. It reads on a plain row, on a selected row (a light box inside the
/// selection) and in dark themes alike, and follows the user's accent colour.
namespace MatchMark {

/// The marker's fill behind a matched word, in the palette's colour group.
QColor fill(const QPalette &palette, QPalette::ColorGroup group = QPalette::Active);

/// The ink of a matched word on the marker, in every row state.
QColor ink(const QPalette &palette, QPalette::ColorGroup group = QPalette::Active);

/// The same marker as an inline CSS style for rich text (`background-color:…;color:…`).
QString htmlStyle(const QPalette &palette);

} // namespace MatchMark
