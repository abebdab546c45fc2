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
        ExportFormat::JsonLines };
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
        return QStringLiteral("csv");
    case ExportFormat::JsonLines:
        return QStringLiteral("jsonl");
    }
    return {};
}

std::optional<ExportFormat> fromExtension(const QString &name)
{
    for (ExportFormat format : all()) {
        if (name.compare(extension(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

std::unique_ptr<PaperWriter> fileWriter(
    ExportFormat format, const QString &listName, bool csvByteOrderMark)
{
    switch (format) {
    case ExportFormat::Markdown:
        return std::make_unique<MarkdownWriter>(listName, MarkdownWriter::Abstract::Whole);
    case ExportFormat::Bibtex:
        return std::make_unique<BibtexWriter>(listName);
    case ExportFormat::Ris:
        return std::make_unique<RisWriter>(listName);
    case ExportFormat::Csv:
        return std::make_unique<CsvWriter>(listName, csvByteOrderMark);
    case ExportFormat::JsonLines:
        return std::make_unique<JsonLinesWriter>(listName);
    }
    return nullptr;
}

} // namespace ExportFormats
