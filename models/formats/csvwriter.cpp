// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvwriter.h"

#include "exportkey.h"

#include <QRegularExpression>

namespace {

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

// One item per line, each item on one line: CsvReader splits a cell with a line break at its
// line breaks only. A single item that other CSV lists would split ("Barnes and Noble",
// "a; b") ends in a line break too, so that it is read as one.
QString listCell(const QStringList &items)
{
    QStringList lines;
    lines.reserve(items.size());
    for (const QString &item : items) {
        if (const QString line = item.simplified(); !line.isEmpty())
            lines.append(line);
    }
    QString cell = lines.join(u'\n');
    static const QRegularExpression splitsElsewhere(
        QStringLiteral("[,;]|\\sand\\s"), QRegularExpression::CaseInsensitiveOption);
    if (lines.size() == 1 && cell.contains(splitsElsewhere))
        cell += u'\n';
    return cell;
}

} // namespace

CsvWriter::CsvWriter(QString listName, Cells cells)
    : PaperWriter(std::move(listName))
    , m_cells(cells)
{
}

QString CsvWriter::quoted(const QString &field)
{
    const bool needsQuotes = field.contains(u',') || field.contains(u'"') || field.contains(u'\n')
        || field.contains(u'\r') || field.contains(u';') || field.contains(u'\t')
        || field.startsWith(u' ') || field.endsWith(u' ');
    if (!needsQuotes)
        return field;
    QString text = field;
    text.replace(u'"', QLatin1String("\"\""));
    return u'"' + text + u'"';
}

bool CsvWriter::startsLikeAFormula(QStringView cell)
{
    // Apostrophes a cell starts with are looked past: the mark one more puts in front must
    // be told from the text's own (CsvReader takes off one).
    while (cell.startsWith(u'\''))
        cell = cell.sliced(1);
    return !cell.isEmpty() && QStringView(u"=+-@\t\r").contains(cell.front());
}

QString CsvWriter::cell(const QString &text) const
{
    if (m_cells == Cells::ForSpreadsheets && startsLikeAFormula(text))
        return quoted(u'\'' + text);
    return quoted(text);
}

QString CsvWriter::row(const QStringList &fields) const
{
    QStringList cells;
    cells.reserve(fields.size());
    for (const QString &field : fields)
        cells.append(cell(field));
    return cells.join(u',') + QLatin1String("\r\n");
}

QString CsvWriter::header() const
{
    const QString names = row({ QStringLiteral("title"), QStringLiteral("authors"),
        QStringLiteral("venue"), QStringLiteral("year"), QStringLiteral("abstract"),
        QStringLiteral("links"), QStringLiteral("keywords"), QStringLiteral("topics"),
        QStringLiteral("tags"), QStringLiteral("read"), QStringLiteral("starred"),
        QStringLiteral("note"), QStringLiteral("id") });
    return m_cells == Cells::ForSpreadsheets ? QChar(0xFEFF) + names : names;
}

QString CsvWriter::entry(const ExportedPaper &exported)
{
    const Paper &paper = exported.paper;
    const QString venue = paper.venue.isEmpty() ? listName() : paper.venue;
    return row({ paper.title.simplified(), listCell(paper.authors), venue.simplified(),
        paper.year > 0 ? QString::number(paper.year) : QString(), paper.abstract.trimmed(),
        listCell(webLinks(paper)), listCell(paper.keywords), listCell(exported.topics),
        listCell(exported.tags), yesNo(exported.read), yesNo(exported.starred), exported.note,
        ExportKey::of(paper).toString() });
}
