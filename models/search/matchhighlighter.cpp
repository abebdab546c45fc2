// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchhighlighter.h"

#include "text/textnormalizer.h"

#include <algorithm>

namespace MatchHighlighter {

namespace {

bool applies(Query::Field term, Query::Field field)
{
    if (field == Query::Field::Url)
        return term == Query::Field::Url;
    if (term == Query::Field::Any)
        return field == Query::Field::Any || field == Query::Field::Title
            || field == Query::Field::Abstract;
    return term == field
        || (field == Query::Field::Any
            && (term == Query::Field::Title || term == Query::Field::Abstract));
}

} // namespace

QList<std::pair<qsizetype, qsizetype>> ranges(
    QStringView text, const Query &query, Query::Field field)
{
    using Range = std::pair<qsizetype, qsizetype>;
    QList<Range> found;
    const QList<Query::Term> terms = query.positiveTerms();
    if (terms.isEmpty())
        return found;
    const QString folded = TextNormalizer::fold(text);
    QList<Range> words; // (start, length) of each token of the text
    TextNormalizer::forEachToken(folded, [&](qsizetype s, qsizetype l) { words.append({ s, l }); });
    const auto word
        = [&](qsizetype i) { return QStringView(folded).mid(words[i].first, words[i].second); };

    for (const Query::Term &term : terms) {
        if (!applies(term.field, field))
            continue;
        if (term.field == Query::Field::Url) {
            for (qsizetype at = 0;
                 !term.text.isEmpty() && (at = folded.indexOf(term.text, at)) >= 0;
                 at += term.text.size())
                found.append({ at, term.text.size() });
            continue;
        }
        const QStringList tokens = Query::tokens(term.text);
        const qsizetype n = tokens.size();
        for (qsizetype start = 0; n > 0 && start + n <= words.size(); ++start) {
            qsizetype i = 0;
            while (i < n - 1 && word(start + i) == tokens[i])
                ++i;
            if (i < n - 1)
                continue;
            const QStringView last = word(start + i);
            if (term.prefix ? last.startsWith(tokens[i]) : last == tokens[i]) {
                const qsizetype end = words[start + i].first + words[start + i].second;
                found.append({ words[start].first, end - words[start].first });
            }
        }
    }
    std::sort(found.begin(), found.end());
    QList<Range> merged;
    for (const Range &r : found) {
        if (!merged.isEmpty() && r.first <= merged.back().first + merged.back().second) {
            const qsizetype end
                = qMax(merged.back().first + merged.back().second, r.first + r.second);
            merged.back().second = end - merged.back().first;
        } else {
            merged.append(r);
        }
    }
    return merged;
}

} // namespace MatchHighlighter
