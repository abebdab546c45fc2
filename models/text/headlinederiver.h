// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// Display titles for papers that come without one (plain abstract lists).
///
/// The rules, in order: a method the abstract names ("we propose Model Swarms, a collaborative
/// search algorithm …", "…, dubbed GenZSL", "namely E2E-VLP", NameCues) becomes "Name: gist";
/// otherwise the paper's own contribution ("This paper introduces a family of …"); otherwise
/// what the authors say they do ("We show that X" → "X"); otherwise the opening clause of the
/// first sentence without its lead-in ("In this paper, we argue that"). A level that gives a stub
/// of three words or fewer passes to the next. Long text is cut at a clause or word boundary,
/// never inside a phrase nor before a function word, and filler ("in this paper") is dropped.
/// Pure text scanning, no allocation per word: microseconds per abstract. It does not understand
/// LaTeX or HTML beyond stripping emphasis markers. docs/titles.md measures it.
namespace HeadlineDeriver {

/// Longest title derive() returns, in UTF-16 units, the ellipsis included.
constexpr qsizetype maxLength = 100;

/// A title for the abstract, at most maxLength long. Empty only when the abstract is blank.
QString derive(QStringView abstract);

} // namespace HeadlineDeriver
