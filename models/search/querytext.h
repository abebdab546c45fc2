// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

/// State of one sidebar row (topic, tag, Unread, ...) as written in the query.
enum class TermState
{
    Off,
    Included,
    Excluded
};

/// How the included terms of one field combine: each written as a top-level term (All),
/// or together as one top-level `(field:a OR field:b)` group (Any). A group of one,
/// `(field:a)`, reads the same as `field:a` but keeps the field in Any mode.
enum class FieldMode
{
    All,
    Any
};

/// Edits query text so that what the sidebar selects appears in the search box as
/// `field:value` / `-field:value` terms, and reads those terms back. Only top-level terms
/// (outside parentheses, not next to OR) are sidebar selections; everything else the user
/// typed is kept as typed, except one group per field that holds only positive terms of
/// that field joined by OR (or a single one in parentheses): its members are the field's Any
/// selection.
/// `is:unread`, `is:starred`, `is:untagged`, `is:topicless` work the same way with
/// field "is".
namespace QueryText {
/// value as written after `field:`: quoted when it holds spaces or query syntax
/// characters; double quotes inside it are dropped (the language has no escape).
QString quoteValue(const QString &value);

/// Removes every top-level `field:value` and `-field:value` (field and value compared
/// case- and diacritic-insensitively), then appends the term for state unless Off.
/// An unclosed quote at the end of query is closed first so the term stays a term.
/// When field has an Any group, value is also removed from it, and an included value goes
/// into it; a group left empty is removed (one left with a member stays a group).
QString withFieldTerm(
    const QString &query, const QString &field, const QString &value, TermState state);

/// The top-level terms of field in query, keyed by folded value; a later term wins.
/// Members of the field's Any group count as Included.
QHash<QString, TermState> fieldTerms(const QString &query, const QString &field);

/// Any when query holds an Any group for field, else All. Does not look at what the
/// group's terms match.
FieldMode fieldMode(const QString &query, const QString &field);

/// fieldTerms() and fieldMode() of each of fields, from one reading of query.
struct FieldReading
{
    QHash<QString, QHash<QString, TermState>> terms; ///< field -> folded value -> state
    QHash<QString, FieldMode> modes; ///< field -> mode
};
FieldReading readFields(const QString &query, const QStringList &fields);

/// Rewrites the included terms of field (plain and grouped, in text order, as written) in
/// mode's form at the end of query; excluded terms and everything else stay. Without an
/// included term there is nothing to group, so the query reads All.
QString withFieldMode(const QString &query, const QString &field, FieldMode mode);
/// Every `field:from` term of query, wherever it is written (negated, grouped, in the user's
/// own parentheses), with the value renamed to `to` and quoted as the syntax requires; other
/// text stays as typed. A prefix that only starts `from` (`tag:to` for "todo") is left.
QString withRenamedValue(
    const QString &query, const QString &field, const QString &from, const QString &to);
/// query without field's Any group (unchanged when it has none): what the result would be
/// if the group took in every paper, the base its rows are counted against.
QString withoutAnyGroup(const QString &query, const QString &field);
} // namespace QueryText
