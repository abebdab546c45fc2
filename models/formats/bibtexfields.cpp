// SPDX-License-Identifier: GPL-3.0-or-later
#include "bibtexfields.h"

#include "exportkey.h"
#include "fieldtext.h"
#include "recordfields.h"
#include "text/latextounicode.h"
#include "text/linkextractor.h"

#include <QCoreApplication>

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// A value longer than any field needs is cut before its LaTeX is read (FieldText cuts the
// text to its length afterwards).
QString latex(const QByteArray &raw)
{
    return LatexToUnicode::convert(
        QString::fromUtf8(FieldText::utf8Prefix(raw, FieldText::longestRawField)));
}

QString linkField(const QByteArray &raw)
{
    QString link = QString::fromUtf8(raw).trimmed();
    link.remove(QLatin1Char('{')).remove(QLatin1Char('}'));
    if (link.startsWith(QLatin1String("\\url")))
        link = link.mid(4).trimmed();
    return link;
}

bool isWebLink(const QString &text)
{
    return text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

// "Last, First" → "First Last"; "Last, Jr, First" → "First Last Jr"; commas inside braces
// do not count.
QString displayName(const QByteArray &raw)
{
    QList<QByteArray> parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] == '{')
            ++depth;
        else if (raw[i] == '}')
            --depth;
        else if (raw[i] == ',' && depth == 0) {
            parts.append(raw.mid(start, i - start).trimmed());
            start = i + 1;
        }
    }
    parts.append(raw.mid(start).trimmed());
    QByteArray ordered = parts.value(0);
    if (parts.size() == 2)
        ordered = parts[1] + ' ' + parts[0];
    else if (parts.size() >= 3)
        ordered = parts[2] + ' ' + parts[0] + ' ' + parts[1];
    return latex(ordered.trimmed());
}

// A field's value as written, kept when its LaTeX says more than its Unicode (LatexFields)
// and it can go back into braces as it is: balanced, and not longer than any field needs.
QByteArray asWritten(const QByteArray &raw)
{
    if (raw.size() > FieldText::longestRawField)
        return {};
    bool markup = raw.contains("--") || raw.contains("''") || raw.contains("``");
    int depth = 0;
    for (const char c : raw) {
        markup = markup || c == '\\' || c == '$' || c == '^' || c == '_' || c == '~';
        if (c == '{')
            ++depth;
        else if (c == '}' && --depth < 0)
            return {};
    }
    return markup && depth == 0 ? QByteArray(raw.constData(), raw.size()) : QByteArray();
}

} // namespace

QByteArray BibtexFields::fieldOf(QByteArrayView entry, QByteArrayView name)
{
    // "@type{key," then "field = value," one after another: each value is read past as a
    // braced, quoted or bare piece, so nothing inside a value is taken for a field.
    qsizetype i = entry.indexOf('{');
    if (i < 0)
        return {};
    i = entry.indexOf(',', i);
    while (i >= 0 && i < entry.size()) {
        ++i; // past the comma
        while (i < entry.size() && isSpace(entry[i]))
            ++i;
        const qsizetype nameStart = i;
        while (i < entry.size() && entry[i] != '=' && entry[i] != '}' && !isSpace(entry[i]))
            ++i;
        const QByteArrayView field = entry.sliced(nameStart, i - nameStart);
        while (i < entry.size() && isSpace(entry[i]))
            ++i;
        if (i >= entry.size() || entry[i] != '=')
            return {};
        ++i;
        while (i < entry.size() && isSpace(entry[i]))
            ++i;
        if (i >= entry.size())
            return {};
        qsizetype valueStart = i;
        qsizetype valueEnd = i;
        const char open = entry[i];
        if (open == '{' || open == '"') {
            int depth = 0;
            for (++i; i < entry.size(); ++i) {
                if (entry[i] == '{')
                    ++depth;
                else if (entry[i] == '}' && depth > 0)
                    --depth;
                else if (depth == 0 && entry[i] == (open == '{' ? '}' : '"'))
                    break;
            }
            if (i >= entry.size())
                return {};
            ++valueStart;
            valueEnd = i++;
        } else {
            while (i < entry.size() && entry[i] != ',' && entry[i] != '}' && !isSpace(entry[i]))
                ++i;
            valueEnd = i;
        }
        if (field.compare(name, Qt::CaseInsensitive) == 0)
            return entry.sliced(valueStart, valueEnd - valueStart).toByteArray();
        i = entry.indexOf(',', i);
    }
    return {};
}

