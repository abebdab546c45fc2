// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvreader.h"

#include "csvrows.h"
#include "csvwriter.h"
#include "exportkey.h"
#include "jsonreader.h"
#include "readcheckpoint.h"
#include "recordfields.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>

#include <algorithm>

namespace {

enum class Column
{
    Ignored,
    Title,
    Abstract,
    Authors,
    Link,
    Doi,
    Year,
    Venue,
    Key,
    Keywords,
    Tags, ///< the user's tags, in Paperdesk's own export (a row with an ExportKey)
};

struct Alias
{
    const char *name; ///< lower case, letters and digits only
    Column column;
};

// What spreadsheets, Zotero, Scopus, Web of Science and paper-list scrapers call the columns.
constexpr Alias aliases[] = {
    { "title", Column::Title },
    { "name", Column::Title },
    { "papertitle", Column::Title },
    { "articletitle", Column::Title },
    { "documenttitle", Column::Title },
    { "abstract", Column::Abstract },
    { "summary", Column::Abstract },
    { "description", Column::Abstract },
    { "abstractnote", Column::Abstract },
    { "authors", Column::Authors },
    { "author", Column::Authors },
    { "authornames", Column::Authors },
    { "creators", Column::Authors },
    { "url", Column::Link },
    { "link", Column::Link },
    { "links", Column::Link },
    { "pdf", Column::Link },
    { "pdfurl", Column::Link },
    { "paperurl", Column::Link },
    { "site", Column::Link },
    { "website", Column::Link },
    { "code", Column::Link },
    { "github", Column::Link },
    { "doi", Column::Doi },
    { "year", Column::Year },
    { "publicationyear", Column::Year },
    { "date", Column::Year },
    { "published", Column::Year },
    { "venue", Column::Venue },
    { "conference", Column::Venue },
    { "journal", Column::Venue },
    { "booktitle", Column::Venue },
    { "source", Column::Venue },
    { "sourcetitle", Column::Venue },
    { "publicationtitle", Column::Venue },
    { "proceedings", Column::Venue },
    { "id", Column::Key },
    { "key", Column::Key },
    { "citationkey", Column::Key },
    { "keywords", Column::Keywords },
    { "tags", Column::Keywords },
    { "categories", Column::Keywords },
    { "topics", Column::Keywords },
};

constexpr qsizetype longestHeaderCell = 80;

Column columnNamed(QByteArrayView name)
{
    QByteArray key;
    for (char c : name) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            key += c;
        else if (c >= 'A' && c <= 'Z')
            key += char(c - 'A' + 'a');
    }
    for (const Alias &alias : aliases) {
        if (key == alias.name)
            return alias.column;
    }
    return Column::Ignored;
}

// The cells of the first line, split on delimiter outside quotes (no line breaks inside).
QList<QByteArrayView> firstLineCells(QByteArrayView utf8, char delimiter)
{
    if (utf8.startsWith("\xEF\xBB\xBF"))
        utf8 = utf8.sliced(3);
    QList<QByteArrayView> cells;
    bool quoted = false;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= utf8.size(); ++i) {
        const char c = i < utf8.size() ? utf8[i] : '\n';
        if (c == '"')
            quoted = !quoted;
        else if (!quoted && (c == delimiter || c == '\n' || c == '\r')) {
            QByteArrayView cell = utf8.sliced(start, i - start).trimmed();
            if (cell.size() >= 2 && cell.startsWith('"') && cell.endsWith('"'))
                cell = cell.sliced(1, cell.size() - 2);
            cells.append(cell);
            if (c != delimiter)
                break;
            start = i + 1;
        }
    }
    return cells;
}

QString reason(const char *text)
{
    return QCoreApplication::translate("ReadError", text);
}

struct Columns
{
    QList<Column> kinds;
    bool hasText = false; ///< a title or an abstract column
    qsizetype key = -1; ///< the column of the source key (or Paperdesk's ExportKey)
};

