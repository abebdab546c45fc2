// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvwriter.h"

namespace {

QString row(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &field : fields)
        quoted.append(CsvWriter::quoted(field));
    return quoted.join(u',') + QLatin1String("\r\n");
}

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

} // namespace

CsvWriter::CsvWriter(QString listName, bool byteOrderMark)
    : PaperWriter(std::move(listName))
    , m_byteOrderMark(byteOrderMark)
{
}

QString CsvWriter::quoted(const QString &field)
{
    // A leading space, '=' or '+' is kept as it is: the file is data, and a spreadsheet that
    // runs formulas from CSV is warned about by the spreadsheet, not by rewriting the text.
    const bool needsQuotes = field.contains(u',') || field.contains(u'"') || field.contains(u'\n')
        || field.contains(u'\r') || field.contains(u';') || field.contains(u'\t');
    if (!needsQuotes)
        return field;
    QString text = field;
    text.replace(u'"', QLatin1String("\"\""));
    return u'"' + text + u'"';
}

QString CsvWriter::header() const
{
    const QString names = row({ QStringLiteral("title"), QStringLiteral("authors"),
        QStringLiteral("venue"), QStringLiteral("year"), QStringLiteral("abstract"),
        QStringLiteral("links"), QStringLiteral("keywords"), QStringLiteral("topics"),
        QStringLiteral("tags"), QStringLiteral("read"), QStringLiteral("starred"),
        QStringLiteral("note"), QStringLiteral("id") });
    return m_byteOrderMark ? QChar(0xFEFF) + names : names;
}

QString CsvWriter::entry(const ExportedPaper &exported)
{
    const Paper &paper = exported.paper;
    const QString venue = paper.venue.isEmpty() ? listName() : paper.venue;
    return row({ paper.title.simplified(), paper.authors.join(QLatin1String("; ")),
        venue.simplified(), paper.year > 0 ? QString::number(paper.year) : QString(),
        paper.abstract.trimmed(), webLinks(paper).join(u' '), keywordList(paper.keywords),
        exported.topics.join(QLatin1String("; ")), exported.tags.join(QLatin1String("; ")),
        yesNo(exported.read), yesNo(exported.starred), exported.note, paper.id.exportKey() });
}
