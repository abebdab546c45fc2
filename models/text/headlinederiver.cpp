// SPDX-License-Identifier: GPL-3.0-or-later
#include "headlinederiver.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <initializer_list>

namespace {

// Whitespace-separated words of the abstract. Views only: nothing is copied until the title is
// assembled, which keeps a derivation in the microseconds even for long abstracts.
// Which words are contribution verbs is asked by several passes, so it is cached per word.
struct Words : QVarLengthArray<QStringView, 384>
{
    mutable QVarLengthArray<qint8, 384> verbs; ///< Verb per word, -1 until asked
};

// A title never needs more of the abstract than this; a 1 MB "abstract" costs no more.
constexpr qsizetype maxWords = 1500;
// Cutting at a clause boundary (", which", " that") is preferred when it keeps this much.
constexpr qsizetype minCleanCut = 55;
// A description is not cut at a comma before it has this much: "the first unified, linear-time,
// competitive estimator" is one noun phrase.
constexpr qsizetype gistCommaStop = 25;

void splitWords(QStringView text, Words &out)
{
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n && out.size() < maxWords) {
        while (i < n && text[i].isSpace())
            ++i;
        const qsizetype start = i;
        while (i < n && !text[i].isSpace())
            ++i;
        if (i > start)
            out.append(text.mid(start, i - start));
    }
    out.verbs.resize(out.size());
    std::fill(out.verbs.begin(), out.verbs.end(), qint8(-1));
}

bool isTrailingPunct(QChar c)
{
    return c == u',' || c == u'.' || c == u';' || c == u':' || c == u'!' || c == u'?';
}

// The word without punctuation around it: "(RSD)," → "RSD", "e.g.," → "e.g".
QStringView core(QStringView w)
{
    qsizetype b = 0;
    qsizetype e = w.size();
    while (b < e && !w[b].isLetterOrNumber())
        ++b;
    while (e > b && !w[e - 1].isLetterOrNumber())
        --e;
    return w.mid(b, e - b);
}

// Lower-case ASCII form of the word's core for comparisons with the word lists below; empty
// when the word is long or not ASCII (none of the listed words is).
struct Key
{
    char text[16];

    explicit Key(QStringView w)
    {
        const QStringView c = core(w);
        text[0] = 0;
        if (c.size() >= qsizetype(sizeof text))
            return;
        for (qsizetype i = 0; i < c.size(); ++i) {
            const char16_t u = c[i].unicode();
            if (u >= 0x80) {
                text[0] = 0;
                return;
            }
            text[i] = char((u >= 'A' && u <= 'Z') ? u + 32 : u);
        }
        text[c.size()] = 0;
    }

    bool is(const char *word) const { return std::strcmp(text, word) == 0; }
    bool in(std::initializer_list<const char *> words) const
    {
        for (const char *word : words) {
            if (std::strcmp(text, word) == 0)
                return true;
        }
        return false;
    }
};

QChar trailingPunct(QStringView w)
{
    return !w.isEmpty() && isTrailingPunct(w.back()) ? w.back() : QChar();
}

bool startsLower(QStringView w)
{
    for (QChar c : w) {
        if (c.isLetterOrNumber())
            return c.isLower();
    }
    return false;
}

bool isArticle(const Key &k)
{
    return k.in({ "a", "an", "the" });
}

bool endsSentence(const Words &w, qsizetype i)
{
    QStringView s = w[i];
    while (!s.isEmpty() && (s.back() == u'"' || s.back() == u')' || s.back() == u'\u201d'))
        s.chop(1);
    if (s.isEmpty() || (s.back() != u'.' && s.back() != u'!' && s.back() != u'?'))
        return false;
    if (i + 1 >= w.size())
        return true;
    const Key k(w[i]);
    if (k.in({ "e.g", "i.e", "al", "vs", "cf", "fig", "eq", "resp", "approx", "etc" })
        || core(w[i]).size() == 1)
        return false;
    return !startsLower(w[i + 1]);
}

enum class Verb
{
    None,
    Strong,
    Weak
};

bool isWe(QStringView w)
{
    return w.size() == 2 && (w[0] == u'w' || w[0] == u'W') && w[1] == u'e';
}