Columns columnsOf(const QByteArrayList &header)
{
    Columns columns;
    bool seen[int(Column::Tags) + 1] = {};
    // A column named keywords wins over tags, categories and topics wherever it stands:
    // Paperdesk's own export writes all four, and only keywords are the source's; its tags are
    // the user's, which its rows with an ExportKey carry.
    const auto named = [](const QByteArray &name, const char *what) {
        return name.trimmed().compare(what, Qt::CaseInsensitive) == 0;
    };
    const bool hasKeywords = std::any_of(header.cbegin(), header.cend(),
        [&](const QByteArray &name) { return named(name, "keywords"); });
    seen[int(Column::Keywords)] = hasKeywords;
    for (const QByteArray &name : header) {
        Column column = columnNamed(name);
        if (column == Column::Keywords && named(name, "keywords"))
            seen[int(Column::Keywords)] = false;
        else if (hasKeywords && named(name, "tags"))
            column = Column::Tags;
        // The first title (abstract, …) column is the one read; every link column is.
        if (column != Column::Link && seen[int(column)])
            column = Column::Ignored;
        seen[int(column)] = true;
        if (column == Column::Key)
            columns.key = columns.kinds.size();
        columns.kinds.append(column);
        columns.hasText = columns.hasText || column == Column::Title || column == Column::Abstract;
    }
    return columns;
}

// "A; B" (Zotero's "Last, First; Last, First"), "A and B", one "Last, First", or full names
// between commas ("Ada Lovelace, Alan Turing").
QStringList authorsOf(const QString &text)
{
    if (!text.contains(u';') && text.contains(u',')) {
        QStringList names = text.split(u',', Qt::SkipEmptyParts);
        for (QString &name : names)
            name = name.trimmed();
        const bool fullNames = std::all_of(
            names.cbegin(), names.cend(), [](const QString &name) { return name.contains(u' '); });
        if (fullNames || names.size() != 2)
            return names;
    }
    QStringList authors = JsonReader::splitAuthors(text);
    for (QString &author : authors)
        author = RecordFields::personName(author);
    return authors;
}

// One row being read. Paperdesk's own export (a row with an ExportKey in its id column)
// writes a list one item per line (CsvWriter): a cell of such a row with a line break is split
// at line breaks only, however its items read. Any other cell is split as the programs that
// write such lists do ("; ", ", ", " and ").
struct Row
{
    Paper paper;
    QStringList tags;
    bool exported = false;

    bool oneItemPerLine(const QString &text) const { return exported && text.contains(u'\n'); }

    static QStringList items(const QString &text)
    {
        QStringList items;
        for (const QString &line : text.split(u'\n')) {
            if (const QString item = line.simplified(); !item.isEmpty())
                items.append(item);
        }
        return items;
    }

    void fill(Column column, const QString &cell)
    {
        const QString text = cell.trimmed();
        switch (column) {
        case Column::Title:
            paper.title = RecordFields::oneLine(text);
            break;
        case Column::Abstract:
            paper.abstract = text;
            break;
        case Column::Authors:
            paper.authors = oneItemPerLine(cell) ? items(cell) : authorsOf(text);
            break;
        case Column::Link:
            for (const QString &link : oneItemPerLine(cell) ? items(cell) : linksIn(text))
                RecordFields::addLink(&paper, link);
            break;
        case Column::Doi:
            RecordFields::addLink(&paper, RecordFields::doiLink(text));
            break;
        case Column::Year:
            paper.year = RecordFields::yearIn(text);
            break;
        case Column::Venue:
            paper.venue = RecordFields::oneLine(text);
            break;
        case Column::Key:
            if (!exported)
                paper.sourceKey = text;
            break;
        case Column::Keywords:
            if (oneItemPerLine(cell))
                RecordFields::setKeywords(&paper, items(cell));
            else
                RecordFields::addKeywords(&paper, text);
            break;
        case Column::Tags:
            if (!exported)
                break;
            if (oneItemPerLine(cell)) {
                tags = items(cell);
            } else {
                Paper listed;
                RecordFields::addKeywords(&listed, text);
                tags = listed.keywords;
            }
            break;
        case Column::Ignored:
            break;
        }
    }

    // Links in one cell: several, one per line or space, or after a semicolon that a link
    // follows ("https://a;https://b"); a semicolon inside a link is part of it
    // (";jsessionid=…").
    static QStringList linksIn(const QString &text)
    {
        static const QRegularExpression separators(
            QStringLiteral("\\s+|;\\s*(?=https?://)"), QRegularExpression::CaseInsensitiveOption);
        return text.split(separators, Qt::SkipEmptyParts);
    }
};

} // namespace

