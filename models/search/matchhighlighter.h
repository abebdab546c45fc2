// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query.h"

#include <QList>
#include <QStringView>

#include <utility>

/// Where a query's matches are in a text, for highlighting in the list and detail pane.
namespace MatchHighlighter {
/// (start, length) ranges in text (the original, not folded: folding keeps offsets) of the
/// whole words and phrases that the query's positive terms for field match. field is Title
/// or Abstract (Any takes the terms of both), or Url for `url:` substrings of a link text.
/// Excluded terms (under a NOT) are never highlighted. Sorted, overlaps merged.
QList<std::pair<qsizetype, qsizetype>> ranges(
    QStringView text, const Query &query, Query::Field field);
} // namespace MatchHighlighter
