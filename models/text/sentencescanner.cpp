// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencescanner.h"

#include <cstring>

using WordSplitter::Verb;
using WordSplitter::Words;

namespace SentenceScanner {

namespace {

// First letters of "paper", "work", "study", "article", "here", "note".
constexpr quint32 subjectInitials = letterSet("pwsahn");

// QChar::isLetterOrNumber() with one test for ASCII, which nearly every word starts and ends with.
inline bool isLetterOrNumber(char16_t c)
{
    constexpr quint64 digits = quint64(0x3ff) << '0';
    constexpr quint64 letters
        = (quint64(0x3ffffff) << ('A' - 64)) | (quint64(0x3ffffff) << ('a' - 64));
    if (c < 128)
        return (((c < 64) ? digits : letters) >> (c & 63)) & 1;
    return QChar::isLetterOrNumber(char32_t(c));
}

} // namespace

QStringView core(QStringView w)
{
    qsizetype b = 0;
    qsizetype e = w.size();
    while (b < e && !isLetterOrNumber(w[b].unicode()))
        ++b;
    while (e > b && !isLetterOrNumber(w[e - 1].unicode()))
        --e;
    return w.mid(b, e - b);
}

Key::Key(QStringView w)
{
    // core() inline, and the copy with SSE2: a Key is made for many words of every abstract.
    const char16_t *p = w.utf16();
    qsizetype b = 0;
    qsizetype e = w.size();
    while (b < e && !isLetterOrNumber(p[b]))
        ++b;
    while (e > b && !isLetterOrNumber(p[e - 1]))
        --e;
    const qsizetype n = e - b;
    if (n >= qsizetype(sizeof text))
        return;
    p += b;
    // Non-ASCII leaves the key empty; an embedded U+0000 ends it, as it would end a C string.
    char16_t all = 0;
    bool zero = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = p[i];
        all |= u;
        zero |= u == 0;
        text[i] = char(unsigned(u) - 'A' < 26u ? u + 32 : u);
    }
    if (all >= 0x80)
        return;
    qsizetype end = n;
    if (zero) {
        end = 0;
        while (p[end] != 0)
            ++end;
    }
    size = end;
}

bool startsLower(QStringView w)
{
    for (QChar c : w) {
        if (c.isLetterOrNumber())
            return c.isLower();
    }
    return false;
}

bool endsSentenceAfterPeriod(const Words &w, qsizetype i)
{
    QStringView s = w[i];
    while (!s.isEmpty() && (s.back() == u'"' || s.back() == u')' || s.back() == u'\u201d'))
        s.chop(1);
    if (s.isEmpty() || (s.back() != u'.' && s.back() != u'!' && s.back() != u'?'))
        return false;
    if (i + 1 >= w.size())
        return true;
    // A Key only for a core as short as the abbreviations, or for any when U+0000 may end a Key
    // early.
    const qsizetype coreSize = core(w[i]).size();
    if (coreSize == 1
        || ((coreSize <= 6 || w.hasZeros)
            && Key(w[i]).in("e.g", "i.e", "al", "vs", "cf", "fig", "eq", "resp", "approx", "etc")))
        return false;
    return !startsLower(w[i + 1]);
}

qsizetype sentenceStart(const Words &w, qsizetype i)
{
    while (i > 0 && !endsSentence(w, i - 1))
        --i;
    return i;
}

qsizetype skipNovel(const Words &w, qsizetype k)
{
    if (k + 2 < w.size() && isArticle(Key(w[k])) && Key(w[k + 1]).in("novel", "new")
        && trailingPunct(w[k + 1]).isNull()) {
        const QStringView next = w[k + 2];
        if (!next.isEmpty() && next[0].isLower() && next[0] != u'a' && next[0] != u'e'
            && next[0] != u'i' && next[0] != u'o' && next[0] != u'u')
            return k + 1;
    }
    return -1;
}

// splitWords() asks only words that may be one of these, by tables made from the same lists in
// wordclass.cpp: a word added here must be added there.
bool isNamingWord(QStringView word)
{
    return mayBeNamingWord(word) && Key(word).in("dubbed", "called", "named", "termed", "coined");
}

// The subjects and verbs are in wordclass.cpp's tables too (see isNamingWord()).
Verb findContributionVerb(const Words &w, qsizetype i)
{
    const QStringView word = w[i];
    if (i == 0 || !mayBeContributionVerb(word))
        return Verb::None;
    // The subject is checked before the verb: it rules out almost every word cheaply.
    const QStringView prev = w[i - 1];
    bool subject = isWe(prev);
    if (!subject && i >= 2 && isWe(w[i - 2])) {
        subject = Key(prev).in("also", "further", "then", "first", "hence", "thus", "therefore",
            "instead", "additionally", "subsequently", "now", "finally", "next", "formally",
            "newly", "jointly");
    } else if (!subject && prev.size() >= 4 && prev.size() <= 8) {
        // The word itself must start with the letter, not with punctuation before it.
        const unsigned first = unsigned(prev[0].unicode() | 0x20) - 'a';
        if (first < 26 && ((subjectInitials >> first) & 1))
            subject = Key(prev).in("paper", "work", "study", "article", "here", "note");
    }
    if (!subject)
        return Verb::None;
    const Key k(word);
    if (k.in("propose", "proposes", "introduce", "introduces", "present", "presents", "develop",
            "develops", "design", "designs", "devise", "devises", "describe", "describes"))
        return Verb::Strong;
    if (k.in("study", "studies", "investigate", "investigates", "consider", "considers", "explore",
            "explores", "analyze", "analyzes", "analyse", "analyses", "address", "addresses",
            "tackle", "tackles", "examine", "examines"))
        return Verb::Weak;
    return Verb::None;
}

// An abstract wrapped in quotes (as some exports write every field), "\"We propose X …\"": the
// quotes are not part of its first and last words, and "\"We" would hide the authors' verb.
QStringView unquoted(QStringView text)
{
    text = text.trimmed();
    if (text.size() < 3)
        return text;
    const QChar open = text.front();
    const QChar close = text.back();
    if (!((open == u'"' && close == u'"') || (open == u'\u201c' && close == u'\u201d')))
        return text;
    // "\"Frankenstein\" models … \"X\"" starts and ends with a quote without being wrapped: the
    // first quote inside then closes, after a word and before no letter.
    const QStringView inner = text.sliced(1, text.size() - 2);
    const qsizetype quote = inner.indexOf(close);
    if (quote > 0 && !inner[quote - 1].isSpace()
        && (quote + 1 == inner.size() || !inner[quote + 1].isLetterOrNumber()))
        return text;
    return inner.trimmed();
}

} // namespace SentenceScanner
