// SPDX-License-Identifier: GPL-3.0-or-later
#include "querytext.h"

#include "querylexer.h"
#include "text/textnormalizer.h"

namespace {

QString key(const QString &value)
{
    return TextNormalizer::fold(value).trimmed();
}

bool isFieldTerm(const QueryToken &token, const QString &field)
{
    return token.kind == QueryToken::Kind::Term && token.closed && !token.field.isEmpty()
        && token.field.compare(field, Qt::CaseInsensitive) == 0;
}

} // namespace

namespace QueryText {

QString quoteValue(const QString &value)
{
    QString v = value;
    v.remove(u'"');
    bool needsQuotes = v.isEmpty();
    for (QChar c : v) {
        if (c.isSpace() || c == u'(' || c == u')' || c == u'|')
            needsQuotes = true;
    }
    return needsQuotes ? u'"' + v + u'"' : v;
}

QString withFieldTerm(
    const QString &query, const QString &field, const QString &value, TermState state)
{
    QString text = query;
    const QList<QueryToken> tokens = QueryLexer::tokenize(text);
    const QList<QueryLexer::TopLevelTerm> terms = QueryLexer::topLevelTerms(tokens);
    const QString wanted = key(value);
    // Back to front, so earlier spans keep their offsets.
    for (auto it = terms.crbegin(); it != terms.crend(); ++it) {
        const QueryToken &token = tokens[it->token];
        if (!isFieldTerm(token, field) || key(token.value) != wanted)
            continue;
        qsizetype start = it->minusToken >= 0 ? tokens[it->minusToken].start : token.start;
        qsizetype end = token.end;
        while (end < text.size() && text[end].isSpace()) // take the space after it along
            ++end;
        if (end == text.size()) { // or, at the end, the space before it
            while (start > 0 && text[start - 1].isSpace())
                --start;
        }
        text.remove(start, end - start);
    }
    if (state == TermState::Off)
        return text;
    const QList<QueryToken> rest = QueryLexer::tokenize(text);
    if (!rest.isEmpty() && rest.back().quoted && !rest.back().closed)
        text += u'"';
    if (!text.isEmpty() && !text.back().isSpace())
        text += u' ';
    if (state == TermState::Excluded)
        text += u'-';
    return text + field.toLower() + u':' + quoteValue(value);
}

QHash<QString, TermState> fieldTerms(const QString &query, const QString &field)
{
    QHash<QString, TermState> states;
    const QList<QueryToken> tokens = QueryLexer::tokenize(query);
    for (const QueryLexer::TopLevelTerm &term : QueryLexer::topLevelTerms(tokens)) {
        const QueryToken &token = tokens[term.token];
        if (isFieldTerm(token, field) && !key(token.value).isEmpty())
            states.insert(
                key(token.value), term.minusToken >= 0 ? TermState::Excluded : TermState::Included);
    }
    return states;
}

TermState termState(const QString &query, const QString &field, const QString &value)
{
    return fieldTerms(query, field).value(key(value), TermState::Off);
}

} // namespace QueryText
