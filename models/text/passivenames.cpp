// SPDX-License-Identifier: GPL-3.0-or-later
#include "passivenames.h"

#include "sentencescanner.h"
#include "verbobjectnames.h"

using namespace MethodNames;
using namespace NameCues;
using namespace SentenceScanner;
using namespace VerbObjectNames;
using namespace WordSplitter;

namespace PassiveNames {

namespace {

// Where the subject of the sentence that starts at word s begins: after a lead-in ("In this
// paper,", "To address these issues,") at the first article or determiner that opens the
// sentence or follows a comma, else at s.
qsizetype subjectStart(const Words &w, qsizetype s, qsizetype verb)
{
    // "In this paper the subtasks of … are described": the lead-in has no comma.
    if (s + 3 < verb && Key(w[s]).is("in") && Key(w[s + 1]).is("this")
        && Key(w[s + 2]).in("paper", "work", "study", "article", "letter"))
        s += 3;
    // "Afterwards, Tree-LSTM is …": one word and a comma.
    if (s + 1 < verb && trailingPunct(w[s]) == u',')
        ++s;
    // "Therefore, in this paper, an …", "To address these issues, the …"
    if (Key(w[s]).in("in", "to", "for", "therefore", "thus", "hence", "here", "finally", "first",
            "then", "with", "by", "furthermore", "moreover", "specifically", "additionally",
            "besides", "based", "consequently", "accordingly")) {
        for (qsizetype k = s; k < verb && k < s + 12; ++k) {
            if (trailingPunct(w[k]) == u',') {
                s = k + 1;
                break;
            }
        }
    }
    for (qsizetype k = s; k < verb; ++k) {
        if ((k == s || trailingPunct(w[k - 1]) == u',')
            && Key(w[k]).in("a", "an", "the", "this", "our", "these"))
            return k;
    }
    return s;
}

// Whether the words [from, to) say that what follows is used, not named: "… robustness analysis
// … using Nonlinear Model Predictive Control (NMPC)", "via", "by", "with", "from". ("Based on"
// as often describes the method itself: "a … algorithm based on Path Modification (POMCP-PM)".)
bool usesWhatFollows(const Words &w, qsizetype from, qsizetype to)
{
    for (qsizetype k = from; k < to; ++k) {
        if (mayStartWith(w[k], letterSet("uvbwfi"))
            && Key(w[k]).in("using", "via", "by", "with", "from", "including"))
            return true;
    }
    return false;
}

// The word after "is"/"are" (perhaps past an adverb) is a contribution verb in the passive;
// the index of that verb, else -1.
qsizetype passiveVerb(const Words &w, qsizetype k)
{
    qsizetype j = k + 1;
    if (j + 1 < w.size()
        && Key(w[j]).in("first", "newly", "further", "also", "then", "hence", "thus", "therefore",
            "hereby", "here", "thereby", "finally"))
        ++j;
    if (j >= w.size())
        return -1;
    const Key verb(w[j]);
    if (verb.in("proposed", "presented", "introduced", "developed", "designed", "described",
            "built", "devised", "constructed"))
        return j;
    return -1;
}

// A name set in the running text without parentheses: a digit, a capital inside a part of it
// ("D2HNet", not "Child-Parent"), or four capitals or more ("LOPES", "IST-YOLO", not "QA").
bool isBareName(QStringView word)
{
    const QStringView c = core(word);
    bool lower = false;
    bool innerCapital = false;
    for (qsizetype i = 0; i < c.size(); ++i) {
        if (c[i].isDigit())
            return true;
        lower = lower || c[i].isLower();
        innerCapital = innerCapital || (i > 0 && c[i].isUpper() && c[i - 1] != u'-');
    }
    return lower ? innerCapital : c.size() >= 4;
}

// "CNN-based", "GAN-style": a word that qualifies a noun by a name, not a name itself.
bool isQualifier(QStringView word)
{
    const QStringView c = core(word);
    const qsizetype hyphen = c.lastIndexOf(u'-');
    return hyphen > 0 && hyphen + 1 < c.size() && c[hyphen + 1].isLower();
}

} // namespace

bool isOwnName(QStringView word)
{
    QStringView c = core(word);
    if (c.size() >= 2 && c.back() == u's' && c[c.size() - 2].isUpper())
        c.chop(1); // "CNNs"
    bool lower = false;
    bool upper = false;
    for (const QChar ch : c) {
        if (ch.isDigit() || ch == u'-')
            return true;
        lower = lower || ch.isLower();
        upper = upper || ch.isUpper();
    }
    return (lower && upper) || c.size() >= 4;
}

Cue fromPassive(const Words &w, qsizetype k)
{
    if (k < 1 || !Key(w[k]).in("is", "are"))
        return {};
    const qsizetype verb = passiveVerb(w, k);
    if (verb < 0)
        return {};
    const qsizetype s = sentenceStart(w, k);
    // "…, which is proposed in [3]": the subject is another clause's.
    for (qsizetype i = s; i < k; ++i) {
        if (Key(w[i]).in("which", "that", "where", "who", "whose", "when", "while", "if", "it"))
            return {};
    }
    const qsizetype subject = subjectStart(w, s, k);
    if (k - subject < 1 || k - subject > 20)
        return {};
    // A parenthesised name anywhere in the subject: "… correlation filter (BiCF) is proposed".
    NameSpan n;
    for (qsizetype i = subject + 1; i < k && !n.valid; ++i) {
        const QStringView word = w[i];
        if (word.startsWith(u'(') && word.contains(u')') && isDistinctiveWord(word)
            && core(word).front().isUpper() && isOwnName(word))
            n = NameSpan { i, i, true };
    }
    // "AutoGluon-Multimodal (AutoMM) is introduced": the name and its expansion open the subject.
    const qsizetype opens = subject + (isArticle(Key(w[subject])) ? 1 : 0);
    if (n.valid && opens < n.first && !startsLower(w[opens])) {
        const NameSpan whole = parseName(w, opens, true);
        if (whole.valid && whole.last == n.first)
            n.first = opens;
    }
    // A distinctive name set off by commas or next to the noun it names: "A procedure, RESOUND,
    // is", "the Cascade R-CNN, is", "A D2HNet framework is", "algorithm MH-iSAM2 is".
    for (qsizetype i = subject; i < k && !n.valid; ++i) {
        const QStringView word = w[i];
        if (!word.front().isUpper() && !word.front().isDigit())
            continue;
        const NameSpan p = parseName(w, i, false);
        if (!p.valid || p.last >= k || !isBareName(w[p.last]) || isQualifier(w[p.last]))
            continue;
        const QStringView before = i > subject ? w[i - 1] : QStringView();
        const bool afterNoun = !before.isEmpty()
            && (trailingPunct(before) == u',' || isArticle(Key(before)) || isHeadNoun(Key(before)));
        const bool beforeNoun
            = p.last + 1 == k || trailingPunct(w[p.last]) == u',' || isHeadNoun(Key(w[p.last + 1]));
        if ((afterNoun || i == subject) && beforeNoun)
            n = p;
    }
    if (!n.valid || usesWhatFollows(w, subject, n.first))
        return {};
    Cue c { n, k, k, verb + 1 };
    c.descFrom = subject;
    // A name that ends the subject is described by the words before it; one inside it ("A
    // D2HNet framework") by the subject without it.
    const bool endsSubject = n.last + 1 == k;
    c.descEnd = endsSubject ? n.first : k;
    c.trigger = c.descEnd;
    return c;
}

} // namespace PassiveNames
