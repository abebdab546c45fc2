// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

/// State of one sidebar row (topic, tag, Unread, ...) as written in the query.
enum class TermState
{
    Off,
    Included,
    Excluded
};

/// Edits query text so that what the sidebar selects appears in the search box as
/// `field:value` / `-field:value` terms, and reads those terms back. Only top-level terms
/// (outside parentheses, not next to OR) are sidebar selections; everything else the user
/// typed is kept as typed. `is:unread`, `is:starred`, `is:untagged` work the same way with
/// field "is".
namespace QueryText {
/// value as written after `field:`: quoted when it holds spaces or query syntax
/// characters; double quotes inside it are dropped (the language has no escape).
QString quoteValue(const QString &value);

/// Removes every top-level `field:value` and `-field:value` (field and value compared
/// case- and diacritic-insensitively), then appends the term for state unless Off.
/// An unclosed quote at the end of query is closed first so the term stays a term.
QString withFieldTerm(
    const QString &query, const QString &field, const QString &value, TermState state);

/// The top-level terms of field in query, keyed by folded value; a later term wins.
QHash<QString, TermState> fieldTerms(const QString &query, const QString &field);

/// State of one value of field in query (Off when absent).
TermState termState(const QString &query, const QString &field, const QString &value);
} // namespace QueryText
