// SPDX-License-Identifier: GPL-3.0-or-later
#include "arxivreader.h"

#include "jsonlinesreader.h"
#include "recordfields.h"
#include "text/hyphenwrap.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

// Written once for QJsonObject (the reference) and JsonView::Object (records read in
// place): the two must give the same paper, and tst_jsonview checks that they do.
template <class Object> QString text(const Object &object, QLatin1StringView key)
{
    return object.value(key).toString().trimmed();
}

bool startsWithWord(QStringView line, QLatin1StringView word)
{
    return line.startsWith(word) && (line.size() == word.size() || line[word.size()].isSpace());
}

// Whether a line ending in line joins the next without a space: a word broken at its hyphen,
// by the plain list's rule (HyphenWrap).
bool joinsAtHyphen(QStringView line, QStringView next)
{
    if (line.size() < 2 || line.back() != u'-' || next.isEmpty())
        return false;
    return HyphenWrap::joins(line[line.size() - 2].unicode(), next.front().unicode(),
        startsWithWord(next, QLatin1StringView("and"))
            || startsWithWord(next, QLatin1StringView("or")));
}

// Lines joined with spaces, or without one after a word broken at its hyphen
// (joinsHyphenatedWords); a line that starts with white space begins a new paragraph. One
// pass over views, without a QString per line: every abstract goes through here.
QString unwrapped(const QString &text, bool joinsHyphenatedWords = true)
{
    QString out;
    out.reserve(text.size());
    const QStringView all(text);
    qsizetype start = 0;
    for (qsizetype i = 0; start <= all.size(); ++i) {
        qsizetype end = all.indexOf(u'\n', start);
        if (end < 0)
            end = all.size();
        const QStringView raw = all.sliced(start, end - start);
        start = end + 1;
        const QStringView line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (!out.isEmpty()) {
            const bool paragraph = i > 0 && raw.front().isSpace();
            if (paragraph)
                out += u'\n';
            else if (!joinsHyphenatedWords || !joinsAtHyphen(out, line))
                out += u' ';
        }
        out += line;
    }
    return out;
}

// 0704.0001 and 1501.00001v2 are April 2007 and January 2015; math/0611002 is November 2006,
// hep-th/9901001 January 1999 (old ids start in 1991).
int yearOfId(const QString &id)
{
    const qsizetype slash = id.lastIndexOf(u'/');
    const QStringView number = QStringView(id).sliced(slash + 1);
    const bool newStyle = slash < 0 && number.size() >= 9 && number[4] == u'.';
    const bool oldStyle = slash > 0 && number.size() >= 7;
    if (!newStyle && !oldStyle)
        return 0;
    bool ok = false;
    const int yy = number.first(2).toInt(&ok);
    if (!ok)
        return 0;
    return newStyle || yy < 91 ? 2000 + yy : 1900 + yy;
}

template <class Object> QStringList authorsOf(const Object &record)
{
    QStringList authors;
    // [["Last", "First", "Suffix"], …]: names as the author wrote them, without LaTeX commas.
    for (const auto &parts : record.value(QLatin1String("authors_parsed")).toArray()) {
        const auto name = parts.toArray();
        QStringList words;
        for (qsizetype i : { 1, 0, 2 }) {
            const QString word = name.at(i).toString().trimmed();
            if (!word.isEmpty())
                words.append(word);
        }
        if (!words.isEmpty())
            authors.append(words.join(u' '));
    }
    if (!authors.isEmpty())
        return authors;
    static const QRegularExpression separators(QStringLiteral(",\\s*|\\s+and\\s+"));
    for (const QString &name : RecordFields::oneLine(text(record, QLatin1String("authors")))
                                   .split(separators, Qt::SkipEmptyParts))
        authors.append(name.trimmed());
    return authors;
}

template <class Object>
bool fillPaper(const Object &record, Paper *paper, JsonReader::RecordExtras *extras)
{
    paper->title = RecordFields::oneLine(text(record, QLatin1String("title")));
    const QString abstract = record.value(QLatin1String("abstract")).toString();
    paper->abstract = unwrapped(abstract);
    // Ids were hashed over the text with its broken words unjoined: they stay so, so that
    // the marks kept under them stay the paper's.
    if (extras && abstract.contains(QLatin1String("-\n"))) {
        if (QString asBefore = unwrapped(abstract, false); asBefore != paper->abstract)
            extras->idAbstract = std::move(asBefore);
    }
    if (paper->title.isEmpty() && paper->abstract.isEmpty())
        return false;
    paper->authors = authorsOf(record);
    const QString id = text(record, QLatin1String("id"));
    paper->sourceKey = id;
    if (!id.isEmpty() && !id.contains(u' '))
        RecordFields::addLink(paper, QStringLiteral("https://arxiv.org/abs/") + id);
    RecordFields::addLink(paper, RecordFields::doiLink(text(record, QLatin1String("doi"))));
    paper->year = yearOfId(id);
    if (paper->year == 0) {
        const auto versions = record.value(QLatin1String("versions")).toArray();
        paper->year = RecordFields::yearIn(
            versions.first().toObject().value(QLatin1String("created")).toString());
    }
    if (paper->year == 0)
        paper->year = RecordFields::yearIn(text(record, QLatin1String("update_date")));
    // Categories ("cs.LG stat.ML", the primary one first) are the list's keyword facet.
    RecordFields::setKeywords(
        paper, text(record, QLatin1String("categories")).split(u' ', Qt::SkipEmptyParts));
    paper->venue = RecordFields::oneLine(text(record, QLatin1String("journal-ref")));
    if (paper->venue.isEmpty()) {
        const QString primary = text(record, QLatin1String("categories")).section(u' ', 0, 0);
        paper->venue
            = primary.isEmpty() ? QStringLiteral("arXiv") : QStringLiteral("arXiv %1").arg(primary);
    }
    return true;
}

bool paperFromView(const JsonView::Object &record, Paper *paper, JsonReader::RecordExtras *extras)
{
    return fillPaper(record, paper, extras);
}

} // namespace

bool ArxivReader::paperFromRecord(
    const QJsonObject &record, Paper *paper, JsonReader::RecordExtras *extras)
{
    return fillPaper(record, paper, extras);
}

JsonReader::RecordReaders ArxivReader::records()
{
    // Every key fillPaper() reads (tst_jsonview compares the papers with Qt's).
    return JsonReader::RecordReaders(paperFromRecord, paperFromView,
        { QLatin1StringView("authors_parsed"), QLatin1StringView("authors"),
            QLatin1StringView("title"), QLatin1StringView("abstract"), QLatin1StringView("id"),
            QLatin1StringView("doi"), QLatin1StringView("versions"),
            QLatin1StringView("update_date"), QLatin1StringView("categories"),
            QLatin1StringView("journal-ref") });
}

ReadResult ArxivReader::read(const QByteArray &utf8, const ReadProgress &progress,
    const ReadBatch &batch, AbstractStorage storage)
{
    return JsonLinesReader::read(utf8, progress, records(), batch, storage);
}

bool ArxivReader::looksLikeArxiv(QByteArrayView utf8)
{
    qsizetype end = utf8.indexOf('\n');
    const QByteArrayView firstLine = end < 0 ? utf8 : utf8.first(end);
    return firstLine.contains("\"categories\"") && firstLine.contains("\"update_date\"");
}
