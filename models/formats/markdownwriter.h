// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

/// Markdown as notes apps take it: `- [Title](best link) — first sentence…` per paper (a paper
/// without a web link gets its title only), the user's note as a quoted line under it.
///
/// A file (Whole) carries each paper's whole abstract as quoted lines, every other web link
/// after the title, its id in an HTML comment that renderers hide (`<!-- paperdesk:… -->`) and
/// the note as a nested item, so that MarkdownReader reads back the same ids, titles, abstracts
/// and links, papers without a web link included. Keywords, authors, venue and year are not
/// written.
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
