// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

/// CSV: a header row, then one row per paper with the columns title, authors, venue, year,
/// abstract, links, keywords, topics, tags, read, starred, note and id (the paper's ExportKey,
/// so that CsvReader takes it back under its id, and its tags as tags). RFC 4180: CRLF between
/// rows, a field with a comma, semicolon, tab, quote or line break quoted and its quotes doubled.
/// Lists in a field (authors, links, keywords, topics, tags) hold one item per line, which
/// CsvReader splits a row with an ExportKey at and nowhere else, whatever the items hold.
///
/// Plain CSV keeps every text exactly as it is, a cell starting with "=" too: it is data, for
/// programs. CSV for spreadsheets starts with a byte order mark, which spreadsheet programs
/// need to take the file as UTF-8, and puts a "'" before a cell that starts with = + - @, a tab
/// or a carriage return, as OWASP recommends, so that no spreadsheet runs it as a formula
/// (CsvReader takes that mark off again in such a file: one with a byte order mark whose rows
/// carry an ExportKey).
class CsvWriter final : public PaperWriter
{
public:
    enum class Cells
    {
        Exact,
        ForSpreadsheets
    };

    explicit CsvWriter(QString listName = {}, Cells cells = Cells::Exact);

    QString header() const override;
    QString entry(const ExportedPaper &paper) override;

    /// One field as RFC 4180 writes it.
    static QString quoted(const QString &field);
    /// Whether a spreadsheet could take a cell starting so as a formula (after any "'").
    static bool startsLikeAFormula(QStringView cell);

private:
    QString cell(const QString &text) const;
    QString row(const QStringList &fields) const;

    Cells m_cells = Cells::Exact;
};
