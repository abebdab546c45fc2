// SPDX-License-Identifier: GPL-3.0-or-later
#include "namecues.h"

#include "passivenames.h"
#include "sentencescanner.h"
#include "verbobjectnames.h"

using namespace MethodNames;
using namespace SentenceScanner;
using namespace VerbObjectNames;
using namespace WordSplitter;

namespace NameCues {

namespace {

// An expansion longer than this (in UTF-16 units) pushes its acronym out of the part of a title
// a list shows first: the acronym goes before it.
constexpr qsizetype longExpansion = 40;
// "we rethink … and present NeuHMR, …", "We, for the first time, propose a … network, GraspNeRF,
// that …": a strong verb whose subject the word splitter did not see, in a sentence of the authors.
Cue laterVerb(const Words &w, qsizetype k)
{
    if (!Key(w[k - 1]).in("and", "then", "thus", "hence") && trailingPunct(w[k - 1]) != u',')
        return {};
    bool authors = false;
    for (qsizetype i = k - 1; i >= 0 && i > k - 30 && !authors; --i) {
        if (i < k - 1 && endsSentence(w, i))
            break;
        authors = isWe(w[i]) || (w[i].size() >= 4 && Key(w[i]).in("paper", "work", "we"));
    }
    if (!authors)
        return {};
    qsizetype j = k + 1;
    if (j + 1 < w.size() && isArticle(Key(w[j])))
        ++j;
    if (j + 1 < w.size() && Key(w[j]).in("novel", "new"))
        ++j;
    NameSpan n = expansion(w, j);
    if (!n.valid)
        n = parseName(w, j, false);
    if (n.valid && NameCues::isDistinctive(w, n))
        return Cue { n, k, k, n.last + 1, true };
    return fromVerb(w, k);
}

// "we call it X", "which we call X", "we name our method X": the name after up to four words.
Cue weCall(const Words &w, qsizetype k)
{
    // "we call it X", "we name this Poisoned Prompt Tuning method "PPT"": the first distinctive
    // or quoted word within eight words, or a name right after "it" or "this".
    NameSpan n;
    for (qsizetype j = k + 1; j < w.size() && j <= k + 8 && !n.valid; ++j) {
        const bool next = j == k + 1
            || (j == k + 2 && Key(w[k + 1]).in("it", "this", "them", "these", "our", "the"));
        const QStringView word = w[j];
        if (next || isDistinctiveWord(word) || word.startsWith(u'"') || word.startsWith(u'\u201c'))
            n = parseName(w, j, true);
        if (n.valid && !endsName(w, n.last))
            n = {};
        if (endsSentence(w, j))
            break;
    }
    if (!n.valid)
        return {};
    // "This dataset, which we call CLIP, is …": the description is what "which" refers to.
    const qsizetype trigger = k >= 2 && Key(w[k - 2]).in("which", "that") ? k - 2 : k;
    return Cue { n, trigger, trigger, n.last + 1 };
}

// "Our model, X, …" / "Our approach, X, is …": the name as an apposition to "our" + noun.
Cue ourModel(const Words &w, qsizetype k)
{
    for (qsizetype j = k + 1; j < w.size() && j < k + 4; ++j) {
        // "Our proposed approach (DE-CROP) generates …"
        if (j > k + 1 && w[j].startsWith(u'(') && isDistinctiveWord(w[j])
            && isHeadNoun(Key(w[j - 1])))
            return Cue { NameSpan { j, j, true }, j, j, j + 1 };
        if (!startsLower(w[j]))
            return {};
        const QChar p = trailingPunct(w[j]);
        if (p == u',' && j + 1 < w.size()) {
            // "Our method, Attention Flow, learns …": a name however plain, set off by commas;
            // "Our approach, Cycle-Consistent Adversarial Domain Adaptation (CyCADA), guides …"
            // one with its acronym.
            NameSpan n = appositiveName(w, j + 1, true);
            if (!n.valid)
                n = expansion(w, j + 1 + (Key(w[j + 1]).is("the") ? 1 : 0));
            const bool setOff
                = n.valid && (trailingPunct(w[n.last]) == u',' || w[n.last + 1].startsWith(u'('));
            return setOff ? Cue { n, j + 1, j + 1, n.last + 1 } : Cue {};
        }
        if (!p.isNull())
            return {};
    }
    return {};
}

// For each ASCII first unit, the sizes (bit n: n units, a unit of punctuation included) that a
// cue find() looks at may have: propose(s), present(s), develop(s), design(s), introduce(s), name,
// namely, (termed …, call, short, refer, referred, Our, This.
struct CueSizes
{
    quint16 bits[128] = {};
};

constexpr CueSizes makeCueSizes()
{
    CueSizes t;
    const auto range = [](int from, int to) {
        quint16 b = 0;
        for (int n = from; n <= to; ++n)
            b |= quint16(1u << n);
        return b;
    };
    t.bits[int('p')] = t.bits[int('d')] = range(6, 9); // and "proposed"
    t.bits[int('i')] = quint16(range(9, 11) | range(2, 2)); // and "is"
    t.bits[int('a')] = range(3, 3); // "are"
    t.bits[int('n')] = range(4, 7);
    t.bits[int('(')] = range(6, 8);
    t.bits[int('c')] = range(4, 4);
    t.bits[int('s')] = range(5, 7);
    t.bits[int('r')] = quint16(range(5, 5) | range(8, 8));
    t.bits[int('o')] = range(3, 3);
    t.bits[int('O')] = range(3, 3);
    t.bits[int('T')] = range(4, 4);
    return t;
}

constexpr CueSizes cueSizes = makeCueSizes();

// Whether a word may be one of the cues find() looks at, by its first unit and size alone: one
// table load, no branch to mispredict, and most words are ruled out without a Key.
inline bool mayBeCue(QStringView word)
{
    const char16_t first = word[0].unicode();
    const qsizetype n = word.size();
    if (!((first < 128) & (n < 16) & ((cueSizes.bits[first & 127] >> (n & 15)) & 1)))
        return false;
    // The second unit of every cue but "(termed" … is known from its first ("novel", "data" and
    // "some" are not cues).
    const char16_t second = word[1].unicode();
    switch (first) {
    case u'p':
        return second == u'r';
    case u'o':
        return second == u'u';
    case u'd':
    case u'r':
        return second == u'e';
    case u'i':
        return second == u'n' || (n == 2 && second == u's');
    case u'a':
        return second == u'r' && word[2] == u'e';
    case u'n':
    case u'c':
        return second == u'a';
    case u's':
        return second == u'h';
    case u'O':
        return second == u'u';
    case u'T':
        return second == u'h';
    default:
        return true;
    }
}

} // namespace

Cue find(const Words &w, bool verbsTried)
{
    // The strong verbs first: their object names the contribution.
    // An acronym a contribution sentence merely introduces is kept in case no cue names the method.
    Cue acronym;
    for (const qsizetype i : w.cues) {
        if (!verbsTried && contributionVerb(w, i) == Verb::Strong) {
            const Cue c = fromVerb(w, i);
            if (c.name.valid && !c.acronymOnly)
                return c;
            if (c.name.valid && !acronym.name.valid)
                acronym = c;
        }
    }
    // A tight pass finds the few words that may be cues by their first units and size alone;
    // only those are looked at with Keys (one loop doing both runs several times slower).
    QVarLengthArray<qsizetype, 64> candidates;
    const QStringView *const words = w.constData();
    for (qsizetype k = 1; k + 1 < w.size(); ++k) {
        if (Q_UNLIKELY(mayBeCue(words[k])))
            candidates.append(k);
    }
    Cue proposed;
    for (const qsizetype k : candidates) {
        const QStringView word = w[k];
        const char16_t first = word[0].unicode();
        if (word.size() <= 3 && (first == u'i' || first == u'a')) {
            // "… Network (PG-Net) is proposed", "A procedure, RESOUND, is proposed"
            const Cue c = PassiveNames::fromPassive(w, k);
            if (c.name.valid)
                return c;
            continue;
        }
        if (first == u'p' || first == u'i' || first == u'd') {
            // Only after "and", "then", "thus", "hence" or a comma: the previous word rules out
            // most.
            const QStringView prev = w[k - 1];
            const bool connective = (prev.size() == 3 && prev[0] == u'a')
                || (prev.size() == 4 && (prev[0] == u't' || prev[0] == u'h'));
            if ((connective || trailingPunct(prev) == u',')
                && Key(word).in("propose", "proposes", "introduce", "introduces", "present",
                    "presents", "develop", "develops", "design", "designs")) {
                const Cue c = laterVerb(w, k);
                if (c.name.valid && !c.acronymOnly)
                    return c;
                if (c.name.valid && !acronym.name.valid)
                    acronym = c;
            }
            if (first != u'p' || word.size() != 8) // "proposed" goes on
                continue;
        }
        const Key key(word);
        if (key.is("namely")) {
            const NameSpan n = parseName(w, k + 1, true);
            if (n.valid && endsName(w, n.last))
                return Cue { n, k, k, n.last + 1 };
        } else if (word.startsWith(u'(')
            && key.in("termed", "called", "dubbed", "named", "coined")) {
            const NameSpan n = parseName(w, k + 1, true);
            if (n.valid)
                return Cue { n, k, k, n.last + 1 };
        } else if (key.in("call", "name") && isWe(w[k - 1]) && trailingPunct(word).isNull()) {
            const Cue c = weCall(w, k);
            if (c.name.valid)
                return c;
        } else if (key.in("refer", "referred") && k + 3 < w.size() && Key(w[k + 1]).is("to")) {
            // "a framework that we refer to as “SAFFRON”", "We refer to our approach as X"
            qsizetype as = k + 2;
            while (as < w.size() && as < k + 8 && !Key(w[as]).is("as")
                && trailingPunct(w[as]).isNull())
                ++as;
            const NameSpan n = as + 1 < w.size() && Key(w[as]).is("as") ? parseName(w, as + 1, true)
                                                                        : NameSpan {};
            if (n.valid && endsName(w, n.last))
                return Cue { n, k, k, n.last + 1 };
        } else if (key.is("short") && k >= 2 && Key(w[k - 1]).is("for")
            && isDistinctiveWord(w[k - 2])) {
            // "QRN for short", "FoolMeTwice (FM2 for short), a large dataset …": the name before
            // the parenthesis, described by the apposition after it.
            qsizetype name = k - 2;
            if (w[name].startsWith(u'(') && name > 0 && isDistinctiveWord(w[name - 1]))
                --name;
            Cue c { NameSpan { name, name, true }, name, name, k + 1 };
            if (trailingPunct(word) == u',' && k + 1 < w.size() && isArticle(Key(w[k + 1])))
                c.gistFrom = k + 1;
            return c;
        } else if (key.in("proposed", "our") && !proposed.name.valid) {
            // "the proposed GINet outperforms …", "our GeoF model": kept in case no cue names
            // the method.
            proposed = proposedName(w, k);
            if (word[0] == u'O') {
                const Cue c = ourModel(w, k);
                if (c.name.valid)
                    return c;
            }
        } else if ((key.is("our") && word[0] == u'O')
            || (key.is("this") && word[0] == u'T' && endsSentence(w, k - 1))) {
            const Cue c = ourModel(w, k);
            if (c.name.valid)
                return c;
        }
    }
    return proposed.name.valid ? proposed : acronym;
}

Cue proposedName(const Words &w, qsizetype k)
{
    const Key key(w[k]);
    // Only a word with a capital or a digit may be the name: most are ruled out here.
    const auto mayBeName
        = [](QStringView word) { return word.front().isUpper() || word.front().isDigit(); };
    // "Our proposed detector EResFD", "Our unified model SegStereo": up to two words before the
    // name, the last the noun it names.
    qsizetype j = k + 1;
    bool nounBefore = false;
    for (qsizetype skip = 1; skip <= 2 && !nounBefore && k + skip + 1 < w.size(); ++skip) {
        const QStringView noun = w[k + skip];
        const QChar punct = trailingPunct(noun);
        if (mayBeName(noun) || !(punct.isNull() || punct == u',') || !mayBeName(w[k + skip + 1]))
            continue;
        if (isHeadNoun(Key(noun))) {
            j = k + skip + 1;
            nounBefore = true;
        }
    }
    if (!mayBeName(w[j]))
        return {};
    const NameSpan n = parseName(w, j, false);
    if (!n.valid || !isDistinctive(w, n) || n.last != n.first || n.last + 1 >= w.size())
        return {};
    // "the proposed GINet outperforms", "our GeoF model"; not a dimension ("the proposed 3D
    // gated convolutions").
    if (!key.is("proposed") && !nounBefore && !isHeadNoun(Key(w[n.last + 1])))
        return {};
    const QStringView dimension = core(w[n.first]);
    if (dimension.size() <= 3 && dimension.endsWith(u'D') && dimension.front().isDigit())
        return {};
    Cue c { n, k, k, n.last + 1 };
    c.describedElsewhere = true;
    return c;
}

NameSpan expansion(const Words &w, qsizetype j)
{
    if (j >= w.size())
        return {};
    const QStringView first = core(w[j]);
    if (first.isEmpty())
        return {};
    for (qsizetype k = j + 1; k < w.size() && k < j + 10; ++k) {
        const QStringView word = w[k];
        if (word.startsWith(u'(')) {
            const QStringView acronym = core(word);
            if (k < j + 2 || !word.contains(u')') || !isDistinctiveWord(word)
                || acronym.front().toCaseFolded() != first.front().toCaseFolded())
                return {};
            return NameSpan { j, k, true };
        }
        if (!trailingPunct(w[k - 1]).isNull()
            || Key(word).in("for", "to", "that", "which", "in", "on", "by", "using", "from", "via",
                "based", "is", "are", "a", "an", "the"))
            return {};
    }
    return {};
}

bool isDistinctive(const Words &w, const NameSpan &n)
{
    for (qsizetype k = n.first; n.valid && k <= n.last; ++k) {
        if (isDistinctiveWord(w[k]))
            return true;
    }
    return false;
}

bool namesLater(const Words &w, qsizetype k)
{
    for (const qsizetype end = k + 30; k < w.size() && k < end; ++k) {
        const qsizetype size = w[k].size();
        if ((isNamingWord(w[k]) && startsLower(w[k]))
            || (size >= 6 && size <= 7 && Key(w[k]).is("namely")))
            return true;
        if (endsSentence(w, k))
            return false;
    }
    return false;
}

bool isLongExpansion(const Words &w, const NameSpan &n)
{
    if (!n.valid || n.last <= n.first || !w[n.last].startsWith(u'('))
        return false;
    qsizetype size = 0;
    for (qsizetype k = n.first; k < n.last; ++k)
        size += w[k].size() + 1;
    return size > longExpansion;
}

} // namespace NameCues
