// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

/// Markdown as notes apps take it: `- [Title](best link) — first sentence…` per paper (a paper
/// without a web link gets its title only), the user's note as a quoted line under it.
///
/// A file (WholeAbstract) carries each paper's whole abstract as quoted lines, every other web
/// link after the title, and the note as a nested item, so that MarkdownReader reads back the
/// same titles, abstracts and links. Markdown has no place for an id: a paper comes back under
/// the id its abstract gives (the same unless the list gave it a source key), and a paper
/// without a web link is no item MarkdownReader keeps.
class MarkdownWriter final : public PaperWriter
{
public:
    enum class Abstract
    {
        FirstSentence, ///< for the clipboard
        Whole ///< for a file that opens again
    };

    explicit MarkdownWriter(QString listName = {}, Abstract abstract = Abstract::FirstSentence);

    QString entry(const ExportedPaper &paper) override;

    /// The first sentence of text, "…" after it when more follows.
    static QString firstSentence(const QString &text);

private:
    Abstract m_abstract;
};