Verb findContributionVerb(const Words &w, qsizetype i)
{
    const QStringView word = w[i];
    if (i == 0 || word.size() < 5 || word.size() > 12 || !word[0].isLower()
        || !trailingPunct(word).isNull())
        return Verb::None;
    // The subject is checked first: it rules out almost every word cheaply.
    const QStringView prev = w[i - 1];
    bool subject = isWe(prev);
    if (!subject && i >= 2 && isWe(w[i - 2])) {
        subject = Key(prev).in({ "also", "further", "then", "first", "hence", "thus", "therefore",
            "instead", "additionally", "subsequently", "now", "finally", "next", "formally",
            "newly", "jointly" });
    } else if (!subject && prev.size() >= 4 && prev.size() <= 8
        && QStringView(u"pwsahnPWSAHN").contains(prev[0])) {
        subject = Key(prev).in({ "paper", "work", "study", "article", "here", "note" });
    }
    if (!subject)
        return Verb::None;
    const Key k(word);
    if (k.in({ "propose", "proposes", "introduce", "introduces", "present", "presents", "develop",
            "develops", "design", "designs", "devise", "devises", "describe", "describes" }))
        return Verb::Strong;
    if (k.in({ "study", "studies", "investigate", "investigates", "consider", "considers",
            "explore", "explores", "analyze", "analyzes", "analyse", "analyses", "address",
            "addresses", "tackle", "tackles", "examine", "examines" }))
        return Verb::Weak;
    return Verb::None;
}

// A contribution verb with "we" / "this paper" as its subject ("we further propose").
Verb contributionVerb(const Words &w, qsizetype i)
{
    qint8 &cached = w.verbs[i];
    if (cached < 0)
        cached = qint8(findContributionVerb(w, i));
    return Verb(cached);
}

bool isNamingWord(QStringView word)
{
    return word.size() >= 5 && word.size() <= 6 && trailingPunct(word).isNull()
        && Key(word).in({ "dubbed", "called", "named", "termed", "coined" });
}

bool isNamePart(QStringView w)
{
    qsizetype b = 0;
    while (b < w.size() && (w[b] == u'"' || w[b] == u'\u201c' || w[b] == u'\'' || w[b] == u'`'))
        ++b;
    if (b == w.size())
        return false;
    const QChar first = w[b];
    if (first.isUpper() || first.isDigit())
        return !Key(w).in({ "we", "our", "this", "these", "it", "in", "to", "for", "a", "an", "the",
            "however", "specifically" });
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

struct NameSpan
{
    qsizetype first = -1;
    qsizetype last = -1; ///< inclusive
    bool valid = false;
};

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
            && Key(word).in({ "of", "for", "and", "to", "via", "with", "on", "in" })
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
    while (span.last > j
        && Key(w[span.last]).in({ "of", "for", "and", "to", "via", "with", "on", "in" }))
        --span.last;
    const bool apposition = trailingPunct(w[span.last]) == u',' && span.last + 1 < w.size()
        && isArticle(Key(w[span.last + 1]));
    span.valid = anyName || distinctive || parts >= 2 || paren || apposition;
    return span;
}

// Assembles the title: whitespace normalised, emphasis markers dropped, clause boundaries noted.
class TitleBuilder
{
public:
    QString out;

    void reserve() { out.reserve(2 * HeadlineDeriver::maxLength); }
    void markCut()
    {
        if (!out.isEmpty() && m_cuts.size() < 32)
            m_cuts.append(out.size());
    }

    void append(QStringView word, bool last = false)
    {
        if (!out.isEmpty() && !out.back().isSpace())
            out += u' ';
        const qsizetype begin = out.size();
        qsizetype b = 0;
        while (b + 1 < word.size() && (word[b] == u'*' || word[b] == u'_'))
            ++b;
        m_emphasis = m_emphasis || b > 0;
        word = word.mid(b);
        if (word.contains(u'\\') || (m_latexGroups > 0 && word.contains(u'}'))) {
            appendLatex(word);
        } else {
            out += word;
        }
        dropEmphasisEnd(begin);
        joinHyphenatedSuffix(begin);
        if (last)
            trimEnd();
    }

    void appendText(QStringView text) { out += text; }

    void lowerFrom(qsizetype pos)
    {
        if (pos + 1 < out.size() && out[pos].isUpper() && out[pos + 1].isLower())
            out[pos] = out[pos].toLower();
    }

    void capitalizeFrom(qsizetype pos)
    {
        if (pos + 1 < out.size() && out[pos].isLower() && !out[pos + 1].isUpper())
            out[pos] = out[pos].toUpper();
    }

    void trimEnd()
    {
        while (!out.isEmpty()
            && (isTrailingPunct(out.back()) || out.back().isSpace() || out.back() == u'('
                || out.back() == u'-' || out.back() == u'\u2013' || out.back() == u'\u2014'))
            out.chop(1);
    }

