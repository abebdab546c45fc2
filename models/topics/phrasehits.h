// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVarLengthArray>
#include <QtAlgorithms>

#include <algorithm>

/// The phrases TopicClassifier found in one text, by terminal: a bit each, so that they are
/// gone through in terminal order whatever order they were found in (the scores are float
/// sums, which must add up in the same order every time), and their occurrences, one in the
/// title counting as several.
class PhraseHits final
{
public:
    /// Occurrences past this change nothing, so one word cannot swamp a topic.
    static constexpr int maxCount = 3;

    explicit PhraseHits(qsizetype terminals)
        : m_words((terminals + 63) / 64)
        , m_usedWords((m_words.size() + 63) / 64)
        , m_counts(terminals)
    {
        std::fill(m_words.begin(), m_words.end(), 0);
        std::fill(m_usedWords.begin(), m_usedWords.end(), 0);
    }

    /// inTitle: the occurrence is in the paper's title (which names what the paper is about).
    void add(qint32 terminal, int count, bool inTitle)
    {
        const qint32 w = terminal >> 6;
        quint64 &word = m_words[w];
        const quint64 bit = quint64(1) << (terminal & 63);
        const quint8 title = inTitle ? titleFlag : 0;
        if (word & bit) {
            const quint8 old = m_counts[terminal];
            m_counts[terminal]
                = quint8(std::min((old & countMask) + count, maxCount) | (old & titleFlag) | title);
        } else {
            word |= bit;
            m_usedWords[w >> 6] |= quint64(1) << (w & 63);
            m_counts[terminal] = quint8(std::min(count, maxCount) | title);
        }
    }

    /// 1 to maxCount for a terminal forEach() gives.
    int count(qint32 terminal) const { return m_counts[terminal] & countMask; }
    /// Whether one of the terminal's occurrences is in the title.
    bool inTitle(qint32 terminal) const { return (m_counts[terminal] & titleFlag) != 0; }

    /// Calls f(terminal) for each terminal with hits, in order.
    template <typename F> void forEach(F f) const
    {
        for (qsizetype u = 0; u < m_usedWords.size(); ++u) {
            for (quint64 used = m_usedWords[u]; used != 0; used &= used - 1) {
                const qsizetype w = u * 64 + qCountTrailingZeroBits(used);
                for (quint64 bits = m_words[w]; bits != 0; bits &= bits - 1)
                    f(qint32(w * 64 + qCountTrailingZeroBits(bits)));
            }
        }
    }

private:
    static constexpr quint8 titleFlag = 0x80;
    static constexpr quint8 countMask = 0x7f;
    QVarLengthArray<quint64, 64> m_words;
    QVarLengthArray<quint64, 1> m_usedWords; ///< a bit per word of m_words that is not 0
    /// The count, and titleFlag; set only where m_words has the bit.
    QVarLengthArray<quint8, 4096> m_counts;
};
