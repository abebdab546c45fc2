// SPDX-License-Identifier: GPL-3.0-or-later
#include "titlebuilder.h"

#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

using namespace SentenceScanner;

namespace {

// Cutting at a clause boundary (", which", " that") is preferred when it keeps this much.
constexpr qsizetype minCleanCut = 55;
// First letters of the words that appendClause() compares: clause starts and "specifically".
constexpr quint32 clauseInitials = letterSet("twbuvs");
// Their last letters.
constexpr quint32 clauseFinals = letterSet("thyega");

// False for a word k of w whose Key cannot be one that appendClause() compares: most words are
// told by their first and last unit, without a Key.
bool mayBeClauseWord(const Words &w, qsizetype k)
{
    const QStringView word = w[k];
    if (!mayStartWith(word, clauseInitials))
        return false;
    if (w.hasZeros)
        return true;
    // A word that ends in a letter or digit has it as the last unit of its Key.
    const char16_t c = word.back().unicode();
    const unsigned letter = unsigned(c | 0x20) - 'a';
    if (letter < 26)
        return (clauseFinals >> letter) & 1;
    return unsigned(c) - '0' >= 10;
}

// What copyWord() saw in a word: the rare units that append() has more to do for.
constexpr unsigned HasLatex = 1; // a backslash, or the given closing brace
constexpr unsigned HasHyphen = 2;

// Copies the n units at src to dst and tells whether they include a backslash or `close`, or a
// hyphen. This runs for every word of a title: SSE2 reads and writes the word in blocks of 8 (or
// 4) units, the last overlapping the one before it and never past the word, instead of a loop
// over its units.
unsigned copyWord(const char16_t *src, qsizetype n, QChar *dst, char16_t close)
{
#if defined(__SSE2__)
    if (n >= 4) {
        const __m128i backslash = _mm_set1_epi16(short(u'\\'));
        const __m128i closing = _mm_set1_epi16(short(close));
        const __m128i hyphen = _mm_set1_epi16(short(u'-'));
        __m128i latex = _mm_setzero_si128();
        __m128i hyphens = _mm_setzero_si128();
        const auto scan = [&](__m128i v) {
            latex = _mm_or_si128(
                latex, _mm_or_si128(_mm_cmpeq_epi16(v, backslash), _mm_cmpeq_epi16(v, closing)));
            hyphens = _mm_or_si128(hyphens, _mm_cmpeq_epi16(v, hyphen));
        };
        if (n >= 8) {
            const auto block = [&](qsizetype at) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + at));
                _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + at), v);
                scan(v);
            };
            for (qsizetype at = 0; at + 8 < n; at += 8)
                block(at);
            block(n - 8);
        } else {
            // 4 units in the low half, zeros (none of the units looked for) in the high half.
            const auto block = [&](qsizetype at) {
                const __m128i v = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(src + at));
                _mm_storel_epi64(reinterpret_cast<__m128i *>(dst + at), v);
                scan(v);
            };
            block(0);
            block(n - 4);
        }
        return (_mm_movemask_epi8(latex) != 0 ? HasLatex : 0)
            | (_mm_movemask_epi8(hyphens) != 0 ? HasHyphen : 0);
    }
#endif
    unsigned found = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = src[i];
        dst[i] = QChar(c);
        found |= (c == u'\\' || c == close ? HasLatex : 0) | (c == u'-' ? HasHyphen : 0);
    }
    return found;
}

bool isQuote(QChar c)
{
    return c == u'"' || c == u'\'' || c == u'`' || c == u'\u201c' || c == u'\u201d';
}

} // namespace

TitleBuilder::TitleBuilder(qsizetype maxLength)
    : m_maxLength(maxLength)
{
}

void TitleBuilder::markCut()
{
    if (!m_text.isEmpty() && m_cuts.size() < 32)
        m_cuts.append(m_text.size());
}

