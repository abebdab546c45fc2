// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

/// A query text as the person typing it most likely means it, and what was assumed.
struct RepairedQuery
{
    QString text; ///< the query as read, trimmed; empty when nothing is left to search
    QStringList assumptions; ///< translated, e.g. "closing the parenthesis"; empty: unchanged
    /// Where the quote that was closed opens in text, or -1. Its last word is still being
    /// typed, so the phrase's last word is searched as a prefix (`"language mod` finds
    /// "language model").
    qsizetype openQuoteAt = -1;
};

/// Reads a half-typed query as it will be once finished, so that the list never blanks
/// while someone types: an unclosed quote or parenthesis is closed at the end of the text;
/// a dangling `OR` / `|` / `AND`, a lone `-`, a field without a value (`tag:`), a stray `)`
/// and empty parentheses are left out; `is:` and `has:` values that start exactly one known
/// value are completed (`is:unr` → `is:unread`) and ones that start several are left out.
/// A term that cannot be finished yet is left out rather than guessed, so the list shows at
/// least what the finished query will.
///
/// Errors it does not touch (an unknown `is:` value) stay errors for the parser to report.
namespace QueryRepair {
RepairedQuery repair(QStringView text);
}