char CsvReader::sniffDelimiter(QByteArrayView utf8)
{
    int counts[3] = {};
    constexpr char candidates[3] = { ',', ';', '\t' };
    bool quoted = false;
    for (char c : utf8) {
        if (c == '"')
            quoted = !quoted;
        else if (!quoted && (c == '\n' || c == '\r'))
            break;
        else if (!quoted)
            for (int i = 0; i < 3; ++i)
                counts[i] += c == candidates[i];
    }
    int best = 0;
    for (int i = 1; i < 3; ++i) {
        if (counts[i] > counts[best])
            best = i;
    }
    return candidates[best];
}

bool CsvReader::looksLikeHeader(QByteArrayView utf8)
{
    const QList<QByteArrayView> cells = firstLineCells(utf8, sniffDelimiter(utf8));
    if (cells.size() < 2)
        return false;
    bool hasText = false;
    for (QByteArrayView cell : cells) {
        if (cell.size() > longestHeaderCell)
            return false;
        const Column column = columnNamed(cell);
        hasText = hasText || column == Column::Title || column == Column::Abstract;
    }
    return hasText;
}

ReadResult CsvReader::read(
    const QByteArray &utf8, const ReadProgress &progress, const ReadBatch &batch)
{
    ReadResult result;
    result.collection.format = QStringLiteral("csv");
    CsvRows rows(utf8, sniffDelimiter(utf8), [&progress, &utf8](qsizetype position) {
        return !progress || progress(position, utf8.size());
    });
    QByteArrayList fields;
    const auto failAt = [&](qsizetype offset, const QString &why) {
        result.collection.papers.clear();
        result.error = ReadError::at(utf8, offset, why);
        return result;
    };
    bool hasHeader = false;
    while ((hasHeader = rows.next(&fields))) {
        if (fields.size() > 1 || !fields.first().trimmed().isEmpty())
            break; // blank lines before the header are no header
    }
    if (!hasHeader)
        return rows.error().isEmpty() ? result : failAt(rows.errorOffset(), rows.error());
    const Columns columns = columnsOf(fields);
    if (!columns.hasText) {
        return failAt(rows.rowStart(),
            reason("the header row names no title or abstract column (a CSV list needs one "
                   "named title, name, abstract, summary or description)"));
    }
    const bool sheetMarks = utf8.startsWith("\xEF\xBB\xBF");
    ReadCheckpoint checkpoint(progress, batch);
    while (rows.next(&fields)) {
        if (fields.size() == 1 && fields.first().trimmed().isEmpty())
            continue; // a blank line
        if (fields.size() > columns.kinds.size()) {
            return failAt(rows.rowStart(),
                QCoreApplication::translate("ReadError",
                    "this row has %1 fields but the header row has %2 (is a field with the "
                    "delimiter in it missing its quotes?)")
                    .arg(fields.size())
                    .arg(columns.kinds.size()));
        }
        Row row;
        std::optional<ExportKey> key;
        if (columns.key >= 0 && columns.key < fields.size())
            key = ExportKey::parse(QString::fromUtf8(fields.at(columns.key)));
        row.exported = key.has_value();
        for (qsizetype i = 0; i < fields.size(); ++i) {
            QString text = QString::fromUtf8(fields.at(i));
            // CSV for spreadsheets put a "'" before a cell a spreadsheet would run.
            if (row.exported && sheetMarks && text.startsWith(u'\'')
                && CsvWriter::startsLikeAFormula(text))
                text.remove(0, 1);
            row.fill(columns.kinds.at(i), text);
        }
        Paper &paper = row.paper;
        if (key)
            key->applyTo(&paper);
        if (paper.title.isEmpty() && paper.abstract.isEmpty()) {
            ++result.skipped;
        } else {
            if (!row.tags.isEmpty())
                result.collection.carriedTags.insert(result.collection.papers.size(), row.tags);
            result.collection.papers.append(std::move(paper));
        }
        if (!checkpoint.pass(rows.position(), utf8.size(), &result))
            return result;
    }
    if (rows.cancelled()) {
        result.collection.papers.clear();
        result.error.reason = ReadError::cancelledReason();
        return result;
    }
    if (!rows.error().isEmpty())
        return failAt(rows.errorOffset(), rows.error());
    return result;
}
