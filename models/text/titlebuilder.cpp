// SPDX-License-Identifier: GPL-3.0-or-later
#include "titlebuilder.h"

#include "clausewords.h"
#include "titlemarkup.h"
#include "unitscan.h"

#include <cstring>
#include <string_view>

using namespace SentenceScanner;
using namespace WordSplitter;
using namespace UnitScan;

namespace {

// A title of fewer words is a stub: a clause goes on past a comma, colon or full stop.
constexpr qsizetype minWords = 4;
// Cutting at a clause boundary (", which", " that") is preferred when it keeps this much.
constexpr qsizetype minCleanCut = 55;
// Whether a word that ends in c may end a sentence (see endsSentence()) or ends a clause with
// ; or :.
inline bool mayEndSentenceOrStop(char16_t c)
{
    constexpr quint64 set = (1ull << '.') | (1ull << ';') | (1ull << ':') | (1ull << '!')
        | (1ull << '?') | (1ull << '"') | (1ull << ')');
    return ((c < 64) & ((set >> (c & 63)) & 1)) | (c == u'\u201d');
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
        TitleMarkup::appendLatex(QStringView(text, size), m_text, m_latexGroups);
    }
    if (m_emphasis && TitleMarkup::dropEmphasisEnd(m_text, begin))
        m_emphasis = false;
    // Only a hyphen can join a suffix; LaTeX and emphasis markup only drop units.
    if (found & HasHyphen)
        TitleMarkup::joinHyphenatedSuffix(m_text, begin);
    if (last)
        trimEnd();
}

void TitleBuilder::appendClause(const Words &w, qsizetype from, qsizetype minCommaStop)
{
    // Emphasis and LaTeX groups open before the clause change how its words are appended.
    if (m_emphasis || m_latexGroups > 0 || !appendPlainClause(w, from, minCommaStop))
        appendClauseByWord(w, from, minCommaStop);
}

// appendClauseByWord() for a clause whose words append() would copy as they are, separated by
// single spaces as in the abstract: the words are chosen first, then copied at once. False, with
// nothing appended, for any other clause.
bool TitleBuilder::appendPlainClause(const Words &w, qsizetype from, qsizetype minCommaStop)
{
    const qsizetype end = qMin(w.size(), from + 40);
    if (from >= end)
        return true;
    const qsizetype startSize = m_text.size();
    // What m_text.size() would be after each word, and the cuts: the words are copied later.
    const bool space = !m_text.isEmpty() && !m_text.back().isSpace();
    qsizetype size = startSize + space;
    const qsizetype room = 32 - m_cuts.size(); // as markCut() keeps at most 32
    qsizetype cuts[33];
    qsizetype cutCount = 0;
    const char16_t *const first = w[from].utf16();
    const char16_t *last = first; // end of the last word chosen
    bool sentenceEnd = false;
    int segmentWords = 0;
    const qsizetype wordsBefore = wordCount();
    qsizetype clauseWords = 0;
    for (qsizetype k = from; k < end; ++k) {
        const QStringView word = w[k];
        if (Q_UNLIKELY(ClauseWords::mayStartFiller(word)) && ClauseWords::fillerAt(w, k) > 0)
            return false; // dropped word by word
        if (k > from) {
            if (word.utf16() != last + 1 || *last != u' ')
                return false;
            if (Q_UNLIKELY(ClauseWords::mayBe(w, k))) {
                const Key key(word);
                if (key.in("that", "which", "where", "whereby", "while", "thereby", "by", "using",
                        "through", "without", "via")
                    && cutCount < room)
                    cuts[cutCount++] = size;
                if (key.is("specifically"))
                    return false;
            }
            ++size;
        }
        size += word.size();
        last = word.utf16() + word.size();
        ++segmentWords;
        // "(i.e.," and "–" are no words of a title that has too few.
        clauseWords += word.front().isLetterOrNumber();
        // Most words end in a letter: a test or two rule out what ends a clause or a sentence.
        const char16_t lastUnit = word.back().unicode();
        if (Q_LIKELY(lastUnit != u',' && !mayEndSentenceOrStop(lastUnit)))
            continue;
        sentenceEnd = endsSentence(w, k);
        const bool stub = wordsBefore >= 0 && wordsBefore + clauseWords < minWords;
        if (sentenceEnd && stub && k + 1 < w.size())
            return false; // goes on with the next sentence, which a copy cannot
        if (sentenceEnd || ((lastUnit == u';' || lastUnit == u':') && !stub))
            break;
        if (lastUnit == u',') {
            // Neither a stop nor a cut inside a phrase: "a subset of a given, possibly noisy
            // corpus".
            const bool endsPhrase = ClauseWords::commaEndsPhrase(w, k);
            if (segmentWords > 2 && size - startSize >= minCommaStop && !stub && endsPhrase)
                break;
            if (cutCount < room && endsPhrase)
                cuts[cutCount++] = size;
            segmentWords = 0;
        }
    }
    if (!isPlain(first, last - first))
        return false;
    m_cuts.append(cuts, cutCount);
    m_text.resize(size);
    if (space)
        m_text[startSize] = u' ';
    memcpy(static_cast<void *>(m_text.data() + startSize + space), first,
        size_t(last - first) * sizeof(char16_t));
    if (sentenceEnd)
        trimEnd();
    return true;
}