void TitleBuilder::append(QStringView word, bool last)
{
    const char16_t *text = word.utf16();
    qsizetype size = word.size();
    qsizetype b = 0;
    while (b + 1 < size && (text[b] == u'*' || text[b] == u'_'))
        ++b;
    m_emphasis = m_emphasis || b > 0;
    text += b;
    size -= b;
    const bool space = !m_text.isEmpty() && !m_text.back().isSpace();
    const qsizetype begin = m_text.size() + space;
    if (begin + size > m_text.capacity())
        m_text.reserve(qMax(2 * m_text.capacity(), begin + size));
    m_text.resize(begin + size);
    if (space)
        m_text[begin - 1] = u' ';
    // The word is copied as it is while looking for LaTeX, which is rare, and for hyphens.
    const unsigned found
        = copyWord(text, size, m_text.data() + begin, m_latexGroups > 0 ? u'}' : u'\\');
    if (found & HasLatex) {
        m_text.resize(begin);
        appendLatex(QStringView(text, size));
    }
    dropEmphasisEnd(begin);
    // Only a hyphen can join a suffix; LaTeX and emphasis markup only drop units.
    if (found & HasHyphen)
        joinHyphenatedSuffix(begin);
    if (last)
        trimEnd();
}

void TitleBuilder::appendClause(const Words &w, qsizetype from, qsizetype minCommaStop)
{
    const qsizetype startSize = m_text.size();
    int segmentWords = 0;
    for (qsizetype k = from; k < w.size() && k < from + 40; ++k) {
        const QChar p = trailingPunct(w[k]);
        // Only words after the first are compared, and only those that may match (the Key
        // costs more than the rest of this loop).
        if (k > from && mayBeClauseWord(w, k)) {
            const Key key(w[k]);
            if (key.in("that", "which", "where", "whereby", "while", "thereby", "by", "using",
                    "through", "without", "via"))
                markCut();
            // Filler that costs room in a 100-character title.
            if (p.isNull() && key.is("specifically"))
                continue;
        }
        const bool sentenceEnd = endsSentence(w, k);
        append(w[k], sentenceEnd);
        ++segmentWords;
        if (sentenceEnd)
            return;
        if (p == u';' || p == u':')
            return;
        if (p == u',') {
            if (segmentWords > 2 && m_text.size() - startSize >= minCommaStop)
                return;
            markCut();
            segmentWords = 0;
        }
    }
}

void TitleBuilder::appendGist(const Words &w, qsizetype from, qsizetype minCommaStop)
{
    const qsizetype novel = skipNovel(w, from);
    if (novel >= 0) {
        append(w[from]);
        appendClause(w, novel + 1, minCommaStop);
    } else {
        appendClause(w, from, minCommaStop);
    }
}

void TitleBuilder::lowerFrom(qsizetype pos)
{
    QVarLengthArray<QChar, 256> &s = m_text;
    if (pos + 1 < s.size() && s[pos].isUpper() && s[pos + 1].isLower())
        s[pos] = s[pos].toLower();
}

void TitleBuilder::capitalizeFrom(qsizetype pos)
{
    QVarLengthArray<QChar, 256> &s = m_text;
    if (pos + 1 < s.size() && s[pos].isLower() && !s[pos + 1].isUpper())
        s[pos] = s[pos].toUpper();
}

void TitleBuilder::stripQuotes()
{
    while (!m_text.isEmpty() && isQuote(m_text.front()))
        m_text.remove(0, 1);
    while (!m_text.isEmpty() && isQuote(m_text.back()))
        m_text.removeLast();
}

void TitleBuilder::trimEnd()
{
    qsizetype end = m_text.size();
    while (end > 0) {
        const QChar c = m_text[end - 1];
        if (!isTrailingPunct(c) && !c.isSpace() && c != u'(' && c != u'-' && c != u'\u2013'
            && c != u'\u2014')
            break;
        --end;
    }
    truncate(end);
}

void TitleBuilder::fit()
{
    trimEnd();
    closeParentheses();
    if (m_text.size() <= m_maxLength)
        return;
    for (qsizetype i = m_cuts.size() - 1; i >= 0; --i) {
        if (m_cuts[i] <= m_maxLength && m_cuts[i] >= minCleanCut) {
            truncate(m_cuts[i]);
            trimEnd();
            return;
        }
    }
    cutAtWord();
}

