// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

#include <QHash>

/// BibTeX for a paper's reference list: one `@inproceedings` per paper with a citation key
/// made from the first author's surname (or, without authors, the title's first word: the
/// derived name), the year and the title's first word, unique within one output (a later paper
/// with the same key gets a, b, … after it); title, author when known, booktitle (the venue,
/// else the list's name), year, abstract, keywords (the list's, then the user's tags), url (and
/// pdf for a second link, paperdesk-links for the rest), the user's note, and `paperdesk-id`
/// (the paper's ExportKey) so that BibtexReader takes each paper back under its id, and its
/// tags as tags. Every text is LaTeX-escaped on one line; a name or keyword that would split
/// is braced, so every field reads back as it was written and nothing else.
class BibtexWriter final : public PaperWriter
{
public:
    using PaperWriter::PaperWriter;

    QString entry(const ExportedPaper &paper) override;
    QString separator() const override;

    /// text with the characters LaTeX treats specially written as the escapes LatexToUnicode
    /// reads back as they were.
    static QString escaped(const QString &text);
    /// The key the paper gets when it is the first with it.
    static QString citationKey(const Paper &paper);

private:
    QHash<QString, int> m_keysUsed;
};