void TitleBuilder::appendClauseByWord(const Words &w, qsizetype from, qsizetype minCommaStop)
{
    const qsizetype startSize = m_text.size();
    int segmentWords = 0;
    const qsizetype wordsBefore = wordCount();
    qsizetype clauseWords = 0;
    qsizetype lowerAt = -1;
    for (qsizetype k = from; k < w.size() && k < from + 40; ++k) {
        // Filler goes unless what is left would be a stub ("A hybrid architecture").
        const qsizetype words = wordsBefore < 0 ? -1 : wordsBefore + clauseWords;
        if (ClauseWords::mayStartFiller(w[k]) && (words < 0 || words >= minWords || words == 0)) {
            if (const qsizetype filler = ClauseWords::fillerAt(w, k); filler > 0) {
                // "… architecture to overcome this limitation." ends where the filler ends.
                k += filler - 1;
                const QChar end = trailingPunct(w[k]);
                if (endsSentence(w, k) || end == u';' || end == u':') {
                    trimEnd();
                    return;
                }
                // "a novel attack in this paper, the bullet-screen comment attack"
                if (end == u',' && !isEmpty())
                    appendText(u",");
                continue;
            }
        }
        const QChar p = trailingPunct(w[k]);
        // Only words after the first are compared, and only those that may match (the Key
        // costs more than the rest of this loop).
        if (k > from && ClauseWords::mayBe(w, k)) {
            const Key key(w[k]);
            if (key.in("that", "which", "where", "whereby", "while", "thereby", "by", "using",
                    "through", "without", "via"))
                markCut();
            // Filler that costs room in a 100-character title.
            if (key.is("specifically"))
                continue;
        }
        const bool sentenceEnd = endsSentence(w, k);
        const qsizetype wordStart = m_text.size() + 1;
        append(w[k], sentenceEnd);
        if (lowerAt >= 0) {
            lowerFrom(wordStart);
            lowerAt = -1;
        }
        ++segmentWords;
        clauseWords += w[k].front().isLetterOrNumber();
        // A title of fewer than minWords words ("Dynamic difficulty adjustment.", "An open
        // problem: …") goes on: a stub says too little.
        const bool stub = wordsBefore >= 0 && wordsBefore + clauseWords < minWords;
        if (sentenceEnd && stub && k + 1 < w.size()) {
            appendText(u":");
            lowerAt = k + 1;
            continue;
        }
        if (sentenceEnd)
            return;
        if ((p == u';' || p == u':') && !stub)
            return;
        if (p == u',') {
            const bool endsPhrase = ClauseWords::commaEndsPhrase(w, k);
            if (segmentWords > 2 && m_text.size() - startSize >= minCommaStop && !stub
                && endsPhrase)
                return;
            if (endsPhrase)
                markCut();
            segmentWords = 0;
        }
    }
}

