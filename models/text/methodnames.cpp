// SPDX-License-Identifier: GPL-3.0-or-later
#include "methodnames.h"

#include "sentencescanner.h"

using namespace SentenceScanner;
using namespace WordSplitter;

namespace MethodNames {

namespace {

bool isNamePart(QStringView w)
{
    qsizetype b = 0;
    while (b < w.size() && (w[b] == u'"' || w[b] == u'\u201c' || w[b] == u'\'' || w[b] == u'`'))
        ++b;
    if (b == w.size())
        return false;
    const QChar first = w[b];
    if (first.isUpper() || first.isDigit())
        return !Key(w).in("we", "our", "this", "these", "it", "in", "to", "for", "a", "an", "the",
            "however", "specifically");
    for (qsizetype i = b + 1; i < w.size(); ++i) {
        if (w[i].isUpper())
            return true;
    }
    return false;
}

// A name is distinctive when it is not just a capitalised English word: "MoMa", "TPP", "3D-X".
bool isDistinctive(QStringView w)
{
    const QStringView c = core(w);
    for (qsizetype i = 0; i < c.size(); ++i) {
        if ((i > 0 && c[i].isUpper()) || c[i].isDigit())
            return true;
    }
    return false;
}

// "Sequential Attend, Infer, Repeat (SQAIR)": name words up to a parenthesised acronym.
bool continuesToAcronym(const Words &w, qsizetype k)
{
    for (qsizetype end = k + 6; k < w.size() && k < end; ++k) {
        if (w[k].startsWith(u'('))
            return k > 0 && trailingPunct(w[k - 1]).isNull();
        if (!isNamePart(w[k]) && !Key(w[k]).is("and"))
            return false;
    }
    return false;
}

} // namespace

NameSpan parseName(const Words &w, qsizetype j, bool anyName)
{
    NameSpan span;
    int parts = 0;
    bool distinctive = false;
    bool paren = false;
    bool lowerInName = false;
    qsizetype k = j;
    while (k < w.size() && k < j + 12) {
        const QStringView word = w[k];
        if (k > j && word.startsWith(u'(') && parts > 0) {
            // "(RSD)," or "(all-Atom Protein generative Model),"
            qsizetype close = k;
            while (close < w.size() && close < k + 10 && !w[close].contains(u')'))
                ++close;
            if (close >= w.size() || close >= k + 10)
                break;
            paren = true;
            k = close;
        } else if (isNamePart(word)) {
            ++parts;
            distinctive = distinctive || isDistinctive(word);
        } else if (parts > 0 && trailingPunct(word).isNull() && k + 1 < w.size()
            && Key(word).in("of", "for", "and", "to", "via", "with", "on", "in")
            && isNamePart(w[k + 1])) {
            // "Mixture of Experts"
        } else if (parts > 0 && trailingPunct(word).isNull() && !lowerInName
            && continuesToAcronym(w, k + 1)) {
            // "Optimization based Deep Model (PODM)"
            lowerInName = true;
        } else {
            break;
        }
        span.last = k;
        if (trailingPunct(w[k]) == u',' && parts > 0 && !paren && continuesToAcronym(w, k + 1)) {
            ++k;
            continue;
        }
        if (!trailingPunct(w[k]).isNull())
            break;
        ++k;
    }
    if (parts == 0)
        return span;
    span.first = j;
    // A trailing connector ("… for") never ends a name.
    while (
        span.last > j && Key(w[span.last]).in("of", "for", "and", "to", "via", "with", "on", "in"))
        --span.last;
    const QChar after = trailingPunct(w[span.last]);
    const bool apposition = (after == u',' || after == u';') && span.last + 1 < w.size()
        && isArticle(Key(w[span.last + 1]));
    span.valid = anyName || distinctive || parts >= 2 || paren || apposition;
    return span;
}

// "called the horizontal gated recurrent unit (hGRU)": lower-case words named by an acronym.
NameSpan lowerCaseAcronymName(const Words &w, qsizetype j)
{
    for (qsizetype k = j; k < w.size() && k < j + 6; ++k) {
        if (w[k].startsWith(u'(')) {
            if (k == j || !w[k].contains(u')') || !isDistinctive(w[k]))
                return {};
            return NameSpan { j, k, true };
        }
        if (!startsLower(w[k]) || !trailingPunct(w[k]).isNull())
            return {};
    }
    return {};
}

// "we introduce collapsed compilation, a novel approximate inference algorithm": a lower-case
// name is recognised by the apposition after it.
NameSpan lowerCaseName(const Words &w, qsizetype j, bool needApposition)
{
    NameSpan span;
    for (qsizetype k = j; k < w.size() && k < j + 4; ++k) {
        const QChar p = trailingPunct(w[k]);
        if (!startsLower(w[k]) || isArticle(Key(w[k])) || (!p.isNull() && p != u',' && p != u'.'))
            return span;
        if (!p.isNull()) {
            if ((!needApposition && k > j)
                || (p == u',' && k + 1 < w.size() && isArticle(Key(w[k + 1]))))
                span = NameSpan { j, k, true };
            return span;
        }
    }
    return span;
}

} // namespace MethodNames
