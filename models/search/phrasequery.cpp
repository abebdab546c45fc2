// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrasequery.h"

#include "querylexer.h"
#include "text/textnormalizer.h"

#include <QList>
#include <QStringList>

namespace PhraseQuery {

namespace {

/// The words of text, folded and joined by single spaces: how the search reads a phrase.
QString words(QStringView text)
{
    const QString folded = TextNormalizer::fold(text);
    QStringList parts;
    TextNormalizer::forEachToken(
        folded, [&](qsizetype start, qsizetype length) { parts << folded.mid(start, length); });
    return parts.join(QLatin1Char(' '));
}

/// Spans of the top-level positive plain terms of query that read as phrase.
QList<std::pair<qsizetype, qsizetype>> spansOf(const QString &query, const QString &phrase)
{
    const QString wanted = words(phrase);
    const QList<QueryToken> tokens = QueryLexer::tokenize(query);
    QList<std::pair<qsizetype, qsizetype>> spans;
    for (const QueryLexer::TopLevelTerm &term : QueryLexer::topLevelTerms(tokens)) {
        const QueryToken &token = tokens.at(term.token);
        if (term.minusToken < 0 && token.field.isEmpty() && !wanted.isEmpty()
            && words(token.value) == wanted)
            spans.append({ token.start, token.end });
    }
    return spans;
}

} // namespace

bool holds(const QString &query, const QString &phrase)
{
    return !spansOf(query, phrase).isEmpty();
}

QString toggled(const QString &query, const QString &phrase)
{
    const QList<std::pair<qsizetype, qsizetype>> spans = spansOf(query, phrase);
    if (spans.isEmpty()) {
        QString text = query;
        // An odd number of quotes: the last one is still open and would swallow the phrase.
        if (text.count(QLatin1Char('"')) % 2 == 1)
            text += QLatin1Char('"');
        const QString quoted
            = QLatin1Char('"') + QString(phrase).remove(QLatin1Char('"')) + QLatin1Char('"');
        return text.trimmed().isEmpty() ? quoted : text.trimmed() + QLatin1Char(' ') + quoted;
    }
    QString text = query;
    for (qsizetype i = spans.size(); i-- > 0;)
        text.remove(spans[i].first, spans[i].second - spans[i].first);
    return text.simplified();
}

} // namespace PhraseQuery