// Words in the title so far, or -1 when it starts with a name ("GenZSL: …"): a named title is
// no stub, however short.
qsizetype TitleBuilder::wordCount() const
{
    if (m_text.isEmpty())
        return 0;
    return view().contains(u':') ? -1 : view().count(u' ') + 1;
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
    // "A model …" too: the article is one letter.
    if (pos + 1 < s.size() && s[pos].isUpper()
        && (s[pos + 1].isLower() || (s[pos] == u'A' && s[pos + 1] == u' ')))
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
    if (m_text.size() <= m_maxLength) {
        dropTrailingFunctionWords(true);
        return;
    }
    for (qsizetype i = m_cuts.size() - 1; i >= 0; --i) {
        if (m_cuts[i] <= m_maxLength && m_cuts[i] >= minCleanCut) {
            truncate(m_cuts[i]);
            trimEnd();
            // A clean cut needs no ellipsis, even after "(that is" is dropped.
            dropTrailingFunctionWords(false);
            dropDanglingParticiple();
            closeParentheses();
            return;
        }
    }
    cutAtWord();
}

// A clause cut inside "(e.g., …" leaves an open parenthesis: drop the parenthetical. It is cut
// only when the title's last parenthesis is a '(': one with any ')' after it stays.
void TitleBuilder::closeParentheses()
{
    const qsizetype last
        = lastParenthesis(reinterpret_cast<const char16_t *>(m_text.constData()), m_text.size());
    if (last >= 20 && m_text[last] == u'(') {
        truncate(last);
        trimEnd();
    }
}

// "… is more challenging and" (a clause that stopped at "and,"): the title ends on the last word
// that says something, with an ellipsis for what is left out.
void TitleBuilder::dropTrailingFunctionWords(bool ellipsis)
{
    bool dropped = false;
    for (;;) {
        const qsizetype lastSpace = view().lastIndexOf(u' ');
        if (lastSpace < 20 || !ClauseWords::isFunctionWord(view().mid(lastSpace + 1)))
            break;
        truncate(lastSpace);
        trimEnd();
        dropped = true;
    }
    if (ellipsis && dropped && m_text.size() < m_maxLength)
        m_text.append(u'\u2026');
}

// "… posed by this shortcoming, illustrating" (cut before "that"): a participle alone after the
// last comma says nothing without its object.
void TitleBuilder::dropDanglingParticiple()
{
    const QStringView text = view();
    const qsizetype space = text.lastIndexOf(u' ');
    if (space < 20 || text[space - 1] != u',' || !text.endsWith(QLatin1String("ing")))
        return;
    truncate(space);
    trimEnd();
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
    // Do not end on "of", "the", … inside an unclosed parenthesis, or inside a phrase that a
    // comma splits ("a subset of a given, possibly noisy corpus").
    for (;;) {
        const bool comma = !m_text.isEmpty() && m_text.back() == u',';
        trimEnd();
        const qsizetype lastSpace = view().lastIndexOf(u' ');
        if (lastSpace < 20)
            break;
        const QStringView lastWord = view().mid(lastSpace + 1);
        const bool stop = ClauseWords::isFunctionWord(lastWord);
        const bool open = lastWord.count(u'(') > lastWord.count(u')');
        const qsizetype before = view().lastIndexOf(u' ', lastSpace - 1);
        const bool split = comma && before >= 0
            && isArticle(Key(view().mid(before + 1, lastSpace - before - 1)));
        if (!stop && !open && !split)
            break;
        truncate(lastSpace);
    }
    m_text.append(u'\u2026');
}
