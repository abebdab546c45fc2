// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Large generated lists in every format a reader reads, optionally with one malformed record
// far into the file: large enough that a reader hands out several batches before its end.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace StreamingInputs {

inline QStringList formats()
{
    return { QStringLiteral("jsonl"), QStringLiteral("arxiv"), QStringLiteral("json"),
        QStringLiteral("openreview"), QStringLiteral("virtualsite"), QStringLiteral("bib"),
        QStringLiteral("csv"), QStringLiteral("ris"), QStringLiteral("md") };
}

/// The file name a list of format is saved under (the extension helps only unclear cases).
inline QString fileName(const QString &format)
{
    static const QStringList jsonShapes
        = { QStringLiteral("arxiv"), QStringLiteral("openreview"), QStringLiteral("virtualsite") };
    const QString extension = format == QLatin1String("arxiv") ? QStringLiteral("jsonl")
        : jsonShapes.contains(format)                          ? QStringLiteral("json")
                                                               : format;
    return QStringLiteral("%1-list.%2").arg(format, extension);
}

/// About 1.5 kB of text that no other paper has.
inline QByteArray abstractOf(int n)
{
    QByteArray text = "Paper " + QByteArray::number(n) + " studies streaming readers.";
    for (int i = 0; i < 24; ++i)
        text += " Sentence " + QByteArray::number(i) + " of paper " + QByteArray::number(n)
            + " adds measured words about batches and rows.";
    return text;
}

inline QByteArray record(const QString &format, int n)
{
    const QByteArray number = QByteArray::number(n);
    const QByteArray title = "Title " + number;
    const QByteArray url = "https://example.org/" + number;
    const QByteArray abstract = abstractOf(n);
    if (format == QLatin1String("jsonl") || format == QLatin1String("json"))
        return "{\"title\": \"" + title + "\", \"authors\": \"Ada " + number + "; Bo\", "
            + "\"abstract\": \"" + abstract + "\", \"url\": \"" + url + "\"}";
    if (format == QLatin1String("arxiv"))
        return "{\"id\": \"2401." + number + "\", \"authors\": \"Ada " + number
            + "\", \"title\": \"" + title + "\", \"categories\": \"cs.LG\", \"abstract\": \""
            + abstract + "\", \"update_date\": \"2024-01-02\"}";
    if (format == QLatin1String("openreview"))
        return "{\"id\": \"n" + number + "\", \"forum\": \"n" + number
            + "\", \"content\": {\"title\": {\"value\": \"" + title
            + "\"}, \"abstract\": {\"value\": \"" + abstract + "\"}}}";
    if (format == QLatin1String("virtualsite"))
        return "{\"name\": \"" + title + "\", \"abstract\": \"" + abstract
            + "\", \"authors\": [{\"fullname\": \"Ada " + number
            + "\"}], \"eventtype\": \"Poster\", \"virtualsite_url\": \"" + url + "\"}";
    if (format == QLatin1String("bib"))
        return "@inproceedings{key" + number + ",\n  title = {" + title + "},\n  author = {Ada "
            + number + " and Bo},\n  abstract = {" + abstract + "},\n  url = {" + url + "}\n}\n";
    if (format == QLatin1String("csv"))
        return "\"" + title + "\",\"Ada " + number + "\",\"" + abstract + "\"," + url;
    if (format == QLatin1String("ris"))
        return "TY  - CONF\nTI  - " + title + "\nAU  - Ada " + number + "\nAB  - " + abstract
            + "\nUR  - " + url + "\nER  - \n";
    return "- [" + title + "](" + url + ")\n  " + abstract; // md
}

/// One record of format that its reader refuses, and the lines from its start to the error.
inline QByteArray badRecord(const QString &format, int *linesToError)
{
    *linesToError = 0;
    if (format == QLatin1String("bib")) {
        *linesToError = 1;
        return "@inproceedings{bad,\n  title {Bad}\n}\n";
    }
    if (format == QLatin1String("csv"))
        return "\"Bad\",\"Ada\",\"x\",https://example.org/bad,one field too many";
    if (format == QLatin1String("ris"))
        return "text outside any record\n";
    if (format == QLatin1String("md"))
        return "- [Bad](https://example.org/bad";
    return "{\"title\": \"Bad\" \"abstract\": \"a comma is missing\"}"; // every JSON shape
}

/// papers records of format; when badAt ≥ 0 the record there is malformed and *errorLine is
/// the line its reader should name.
inline QByteArray make(
    const QString &format, int papers, int badAt = -1, qint64 *errorLine = nullptr)
{
    const bool array = format == QLatin1String("json") || format == QLatin1String("openreview")
        || format == QLatin1String("virtualsite");
    QByteArray out;
    if (format == QLatin1String("json"))
        out = "[\n";
    else if (format == QLatin1String("openreview"))
        out = "{\"count\": 1, \"notes\": [\n";
    else if (format == QLatin1String("virtualsite"))
        out = "{\"count\": 1, \"results\": [\n";
    else if (format == QLatin1String("csv"))
        out = "title,authors,abstract,url\n";
    else if (format == QLatin1String("md"))
        out = "# Papers\n\n";
    for (int n = 0; n < papers; ++n) {
        if (array && n > 0)
            out += ",\n";
        if (n == badAt) {
            int linesToError = 0;
            const QByteArray bad = badRecord(format, &linesToError);
            if (errorLine)
                *errorLine = out.count('\n') + 1 + linesToError;
            out += bad;
        } else {
            out += record(format, n);
        }
        if (!array)
            out += '\n';
    }
    if (format == QLatin1String("json"))
        out += "\n]\n";
    else if (array)
        out += "\n], \"next\": null}\n";
    return out;
}

} // namespace StreamingInputs
