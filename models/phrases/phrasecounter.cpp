// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrasecounter.h"

#include "search/searchindex.h"
#include "text/cjkbigrams.h"
#include "text/clausewords.h"

#include <QHash>

#include <vector>

namespace PhraseCounter {

namespace {

constexpr quint32 boundary = 0xFFFFFFFFu; ///< between a title and its abstract
constexpr int codeBits = 21; ///< three codes share a 64-bit key while codes stay below 2^21

/// Whether a token may start or end a phrase; decided once per code, when first met.
class EndWords
{
public:
    /// Prefixes a hyphen splits off ("pre-trained" → "pre", "trained"): they start phrases
    /// but end none, and are no phrase alone.
    static bool isPrefix(QStringView word)
    {
        static const QStringList prefixes { QStringLiteral("pre"), QStringLiteral("non"),
            QStringLiteral("self"), QStringLiteral("multi"), QStringLiteral("cross"),
            QStringLiteral("semi"), QStringLiteral("co"), QStringLiteral("re"),
            QStringLiteral("sub"), QStringLiteral("anti"), QStringLiteral("inter"),
            QStringLiteral("intra"), QStringLiteral("post"), QStringLiteral("bi"),
            QStringLiteral("un"), QStringLiteral("de"), QStringLiteral("meta") };
        return prefixes.contains(word);
    }

    explicit EndWords(const SearchIndex &index)
        : m_index(index)
        , m_state(index.codeCount(), Unknown)
    {
    }
    bool mayStart(quint32 code) { return state(code) != Neither; }
    bool mayEnd(quint32 code) { return state(code) == Both; }

private:
    enum : quint8
    {
        Unknown,
        Both,
        StartOnly,
        Neither
    };
    quint8 state(quint32 code)
    {
        quint8 &state = m_state[code];
        if (state == Unknown)
            state = decide(m_index.codeText(code));
        return state;
    }
    static quint8 decide(std::u16string_view token)
    {
        const QStringView word(token.data(), qsizetype(token.size()));
        if (CjkBigrams::hasCjk(word) || ClauseWords::isFunctionWord(word))
            return Neither;
        if (isPrefix(word))
            return StartOnly;
        if (word.size() < 2)
            return Neither;
        for (const QChar c : word) {
            if (!c.isDigit())
                return Both;
        }
        return Neither;
    }
    const SearchIndex &m_index;
    std::vector<quint8> m_state;
};

struct Tally
{
    qint32 papers = 0;
    qint32 lastPaper = -1; ///< the paper counted last, so a paper counts once
    void add(qint32 paper)
    {
        if (lastPaper != paper) {
            lastPaper = paper;
            ++papers;
        }
    }
};

/// The rows to read: all of them, or every k-th one when there are more than maxPapers.
std::vector<qsizetype> papersToRead(const Bitset &rows, qsizetype maxPapers)
{
    const qsizetype inRows = rows.count();
    const qsizetype step
        = maxPapers > 0 && inRows > maxPapers ? (inRows + maxPapers - 1) / maxPapers : 1;
    std::vector<qsizetype> papers;
    papers.reserve(size_t(inRows / step + 1));
    qsizetype seen = 0;
    rows.forEachSet([&](qsizetype row) {
        if (seen++ % step == 0)
            papers.push_back(row);
    });
    return papers;
}

/// Title and abstract codes of a paper, a boundary between them.
void decodePaper(const ForwardIndex &forward, qsizetype paper, std::vector<quint32> &codes,
    std::vector<quint32> &scratch)
{
    forward.decode(paper, ForwardIndex::Title, codes);
    codes.push_back(boundary);
    forward.decode(paper, ForwardIndex::Abstract, scratch);
    codes.insert(codes.end(), scratch.cbegin(), scratch.cend());
}

QString phraseText(const SearchIndex &index, std::initializer_list<quint32> codes)
{
    QString text;
    for (const quint32 code : codes) {
        const std::u16string_view token = index.codeText(code);
        if (!text.isEmpty())
            text += QLatin1Char(' ');
        text.append(reinterpret_cast<const QChar *>(token.data()), qsizetype(token.size()));
    }
    return text;
}

} // namespace

Counts count(const SearchIndex &index, const Bitset &rows, const Options &options)
{
    Counts counts;
    counts.papersInRows = rows.count();
    const std::vector<qsizetype> papers = papersToRead(rows, options.maxPapers);
    counts.papersRead = qsizetype(papers.size());
    const quint32 codeCount = index.codeCount();
    if (papers.empty() || codeCount == 0)
        return counts;

    const ForwardIndex &forward = index.forwardIndex();
    EndWords endWords(index);
    std::vector<quint32> codes, scratch;
    std::vector<Tally> words(codeCount);
    for (size_t i = 0; i < papers.size(); ++i) {
        decodePaper(forward, papers[i], codes, scratch);
        for (const quint32 code : codes) {
            if (code != boundary)
                words[code].add(qint32(i));
        }
    }

    const qint32 minPapers = qint32(qMax<qsizetype>(1, options.minPapers));
    // A phrase's end words must each be in minPapers papers for the phrase to be.
    const auto frequent
        = [&](quint32 code) { return code != boundary && words[code].papers >= minPapers; };
    const bool triples = codeCount < (1u << codeBits);
    QHash<quint64, Tally> pairs, tripleTallies;
    for (size_t i = 0; i < papers.size(); ++i) {
        decodePaper(forward, papers[i], codes, scratch);
        for (size_t k = 0; k + 1 < codes.size(); ++k) {
            if (!frequent(codes[k]) || !endWords.mayStart(codes[k]))
                continue;
            if (frequent(codes[k + 1]) && endWords.mayEnd(codes[k + 1]))
                pairs[(quint64(codes[k]) << 32) | codes[k + 1]].add(qint32(i));
            if (triples && k + 2 < codes.size() && codes[k + 1] != boundary
                && frequent(codes[k + 2]) && endWords.mayEnd(codes[k + 2])) {
                const quint64 key = (quint64(codes[k]) << (2 * codeBits))
                    | (quint64(codes[k + 1]) << codeBits) | codes[k + 2];
                tripleTallies[key].add(qint32(i));
            }
        }
    }

    for (quint32 code = 0; code < codeCount; ++code) {
        if (words[code].papers >= minPapers && endWords.mayEnd(code))
            counts.phrases.append({ phraseText(index, { code }), words[code].papers });
    }
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
        if (it->papers >= minPapers) {
            counts.phrases.append(
                { phraseText(index, { quint32(it.key() >> 32), quint32(it.key()) }), it->papers });
        }
    }
    const quint64 mask = (quint64(1) << codeBits) - 1;
    for (auto it = tripleTallies.cbegin(); it != tripleTallies.cend(); ++it) {
        if (it->papers >= minPapers) {
            const quint64 key = it.key();
            counts.phrases.append(
                { phraseText(index,
                      { quint32(key >> (2 * codeBits)), quint32((key >> codeBits) & mask),
                          quint32(key & mask) }),
                    it->papers });
        }
    }
    return counts;
}

} // namespace PhraseCounter
