// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportformat.h"

#include "bibtexwriter.h"
#include "csvwriter.h"
#include "jsonlineswriter.h"
#include "markdownwriter.h"
#include "riswriter.h"

namespace ExportFormats {

QList<ExportFormat> all()
{
    return { ExportFormat::Markdown, ExportFormat::Bibtex, ExportFormat::Ris, ExportFormat::Csv,
        ExportFormat::JsonLines, ExportFormat::CsvForSpreadsheets };
}

QString extension(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Markdown:
        return QStringLiteral("md");
    case ExportFormat::Bibtex:
        return QStringLiteral("bib");
    case ExportFormat::Ris:
        return QStringLiteral("ris");
    case ExportFormat::Csv:
    case ExportFormat::CsvForSpreadsheets:
        return QStringLiteral("csv");
    case ExportFormat::JsonLines:
        return QStringLiteral("jsonl");
    }
    return {};
}

QString name(ExportFormat format)
{
    return format == ExportFormat::CsvForSpreadsheets ? QStringLiteral("csv-sheet")
                                                      : extension(format);
}

std::optional<ExportFormat> fromExtension(const QString &name)
{
    for (ExportFormat format : all()) {
        if (name.compare(extension(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

std::optional<ExportFormat> fromName(const QString &text)
{
    for (ExportFormat format : all()) {
        if (text.compare(name(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

std::unique_ptr<PaperWriter> fileWriter(ExportFormat format, const QString &listName)
{
    switch (format) {
    case ExportFormat::Markdown:
        return std::make_unique<MarkdownWriter>(listName, MarkdownWriter::Abstract::Whole);
    case ExportFormat::Bibtex:
        return std::make_unique<BibtexWriter>(listName);
    case ExportFormat::Ris:
        return std::make_unique<RisWriter>(listName);
    case ExportFormat::Csv:
        return std::make_unique<CsvWriter>(listName);
    case ExportFormat::CsvForSpreadsheets:
        return std::make_unique<CsvWriter>(listName, CsvWriter::Cells::ForSpreadsheets);
    case ExportFormat::JsonLines:
        return std::make_unique<JsonLinesWriter>(listName);
    }
    return nullptr;
}

} // namespace ExportFormats
