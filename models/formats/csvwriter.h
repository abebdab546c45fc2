// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

/// CSV for spreadsheets: a header row, then one row per paper with the columns title, authors,
/// venue, year, abstract, links, keywords, topics, tags, read, starred, note and id (the paper's
/// PaperId::exportKey(), so that CsvReader takes it back under its id). RFC 4180: CRLF between
/// rows, a field with a comma, quote or line break quoted and its quotes doubled. Lists in a
/// field (authors, topics, tags) are joined by "; ", keywords as keywordList(), links by
/// spaces. CsvReader reads the keywords column back as keywords, not topics or tags.
class CsvWriter final : public PaperWriter
{
public:
    /// byteOrderMark starts the file with U+FEFF, which spreadsheet programs need to take it
    /// as UTF-8.
    explicit CsvWriter(QString listName = {}, bool byteOrderMark = false);

    QString header() const override;
    QString entry(const ExportedPaper &paper) override;

    /// One field as RFC 4180 writes it.
    static QString quoted(const QString &field);

private:
    bool m_byteOrderMark = false;
};
