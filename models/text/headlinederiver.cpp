// SPDX-License-Identifier: GPL-3.0-or-later
#include "headlinederiver.h"

#include "methodnames.h"
#include "sentencescanner.h"
#include "titlebuilder.h"

using namespace SentenceScanner;
using namespace WordSplitter;
using namespace MethodNames;

namespace {

// A description is not cut at a comma before it has this much: "the first unified, linear-time,
// competitive estimator" is one noun phrase.
constexpr qsizetype gistCommaStop = 25;

// "We consider the problem of length generalization …" → "Length generalization …"
qsizetype problemOf(const Words &w, qsizetype k)
{
    if (k + 3 < w.size() && Key(w[k]).is("the")
        && Key(w[k + 1]).in("problem", "task", "question", "challenge", "issue", "setting")
        && Key(w[k + 2]).is("of"))
        return k + 3;
    return -1;
}

qsizetype openingAfterLeadIn(const Words &w, qsizetype s);

// The first sentence without its lead-in: "In this paper, we argue that X" → "X".
qsizetype openingStart(const Words &w)
{
    qsizetype s = 0;
    const Key first(w[0]);
    // "In this paper we consider …" (no comma)
    for (qsizetype k = 2; k < 5 && k < w.size(); ++k) {
        if (first.is("in") && isWe(w[k]) && Key(w[1]).is("this"))
            return openingAfterLeadIn(w, k);
    }
    if (first.in("in", "recently", "over", "during", "nowadays", "today", "currently", "lately",
            "traditionally", "historically", "typically", "with", "despite", "although", "though",
            "while", "as", "for", "since", "given", "due", "thanks", "unlike", "inspired",
            "motivated", "following", "building", "however")) {
        for (qsizetype k = 0; k < w.size() && k < 12; ++k) {
            if (endsSentence(w, k))
                break;
            if (trailingPunct(w[k]) == u',') {
                if (k + 4 < w.size())
                    s = k + 1;
                break;
            }
        }
    }
    return openingAfterLeadIn(w, s);
}

qsizetype openingAfterLeadIn(const Words &w, qsizetype s)
{
    if (s + 3 < w.size() && Key(w[s]).is("we")
        && Key(w[s + 1]).in("argue", "show", "find", "demonstrate", "prove", "observe", "report",
            "claim", "posit", "hypothesize", "propose", "note")
        && Key(w[s + 2]).is("that"))
        return s + 3;
    // "We consider [and study] [the problem of] X" → "X"
    if (s + 2 < w.size() && Key(w[s]).is("we") && contributionVerb(w, s + 1) != Verb::None) {
        s += 2;
        if (s + 2 < w.size() && Key(w[s]).is("and") && startsLower(w[s + 1])
            && trailingPunct(w[s + 1]).isNull())
            s += 2;
        const qsizetype p = problemOf(w, s);
        return p >= 0 ? p : s;
    }
    return s;
}

QString opening(const Words &w)
{
    TitleBuilder b(HeadlineDeriver::maxLength);
    b.appendClause(w, openingStart(w), 30);
    b.capitalizeFrom(0);
    b.fit();
    return b.toString();
}

void appendName(const Words &w, const NameSpan &n, TitleBuilder &b)
{
    for (qsizetype k = n.first; k <= n.last; ++k)
        b.append(w[k], k == n.last);
    // Quotes around a name ("dubbed “GenZSL”") are not part of it.
    b.stripQuotes();
}

// "Name: gist" from what follows the name in its sentence, or the name and the opening clause.
QString namedTitle(const Words &w, const NameSpan &n)
{
    TitleBuilder b(HeadlineDeriver::maxLength);
    appendName(w, n, b);
    const QChar p = trailingPunct(w[n.last]);
    const qsizetype g = n.last + 1;
    if (g < w.size() && p == u',' && Key(w[g]).in("which", "that")) {
        b.appendText(u",");
        b.appendClause(w, g, gistCommaStop);
    } else if (g < w.size() && (p == u',' || p == u':')
        && (startsLower(w[g]) || isArticle(Key(w[g])))) {
        b.appendText(u": ");
        b.appendGist(w, g, gistCommaStop);
    } else if (g < w.size() && p.isNull() && startsLower(w[g])) {
        b.appendClause(w, g, gistCommaStop);
    } else if (n.first > 0 && sentenceStart(w, n.first) > 0) {
        const QString rest = opening(w);
        if (!rest.isEmpty()) {
            b.appendText(u": ");
            const qsizetype gistStart = b.size();
            b.appendText(rest);
            b.lowerFrom(gistStart);
        }
    }
    b.fit();
    return b.toString();
}

// "we propose an inductive VAE for generative ZSL, dubbed GenZSL" → "GenZSL: an inductive …"
QString contribution(const Words &w);

// Empty when the name is a common phrase ("called the consistency axiom") that the authors
// do not present as theirs.
QString dubbedTitle(const Words &w, qsizetype trigger, const NameSpan &n, bool lowerCase)
{
    const qsizetype s = sentenceStart(w, trigger);
    // The description starts after the nearest verb of the authors: "… and propose a gradient
    // vector quantization technique, named GradiVeQ", "we provide a new paradigm, named …".
    qsizetype from = s;
    bool authorsVerb = false;
    for (qsizetype k = trigger - 1; k >= s; --k) {
        const QStringView word = w[k];
        if (word.endsWith(u':') || word.endsWith(u';')
            || (word.size() <= 3 && word.endsWith(u')') && !word.contains(u'('))) {
            from = k + 1; // "presenting: a) …, b) a novel algorithm, called ZO-SVRG"
            break;
        }
        const Key key(word);
        if (key.in("propose", "proposes", "introduce", "introduces", "present", "presents",
                "develop", "develops", "design", "designs", "we")) {
            from = key.is("we") ? k + 2 : k + 1;
            authorsVerb = !key.is("we");
            if (from < trigger && Key(w[from]).is("that"))
                ++from;
            break;
        }
    }
    if (lowerCase && !authorsVerb)
        return {};
    if (from >= trigger)
        return namedTitle(w, n);
    if (Key(w[from]).in("our", "this", "these", "such", "its", "their", "the")) {
        // "We address this challenge in a novel model called MAPLE": the description starts
        // at the indefinite article; "Our approach, called GrangerBusca, is …" has none.
        qsizetype article = -1;
        for (qsizetype k = from + 1; k < trigger && article < 0; ++k) {
            if (Key(w[k]).in("a", "an"))
                article = k;
        }
        if (article < 0 && lowerCase)
            return {};
        if (article < 0) {
            const QString gist = contribution(w);
            TitleBuilder b(HeadlineDeriver::maxLength);
            appendName(w, n, b);
            b.appendText(u": ");
            const qsizetype gistStart = b.size();
            b.appendText(gist.isEmpty() ? opening(w) : gist);
            b.lowerFrom(gistStart);
            b.fit();
            return b.toString();
        }
        from = article;
    }
    qsizetype to = trigger; // exclusive
    while (to > from && Key(w[to - 1]).in("which", "we", "that", "is", "it", "and", "one"))
        --to;
    if (to - from < 2 || to - from > 25)
        return namedTitle(w, n);
    TitleBuilder b(HeadlineDeriver::maxLength);
    appendName(w, n, b);
    b.appendText(u": ");
    const qsizetype descStart = b.size();
    const qsizetype novel = skipNovel(w, from);
    for (qsizetype k = from; k < to; ++k) {
        if (k != novel)
            b.append(w[k], k + 1 == to);
    }
    // "a new method called ProfWeight for transferring information …": the description is
    // generic, what follows the name says what it does.
    const qsizetype next = n.last + 1;
    const QChar namePunct = trailingPunct(w[n.last]);
    if (b.size() - descStart < 48 && next < w.size() && startsLower(w[next])
        && (namePunct.isNull()
            || (namePunct == u',' && Key(w[next]).in("to", "for", "which", "that")))
        && !Key(w[next]).in("and", "or", "but", "is", "are", "was", "were", "has", "have")) {
        b.appendClause(w, next, gistCommaStop);
    }
    b.fit();
    return b.toString();
}

QString namedMethod(const Words &w)
{
    for (const qsizetype i : w.cues) {
        if (i < 1 || i + 1 >= w.size())
            continue;
        if (contributionVerb(w, i) == Verb::Strong) {
            qsizetype j = i + 1;
            if (isArticle(Key(w[j])) && j + 1 < w.size())
                ++j;
            const NameSpan n = parseName(w, j, false);
            if (n.valid)
                return namedTitle(w, n);
            if (j == i + 1) {
                const NameSpan lower = lowerCaseName(w, j);
                if (lower.valid) {
                    QString title = namedTitle(w, lower);
                    title[0] = title[0].toUpper();
                    return title;
                }
            }
        } else if (isNamingWord(w[i])) {
            qsizetype j = i + 1;
            if (Key(w[j]).in("it", "as", "the") && j + 1 < w.size())
                ++j;
            NameSpan n = parseName(w, j, true);
            if (!n.valid)
                n = lowerCaseAcronymName(w, j);
            bool lowerCase = false;
            if (!n.valid && !Key(w[i]).is("named")) {
                n = lowerCaseName(w, j, false);
                lowerCase = true;
            }
            // "called Legendre decomposition, which …"
            if (n.valid && trailingPunct(w[n.last]).isNull() && n.last + 1 < w.size()
                && startsLower(w[n.last + 1]) && !trailingPunct(w[n.last + 1]).isNull()
                && !Key(w[n.last + 1]).in("and", "or"))
                ++n.last;
            if (n.valid) {
                QString title = dubbedTitle(w, i, n, lowerCase);
                if (!title.isEmpty()) {
                    title[0] = title[0].toUpper();
                    return title;
                }
            }
        }
    }
    return {};
}

QString describe(const Words &w, qsizetype from)
{
    TitleBuilder b(HeadlineDeriver::maxLength);
    b.appendGist(w, from, gistCommaStop);
    b.capitalizeFrom(0);
    b.fit();
    return b.toString();
}

// What follows the contribution verb at i when it says what the paper is about: "a …",
// "the problem of …", for weak verbs also "how …", "to what extent …". False for anything else.
bool describeObject(const Words &w, qsizetype i, Verb verb, QString &title)
{
    const qsizetype next = i + 1;
    const qsizetype p = problemOf(w, next);
    if (p >= 0) {
        title = describe(w, p);
        return true;
    }
    const Key k(w[next]);
    if ((isArticle(k) && trailingPunct(w[next]).isNull())
        || (verb == Verb::Weak && k.in("how", "whether", "what", "when", "why"))
        || (verb == Verb::Weak && k.is("to") && next + 1 < w.size()
            && Key(w[next + 1]).is("what"))) {
        title = describe(w, next);
        return true;
    }
    return false;
}

QString contribution(const Words &w)
{
    // "We study the problem of X" opening the abstract says what the paper is about.
    for (qsizetype i = 1; i + 1 < w.size() && i < 8; ++i) {
        if (endsSentence(w, i - 1))
            break;
        if (contributionVerb(w, i) != Verb::None) {
            const qsizetype p = problemOf(w, i + 1);
            if (p >= 0)
                return describe(w, p);
        }
    }
    QString title;
    // Only the cues can be verbs.
    for (const qsizetype i : w.cues) {
        if (i >= 1 && i + 1 < w.size() && contributionVerb(w, i) == Verb::Strong
            && describeObject(w, i, Verb::Strong, title))
            return title;
    }
    if (w.weakVerbs == 0)
        return {};
    int sentences = 0;
    for (qsizetype i = 1; i + 1 < w.size(); ++i) {
        // What a paper "investigates" late in the abstract is a side experiment.
        if (endsSentence(w, i - 1) && ++sentences >= 3)
            break;
        if (contributionVerb(w, i) == Verb::Weak && describeObject(w, i, Verb::Weak, title))
            return title;
    }
    return {};
}

} // namespace

namespace HeadlineDeriver {

QString derive(QStringView abstract)
{
    Words w;
    splitWords(abstract, w);
    if (w.isEmpty())
        return {};
    QString title = namedMethod(w);
    if (title.isEmpty())
        title = contribution(w);
    if (title.isEmpty())
        title = opening(w);
    if (title.isEmpty()) {
        // Only punctuation, e.g. "…": show it rather than nothing.
        TitleBuilder b(maxLength);
        b.append(w[0]);
        b.fit();
        title = b.isEmpty() ? w[0].left(maxLength).toString() : b.toString();
    }
    return title;
}

} // namespace HeadlineDeriver
