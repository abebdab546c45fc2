// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

/// Markdown as notes apps take it: `- [Title](best link) — first sentence…` per paper (a paper
/// without a web link gets its title only), the user's note as a quoted line under it.
///
/// A file (Whole) carries each paper's whole abstract as quoted lines, every other web link
/// after the title, its ExportKey in an HTML comment that renderers hide
/// (`<!-- paperdesk:… -->`) and the note as a nested item, so that MarkdownReader reads back the
/// same ids, titles, abstracts, links and tags, papers without a web link included. Titles and
/// notes are escaped as CommonMark escapes (a backslash before a mark), so that no bracket,
/// link, comment or emphasis in them changes what is read. Keywords, authors, venue and year
/// are not written.
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

    /// text on one line with a backslash before each character Markdown would read as a mark
    /// (\\ ` * _ [ ] < >) and before what would start a heading, quote or list.
    static QString escaped(const QString &text);
    /// The first sentence of text, "…" after it when more follows.
    static QString firstSentence(const QString &text);

private:
    Abstract m_abstract;
};
