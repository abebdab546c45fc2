// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sentencescanner.h"

#include <QChar>
#include <QString>
#include <QStringView>
#include <QVarLengthArray>

/// Assembles a title from words of an abstract: whitespace normalised, emphasis markers ("*x*",
/// "_x_") and LaTeX emphasis ("\textit{x}") dropped, PDF line-break hyphens joined, clause
/// boundaries noted so that fit() can cut at one. It does not choose the words; HeadlineDeriver
/// does. The title is assembled on the stack; toString() makes the one QString.
class TitleBuilder final
{
public:
    /// A builder for titles of at most maxLength UTF-16 units (after fit()).
    explicit TitleBuilder(qsizetype maxLength);

    /// Length of the title so far, in UTF-16 units.
    qsizetype size() const { return m_text.size(); }
    bool isEmpty() const { return m_text.isEmpty(); }
    /// The title, in a QString of exactly its length.
    QString toString() const { return QString(m_text.constData(), m_text.size()); }

    /// Notes the current end as a place where fit() may cut ("…, which", "… that").
    void markCut();
    /// Appends one word of the abstract after a space; `last` trims trailing punctuation.
    void append(QStringView word, bool last = false);
    /// Appends text as it is, no space before it.
    void appendText(QStringView text) { m_text.append(text.data(), text.size()); }
    /// Words from `from` up to the end of the sentence or of the first clause that is longer
    /// than a short list of adjectives ("a novel, unified, and lightweight approach …" goes on).
    void appendClause(const WordSplitter::Words &w, qsizetype from, qsizetype minCommaStop);
    /// appendClause() without "novel"/"new" after a leading article: every paper is novel.
    void appendGist(const WordSplitter::Words &w, qsizetype from, qsizetype minCommaStop);

    /// Lower-cases the letter at pos when it starts a capitalised word ("The" → "the").
    void lowerFrom(qsizetype pos);
    /// Upper-cases the letter at pos unless the word is an acronym-like "mRNA".
    void capitalizeFrom(qsizetype pos);
    /// Drops quotes around the whole title (a name "dubbed “GenZSL”").
    void stripQuotes();
    /// Drops trailing punctuation, spaces, dashes and open parentheses.
    void trimEnd();
    /// Cuts the title to maxLength: at the last clause mark that keeps enough, else at a word
    /// (not after "of", "the", …) with an ellipsis.
    void fit();

private:
    QStringView view() const { return QStringView(m_text.constData(), m_text.size()); }
    /// QString::truncate(): never grows the title.
    void truncate(qsizetype size)
    {
        if (size < m_text.size())
            m_text.resize(qMax(size, qsizetype(0)));
    }
    void appendClauseByWord(const WordSplitter::Words &w, qsizetype from, qsizetype minCommaStop);
    bool appendPlainClause(const WordSplitter::Words &w, qsizetype from, qsizetype minCommaStop);
    void closeParentheses();
    void cutAtWord();
    /// Drops "and", "of the", … from the end, with an ellipsis after what is left if asked.
    void dropTrailingFunctionWords(bool ellipsis);
    qsizetype wordCount() const;
    void dropDanglingParticiple();

    // Titles are cut to about 100 units, but a clause may run longer before fit().
    QVarLengthArray<QChar, 256> m_text;
    QVarLengthArray<qsizetype, 32> m_cuts;
    qsizetype m_maxLength;
    int m_latexGroups = 0;
    bool m_emphasis = false;
};
