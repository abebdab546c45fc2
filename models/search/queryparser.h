// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query.h"

#include <QString>
#include <QStringView>

/// Outcome of parsing a query. Never empty-handed: a half-typed query is read as it will be
/// once finished (QueryRepair), and readAs and assumptions say how; when even that is not a
/// valid query, error and errorPosition say what and where, and query searches the text's
/// words as plain words instead. Either way a half-typed query never blanks the list.
struct QueryParseResult
{
    Query query;
    QString error; ///< translated, one line; empty when the text is valid or was repaired
    qsizetype errorPosition = -1; ///< UTF-16 offset of the problem in the text, or -1
    QString readAs; ///< the repaired text that was searched (empty when nothing is left)
    QStringList assumptions; ///< translated; empty when the text was read as written
    /// The text nests parentheses and minus signs deeper than anyone writes (100 levels): an
    /// error, searched as plain words like any other, and not repaired.
    bool tooDeep = false;
};

/// The search box language.
///
/// `diff model` both words (as word starts; `diff AND model` says the same); `"exact phrase"`;
/// `-word` excludes; `a OR b` and `a | b` (OR binds tighter than the implied AND: `a OR b c` is
/// `(a OR b) c`, so appending a term always narrows); parentheses; fields `title:`,
/// `abstract:`, `topic:`, `keyword:`, `tag:`, `url:` (values may be quoted), `has:link`,
/// `has:code`, `is:unread|read|starred|unstarred|tagged|untagged|topicless` (`is:untagged` is the
/// "Untagged" row and `is:topicless` the "No topic" row: a tag or topic named "none" stays
/// searchable as `tag:none`, `topic:none`). `foo:bar` with an unknown field is
/// the plain word "foo:bar" (not an error). Lower-case "or" is a word. Not supported:
/// a NOT keyword, wildcards, regular expressions, grouping after a field (`title:(a b)`).
namespace QueryParser {
QueryParseResult parse(QStringView text);
}
