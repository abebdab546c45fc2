// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchhighlighter.h"

#include "text/cjkbigrams.h"
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
    CjkBigrams::forEachToken(folded, [&](qsizetype s, qsizetype l) { words.append({ s, l }); });
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
        if (n == 0)
            continue;
        if (n == 1 && CjkBigrams::isLoneCjk(tokens.front())) {
            // One CJK character is found wherever it stands in a run: mark it alone.
            for (qsizetype at = 0; (at = folded.indexOf(tokens.front().front(), at)) >= 0; ++at)
                found.append({ at, 1 });
            continue;
        }
        // As SearchIndex matches: a lone CJK character at an end of the phrase may be half of
        // a bigram (the second half at the start, the first half at the end).
        const bool loneFirst = CjkBigrams::isLoneCjk(tokens.front());
        const bool lastIsPrefix = term.prefix || CjkBigrams::isLoneCjk(tokens.back());
        const auto matchesFirst = [&](QStringView w) {
            return w == tokens.front()
                || (loneFirst && CjkBigrams::isBigramEndingIn(w, tokens.front().front().unicode()));
        };
        for (qsizetype start = 0; start + n <= words.size(); ++start) {
            if (n > 1 && !matchesFirst(word(start)))
                continue;
            qsizetype i = 1;
            while (i < n - 1 && word(start + i) == tokens[i])
                ++i;
            if (n > 1 && i < n - 1)
                continue;
            const qsizetype lastAt = start + n - 1;
            const QStringView last = word(lastAt);
            if (lastIsPrefix ? !last.startsWith(tokens.back()) : last != tokens.back())
                continue;
            // A CJK bigram is two characters of a run, not a word: mark what was typed (the
            // second half of the first bigram, the first half of the last).
            const qsizetype skipped = n > 1 ? word(start).size() - tokens.front().size() : 0;
            const qsizetype from = words[start].first + skipped;
            const qsizetype to = words[lastAt].first
                + (CjkBigrams::hasCjk(last) ? tokens.back().size() : words[lastAt].second);
            found.append({ from, to - from });
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
