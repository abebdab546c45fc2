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

// isPresentingVerb() by the first three units and size alone, for most words.
bool mayBePresentingVerb(QStringView word)
{
    if (word.size() < 5 || word.size() > 12)
        return false;
    const char16_t second = word[1].unicode();
    const char16_t third = word[2].unicode();
    switch (word[0].unicode()) {
    case u'p':
        return second == u'r' && (third == u'o' || third == u'e');
    case u'i':
        return second == u'n' && third == u't';
    case u'd':
        return second == u'e' && (third == u'v' || third == u's');
    case u'b':
        return second == u'u' && third == u'i';
    case u'c':
        return (second == u'r' && third == u'e') || (second == u'o' && third == u'n');
    case u'f':
        return second == u'o' && third == u'r';
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
// "P4GCN"; not "2012", "3D".
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

// Whether the words before k introduce a name of capitalised words that starts at k and closes
// with its acronym: "Our Sequential Non-Ancestor Pruning (SNAP)", "Our proposed method Meta
// Test-Time Training (MT3)" (after "our", at most "proposed", "novel", "new" or the noun it
// names; not "Our approach utilizes Model Predictive Control (MPC)", "our previous …");
// "introducing Bilinear Interpretable Neural Architecture Search (BINAS)", "propose a Visual
// Phrase guided Convolutional Neural Network (ViP-CNN)" (a presenting verb, an article, "novel");
// "namely Model Extraction Risk Inspector (MER-Inspector)", "termed … (ReMoNet)" (a naming cue).
bool introducesName(const Words &w, qsizetype k)
{
    bool articles = true; // only "a", "an", "the", "novel", "new" between
    bool asThe = true; // only "as", "the" between
    bool ours = true; // only "proposed", "novel", "new" and the noun between
    for (qsizetype i = k - 1; i >= 1 && i >= k - 3; --i) {
        const QStringView word = w[i];
        if (!trailingPunct(word).isNull() || !(startsLower(word) || word == u"Our"))
            return false;
        const Key key(word);
        if (key.is("our"))
            return ours;
        // "we proposed a …", but "Our proposed method …" goes on to "Our".
        if (isPresentingVerb(key) && (articles || !key.is("proposed")))
            return articles;
        if (isNamingWord(word) || key.is("namely"))
            return asThe;
        const bool novel = key.in("novel", "new");
        articles = articles && (isArticle(key) || novel);
        asThe = asThe && key.in("as", "the");
        ours = ours && (novel || key.is("proposed") || VerbObjectNames::isHeadNoun(key));
        if (!articles && !asThe && !ours)
            return false;
    }
    return false;
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

// The name that a rule finds at word k, which starts with a capital, a digit or punctuation;
// invalid for none.
Q_NEVER_INLINE NameSpan nameAt(const Words &w, qsizetype k)
{
    const QStringView word = w[k];
    const QStringView prev = w[k - 1];
    const char16_t p0 = prev[0].unicode();
    if (((p0 >= u'a' && p0 <= u'z') || p0 == u'O') && trailingPunct(prev).isNull()
        && introducesName(w, k)) {
        const qsizetype acronym = closingAcronym(w, k);
        if (acronym > 0)
            return NameSpan { acronym, acronym, true };
    }
    // Each rule below needs a comma or a presenting verb before the name.
    if ((prev.back() != u',' && !mayBePresentingVerb(prev)) || !isOwnName(word)
        || namesSomethingElse(Key(w[k + 1])))
        return {};
    if (afterOurNoun(w, k)
        || ((afterVerb(w, k) || afterObjectNoun(w, k)) && isAuthorsSentence(w, k)))
        return NameSpan { k, k, true };
    return {};
}

} // namespace

NameSpan find(const Words &w)
{
    // Every rule starts at a word with a capital, a digit or punctuation first: the loop over the
    // others stays tight, the few are looked at out of line.
    const QStringView *const words = w.constData();
    const qsizetype end = w.size() - 1;
    for (qsizetype k = 1; k < end; ++k) {
        if (Q_LIKELY(words[k][0].unicode() >= u'a'))
            continue;
        const NameSpan n = nameAt(w, k);
        if (n.valid)
            return n;
    }
    return {};
}

QString withName(const Words &w, const QString &title, qsizetype maxLength)
{
    // "Name: gist" names its method already.
    const QStringView head42 = QStringView(title).left(42);
    for (qsizetype i = head42.indexOf(u':'); i >= 0 && i + 1 < head42.size();
         i = head42.indexOf(u':', i + 1)) {
        if (head42[i + 1] == u' ')
            return title;
    }
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