    void fit()
    {
        trimEnd();
        closeParentheses();
        if (out.size() <= HeadlineDeriver::maxLength)
            return;
        for (qsizetype i = m_cuts.size() - 1; i >= 0; --i) {
            if (m_cuts[i] <= HeadlineDeriver::maxLength && m_cuts[i] >= minCleanCut) {
                out.truncate(m_cuts[i]);
                trimEnd();
                return;
            }
        }
        cutAtWord();
    }

private:
    QVarLengthArray<qsizetype, 32> m_cuts;
    int m_latexGroups = 0;

    // A clause cut inside "(e.g., …" leaves an open parenthesis: drop the parenthetical.
    void closeParentheses()
    {
        int depth = 0;
        qsizetype open = -1;
        for (qsizetype i = out.size() - 1; i >= 0; --i) {
            if (out[i] == u')') {
                ++depth;
            } else if (out[i] == u'(') {
                if (depth == 0) {
                    open = i;
                    break;
                }
                --depth;
            }
        }
        if (open >= 20 && out.indexOf(u')', open) < 0) {
            out.truncate(open);
            trimEnd();
        }
    }
    bool m_emphasis = false;

    // "\textit{Name}", "{\em name}", "24.7\%": the text without the markup.
    void appendLatex(QStringView word)
    {
        static const char16_t *const groups[] = { u"\\textit{", u"\\textbf{", u"\\emph{",
            u"\\texttt{", u"\\textsc{", u"{\\em", u"{\\it", u"{\\bf" };
        for (qsizetype i = 0; i < word.size(); ++i) {
            const QChar c = word[i];
            if (c == u'\\' || c == u'{') {
                bool group = false;
                for (const char16_t *g : groups) {
                    if (word.mid(i).startsWith(QStringView(g))) {
                        i += QStringView(g).size() - 1;
                        ++m_latexGroups;
                        group = true;
                        break;
                    }
                }
                if (group)
                    continue;
                if (c == u'\\' && i + 1 < word.size()
                    && QStringView(u"%&_#$").contains(word[i + 1]))
                    continue;
            } else if (c == u'}' && m_latexGroups > 0) {
                --m_latexGroups;
                continue;
            }
            out += c;
        }
        if (out.endsWith(u' '))
            out.chop(1);
    }

    void dropEmphasisEnd(qsizetype begin)
    {
        if (!m_emphasis)
            return;
        qsizetype end = out.size();
        while (end > begin && isTrailingPunct(out[end - 1]))
            --end;
        qsizetype stars = end;
        while (stars > begin + 1 && (out[stars - 1] == u'*' || out[stars - 1] == u'_'))
            --stars;
        if (stars < end) {
            out.remove(stars, end - stars);
            m_emphasis = false;
        }
    }

    // PDF line-break hyphens: "learn-ing" → "learning".
    void joinHyphenatedSuffix(qsizetype begin)
    {
        for (const char16_t *suffix : { u"-ing", u"-tion", u"-tions", u"-ment", u"-ments" }) {
            const QStringView s(suffix);
            QStringView tail = QStringView(out).mid(begin);
            while (!tail.isEmpty() && isTrailingPunct(tail.back()))
                tail.chop(1);
            if (tail.size() > s.size() + 2 && tail.endsWith(s)) {
                out.remove(begin + tail.size() - s.size(), 1);
                return;
            }
        }
    }

    void cutAtWord()
    {
        const qsizetype limit = HeadlineDeriver::maxLength - 1; // room for the ellipsis
        qsizetype space = out.lastIndexOf(u' ', limit);
        if (space < 20) {
            qsizetype hard = limit;
            if (out[hard - 1].isHighSurrogate())
                --hard;
            out.truncate(hard);
            out += u'\u2026';
            return;
        }
        out.truncate(space);
        // Do not end on "of", "the", … or inside an unclosed parenthesis.
        for (;;) {
            trimEnd();
            const qsizetype lastSpace = out.lastIndexOf(u' ');
            if (lastSpace < 20)
                break;
            const QStringView lastWord = QStringView(out).mid(lastSpace + 1);
            const Key k(lastWord);
            const bool stop = k.in({ "a", "an", "the", "of", "in", "on", "for", "to", "and", "or",
                "with", "by", "from", "via", "at", "as", "its", "their", "that", "which", "while",
                "into", "is", "are" });
            const bool open = lastWord.count(u'(') > lastWord.count(u')');
            if (!stop && !open)
                break;
            out.truncate(lastSpace);
        }
        out += u'\u2026';
    }
};

