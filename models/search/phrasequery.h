// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// What a click on a row of the Phrases section does to the query text: the phrase is a
/// quoted top-level term (`"question answering"`), which the search finds as a phrase, so
/// the row's papers are the ones shown.
namespace PhraseQuery {

/// Whether query holds phrase as a top-level, positive quoted term (the words compared as
/// the search compares them: case, diacritics and punctuation between words do not matter).
bool holds(const QString &query, const QString &phrase);
/// query without every top-level copy of phrase when it holds one, else with `"phrase"`
/// added at the end (an unclosed quote at the end is closed first).
QString toggled(const QString &query, const QString &phrase);

} // namespace PhraseQuery
