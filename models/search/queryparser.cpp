// SPDX-License-Identifier: GPL-3.0-or-later
#include "queryparser.h"

#include "querylexer.h"
#include "queryrepair.h"
#include "text/textnormalizer.h"

#include <QCoreApplication>

namespace {

using Kind = QueryToken::Kind;

// Parentheses and minus signs nest: the parser, the search and every reader of the query
// recurse once a level. Far more than anyone types, far less than a thread's stack holds.
constexpr int deepestNesting = 100;

QString tr(const char *text)
{
    return QCoreApplication::translate("QueryParser", text);
}

bool hasTokens(QStringView folded)
{
    bool any = false;
    TextNormalizer::forEachToken(folded, [&](qsizetype, qsizetype) { any = true; });
    return any;
}

class Parser
{
public:
    /// prefixQuoteAt: where a quote opens whose phrase ends in a word still being typed.
    explicit Parser(QStringView text, qsizetype prefixQuoteAt = -1)
        : m_text(text)
        , m_tokens(QueryLexer::tokenize(text))
        , m_prefixQuoteAt(prefixQuoteAt)
    {
    }

    QueryParseResult run()
    {
        QueryParseResult result;
        result.tooDeep = nestsTooDeep();
        const int root = result.tooDeep ? -1 : parseAnd();
        if (!failed() && m_pos < m_tokens.size()) // only a ')' stops parseAnd early
            fail(tr("Closing parenthesis without an opening one"), m_tokens[m_pos].start);
        if (failed()) {
            result.error = m_error;
            result.errorPosition = m_errorPosition;
            result.query = fallback();
            return result;
        }
        m_query.setRoot(root);
        result.query = m_query;
        return result;
    }

private:
    bool failed() const { return m_errorPosition >= 0; }
    bool atEnd() const { return m_pos >= m_tokens.size(); }
    const QueryToken &current() const { return m_tokens[m_pos]; }

    // Checked before parsing, so that nothing recurses deeper than deepestNesting: an open
    // parenthesis or a minus sign opens a level; a term ends the minus signs before it, a
    // closing parenthesis its parenthesis and the minus signs before that.
    bool nestsTooDeep()
    {
        QList<int> minusesAtLevel { 0 };
        int depth = 0;
        const auto endMinuses = [&] {
            depth -= minusesAtLevel.last();
            minusesAtLevel.last() = 0;
        };
        for (const QueryToken &token : std::as_const(m_tokens)) {
            if (token.kind == Kind::LParen) {
                minusesAtLevel.append(0);
                ++depth;
            } else if (token.kind == Kind::Minus) {
                ++minusesAtLevel.last();
                ++depth;
            } else {
                endMinuses();
                if (token.kind == Kind::RParen && minusesAtLevel.size() > 1) {
                    minusesAtLevel.removeLast();
                    --depth;
                    endMinuses();
                }
            }
            if (depth > deepestNesting) {
                fail(tr("The query nests deeper than %1 levels of parentheses and '-'")
                         .arg(deepestNesting),
                    token.start);
                return true;
            }
        }
        return false;
    }

    void fail(const QString &message, qsizetype position)
    {
        if (!failed()) {
            m_error = message;
            m_errorPosition = position;
        }
    }

    int parseAnd()
    {
        QList<int> items;
        while (!failed() && !atEnd() && current().kind != Kind::RParen) {
            if (current().kind == Kind::Or) {
                fail(tr("OR needs a term on each side"), current().start);
                break;
            }
            if (current().kind == Kind::And) {
                const QueryToken &andToken = current();
                ++m_pos;
                if (items.isEmpty() || atEnd()
                    || (current().kind != Kind::Term && current().kind != Kind::LParen
                        && current().kind != Kind::Minus)) {
                    fail(tr("AND needs a term on each side"), andToken.start);
                    break;
                }
            }
            const int item = parseOr();
            if (item >= 0)
                items.append(item);
        }
        return items.isEmpty() ? -1 : m_query.addGroup(Query::NodeType::And, items);
    }

    int parseOr()
    {
        QList<int> items;
        if (const int first = parseUnary(); first >= 0)
            items.append(first);
        while (!failed() && !atEnd() && current().kind == Kind::Or) {
            const QueryToken &orToken = current();
            ++m_pos;
            if (atEnd() || current().kind == Kind::Or || current().kind == Kind::And
                || current().kind == Kind::RParen) {
                fail(tr("OR needs a term on each side"), orToken.start);
                break;
            }
            if (const int next = parseUnary(); next >= 0)
                items.append(next);
        }
        return items.isEmpty() ? -1 : m_query.addGroup(Query::NodeType::Or, items);
    }

