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
    JsonLines
};

namespace ExportFormats {

/// Every format, in the order the export dialog offers them.
QList<ExportFormat> all();
/// "md", "bib", "ris", "csv", "jsonl": the command line's name and the file extension.
QString extension(ExportFormat format);
/// The format named by extension (case-insensitive), or none.
std::optional<ExportFormat> fromExtension(const QString &extension);
/// A writer for a file of that format: whole abstracts in Markdown, a byte order mark before
/// CSV when csvByteOrderMark.
std::unique_ptr<PaperWriter> fileWriter(
    ExportFormat format, const QString &listName, bool csvByteOrderMark = false);

} // namespace ExportFormats
