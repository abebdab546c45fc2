// SPDX-License-Identifier: GPL-3.0-or-later
#include "querytext.h"

#include "querylexer.h"
#include "text/textnormalizer.h"

#include <algorithm>

namespace {

using Kind = QueryToken::Kind;

QString key(const QString &value)
{
    return TextNormalizer::fold(value).trimmed();
}

bool isFieldTerm(const QueryToken &token, const QString &field)
{
    return token.kind == Kind::Term && token.closed && !token.field.isEmpty()
        && token.field.compare(field, Qt::CaseInsensitive) == 0;
}

/// The token indices of a field's Any group: `(` and `)` and the member terms.
struct AnyGroup
{
    int open = -1;
    int close = -1;
    QList<int> members;
    bool isValid() const { return open >= 0; }
};

// The first top-level group that is only `field:a OR field:b ...` (or one `(field:a)`, which
// keeps a section in Any mode with a single row chosen); any other group is the user's and
// is never edited. A negated group or one next to an OR is not ANDed with the
// rest, so it is not a sidebar selection either.
AnyGroup findAnyGroup(const QList<QueryToken> &tokens, const QString &field)
{
    int depth = 0;
    for (int i = 0; i < tokens.size(); ++i) {
        const Kind kind = tokens[i].kind;
        if (kind == Kind::RParen)
            depth = qMax(0, depth - 1);
        if (kind != Kind::LParen)
            continue;
        if (depth++ != 0
            || (i > 0 && (tokens[i - 1].kind == Kind::Minus || tokens[i - 1].kind == Kind::Or)))
            continue;
        AnyGroup group;
        int j = i + 1;
        for (; j < tokens.size(); j += 2) {
            const QueryToken &term = tokens[j];
            if (!isFieldTerm(term, field) || key(term.value).isEmpty())
                break;
            group.members.append(j);
            if (j + 1 >= tokens.size() || tokens[j + 1].kind != Kind::Or)
                break;
        }
        const int close = group.members.isEmpty() ? -1 : group.members.back() + 1;
        if (group.members.isEmpty() || close >= tokens.size() || tokens[close].kind != Kind::RParen
            || (close + 1 < tokens.size() && tokens[close + 1].kind == Kind::Or))
            continue;
        group.open = i;
        group.close = close;
        return group;
    }
    return {};
}

QString spanText(const QString &text, const QueryToken &token)
{
    return text.mid(token.start, token.end - token.start);
}

// Removes [start, end) with the space after it, or at the end of text the space before it.
void removeSpan(QString &text, qsizetype start, qsizetype end)
{
    while (end < text.size() && text[end].isSpace())
        ++end;
    if (end == text.size()) {
        while (start > 0 && text[start - 1].isSpace())
            --start;
    }
    text.remove(start, end - start);
}

// Appends a term (or group) as its own word, closing an open quote at the end first.
void appendTerm(QString &text, const QString &term)
{
    const QList<QueryToken> rest = QueryLexer::tokenize(text);
    if (!rest.isEmpty() && rest.back().quoted && !rest.back().closed)
        text += u'"';
    if (!text.isEmpty() && !text.back().isSpace())
        text += u' ';
    text += term;
}

QString termText(const QString &field, const QString &value)
{
    return field.toLower() + u':' + QueryText::quoteValue(value);
}

// Included (plain top-level positive terms and Any group members) and excluded terms of
// field, as token indices in text order.
QList<std::pair<int, TermState>> fieldTokens(const QList<QueryToken> &tokens, const QString &field)
{
    QList<std::pair<int, TermState>> found;
    for (const QueryLexer::TopLevelTerm &term : QueryLexer::topLevelTerms(tokens)) {
        if (isFieldTerm(tokens[term.token], field) && !key(tokens[term.token].value).isEmpty())
            found.append(
                { term.token, term.minusToken >= 0 ? TermState::Excluded : TermState::Included });
    }
    for (int member : findAnyGroup(tokens, field).members)
        found.append({ member, TermState::Included });
    std::sort(found.begin(), found.end());
    return found;
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
        removeSpan(
            text, it->minusToken >= 0 ? tokens[it->minusToken].start : token.start, token.end);
    }