    int parseUnary()
    {
        if (current().kind != Kind::Minus)
            return parsePrimary();
        const QueryToken &minus = current();
        ++m_pos;
        if (minus.lone || atEnd()) {
            fail(tr("Nothing to exclude after '-'"), minus.start);
            return -1;
        }
        const int child = parseUnary();
        return child < 0 ? -1 : m_query.addNot(child);
    }

    int parsePrimary()
    {
        const QueryToken &token = current();
        ++m_pos;
        if (token.kind == Kind::LParen) {
            const int inner = parseAnd();
            if (failed())
                return -1;
            if (atEnd()) {
                fail(tr("Missing closing parenthesis"), token.start);
                return -1;
            }
            ++m_pos; // the ')'
            if (inner < 0)
                fail(tr("Empty parentheses"), token.start);
            return inner;
        }
        if (token.kind == Kind::Or || token.kind == Kind::And) { // "(OR", "- AND"
            fail(token.kind == Kind::Or ? tr("OR needs a term on each side")
                                        : tr("AND needs a term on each side"),
                token.start);
            return -1;
        }
        return parseTerm(token);
    }

    int parseTerm(const QueryToken &token)
    {
        if (token.quoted && !token.closed) {
            fail(tr("Missing closing quote"), token.valueStart - 1);
            return -1;
        }
        Query::Term term;
        term.field = token.field.isEmpty() ? Query::Field::Any : *Query::fieldFromName(token.field);
        term.text = TextNormalizer::fold(token.value);
        term.phrase = token.quoted;
        term.prefix = !token.quoted || token.valueStart - 1 == m_prefixQuoteAt;
        switch (term.field) {
        case Query::Field::Any:
        case Query::Field::Title:
        case Query::Field::Abstract:
            if (!hasTokens(term.text)) {
                if (term.field != Query::Field::Any && !token.quoted && token.value.isEmpty())
                    return failNoValue(token);
                return -1; // punctuation only: nothing to look for
            }
            break;
        case Query::Field::Topic:
        case Query::Field::Keyword:
        case Query::Field::Tag:
        case Query::Field::Url:
            term.text = term.text.trimmed();
            if (term.text.isEmpty())
                return failNoValue(token);
            break;
        case Query::Field::Has:
        case Query::Field::Is: {
            if (term.text.isEmpty())
                return failNoValue(token);
            const QStringList allowed = Query::fieldValues(term.field);
            if (!allowed.contains(term.text)) {
                fail(tr("%1: takes one of %2").arg(token.field, allowed.join(u", ")),
                    token.valueStart);
                return -1;
            }
            term.phrase = term.prefix = false;
            break;
        }
        }
        return m_query.addTerm(term);
    }

    int failNoValue(const QueryToken &token)
    {
        fail(tr("%1: needs a value").arg(token.field), token.start);
        return -1;
    }

    // Every word of the text as a plain word: syntax characters, OR and field names dropped.
    Query fallback() const
    {
        Query query;
        QList<int> items;
        for (const QueryToken &token : m_tokens) {
            if (token.kind != Kind::Term)
                continue;
            QString value = token.value;
            for (QChar &c : value) {
                if (c == u'"' || c == u'(' || c == u')' || c == u'|')
                    c = u' ';
            }
            for (const QString &word : value.split(u' ', Qt::SkipEmptyParts)) {
                const QString folded = TextNormalizer::fold(word);
                if (hasTokens(folded))
                    items.append(query.addTerm({ Query::Field::Any, folded, false, true }));
            }
        }
        if (!items.isEmpty())
            query.setRoot(query.addGroup(Query::NodeType::And, items));
        return query;
    }

    QStringView m_text;
    QList<QueryToken> m_tokens;
    qsizetype m_prefixQuoteAt;
    qsizetype m_pos = 0;
    Query m_query;
    QString m_error;
    qsizetype m_errorPosition = -1;
};

} // namespace

namespace QueryParser {

QueryParseResult parse(QStringView text)
{
    QueryParseResult result = Parser(text).run();
    if (result.error.isEmpty() || result.tooDeep)
        return result; // closing what is open would nest no less
    RepairedQuery repaired = QueryRepair::repair(text);
    if (repaired.assumptions.isEmpty())
        return result;
    QueryParseResult read = Parser(repaired.text, repaired.openQuoteAt).run();
    if (!read.error.isEmpty())
        return result; // still not a query: report the first problem where it was typed
    read.readAs = std::move(repaired.text);
    read.assumptions = std::move(repaired.assumptions);
    return read;
}

} // namespace QueryParser
