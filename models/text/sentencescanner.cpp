// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencescanner.h"

#include <QtAlgorithms>

#include <algorithm>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace SentenceScanner {

namespace {

// Printable ASCII ('!' … '~') is never a space and makes up nearly all of an abstract.
inline bool isPrintableAscii(char16_t u)
{
    return unsigned(u) - 0x21u < 0x5eu;
}

// Bit j set when unit j of the `count` (at most 64) at p is a space.
inline quint64 spaceBits(const char16_t *p, qsizetype count)
{
    quint64 spaces = 0;
    for (qsizetype j = 0; j < count; ++j) {
        if (!isPrintableAscii(p[j]) && QChar::isSpace(p[j]))
            spaces |= quint64(1) << j;
    }
    return spaces;
}

#if defined(__SSE2__)
// spaceBits() for 16 units: the splitting looks at every character of the abstract, and this
// tells the spaces from printable ASCII 16 units at a time.
inline quint64 spaceBits16(const char16_t *p)
{
    // Unsigned u - 0x21 < 0x5e as a signed 16-bit comparison: flip the sign bit on both sides.
    const __m128i offset = _mm_set1_epi16(short(0x8000 - 0x21));
    const __m128i bound = _mm_set1_epi16(short(-0x8000 + 0x5e));
    const __m128i blank = _mm_set1_epi16(0x20);
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 8));
    const __m128i printable = _mm_packs_epi16(_mm_cmplt_epi16(_mm_add_epi16(a, offset), bound),
        _mm_cmplt_epi16(_mm_add_epi16(b, offset), bound));
    const __m128i blanks = _mm_packs_epi16(_mm_cmpeq_epi16(a, blank), _mm_cmpeq_epi16(b, blank));
    quint64 spaces = quint32(_mm_movemask_epi8(blanks));
    // Tabs, line breaks, non-ASCII: rare, asked one by one.
    quint32 other = ~quint32(_mm_movemask_epi8(_mm_or_si128(printable, blanks))) & 0xffffu;
    while (other != 0) {
        const int j = qCountTrailingZeroBits(other);
        if (QChar::isSpace(p[j]))
            spaces |= quint64(1) << j;
        other &= other - 1;
    }
    return spaces;
}
#endif

// Bit j set when unit j of the `count` (at most 64) at p is a space.
inline quint64 spaceBlock(const char16_t *p, qsizetype count)
{
#if defined(__SSE2__)
    if (count == 64) {
        return spaceBits16(p) | (spaceBits16(p + 16) << 16) | (spaceBits16(p + 32) << 32)
            | (spaceBits16(p + 48) << 48);
    }
#endif
    return spaceBits(p, count);
}

// The words of the text as runs of non-space units, found 64 units at a time from the edges
// between spaces and non-spaces.
void appendWords(const char16_t *data, qsizetype n, Words &out)
{
    if (out.size() >= maxWords)
        return;
    qsizetype start = -1; // first unit of the word being read, -1 between words
    for (qsizetype base = 0; base < n; base += 64) {
        const qsizetype count = qMin(n - base, qsizetype(64));
        const quint64 valid = count == 64 ? ~quint64(0) : (quint64(1) << count) - 1;
        const quint64 word = ~spaceBlock(data + base, count) & valid;
        // Bit j of `edges`: unit j starts or ends a word (differs from unit j - 1).
        quint64 edges = (word ^ ((word << 1) | (start >= 0 ? 1u : 0u))) & valid;
        while (edges != 0) {
            const qsizetype pos = base + qCountTrailingZeroBits(edges);
            if (start < 0) {
                start = pos;
            } else {
                out.append(QStringView(data + start, pos - start));
                if (out.size() >= maxWords)
                    return;
                start = -1;
            }
            edges &= edges - 1;
        }
    }
    if (start >= 0)
        out.append(QStringView(data + start, n - start));
}

// First letters of "paper", "work", "study", "article", "here", "note".
constexpr quint32 subjectInitials = letterSet("pwsahn");

} // namespace

void splitWords(QStringView text, Words &out)
{
    appendWords(text.utf16(), text.size(), out);
    out.verbs.resize(out.size());
    std::fill(out.verbs.begin(), out.verbs.end(), qint8(-1));
    // Branch-free, as which words are cues is not predictable; raw pointers, or the compiler
    // reloads the sizes after every store.
    const qsizetype n = out.size();
    out.cues.resize(n);
    const QStringView *const words = out.constData();
    qsizetype *const cues = out.cues.data();
    qsizetype count = 0;
    for (qsizetype i = 0; i < n; ++i) {
        cues[count] = i;
        count += mayBeContributionVerb(words[i]) | mayBeNamingWord(words[i]);
    }
    out.cues.resize(count);
}

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

Key::Key(QStringView w)
{
    const QStringView c = core(w);
    if (c.size() >= qsizetype(sizeof text))
        return;
    // An embedded U+0000 ends the key, as it would end a C string.
    qsizetype end = c.size();
    for (qsizetype i = 0; i < c.size(); ++i) {
        const char16_t u = c[i].unicode();
        if (u >= 0x80)
            return;
        if (u == 0 && end == c.size())
            end = i;
        text[i] = char((u >= 'A' && u <= 'Z') ? u + 32 : u);
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
    const Key k(w[i]);
    if (k.in({ "e.g", "i.e", "al", "vs", "cf", "fig", "eq", "resp", "approx", "etc" })
        || core(w[i]).size() == 1)
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
    if (k + 2 < w.size() && isArticle(Key(w[k])) && Key(w[k + 1]).in({ "novel", "new" })
        && trailingPunct(w[k + 1]).isNull()) {
        const QStringView next = w[k + 2];
        if (!next.isEmpty() && next[0].isLower() && next[0] != u'a' && next[0] != u'e'
            && next[0] != u'i' && next[0] != u'o' && next[0] != u'u')
            return k + 1;
    }
    return -1;
}

Verb findContributionVerb(const Words &w, qsizetype i)
{
    const QStringView word = w[i];
    if (i == 0 || !mayBeContributionVerb(word))
        return Verb::None;
    // The subject is checked before the verb: it rules out almost every word cheaply.
    const QStringView prev = w[i - 1];
    bool subject = isWe(prev);
    if (!subject && i >= 2 && isWe(w[i - 2])) {
        subject = Key(prev).in({ "also", "further", "then", "first", "hence", "thus", "therefore",
            "instead", "additionally", "subsequently", "now", "finally", "next", "formally",
            "newly", "jointly" });
    } else if (!subject && prev.size() >= 4 && prev.size() <= 8) {
        // The word itself must start with the letter, not with punctuation before it.
        const unsigned first = unsigned(prev[0].unicode() | 0x20) - 'a';
        if (first < 26 && ((subjectInitials >> first) & 1))
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

} // namespace SentenceScanner
