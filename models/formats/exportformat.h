// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class PaperWriter;

/// The formats File ▸ Export… and `--export` write, each named by its file extension.
enum class ExportFormat
{
    Markdown,
    Bibtex,
    Ris,
    Csv,
    JsonLines,
    CsvForSpreadsheets ///< CSV with a byte order mark and no cell a spreadsheet runs
};

namespace ExportFormats {

/// Every format, in the order the export dialog offers them.
QList<ExportFormat> all();
/// "md", "bib", "ris", "csv", "jsonl": the file extension.
QString extension(ExportFormat format);
/// The command line's name: the extension, but "csv-sheet" for CSV for spreadsheets.
QString name(ExportFormat format);
/// The format a file with that extension is written in (case-insensitive; plain CSV for
/// "csv"), or none.
std::optional<ExportFormat> fromExtension(const QString &extension);
/// The format of that command-line name (case-insensitive), or none.
std::optional<ExportFormat> fromName(const QString &name);
/// A writer for a file of that format: whole abstracts in Markdown.
std::unique_ptr<PaperWriter> fileWriter(ExportFormat format, const QString &listName);

} // namespace ExportFormats
