// SPDX-License-Identifier: GPL-3.0-or-later
#include "headlinederiver.h"

#include "appositionnames.h"
#include "clausewords.h"
#include "contributionsentence.h"
#include "methodnames.h"
#include "namecues.h"
#include "sentencescanner.h"
#include "titlebuilder.h"
#include "verbobjectnames.h"

using namespace ContributionSentence;
using namespace SentenceScanner;
using namespace WordSplitter;
using namespace MethodNames;

namespace {

// What the paper contributes, for a name whose own sentence does not say what it is ("Our
// method, NMT-Adapt, combines …"): the contribution, else the authors' sentence, else the opening.
QString authorsGist(const Words &w)
{
    QString gist = contribution(w);
    if (gist.isEmpty())
        gist = authorsSentence(w);
    return gist.isEmpty() ? opening(w) : gist;
}

// Appends the name; true when it was written as "ACRONYM: expansion" (a long expansion would
// push the acronym out of sight), so that what follows needs no colon of its own.
bool appendName(const Words &w, const NameSpan &n, TitleBuilder &b)
{
    if (n.first == n.last && w[n.first].startsWith(u'(')) {
        b.appendText(core(w[n.first])); // "network (MODNet) for …"
        return false;
    }
    if (NameCues::isLongExpansion(w, n)) {
        b.appendText(core(w[n.last]));
        b.appendText(u":");
        for (qsizetype k = n.first; k < n.last; ++k)
            b.append(w[k], k + 1 == n.last);
        return true;
    }
    bool opened = false;
    for (qsizetype k = n.first; k < n.last; ++k) {
        b.append(w[k]);
        opened = opened || w[k].contains(u'(');
    }
    // "(termed LexFit)": the parenthesis closes around the cue, not the name.
    QStringView last = w[n.last];
    while (!last.isEmpty() && isTrailingPunct(last.back()))
        last.chop(1);
    if (!opened && last.endsWith(u')') && !last.contains(u'('))
        last.chop(1);
    b.append(last, true);
    // Quotes around a name ("dubbed “GenZSL”") are not part of it.
    b.stripQuotes();
    return false;
}

// "Name: gist" from what follows the name in its sentence, or the name and the opening clause.
QString namedTitle(const Words &w, const NameSpan &n)
{
    TitleBuilder b(HeadlineDeriver::maxLength);
    const bool expanded = appendName(w, n, b);
    const QChar p = trailingPunct(w[n.last]);
    const qsizetype g = n.last + 1;
    if (g < w.size() && p == u',' && Key(w[g]).in("which", "that")) {
        b.appendText(u",");
        b.appendClause(w, g, gistCommaStop);
    } else if (g < w.size() && (p == u',' || p == u':' || p == u';')
        && (startsLower(w[g]) || isArticle(Key(w[g])))
        && !Key(w[g]).in("is", "are", "was", "were", "has", "have", "can", "could", "will")) {
        b.appendText(expanded ? u", " : u": ");
        b.appendGist(w, g, gistCommaStop);
    } else if (g < w.size() && p.isNull() && startsLower(w[g])) {
        b.appendClause(w, g, gistCommaStop);
    } else if (!expanded && n.first > 0 && sentenceStart(w, n.first) > 0) {
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

// Words after "is proposed" that do not say what the method is for: "with three stages", "in
// this paper", "based on".
bool isPreposition(const Key &k)
{
    return k.in("and", "or", "but", "in", "by", "as", "with", "here", "based", "on", "at");
}

// "Name: subject" for a name in the subject of a sentence in the passive ("In this paper, a
// Pixel to Global Matching Network (PG-Net) is proposed to …"): the subject [from, to) without
// its determiner and the name, then what the verb is for when the subject says little.
QString subjectTitle(
    const Words &w, const NameSpan &n, qsizetype from, qsizetype to, qsizetype after)
{
    if (from < to && Key(w[from]).in("the", "this", "our", "these"))
        ++from;
    // "a network", not "Submersible Pylon Inspection Robot": only an article is lowered.
    const bool article = from < to && isArticle(Key(w[from]));
    qsizetype words = 0; // of the subject, without the name
    for (qsizetype k = from + (article ? 1 : 0); k < to; ++k)
        words += k < n.first || k > n.last ? 1 : 0;
    if (words == 0) {
        // "A Feature and Pose Constrained Extended Kalman Filter (FPC-EKF) is developed for …":
        // the subject is the name, what it is for follows the verb.
        // A bare word ("Afterwards, Tree-LSTM is developed.") says nothing: another level does;
        // a name with its expansion ("Spherical Foot Placement Estimator (SFPE)") says enough.
        const bool purpose = after < w.size() && startsLower(w[after])
            && trailingPunct(w[after - 1]).isNull() && !isPreposition(Key(w[after]));
        if (!purpose && n.first == n.last)
            return {};
        TitleBuilder b(HeadlineDeriver::maxLength);
        const bool expanded = appendName(w, n, b);
        if (purpose) {
            b.appendText(expanded ? u", " : u": ");
            b.appendClause(w, after, gistCommaStop);
        }
        b.fit();
        return b.toString();
    }
    TitleBuilder b(HeadlineDeriver::maxLength);
    b.appendText(appendName(w, n, b) ? u", " : u": ");
    const qsizetype descStart = b.size();
    const qsizetype novel = skipNovel(w, from);
    qsizetype last = to - 1;
    while (last >= from && last >= n.first && last <= n.last)
        --last;
    for (qsizetype k = from; k <= last; ++k) {
        if (k != novel && (k < n.first || k > n.last))
            b.append(w[k], k == last);
    }
    // "… network (VLANet) is proposed that learns …", "A D2HNet framework is developed to …"
    if (b.size() - descStart < 48 && after < w.size() && startsLower(w[after])
        && trailingPunct(w[after - 1]).isNull() && !isPreposition(Key(w[after]))) {
        b.appendClause(w, after, gistCommaStop);
    }
    if (article)
        b.lowerFrom(descStart);
    b.fit();
    return b.toString();
}

// Empty when the name is a common phrase ("called the consistency axiom") that the authors
// do not present as theirs.
// The description ends before descEnd; what the name does may follow from `after` on.
// descFrom: where the description starts, leaving the name out ("A D2HNet framework is
// developed"); -1 to start after the authors' verb.
QString dubbedTitle(const Words &w, qsizetype trigger, const NameSpan &n, bool lowerCase,
    qsizetype descEnd, qsizetype after, qsizetype descFrom = -1)
{
    if (descFrom >= 0)
        return subjectTitle(w, n, descFrom, descEnd, after);
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
            const QString gist = authorsGist(w);
            TitleBuilder b(HeadlineDeriver::maxLength);
            b.appendText(appendName(w, n, b) ? u", " : u": ");
            const qsizetype gistStart = b.size();
            b.appendText(gist);
            b.lowerFrom(gistStart);
            b.fit();
            return b.toString();
        }
        from = article;
    }
    qsizetype to = descEnd; // exclusive
    while (to > from && Key(w[to - 1]).in("which", "we", "that", "is", "it", "and", "one"))
        --to;
    if (to - from < 2 || to - from > 25)
        return namedTitle(w, n);
    TitleBuilder b(HeadlineDeriver::maxLength);
    b.appendText(appendName(w, n, b) ? u", " : u": ");
    const qsizetype descStart = b.size();
    const qsizetype novel = skipNovel(w, from);
    for (qsizetype k = from; k < to; ++k) {
        if (ClauseWords::mayStartFiller(w[k]) && ClauseWords::fillerAt(w, k) > 0) {
            k += ClauseWords::fillerAt(w, k) - 1; // "… to tackle this problem"
            b.trimEnd();
            continue;
        }
        if (k != novel)
            b.append(w[k], k + 1 == to);
    }
    // "a new method called ProfWeight for transferring information …": the description is
    // generic, what follows the name says what it does.
    const qsizetype next = after;
    const QChar namePunct = trailingPunct(w[next - 1]);
    if (b.size() - descStart < 48 && next < w.size() && startsLower(w[next])
        && (namePunct.isNull()
            || (namePunct == u',' && Key(w[next]).in("to", "for", "which", "that")))
        && !Key(w[next]).in("and", "or", "but", "is", "are", "was", "were", "has", "have")) {
        b.appendClause(w, next, gistCommaStop);
    }
    b.fit();
    return b.toString();
}

// The title for a name that NameCues found; empty when the name is a common phrase.
QString cueTitle(const Words &w, const NameCues::Cue &cue)
{
    if (!cue.name.valid)
        return {};
    if (cue.afterVerb)
        return namedTitle(w, cue.name);
    if (cue.gistFrom >= 0 || cue.describedElsewhere) {
        TitleBuilder b(HeadlineDeriver::maxLength);
        b.appendText(appendName(w, cue.name, b) ? u", " : u": ");
        const qsizetype gistStart = b.size();
        if (cue.gistFrom >= 0)
            b.appendGist(w, cue.gistFrom, gistCommaStop);
        else
            b.appendText(authorsGist(w));
        b.lowerFrom(gistStart);
        b.fit();
        return b.toString();
    }
    QString title
        = dubbedTitle(w, cue.trigger, cue.name, false, cue.descEnd, cue.after, cue.descFrom);
    if (!title.isEmpty())
        title[0] = title[0].toUpper();
    return title;
}

QString namedMethod(const Words &w)
{
    // A plain name after a strong verb ("we propose the Personalized Sticker Retrieval with
    // Vision-Language Model framework, namely PerSRV") yields to a distinctive one that the same
    // sentence gives by another cue.
    QString plain;
    qsizetype plainSentence = -1;
    bool verbsTried = true; // fromVerb() asked for every strong verb below
    // An acronym a contribution sentence merely introduces, in case no cue names the method.
    NameCues::Cue acronym;

    for (const qsizetype i : w.cues) {
        if (i < 1 || i + 1 >= w.size())
            continue;
        if (!plain.isEmpty() && sentenceStart(w, i) != plainSentence)
            return plain;
        if (contributionVerb(w, i) == Verb::Strong) {
            qsizetype j = i + 1;
            if (isArticle(Key(w[j])) && j + 1 < w.size())
                ++j;
            // "a novel Coupled Multiple Instance Detection Network (C-MIDN)"
            if (j > i + 1 && j + 1 < w.size() && Key(w[j]).in("novel", "new")
                && !startsLower(w[j + 1]))
                ++j;
            // "a Pre-trained masked Language model with Misspelled knowledgE (PLOME)"
            NameSpan n = NameCues::expansion(w, skipNovel(w, j - 1) == j ? j + 1 : j);
            if (!n.valid)
                n = parseName(w, j, false);
            if (!n.valid && j == i + 1)
                n = lowerCaseName(w, j);
            if (n.valid || !plain.isEmpty() || NameCues::namesLater(w, i + 1))
                verbsTried = false;
            else {
                // "we present a … detector, namely CVFNet": the name this sentence gives.
                const NameCues::Cue c = VerbObjectNames::fromVerb(w, i);
                if (c.acronymOnly) {
                    if (!acronym.name.valid)
                        acronym = c;
                } else {
                    const QString title = cueTitle(w, c);
                    if (!title.isEmpty())
                        return title;
                }
            }
            if (n.valid && plain.isEmpty()) {
                QString title = namedTitle(w, n);
                title[0] = title[0].toUpper();
                // "We present Ruckig; an algorithm for …": a name with an apposition is one.
                const QChar after = trailingPunct(w[n.last]);
                const bool apposition = (after == u',' || after == u';') && n.last + 1 < w.size()
                    && isArticle(Key(w[n.last + 1]));
                if ((NameCues::isDistinctive(w, n) || apposition)
                    && !NameCues::namesLater(w, n.last + 1))
                    return title;
                plain = title;
                plainSentence = sentenceStart(w, i);
            }
        } else if (isNamingWord(w[i]) && startsLower(w[i])
            && !(Key(w[i]).is("named") && Key(w[i + 1]).in("entity", "entities"))) {
            // "Named Entity Recognition" and "named entity recognition" name a task, not a
            // method of the authors.
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
                QString title = dubbedTitle(w, i, n, lowerCase, i, n.last + 1);
                if (!title.isEmpty()) {
                    title[0] = title[0].toUpper();
                    return title;
                }
            }
        }
    }
    const NameCues::Cue cue = NameCues::find(w, verbsTried);
    if (cue.name.valid && (plain.isEmpty() || sentenceStart(w, cue.trigger) == plainSentence)) {
        const QString title = cueTitle(w, cue);
        if (!title.isEmpty())
            return title;
    }
    if (acronym.name.valid && plain.isEmpty())
        return cueTitle(w, acronym);
    return plain;
}

} // namespace

namespace HeadlineDeriver {

QString derive(QStringView abstract)
{
    abstract = unquoted(abstract);
    Words w;
    splitWords(abstract, w);
    if (w.isEmpty())
        return {};
    // The first kind of title that says more than a stub ("In", "A task"): a named method, else
    // the contribution, what the authors say they do or the opening, with a name set off there.
    QString title = namedMethod(w);
    if (title.isEmpty() || isStub(title)) {
        for (QString (*next)(const Words &) : { contribution, authorsSentence, opening }) {
            const QString candidate = next(w);
            if (!candidate.isEmpty() && (title.isEmpty() || !isStub(candidate))) {
                title = candidate;
                if (!isStub(title))
                    break;
            }
        }
    }
    title = AppositionNames::withName(w, title, maxLength);
    if (!title.isEmpty())
        return title;
    // Only punctuation, e.g. "…": show it rather than nothing.
    TitleBuilder b(maxLength);
    b.append(w[0]);
    b.fit();
    return b.isEmpty() ? w[0].left(maxLength).toString() : b.toString();
}

} // namespace HeadlineDeriver