// Words from `from` up to the end of the sentence or of the first clause that is longer than a
// short list of adjectives ("a novel, unified, and lightweight approach …" goes on).
void collect(const Words &w, qsizetype from, TitleBuilder &b, qsizetype minCommaStop)
{
    const qsizetype startSize = b.out.size();
    int segmentWords = 0;
    for (qsizetype k = from; k < w.size() && k < from + 40; ++k) {
        const Key key(w[k]);
        if (k > from
            && key.in({ "that", "which", "where", "whereby", "while", "thereby", "by", "using",
                "through", "without", "via" }))
            b.markCut();
        const bool sentenceEnd = endsSentence(w, k);
        // Filler that costs room in a 100-character title.
        if (k > from && trailingPunct(w[k]).isNull() && key.is("specifically"))
            continue;
        b.append(w[k], sentenceEnd);
        ++segmentWords;
        if (sentenceEnd)
            return;
        const QChar p = trailingPunct(w[k]);
        if (p == u';' || p == u':')
            return;
        if (p == u',') {
            if (segmentWords > 2 && b.out.size() - startSize >= minCommaStop)
                return;
            b.markCut();
            segmentWords = 0;
        }
    }
}

// "a novel framework" → "a framework": every paper is novel. Kept when the article would need
// to change ("a novel adapter") or when it is part of a list ("a novel, unified, …").
qsizetype skipNovel(const Words &w, qsizetype k)
{
    if (k + 2 < w.size() && isArticle(Key(w[k])) && Key(w[k + 1]).in({ "novel", "new" })
        && trailingPunct(w[k + 1]).isNull()) {
        const QStringView next = w[k + 2];
        if (!next.isEmpty() && next[0].isLower() && !QStringView(u"aeiou").contains(next[0]))
            return k + 1;
    }
    return -1;
}

void collectGist(const Words &w, qsizetype from, TitleBuilder &b, qsizetype minCommaStop)
{
    const qsizetype novel = skipNovel(w, from);
    if (novel >= 0) {
        b.append(w[from]);
        collect(w, novel + 1, b, minCommaStop);
    } else {
        collect(w, from, b, minCommaStop);
    }
}

qsizetype sentenceStart(const Words &w, qsizetype i)
{
    while (i > 0 && !endsSentence(w, i - 1))
        --i;
    return i;
}

