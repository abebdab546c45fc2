// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// Display titles for papers that come without one (plain abstract lists).
///
/// The rules, in order: a method the abstract names ("we propose Model Swarms, a collaborative
/// search algorithm …", "…, dubbed GenZSL") becomes "Name: gist"; otherwise the paper's own
/// contribution ("This paper introduces a family of …"); otherwise the opening clause of the
/// first sentence without its lead-in ("In this paper, we argue that"). Long text is cut at a
/// clause or word boundary. Pure text scanning, no allocation per word: about microseconds per
/// abstract. It does not understand LaTeX or HTML beyond stripping emphasis markers.
namespace HeadlineDeriver {

/// Longest title derive() returns, in UTF-16 units, the ellipsis included.
constexpr qsizetype maxLength = 100;

/// A title for the abstract, at most maxLength long. Empty only when the abstract is blank.
QString derive(QStringView abstract);

} // namespace HeadlineDeriver