    // Plain terms are gone; now the Any group, rewritten as a whole. A member that stays
    // included keeps its place and spelling.
    const QList<QueryToken> rest = QueryLexer::tokenize(text);
    const AnyGroup group = findAnyGroup(rest, field);
    if (group.isValid()) {
        QStringList members;
        bool kept = false;
        for (int member : group.members) {
            const bool matches = key(rest[member].value) == wanted;
            if (!matches || (state == TermState::Included && !kept))
                members.append(spanText(text, rest[member]));
            kept = kept || (matches && state == TermState::Included);
        }
        if (state == TermState::Included && !kept)
            members.append(termText(field, value));
        const qsizetype start = rest[group.open].start;
        const qsizetype end = rest[group.close].end;
        if (members.isEmpty())
            removeSpan(text, start, end);
        else
            text.replace(start, end - start, u'(' + members.join(u" OR ") + u')');
        if (state == TermState::Included)
            return text;
    }
    if (state == TermState::Off)
        return text;
    appendTerm(text,
        (state == TermState::Excluded ? QStringLiteral("-") : QString()) + termText(field, value));
    return text;
}

QHash<QString, TermState> fieldTerms(const QString &query, const QString &field)
{
    QHash<QString, TermState> states;
    const QList<QueryToken> tokens = QueryLexer::tokenize(query);
    for (const auto &[token, state] : fieldTokens(tokens, field))
        states.insert(key(tokens[token].value), state);
    return states;
}

FieldMode fieldMode(const QString &query, const QString &field)
{
    return findAnyGroup(QueryLexer::tokenize(query), field).isValid() ? FieldMode::Any
                                                                      : FieldMode::All;
}

FieldReading readFields(const QString &query, const QStringList &fields)
{
    FieldReading reading;
    const QList<QueryToken> tokens = QueryLexer::tokenize(query);
    for (const QString &field : fields) {
        QHash<QString, TermState> &states = reading.terms[field];
        for (const auto &[token, state] : fieldTokens(tokens, field))
            states.insert(key(tokens[token].value), state);
        reading.modes.insert(
            field, findAnyGroup(tokens, field).isValid() ? FieldMode::Any : FieldMode::All);
    }
    return reading;
}

QString withFieldMode(const QString &query, const QString &field, FieldMode mode)
{
    const QList<QueryToken> tokens = QueryLexer::tokenize(query);
    const QHash<QString, TermState> states = fieldTerms(query, field);
    QStringList included;
    QStringList keys;
    for (const auto &[token, state] : fieldTokens(tokens, field)) {
        const QString k = key(tokens[token].value);
        if (state == TermState::Included && states.value(k) == TermState::Included
            && !keys.contains(k)) {
            keys.append(k);
            included.append(spanText(query, tokens[token]));
        }
    }
    QString text = query;
    for (const QString &k : std::as_const(keys))
        text = withFieldTerm(text, field, k, TermState::Off);
    if (mode == FieldMode::Any && !included.isEmpty()) {
        appendTerm(text, u'(' + included.join(u" OR ") + u')');
    } else {
        for (const QString &term : std::as_const(included))
            appendTerm(text, term);
    }
    return text;
}

QString withRenamedValue(
    const QString &query, const QString &field, const QString &from, const QString &to)
{
    QString text = query;
    const QList<QueryToken> tokens = QueryLexer::tokenize(text);
    const QString wanted = key(from);
    for (auto it = tokens.crbegin(); it != tokens.crend(); ++it) {
        if (!isFieldTerm(*it, field) || key(it->value) != wanted)
            continue;
        const qsizetype start = it->quoted ? it->valueStart - 1 : it->valueStart;
        text.replace(start, it->end - start, quoteValue(to));
    }
    return text;
}

QString withoutAnyGroup(const QString &query, const QString &field)
{
    const QList<QueryToken> tokens = QueryLexer::tokenize(query);
    const AnyGroup group = findAnyGroup(tokens, field);
    QString text = query;
    if (group.isValid())
        removeSpan(text, tokens[group.open].start, tokens[group.close].end);
    return text;
}

} // namespace QueryText