// "We consider the problem of length generalization …" → "Length generalization …"
qsizetype problemOf(const Words &w, qsizetype k)
{
    if (k + 3 < w.size() && Key(w[k]).is("the")
        && Key(w[k + 1]).in({ "problem", "task", "question", "challenge", "issue", "setting" })
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
    if (first.in({ "in", "recently", "over", "during", "nowadays", "today", "currently", "lately",
            "traditionally", "historically", "typically", "with", "despite", "although", "though",
            "while", "as", "for", "since", "given", "due", "thanks", "unlike", "inspired",
            "motivated", "following", "building", "however" })) {
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
        && Key(w[s + 1]).in({ "argue", "show", "find", "demonstrate", "prove", "observe", "report",
            "claim", "posit", "hypothesize", "propose", "note" })
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
    TitleBuilder b;
    b.reserve();
    collect(w, openingStart(w), b, 30);
    b.capitalizeFrom(0);
    b.fit();
    return b.out;
}

void appendName(const Words &w, const NameSpan &n, TitleBuilder &b)
{
    for (qsizetype k = n.first; k <= n.last; ++k)
        b.append(w[k], k == n.last);
    // Quotes around a name ("dubbed “GenZSL”") are not part of it.
    QString &s = b.out;
    while (!s.isEmpty() && QStringView(u"\"'`\u201c\u201d").contains(s.front()))
        s.remove(0, 1);
    while (!s.isEmpty() && QStringView(u"\"'`\u201c\u201d").contains(s.back()))
        s.chop(1);
}

// "Name: gist" from what follows the name in its sentence, or the name and the opening clause.
QString namedTitle(const Words &w, const NameSpan &n)
{
    TitleBuilder b;
    b.reserve();
    appendName(w, n, b);
    const QChar p = trailingPunct(w[n.last]);
    const qsizetype g = n.last + 1;
    if (g < w.size() && p == u',' && Key(w[g]).in({ "which", "that" })) {
        b.appendText(u",");
        collect(w, g, b, gistCommaStop);
    } else if (g < w.size() && (p == u',' || p == u':')
        && (startsLower(w[g]) || isArticle(Key(w[g])))) {
        b.appendText(u": ");
        collectGist(w, g, b, gistCommaStop);
    } else if (g < w.size() && p.isNull() && startsLower(w[g])) {
        collect(w, g, b, gistCommaStop);
    } else if (n.first > 0 && sentenceStart(w, n.first) > 0) {
        const QString rest = opening(w);
        if (!rest.isEmpty()) {
            b.appendText(u": ");
            const qsizetype gistStart = b.out.size();
            b.appendText(rest);
            b.lowerFrom(gistStart);
        }
    }
    b.fit();
    return b.out;
}

// "we propose an inductive VAE for generative ZSL, dubbed GenZSL" → "GenZSL: an inductive …"
QString contribution(const Words &w);

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
        if (key.in({ "propose", "proposes", "introduce", "introduces", "present", "presents",
                "develop", "develops", "design", "designs", "we" })) {
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
    if (Key(w[from]).in({ "our", "this", "these", "such", "its", "their", "the" })) {
        // "We address this challenge in a novel model called MAPLE": the description starts
        // at the indefinite article; "Our approach, called GrangerBusca, is …" has none.
        qsizetype article = -1;
        for (qsizetype k = from + 1; k < trigger && article < 0; ++k) {
            if (Key(w[k]).in({ "a", "an" }))
                article = k;
        }
        if (article < 0 && lowerCase)
            return {};
        if (article < 0) {
            const QString gist = contribution(w);
            TitleBuilder b;
            b.reserve();
            appendName(w, n, b);
            b.appendText(u": ");
            const qsizetype gistStart = b.out.size();
            b.appendText(gist.isEmpty() ? opening(w) : gist);
            b.lowerFrom(gistStart);
            b.fit();
            return b.out;
        }
        from = article;
    }
    qsizetype to = trigger; // exclusive
    while (to > from && Key(w[to - 1]).in({ "which", "we", "that", "is", "it", "and", "one" }))
        --to;
    if (to - from < 2 || to - from > 25)
        return namedTitle(w, n);
    TitleBuilder b;
    b.reserve();
    appendName(w, n, b);
    b.appendText(u": ");
    const qsizetype descStart = b.out.size();
    const qsizetype novel = skipNovel(w, from);
    for (qsizetype k = from; k < to; ++k) {
        if (k != novel)
            b.append(w[k], k + 1 == to);
    }
    // "a new method called ProfWeight for transferring information …": the description is
    // generic, what follows the name says what it does.
    const qsizetype next = n.last + 1;
    const QChar namePunct = trailingPunct(w[n.last]);
    if (b.out.size() - descStart < 48 && next < w.size() && startsLower(w[next])
        && (namePunct.isNull()
            || (namePunct == u',' && Key(w[next]).in({ "to", "for", "which", "that" })))
        && !Key(w[next]).in({ "and", "or", "but", "is", "are", "was", "were", "has", "have" })) {
        collect(w, next, b, gistCommaStop);
    }
    b.fit();
    return b.out;
}

// "we introduce collapsed compilation, a novel approximate inference algorithm": a lower-case
// name is recognised by the apposition after it.
NameSpan lowerCaseName(const Words &w, qsizetype j, bool needApposition = true)
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

QString namedMethod(const Words &w)
{
    for (qsizetype i = 1; i + 1 < w.size(); ++i) {
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
            if (Key(w[j]).in({ "it", "as", "the" }) && j + 1 < w.size())
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
                && !Key(w[n.last + 1]).in({ "and", "or" }))
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
    TitleBuilder b;
    b.reserve();
    collectGist(w, from, b, gistCommaStop);
    b.capitalizeFrom(0);
    b.fit();
    return b.out;
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
    for (const Verb wanted : { Verb::Strong, Verb::Weak }) {
        int sentences = 0;
        for (qsizetype i = 1; i + 1 < w.size(); ++i) {
            // What a paper "investigates" late in the abstract is a side experiment.
            if (wanted == Verb::Weak && endsSentence(w, i - 1) && ++sentences >= 3)
                break;
            if (contributionVerb(w, i) != wanted)
                continue;
            const qsizetype next = i + 1;
            const qsizetype p = problemOf(w, next);
            if (p >= 0)
                return describe(w, p);
            const Key k(w[next]);
            if (isArticle(k) && trailingPunct(w[next]).isNull())
                return describe(w, next);
            if (wanted == Verb::Weak && k.in({ "how", "whether", "what", "when", "why" }))
                return describe(w, next);
            if (wanted == Verb::Weak && k.is("to") && next + 1 < w.size()
                && Key(w[next + 1]).is("what"))
                return describe(w, next);
        }
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
        TitleBuilder b;
        b.append(w[0]);
        b.fit();
        title = b.out.isEmpty() ? w[0].left(maxLength).toString() : b.out;
    }
    return title;
}

} // namespace HeadlineDeriver
