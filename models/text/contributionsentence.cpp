// SPDX-License-Identifier: GPL-3.0-or-later
#include "contributionsentence.h"

#include "headlinederiver.h"
#include "sentencescanner.h"
#include "titlebuilder.h"

using namespace SentenceScanner;
using namespace WordSplitter;

namespace ContributionSentence {

namespace {

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

// Verbs after "we" that do not state what the paper is about ("we are", "we can", "we
// evaluate our method on …"), or that need more than the words after them.
bool saysNothingOfThePaper(const Key &k)
{
    return k.in("are", "were", "is", "was", "have", "has", "had", "can", "could", "may", "might",
               "will", "would", "do", "does", "did", "must", "should", "need", "believe", "hope",
               "evaluate", "evaluated", "conduct", "conducted", "test", "tested", "compare",
               "compared", "release", "released", "make", "made", "achieve", "achieved", "obtain",
               "obtained", "perform", "performed", "validate", "verify", "call", "name", "refer")
        || k.in("then", "also", "further", "first", "thus", "therefore", "hence", "now", "next",
            "finally", "additionally", "not", "still", "often", "only");
}

// Where "we"/"this paper" at k may be the subject of a main clause, not of a relative one ("the
// data that we collect").
bool startsClause(const Words &w, qsizetype k)
{
    if (k == 0 || endsSentence(w, k - 1) || trailingPunct(w[k - 1]) == u',')
        return true;
    return Key(w[k - 1]).in("here", "and", "then", "thus", "hence", "therefore", "so", "now",
        "first", "finally", "instead", "this");
}

// "… and proposes" later in the sentence of the authors' verb at v: the index of the strong verb,
// or -1.
qsizetype laterStrongVerb(const Words &w, qsizetype v)
{
    for (qsizetype k = v + 1; k + 1 < w.size() && k < v + 30; ++k) {
        if (endsSentence(w, k - 1))
            return -1;
        if (mayBeContributionVerb(w[k]) && Key(w[k - 1]).is("and")
            && Key(w[k]).in("propose", "proposes", "introduce", "introduces", "present", "presents",
                "develop", "develops", "design", "designs"))
            return k;
    }
    return -1;
}

// The gist after the authors' verb at v: "that X" → X, "how X", "to improve X" → "improve X",
// "on X" → X, "a X" → "a X"; -1 when there is nothing after it.
qsizetype gistAfterVerb(const Words &w, qsizetype v)
{
    const qsizetype g = v + 1;
    if (g + 2 >= w.size() || !trailingPunct(w[v]).isNull() || endsSentence(w, v))
        return -1;
    const Key k(w[g]);
    if (k.in("that", "to", "on", "upon", "into"))
        return g + 1;
    // "We tackle this issue by incorporating X" → "Incorporating X"
    if (k.in("this", "these", "it", "them", "such")) {
        for (qsizetype b = g + 1; b < w.size() && b <= g + 3; ++b) {
            if (Key(w[b]).is("by") && b + 1 < w.size())
                return b + 1;
            if (!trailingPunct(w[b]).isNull())
                break;
        }
    }
    const qsizetype p = problemOf(w, g);
    return p >= 0 ? p : g;
}

} // namespace

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

QString opening(const Words &w)
{
    TitleBuilder b(HeadlineDeriver::maxLength);
    b.appendClause(w, openingStart(w), 30);
    b.capitalizeFrom(0);
    b.fit();
    return b.toString();
}

QString authorsSentence(const Words &w)
{
    for (qsizetype k = 0; k + 3 < w.size(); ++k) {
        qsizetype verb = -1;
        // Most words are told apart by their size: "we" has two units, the nouns four to five.
        const QStringView word = w[k];
        if (isWe(word) && startsClause(w, k)) {
            verb = k + 1;
        } else if (k > 0 && word.size() >= 4 && word.size() <= 7
            && (w[k - 1].size() == 3 || w[k - 1].size() == 4)
            && mayStartWith(word, letterSet("pwsa")) && Key(w[k - 1]).in("this", "our")
            && Key(word).in("paper", "work", "study", "article") && startsClause(w, k - 1)) {
            verb = k + 1;
        }
        if (verb < 0 || !startsLower(w[verb]))
            continue;
        // "we also show", "we then propose to"
        if (Key(w[verb]).in("also", "further", "then", "first", "now", "next", "finally", "here")
            && trailingPunct(w[verb]).isNull())
            ++verb;
        if (verb + 1 >= w.size())
            continue;
        // "Our work formalizes this challenge … and proposes a novel measure to …"
        QString title;
        const qsizetype also = laterStrongVerb(w, verb);
        if (also >= 0 && describeObject(w, also, Verb::Strong, title) && !isStub(title))
            return title;
        if (saysNothingOfThePaper(Key(w[verb])))
            continue;
        const qsizetype from = gistAfterVerb(w, verb);
        if (from < 0)
            continue;
        title = describe(w, from);
        if (!isStub(title))
            return title;
    }
    return {};
}

bool isStub(QStringView title)
{
    // Titles are written with single spaces: three spaces mean four words, as in most titles.
    if (title.count(u' ') >= 3)
        return false;
    qsizetype words = 0;
    bool name = false;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= title.size(); ++i) {
        if (i < title.size() && !title[i].isSpace())
            continue;
        const QStringView word = title.mid(start, i - start);
        start = i + 1;
        if (word.isEmpty() || core(word).isEmpty())
            continue;
        if (++words > 3)
            return false;
        const QStringView c = core(word);
        for (qsizetype j = 0; j < c.size() && !name; ++j)
            name = c[j].isDigit() || (c[j].isUpper() && (j > 0 || words > 1));
    }
    return words <= 3 && !name;
}

} // namespace ContributionSentence
