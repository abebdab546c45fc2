#pragma once

#include <QColor>
#include <QString>

/// How a matched word is marked wherever it is shown (the list's delegate and the detail
/// pane), so both draw the same marker. The palette has no role for a marker: Highlight is the
/// selection, and a mark must stay readable on a selected row too, so the marker is a fixed
/// light yellow with dark ink, defined here once.
namespace MatchMark {

/// The marker's fill behind a matched word.
QColor fill();

/// The ink of a matched word on the marker, in every row state.
QColor ink();

/// The same marker as an inline CSS style for rich text (`background-color:…;color:…`).
QString htmlStyle();

} // namespace MatchMark