std::optional<Paper> BibtexFields::paper(
    const QByteArray &key, const Fields &values, QStringList *tags, LatexFields *written)
{
    Paper paper;
    paper.title = latex(values.value("title"));
    paper.abstract = latex(values.value("abstract"));
    if (paper.title.isEmpty() && paper.abstract.isEmpty())
        return std::nullopt;
    paper.authors = splitAuthors(values.value("author"));
    paper.venue = latex(values.value("booktitle", values.value("journal")));
    paper.year = values.value("year").trimmed().left(4).toInt();
    paper.sourceKey = QString::fromUtf8(key);
    QStringList keywords = splitKeywords(values.value("keywords"));
    // Paperdesk's own export names each paper beside the citation key (BibtexWriter).
    const std::optional<ExportKey> exportKey
        = ExportKey::parse(linkField(values.value("paperdesk-id")));
    if (exportKey) {
        exportKey->applyTo(&paper);
        for (const QString &tag : exportKey->tags) {
            const qsizetype at = keywords.lastIndexOf(tag);
            if (at >= 0)
                keywords.removeAt(at);
        }
        if (tags)
            *tags = exportKey->tags;
    }
    RecordFields::setKeywords(&paper, keywords);
    if (written) {
        written->title = asWritten(values.value("title"));
        written->abstract = asWritten(values.value("abstract"));
        written->venue = asWritten(values.value("booktitle", values.value("journal")));
        written->authors = asWritten(values.value("author"));
    }
    QStringList links { linkField(values.value("url")), linkField(values.value("pdf")) };
    links += QString::fromUtf8(values.value("paperdesk-links")).split(u' ', Qt::SkipEmptyParts);
    for (const QString &link : std::as_const(links)) {
        if (isWebLink(link))
            LinkExtractor::addOnce(&paper.links, link);
    }
    QString doi = linkField(values.value("doi"));
    if (doi.startsWith(QLatin1String("doi:"), Qt::CaseInsensitive))
        doi = doi.mid(4).trimmed();
    if (!doi.isEmpty() && !isWebLink(doi))
        doi.prepend(QLatin1String("https://doi.org/"));
    if (isWebLink(doi))
        LinkExtractor::addOnce(&paper.links, doi);
    return paper;
}

QStringList BibtexFields::splitKeywords(const QByteArray &rawKeywords)
{
    const auto outsideBraces = [&](char separator) {
        QList<QByteArray> parts;
        int depth = 0;
        qsizetype start = 0;
        for (qsizetype i = 0; i <= rawKeywords.size(); ++i) {
            const char c = i < rawKeywords.size() ? rawKeywords[i] : separator;
            // A brace counts after a backslash too, as in BibTeX's own brace matching.
            if (c == '{')
                ++depth;
            else if (c == '}')
                --depth;
            else if (c == separator && (depth == 0 || i == rawKeywords.size())) {
                parts.append(rawKeywords.mid(start, i - start));
                start = i + 1;
            }
        }
        return parts;
    };
    QList<QByteArray> parts = outsideBraces(';');
    if (parts.size() < 2)
        parts = outsideBraces(',');
    QStringList keywords;
    for (const QByteArray &part : std::as_const(parts)) {
        if (const QString keyword = RecordFields::oneLine(latex(part)); !keyword.isEmpty())
            keywords.append(keyword);
    }
    return keywords;
}

QStringList BibtexFields::splitAuthors(const QByteArray &rawAuthors)
{
    QStringList authors;
    int depth = 0;
    qsizetype start = 0;
    const qsizetype n = rawAuthors.size();
    auto add = [&](qsizetype end) {
        const QByteArray raw = rawAuthors.mid(start, end - start).trimmed();
        // BibTeX's own word for the authors not named; "{others}" is somebody's name.
        if (raw == "others")
            authors.append(QCoreApplication::translate("BibtexReader", "et al."));
        else if (const QString name = displayName(raw); !name.isEmpty())
            authors.append(name);
    };
    for (qsizetype i = 0; i < n; ++i) {
        const char c = rawAuthors[i];
        if (c == '{')
            ++depth;
        else if (c == '}')
            --depth;
        else if (depth == 0 && isSpace(c) && i + 4 < n
            && QByteArrayView(rawAuthors.constData() + i + 1, 3).compare("and", Qt::CaseInsensitive)
                == 0
            && isSpace(rawAuthors[i + 4])) {
            add(i);
            start = i + 5;
            i += 4;
        }
    }
    add(n);
    return authors;
}
