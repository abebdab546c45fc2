// SPDX-License-Identifier: GPL-3.0-or-later
#include "appositionnames.h"

#include "passivenames.h"
#include "sentencescanner.h"
#include "titlebuilder.h"
#include "verbobjectnames.h"

using namespace MethodNames;
using namespace SentenceScanner;
using namespace WordSplitter;

namespace AppositionNames {

namespace {

// What the authors do to what they present, in any tense: "we develop X", "our research
// introduces a novel framework", "we put forward X". Never "use", "apply", "fine-tune": what
// those take is someone else's ("We used EDEM, a Discrete Element Modeling software").
bool isPresentingVerb(const Key &k)
{
    return k.in("propose", "proposes", "proposed", "proposing", "present", "presents", "presented",
               "presenting", "introduce", "introduces", "introduced", "introducing")
        || k.in("develop", "develops", "developed", "developing", "design", "designs", "designed",
            "designing", "build", "builds", "built", "building", "create", "creates", "created")
        || k.in("creating", "devise", "devises", "devised", "forward", "contribute", "contributes");
}

// isPresentingVerb() by the first two units and size alone, for most words.
bool mayBePresentingVerb(QStringView word)
{
    if (word.size() < 5 || word.size() > 12)
        return false;
    const char16_t second = word[1].unicode();
    switch (word[0].unicode()) {
    case u'p':
        return second == u'r';
    case u'i':
        return second == u'n';
    case u'd':
        return second == u'e';
    case u'b':
        return second == u'u';
    case u'c':
        return second == u'r' || second == u'o';
    case u'f':
        return second == u'o';
    default:
        return false;
    }
}

// Whether the sentence of word k is the authors': "we", "our", "here", "this paper/work/study".
bool isAuthorsSentence(const Words &w, qsizetype k)
{
    for (qsizetype i = sentenceStart(w, k); i < w.size(); ++i) {
        const QStringView word = w[i];
        if (word.size() <= 5) {
            const Key key(word);
            if (key.in("we", "our", "here")
                || (i > 0 && key.in("paper", "work", "study") && Key(w[i - 1]).is("this")))
                return true;
        }
        if (endsSentence(w, i))
            break;
    }
    return false;
}

// A name of its own, not a year, a count or a plain capitalised word: "TransBox", "DP-space",
// "P4GCN", "iFakeDetector"; not "2012", "3D".
bool isOwnName(QStringView word)
{
    const QStringView c = core(word);
    if (c.size() < 3 || !(c.front().isUpper() || c.front().isDigit() || c[1].isUpper()))
        return false;
    bool letters = false;
    for (const QChar ch : c) {
        if (ch == u'(') // "NSPI(m)" is cut in a title
            return false;
        letters = letters || ch.isLetter();
    }
    return letters && VerbObjectNames::isDistinctiveWord(word);
}

// The word after the name is what the name is of, not the name: "X dataset", "X and Y".
bool namesSomethingElse(const Key &next)
{
    return next.in(
        "dataset", "datasets", "benchmark", "benchmarks", "corpus", "challenge", "and", "or");
}

// "we develop TransBox, an effective …", "we introduce Skyeyes a novel framework": the name right
// after the verb, then an apposition.
bool afterVerb(const Words &w, qsizetype k)
{
    if (!trailingPunct(w[k - 1]).isNull() || !isPresentingVerb(Key(w[k - 1])))
        return false;
    const QChar p = trailingPunct(w[k]);
    const Key next(w[k + 1]);
    if (!isArticle(next) || next.is("the"))
        return false;
    return p == u',' || (p.isNull() && k + 2 < w.size() && Key(w[k + 2]).in("novel", "new"));
}

// "introduces a novel framework, DRP, which …", "… a cockroach-inspired legged robot,
// Omni-Roach, that …", "… a sheet-like robot, SheetBot.": the name after the noun that a
// presenting verb takes as its object a few words before (no "on", "using", "of" between, which
// would make it a tool or a platform: "on the Fujitsu humanoid robot, Hoap-2").
bool afterObjectNoun(const Words &w, qsizetype k)
{
    if (k < 3 || trailingPunct(w[k - 1]) != u',' || !VerbObjectNames::isHeadNoun(Key(w[k - 1])))
        return false;
    const QChar p = trailingPunct(w[k]);
    const Key next(w[k + 1]);
    const bool setOff = (p == u',' && next.in("which", "that", "to", "for", "a", "an"))
        || (p.isNull() && next.in("which", "that")) || (p == u'.' && endsSentence(w, k));
    if (!setOff)
        return false;
    for (qsizetype i = k - 2; i >= 0 && i >= k - 9; --i) {
        const QStringView word = w[i];
        if (!trailingPunct(word).isNull())
            return false;
        const Key key(word);
        if (isPresentingVerb(key))
            return true;
        if (key.in("on", "using", "of", "with", "by", "from", "via", "in", "than", "uses", "use",
                "used"))
            return false;
    }
    return false;
}

// The acronym "(ACRONYM)" that closes a name of capitalised words from word j on, whose first
// letter it shares; -1 when none does within a few words.
qsizetype closingAcronym(const Words &w, qsizetype j)
{
    if (j >= w.size() || startsLower(w[j]))
        return -1;
    const QStringView first = core(w[j]);
    for (qsizetype k = j + 1; k < w.size() && k < j + 12; ++k) {
        const QStringView word = w[k];
        if (word.startsWith(u'(')) {
            const QStringView acronym = core(word);
            // "(SNAP)", "(MT3)", not a common short acronym ("(GNN)", "(MPC)").
            // "(GP)-based" qualifies a noun.
            QStringView closed = word;
            while (!closed.isEmpty() && isTrailingPunct(closed.back()))
                closed.chop(1);
            const bool named = closed.endsWith(u')') && isOwnName(acronym)
                && PassiveNames::isOwnName(acronym) && !first.isEmpty()
                && acronym.front().toCaseFolded() == first.front().toCaseFolded();
            return named ? k : -1;
        }
        if (!trailingPunct(word).isNull() || endsSentence(w, k))
            return -1;
    }
    return -1;
}

// "Our Sequential Non-Ancestor Pruning (SNAP) …", "Our proposed method Meta Test-Time Training
// (MT3) …": the authors' own name with its expansion, after up to two words that say it is new
// or what it is. Not "Our approach utilizes Model Predictive Control (MPC)", "our previous …".
qsizetype ourExpansion(const Words &w, qsizetype k)
{
    if (w[k].size() != 3 || !Key(w[k]).is("our"))
        return -1;
    for (qsizetype j = k + 1; j < w.size() && j <= k + 3; ++j) {
        if (!trailingPunct(w[j - 1]).isNull())
            return -1;
        if (!startsLower(w[j]))
            return closingAcronym(w, j);
        const Key key(w[j]);
        if (!key.in("proposed", "novel", "new") && !VerbObjectNames::isHeadNoun(key))
            return -1;
    }
    return -1;
}

// "namely Model Extraction Risk Inspector (MER-Inspector)", "termed Recurrent Multi-output
// Network (ReMoNet)": a naming cue, then a name that closes with its acronym.
qsizetype namedExpansion(const Words &w, qsizetype k)
{
    const QStringView word = w[k];
    if (word.size() < 5 || word.size() > 6 || !trailingPunct(word).isNull()
        || !(isNamingWord(word) || word == u"namely"))
        return -1;
    qsizetype j = k + 1;
    while (j + 1 < w.size() && j <= k + 2 && Key(w[j]).in("as", "the"))
        ++j;
    return closingAcronym(w, j);
}

// "introducing Bilinear Interpretable Neural Architecture Search (BINAS)", "propose a Visual
// Phrase guided Convolutional Neural Network (ViP-CNN)": what a presenting verb takes, named by
// its acronym.
qsizetype verbExpansion(const Words &w, qsizetype k)
{
    const QStringView word = w[k];
    // The next word starts the name or is an article: most verbs are ruled out without a Key.
    const QStringView next = w[k + 1];
    if ((next.size() > 3 && next[0] >= u'a' && next[0] <= u'z' && next[0] != u'n')
        || !trailingPunct(word).isNull() || !isPresentingVerb(Key(word)))
        return -1;
    qsizetype j = k + 1;
    if (j + 1 < w.size() && isArticle(Key(w[j])))
        ++j;
    if (j + 1 < w.size() && Key(w[j]).in("novel", "new"))
        ++j;
    return closingAcronym(w, j);
}

// "our predictor, P4P, achieves …": the noun before the name is the authors'.
bool afterOurNoun(const Words &w, qsizetype k)
{
    if (k < 3 || trailingPunct(w[k - 1]) != u',' || trailingPunct(w[k]) != u','
        || !startsLower(w[k - 1]))
        return false;
    for (qsizetype i = k - 2; i >= k - 3; --i) {
        if (!trailingPunct(w[i]).isNull())
            return false;
        if (w[i].size() == 3 && Key(w[i]).is("our"))
            return true;
    }
    return false;
}

} // namespace

NameSpan find(const Words &w)
{
    for (qsizetype k = 1; k + 1 < w.size(); ++k) {
        // Most words are ruled out by their first two units and size, without a Key.
        const QStringView word = w[k];
        const qsizetype size = word.size();
        const char16_t first = word.front().unicode();
        const bool lower = first >= u'a' && first <= u'z';
        if ((lower && (size < 3 || !word[1].isUpper())) || (first == u'O' && size == 3)) {
            qsizetype acronym = -1;
            if (size == 3 && (first == u'o' || first == u'O'))
                acronym = ourExpansion(w, k);
            else if (size >= 5 && size <= 6 && mayStartWith(word, letterSet("ntcd")))
                acronym = namedExpansion(w, k);
            if (acronym < 0 && mayBePresentingVerb(word))
                acronym = verbExpansion(w, k);
            if (acronym > 0)
                return NameSpan { acronym, acronym, true };
            continue;
        }
        // Each rule below needs a comma or a presenting verb before the name.
        const QStringView prev = w[k - 1];
        if ((prev.back() != u',' && !mayBePresentingVerb(prev)) || !isOwnName(word)
            || namesSomethingElse(Key(w[k + 1])))
            continue;
        if (afterOurNoun(w, k)
            || ((afterVerb(w, k) || afterObjectNoun(w, k)) && isAuthorsSentence(w, k)))
            return NameSpan { k, k, true };
    }
    return {};
}

QString withName(const Words &w, const QString &title, qsizetype maxLength)
{
    // "Name: gist" names its method already.
    if (title.left(42).contains(u": "))
        return title;
    const NameSpan n = find(w);
    if (!n.valid)
        return title;
    const QStringView name = core(w[n.first]);
    // A list shows about the first 60 units of a title; one that starts with a name of its own
    // ("OpenCapBench to offer …") has one already.
    const QStringView head = QStringView(title).left(title.indexOf(u' '));
    if (QStringView(title).left(60).contains(name, Qt::CaseInsensitive) || isOwnName(head))
        return title;
    // "Locally Aligned Convolutional Neural Network" keeps its capitals, "Malnutrition among …"
    // is lowered.
    const qsizetype second = title.indexOf(u' ') + 1;
    const bool lower = second > 0 && second < title.size() && title[second].isLower();
    TitleBuilder b(maxLength);
    b.appendText(name);
    if (!title.isEmpty()) {
        b.appendText(u": ");
        const qsizetype gistStart = b.size();
        b.appendText(title);
        if (lower)
            b.lowerFrom(gistStart);
    }
    b.fit();
    return b.toString();
}

} // namespace AppositionNames
