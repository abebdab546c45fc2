// SPDX-License-Identifier: GPL-3.0-or-later
#include "querylexer.h"

#include "query.h"

namespace {

bool endsWord(QChar c)
{
    return c.isSpace() || c == u'(' || c == u')' || c == u'"' || c == u'|';
}

// Reads a quoted string starting at the quote at i; returns the index after it.
qsizetype readQuoted(QStringView text, qsizetype i, QueryToken &token)
{
    const qsizetype close = text.indexOf(u'"', i + 1);
    token.quoted = true;
    token.valueStart = i + 1;
    if (close < 0) {
        token.closed = false;
        token.value = text.mid(i + 1).toString();
        return text.size();
    }
    token.value = text.mid(i + 1, close - i - 1).toString();
    return close + 1;
}

} // namespace

namespace QueryLexer {

QList<QueryToken> tokenize(QStringView text)
{
    QList<QueryToken> tokens;
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text[i];
        if (c.isSpace()) {
            ++i;
            continue;
        }
        QueryToken token;
        token.start = i;
        if (c == u'(' || c == u')' || c == u'|') {
            token.kind = c == u'(' ? QueryToken::Kind::LParen
                : c == u')'        ? QueryToken::Kind::RParen
                                   : QueryToken::Kind::Or;
            token.end = ++i;
        } else if (c == u'-') {
            token.kind = QueryToken::Kind::Minus;
            token.end = ++i;
            token.lone = i == n || text[i].isSpace() || text[i] == u')' || text[i] == u'|';
        } else if (c == u'"') {
            i = readQuoted(text, i, token);
            token.end = i;
        } else {
            qsizetype end = i;
            while (end < n && !endsWord(text[end]))
                ++end;
            const QStringView word = text.mid(i, end - i);
            const qsizetype colon = word.indexOf(u':');
            if (word == u"OR") {
                token.kind = QueryToken::Kind::Or;
            } else if (word == u"AND") {
                token.kind = QueryToken::Kind::And;
            } else if (colon > 0 && Query::fieldFromName(word.left(colon))) {
                token.field = word.left(colon).toString().toLower();
                token.valueStart = i + colon + 1;
                token.value = word.mid(colon + 1).toString();
                if (token.value.isEmpty() && end < n && text[end] == u'"')
                    end = readQuoted(text, end, token);
            } else {
                token.valueStart = i;
                token.value = word.toString();
            }
            token.end = i = end;
        }
        tokens.append(token);
    }
    return tokens;
}

QList<TopLevelTerm> topLevelTerms(const QList<QueryToken> &tokens)
{
    using Kind = QueryToken::Kind;
    QList<TopLevelTerm> out;
    int depth = 0;
    for (int i = 0; i < tokens.size(); ++i) {
        const Kind kind = tokens[i].kind;
        if (kind == Kind::LParen)
            ++depth;
        else if (kind == Kind::RParen)
            depth = qMax(0, depth - 1);
        if (kind != Kind::Term || depth != 0)
            continue;
        const int minus = (i > 0 && tokens[i - 1].kind == Kind::Minus) ? i - 1 : -1;
        const int before = (minus >= 0 ? minus : i) - 1;
        const bool orBefore = before >= 0 && tokens[before].kind == Kind::Or;
        const bool orAfter = i + 1 < tokens.size() && tokens[i + 1].kind == Kind::Or;
        if (!orBefore && !orAfter)
            out.append({ i, minus });
    }
    return out;
}

} // namespace QueryLexer
