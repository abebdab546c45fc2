// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

/// One lexical element of a query text with its span, shared by QueryParser and QueryText
/// (which edits query text in place and so needs to know where each term was written).
struct QueryToken
{
    enum class Kind : quint8
    {
        Term,
        LParen,
        RParen,
        Or,
        And, ///< `AND`, written out: the same as the implied AND between terms
        Minus
    };
    Kind kind = Kind::Term;
    qsizetype start = 0; ///< span [start, end) in the text, quotes and field included
    qsizetype end = 0;
    QString field; ///< lower-case known field name before ':', empty for plain terms
    QString value; ///< as written, without field and quotes
    qsizetype valueStart = 0; ///< where value starts in the text
    bool quoted = false;
    bool closed = true; ///< false for a quote that runs to the end of the text
    bool lone = false; ///< Minus: nothing follows it
};

/// Splits a query into tokens. Never fails: problems (open quote, lone '-', field without
/// value) are flagged on the tokens for the parser to report.
namespace QueryLexer {
QList<QueryToken> tokenize(QStringView text);

/// Indices of the terms written at the top level, i.e. ANDed with everything else: outside
/// parentheses and not next to an OR. For a negated term the Minus token's index is
/// returned in `negatedFrom` (else -1).
struct TopLevelTerm
{
    int token = -1;
    int minusToken = -1;
};
QList<TopLevelTerm> topLevelTerms(const QList<QueryToken> &tokens);
} // namespace QueryLexer
