// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

class TopicClassifier;
struct IndexedTokens;

/// Fills what a reader could not: the stable id, a display title, links from the abstract and
/// topics. Values from the source win: a real title is kept, the source's links come first.
/// Everything here is const and touches only the papers it is given, so papers can be
/// derived in parallel (QtConcurrent::blockingMap) with one shared deriver.
///
/// LoadPipeline derives in two stages around the tokenizing of each chunk: deriveTexts()
/// just before a batch of papers is split into words, then assignTopics() on the chunk's
/// words (IndexedTokens), so no text is read or split twice. derive() does both steps for one
/// paper, with the same result.
class PaperDeriver final
{
public:
    /// How the abstracts a deriver is given are written.
    enum class Abstracts
    {
        Unicode, ///< as they are to be shown
        /// as written in a list that may use LaTeX (PaperCollection::keepsLatex()): titles are
        /// derived from their LatexToUnicode::display() form
        MayHoldLatex
    };

    explicit PaperDeriver(
        const TopicClassifier &classifier, Abstracts abstracts = Abstracts::Unicode);

    /// deriveText(), then topics from the paper's own text.
    bool derive(Paper &paper) const;
    /// Sets id (from the abstract, source key, source title and copy number), title and
    /// titleDerived (when the title is empty), and appends the abstract's links after the
    /// existing ones without duplicates. An id a reader set (the id an export claims: see
    /// ExportKey) is kept only when the text gives it too; returns true when it was refused
    /// and replaced by the text's own.
    bool deriveText(Paper &paper) const { return deriveText(paper, paper.abstract); }
    /// The same for a paper whose abstract is kept elsewhere (Paper::abstract is not read).
    bool deriveText(Paper &paper, QStringView abstract) const;
    /// The title derived from an abstract alone (empty for a blank one), as deriveText() sets it
    /// on a paper without a title of its own.
    static QString titleFromAbstract(QStringView abstract, Abstracts abstracts);
    /// The same for papers[0 … count - 1] with their abstracts, faster than one at a time:
    /// ids are hashed two at once. Ids are hashed over idAbstracts when given (a reader's
    /// text as it was before the reader repaired the abstract shown: the id stays). Returns
    /// how many claimed ids were refused.
    int deriveTexts(Paper *papers, const QStringView *abstracts, qsizetype count,
        const QStringView *idAbstracts = nullptr) const;
    /// Sets the topics of rows chunk.firstRow … chunk.lastRow - 1 of papers from their
    /// indexed tokens: those of the title (unless derived) and of the abstract.
    void assignTopics(const IndexedTokens &chunk, Paper *papers) const;

private:
    void deriveTitleAndLinks(Paper &paper, QStringView abstract) const;

    const TopicClassifier &m_classifier;
    Abstracts m_abstracts;
};