// A clause cut inside "(e.g., …" leaves an open parenthesis: drop the parenthetical.
void TitleBuilder::closeParentheses()
{
    const QStringView s = view();
    // Most titles have no parenthesis: one pass the compiler vectorises (an integer, not a
    // bool, accumulates) rules that out.
    unsigned anyOpen = 0;
    const char16_t *const units = s.utf16();
    for (qsizetype i = 0; i < s.size(); ++i)
        anyOpen |= unsigned(units[i] == u'(');
    if (!anyOpen)
        return;
    int depth = 0;
    qsizetype open = -1;
    for (qsizetype i = s.size() - 1; i >= 0; --i) {
        if (s[i] == u')') {
            ++depth;
        } else if (s[i] == u'(') {
            if (depth == 0) {
                open = i;
                break;
            }
            --depth;
        }
    }
    if (open >= 20 && s.indexOf(u')', open) < 0) {
        truncate(open);
        trimEnd();
    }
}

// "\textit{Name}", "{\em name}", "24.7\%": the text without the markup.
void TitleBuilder::appendLatex(QStringView word)
{
    static constexpr std::u16string_view groups[] = { u"\\textit{", u"\\textbf{", u"\\emph{",
        u"\\texttt{", u"\\textsc{", u"{\\em", u"{\\it", u"{\\bf" };
    for (qsizetype i = 0; i < word.size(); ++i) {
        const QChar c = word[i];
        if (c == u'\\' || c == u'{') {
            bool group = false;
            for (const std::u16string_view g : groups) {
                if (word.mid(i).startsWith(QStringView(g.data(), qsizetype(g.size())))) {
                    i += qsizetype(g.size()) - 1;
                    ++m_latexGroups;
                    group = true;
                    break;
                }
            }
            if (group)
                continue;
            if (c == u'\\' && i + 1 < word.size() && QStringView(u"%&_#$").contains(word[i + 1]))
                continue;
        } else if (c == u'}' && m_latexGroups > 0) {
            --m_latexGroups;
            continue;
        }
        m_text.append(c);
    }
    if (!m_text.isEmpty() && m_text.back() == u' ')
        m_text.removeLast();
}

void TitleBuilder::dropEmphasisEnd(qsizetype begin)
{
    if (!m_emphasis)
        return;
    const QStringView s = view();
    qsizetype end = s.size();
    while (end > begin && isTrailingPunct(s[end - 1]))
        --end;
    qsizetype stars = end;
    while (stars > begin + 1 && (s[stars - 1] == u'*' || s[stars - 1] == u'_'))
        --stars;
    if (stars < end) {
        m_text.remove(stars, end - stars);
        m_emphasis = false;
    }
}

// PDF line-break hyphens: "learn-ing" → "learning".
void TitleBuilder::joinHyphenatedSuffix(qsizetype begin)
{
    QStringView tail = view().mid(begin);
    while (!tail.isEmpty() && isTrailingPunct(tail.back()))
        tail.chop(1);
    // Every suffix is 4 to 6 units long and starts with the hyphen.
    const qsizetype n = tail.size();
    if (n < 7 || (tail[n - 4] != u'-' && tail[n - 5] != u'-' && tail[n - 6] != u'-'))
        return;
    static constexpr std::u16string_view suffixes[]
        = { u"-ing", u"-tion", u"-tions", u"-ment", u"-ments" };
    for (const std::u16string_view suffix : suffixes) {
        const QStringView s(suffix.data(), qsizetype(suffix.size()));
        if (n > s.size() + 2 && tail.endsWith(s)) {
            m_text.remove(begin + n - s.size(), 1);
            return;
        }
    }
}

void TitleBuilder::cutAtWord()
{
    const qsizetype limit = m_maxLength - 1; // room for the ellipsis
    qsizetype space = view().lastIndexOf(u' ', limit);
    if (space < 20) {
        qsizetype hard = limit;
        if (m_text[hard - 1].isHighSurrogate())
            --hard;
        truncate(hard);
        m_text.append(u'\u2026');
        return;
    }
    truncate(space);
    // Do not end on "of", "the", … or inside an unclosed parenthesis.
    for (;;) {
        trimEnd();
        const qsizetype lastSpace = view().lastIndexOf(u' ');
        if (lastSpace < 20)
            break;
        const QStringView lastWord = view().mid(lastSpace + 1);
        const Key k(lastWord);
        const bool stop = k.in("a", "an", "the", "of", "in", "on", "for", "to", "and", "or", "with",
            "by", "from", "via", "at", "as", "its", "their", "that", "which", "while", "into", "is",
            "are");
        const bool open = lastWord.count(u'(') > lastWord.count(u')');
        if (!stop && !open)
            break;
        truncate(lastSpace);
    }
    m_text.append(u'\u2026');
}
