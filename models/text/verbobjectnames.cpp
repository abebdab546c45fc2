// SPDX-License-Identifier: GPL-3.0-or-later
#include "verbobjectnames.h"

#include "sentencescanner.h"

using namespace MethodNames;
using namespace NameCues;
using namespace SentenceScanner;
using namespace WordSplitter;

namespace VerbObjectNames {

namespace {

// False for most words that cannot end the object of a verb ("that", "which", "to", "and", "by",
// "using", "where", "while", "than", "in", "on"): those have at most five letters and a known
// first letter, so most words need no Key.
bool mayEndObject(QStringView word)
{
    return word.size() <= 6 && mayStartWith(word, letterSet("twabuio"));
}

// Whether an acronym names something of its own ("Diaformer", "ShuttleNet"), not a plain
// abbreviation ("NER", "GNNs") that may stand for a task.
bool isMixedCase(QStringView c)
{
    if (c.endsWith(u's'))
        c.chop(1);
    bool lower = false;
    bool upper = false;
    for (const QChar ch : c) {
        lower = lower || ch.isLower();
        upper = upper || ch.isUpper();
    }
    return lower && upper;
}

} // namespace

// A name with a capital after its first letter or a digit: "HiddenCut", "E2E-VLP", "MMGCN".
bool isDistinctiveWord(QStringView word)
{
    const QStringView c = core(word);
    if (c.size() < 2)
        return false;
    for (qsizetype i = 0; i < c.size(); ++i) {
        if ((i > 0 && c[i].isUpper()) || c[i].isDigit())
            return true;
    }
    return false;
}

bool endsName(const Words &w, qsizetype k)
{
    const QChar p = trailingPunct(w[k]);
    return !p.isNull() || k + 1 >= w.size() || w[k + 1].startsWith(u'(') || w[k].endsWith(u')')
        || startsLower(w[k + 1]);
}

// "HiddenCut," as a whole name: distinctive and followed by punctuation; or one capitalised word
// set off by commas before what describes it ("framework, Aegis, which performs …").
NameSpan appositiveName(const Words &w, qsizetype k, bool anyName)
{
    const NameSpan n = parseName(w, k, true);
    if (!n.valid || n.last - n.first > 3 || !endsName(w, n.last))
        return {};
    if (anyName)
        return n;
    for (qsizetype i = n.first; i <= n.last; ++i) {
        if (isDistinctiveWord(w[i]))
            return n;
    }
    const qsizetype next = n.last + 1;
    if (n.first == n.last && trailingPunct(w[n.last]) == u',' && next < w.size()
        && Key(w[next]).in("which", "that", "a", "an", "to", "for", "where", "whose"))
        return n;
    return {};
}

// "we propose a simple yet effective data augmentation technique, HiddenCut, to …": the name
// after a comma in the object of a strong verb, before the object's noun phrase ends.
Cue appositive(const Words &w, qsizetype verb)
{
    for (qsizetype k = verb + 1; k + 1 < w.size() && k < verb + 20; ++k) {
        if (mayEndObject(w[k])) {
            const Key key(w[k]);
            if (key.in("that", "which", "to", "and", "by", "using", "where", "while", "than", "in")
                || (key.is("on") && !Key(w[k - 1]).is("based")))
                return {};
        }
        const QChar p = trailingPunct(w[k]);
        if (p == u',' && k > verb + 2) {
            const NameSpan n = appositiveName(w, k + 1);
            return n.valid ? Cue { n, k + 1, k + 1, n.last + 1 } : Cue {};
        }
        if (!p.isNull() || endsSentence(w, k))
            return {};
    }
    return {};
}

// The nouns a method's name is given to: "network (MODNet)", "our GeoF model".
bool isHeadNoun(const Key &k)
{
    return k.in("model", "framework", "network", "method", "approach", "algorithm", "architecture",
               "module", "system", "mechanism", "loss", "benchmark", "dataset", "corpus", "toolkit",
               "library", "strategy", "technique", "scheme", "paradigm")
        || k.in("agent", "transformer", "estimator", "attack", "metric", "net", "pipeline",
            "platform", "tool", "engine", "procedure", "layer", "block")
        || k.in("detector", "tracker", "planner", "controller", "solver", "optimizer", "policy",
            "robot", "representation", "descriptor", "classifier", "encoder", "decoder",
            "simulator", "gripper", "device", "sensor", "actuator", "generator", "prototype");
}

// "a light-weight matting objective decomposition network (MODNet) for …", "a … model based on
// Transformer (Diaformer)": a parenthesised name in the object of a strong verb, after the noun
// it names or mixed-case; the object ends at a clause ("that", "which", "to").
Cue parenthesisedName(const Words &w, qsizetype verb)
{
    for (qsizetype k = verb + 2; k < w.size() && k < verb + 25; ++k) {
        const QStringView word = w[k];
        // "… results using a humanoid robot HRP-2": what follows "using" is not presented.
        if (mayEndObject(word) && Key(word).in("that", "which", "where", "to", "using"))
            return {};
        const bool parenthesised = word.startsWith(u'(') && word.contains(u')');
        const bool quoted = word.startsWith(u'\u201c') || word.startsWith(u'"');
        // "… Projection network RBP-Pose that …", "… architecture “RGMP-ROS”"
        const bool capital = word.front().isUpper() || word.front().isDigit();
        if (parenthesised || quoted || (capital && isDistinctiveWord(word))) {
            const QStringView c = core(word);
            const bool named = isHeadNoun(Key(w[k - 1]));
            if (c.size() >= 2 && c.front().isUpper()
                && ((parenthesised && (named || isMixedCase(c)))
                    || (!parenthesised && named && isDistinctiveWord(word))))
                return Cue { NameSpan { k, k, true }, k, k, k + 1 };
        }
        const QChar p = trailingPunct(word);
        if (p == u';' || p == u':' || endsSentence(w, k))
            return {};
    }
    return {};
}

Cue introducedAcronym(const Words &w, qsizetype verb);

// "we propose a framework to train DNN models for Distributed Inference with Sparse
// Communications (DISCO)": an acronym that the sentence of a strong verb introduces, first used
// there and standing for words just before it, is the name of what the verb presents.
Cue introducedAcronym(const Words &w, qsizetype verb)
{
    for (qsizetype k = verb + 2; k < w.size() && k < verb + 30; ++k) {
        const QStringView word = w[k];
        if (word.startsWith(u'(') && word.contains(u')') && isDistinctiveWord(word)) {
            const QStringView acronym = core(word);
            bool initial = false;
            for (qsizetype i = k - 1; i > verb && i >= k - 8 && !initial; --i)
                initial = core(w[i]).startsWith(acronym.front(), Qt::CaseInsensitive);
            bool usedBefore = false;
            for (qsizetype i = 0; i < verb && !usedBefore; ++i)
                usedBefore = w[i].contains(acronym);
            if (initial && !usedBefore) {
                Cue c { NameSpan { k, k, true }, k, k, k + 1 };
                c.acronymOnly = true;
                return c;
            }
        }
        if (endsSentence(w, k) || trailingPunct(word) == u';')
            return {};
    }
    return {};
}

Cue fromVerb(const Words &w, qsizetype verb)
{
    Cue c = appositive(w, verb);
    if (!c.name.valid)
        c = parenthesisedName(w, verb);
    if (!c.name.valid)
        c = introducedAcronym(w, verb);
    // "we present a … detector, namely CVFNet to fulfill this task"
    for (qsizetype k = verb + 2; !c.name.valid && k + 1 < w.size() && k < verb + 30; ++k) {
        if (w[k].size() >= 6 && w[k].size() <= 7 && Key(w[k]).is("namely")) {
            const NameSpan n = parseName(w, k + 1, true);
            if (n.valid && endsName(w, n.last))
                c = Cue { n, k, k, n.last + 1 };
        }
        if (endsSentence(w, k))
            break;
    }
    return c;
}

} // namespace VerbObjectNames
