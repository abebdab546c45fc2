// SPDX-License-Identifier: GPL-3.0-or-later
// JsonReader's paper records: what a paperlists or corpus record (or Paperdesk's own export)
// gives of a paper. The reading of a file, in batches or whole, is in jsonreader.cpp.
#include "jsonreader.h"

#include "bibtexfields.h"
#include "exportkey.h"
#include "recordfields.h"
#include "text/latextounicode.h"
#include "text/linkextractor.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

// Written once for QJsonObject (the reference) and JsonView::Object (records read in
// place): the two must give the same paper, and tst_jsonview checks that they do.
template <class Object> QString stringField(const Object &object, QLatin1StringView key)
{
    const auto value = object.value(key);
    if (value.isString())
        return value.toString().trimmed();
    if (value.isDouble()) // ids and years are sometimes numbers
        return QString::number(value.toInteger());
    return {};
}

template <class Object>
QString firstStringField(const Object &object, std::initializer_list<QLatin1StringView> keys)
{
    for (QLatin1StringView key : keys) {
        QString value = stringField(object, key);
        if (!value.isEmpty())
            return value;
    }
    return {};
}

bool isWebLink(const QString &text)
{
    return text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

// The 16 lower-case hex digits of PaperId::toString().
bool isPaperId(const QString &text)
{
    if (text.size() != 16)
        return false;
    for (QChar c : text) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    }
    return true;
}

template <class Object> QStringList authorsOf(const Object &object)
{
    for (QLatin1StringView key : { QLatin1StringView("authors"), QLatin1StringView("author") }) {
        const auto value = object.value(key);
        if (value.isString()) {
            const QStringList authors = JsonReader::splitAuthors(value.toString());
            if (!authors.isEmpty())
                return authors;
        } else if (value.isArray()) {
            QStringList authors;
            for (const auto &author : value.toArray()) {
                const QString name = author.isObject()
                    ? author.toObject().value(QLatin1String("name")).toString()
                    : author.toString();
                if (!name.trimmed().isEmpty())
                    authors.append(name.trimmed());
            }
            if (!authors.isEmpty())
                return authors;
        }
    }
    return {};
}

template <class Object> int yearOf(const Object &object)
{
    const auto value = object.value(QLatin1String("year"));
    if (value.isDouble())
        return value.toInt();
    const QString text = value.toString().trimmed();
    bool ok = false;
    const int year = text.left(4).toInt(&ok);
    return ok ? year : 0;
}

void fillFromBibtex(const QByteArray &entry, Paper *paper)
{
    if (paper->venue.isEmpty()) {
        QByteArray venue = BibtexFields::fieldOf(entry, "booktitle");
        if (venue.isEmpty())
            venue = BibtexFields::fieldOf(entry, "journal");
        paper->venue = RecordFields::oneLine(LatexToUnicode::convert(QString::fromUtf8(venue)));
    }
    if (paper->year == 0)
        paper->year = RecordFields::yearIn(QString::fromUtf8(BibtexFields::fieldOf(entry, "year")));
    RecordFields::addLink(
        paper, RecordFields::doiLink(QString::fromUtf8(BibtexFields::fieldOf(entry, "doi"))));
}

template <class Object>
bool fillPaper(const Object &object, Paper *paper, JsonReader::RecordExtras *extras)
{
    paper->title = stringField(object, QLatin1String("title"));
    paper->abstract
        = firstStringField(object, { QLatin1StringView("abstract"), QLatin1StringView("summary") });
    if (paper->title.isEmpty() && paper->abstract.isEmpty())
        return false;
    paper->authors = authorsOf(object);
    paper->venue = firstStringField(object,
        { QLatin1StringView("venue"), QLatin1StringView("conference"),
            QLatin1StringView("booktitle"), QLatin1StringView("journal") });
    paper->year = yearOf(object);
    const QString id = stringField(object, QLatin1String("id"));
    const auto titleDerived = object.value(QLatin1String("titleDerived"));
    if (titleDerived.isBool() && isPaperId(id)) {
        // Paperdesk's own export: its id is the id the user's tags and notes are kept under,
        // when the text gives it, not a source key to hash into a new one; a derived title
        // stays one.
        ExportKey key;
        key.id = PaperId::fromString(id);
        key.sourceKey = object.value(QLatin1String("sourceKey")).toString(); // exactly: hashed
        key.copy = qMax(0, object.value(QLatin1String("copy")).toInt());
        key.titleDerived = titleDerived.toBool();
        key.applyTo(paper);
        for (const auto &tag : object.value(QLatin1String("tags")).toArray()) {
            if (const QString name = tag.toString().simplified(); !name.isEmpty() && extras)
                extras->tags.append(name);
        }
    } else {
        paper->sourceKey = id;
    }
    // Paperdesk's own export writes an array; paper lists a "a; b" string.
    const auto keywords = object.value(QLatin1String("keywords"));
    QStringList listed;
    for (const auto &keyword : keywords.toArray())
        listed.append(keyword.toString());
    RecordFields::appendKeywords(paper, listed);
    RecordFields::addKeywords(paper, keywords.toString());
    for (const auto &link : object.value(QLatin1String("links")).toArray()) {
        const QString text = link.toString().trimmed();
        if (isWebLink(text))
            LinkExtractor::addOnce(&paper->links, text);
    }
    for (QLatin1StringView key : { QLatin1StringView("url"), QLatin1StringView("site"),
             QLatin1StringView("pdf"), QLatin1StringView("github"), QLatin1StringView("code") }) {
        const QString link = stringField(object, key);
        if (isWebLink(link))
            LinkExtractor::addOnce(&paper->links, link);
    }
    // A paperlists record carries its own BibTeX: the venue, year and DOI it lacks come from
    // there, before a writer would fall back on the list's name.
    if (const QString bibtex = stringField(object, QLatin1String("bibtex")); !bibtex.isEmpty())
        fillFromBibtex(bibtex.toUtf8(), paper);
    return true;
}

} // namespace

void JsonReader::keep(ReadResult *result, Paper paper, const RecordExtras &extras)
{
    const qsizetype row = result->collection.papers.size();
    if (!extras.tags.isEmpty())
        result->collection.carriedTags.insert(row, extras.tags);
    if (!extras.idAbstract.isNull())
        result->collection.idAbstracts.insert(row, extras.idAbstract);
    result->collection.papers.append(std::move(paper));
}

QStringList JsonReader::splitAuthors(const QString &authors)
{
    // "A; B", "A and B", and both at once ("A and B;C and D").
    static const QRegularExpression andSeparator(QStringLiteral("\\s+and\\s+"));
    QStringList result;
    for (const QString &part : authors.split(QLatin1Char(';'))) {
        for (const QString &piece : part.split(andSeparator)) {
            const QString name = piece.trimmed();
            if (!name.isEmpty())
                result.append(name);
        }
    }
    return result;
}

bool JsonReader::paperFromObject(const QJsonObject &object, Paper *paper, RecordExtras *extras)
{
    return fillPaper(object, paper, extras);
}

bool JsonReader::paperFromView(const JsonView::Object &object, Paper *paper, RecordExtras *extras)
{
    return fillPaper(object, paper, extras);
}

JsonReader::RecordReaders JsonReader::paperRecords()
{
    // Every key fillPaper() reads (tst_jsonview compares the papers with Qt's on every fixture).
    return RecordReaders(paperFromObject, paperFromView,
        { QLatin1StringView("title"), QLatin1StringView("abstract"), QLatin1StringView("summary"),
            QLatin1StringView("authors"), QLatin1StringView("author"), QLatin1StringView("venue"),
            QLatin1StringView("conference"), QLatin1StringView("booktitle"),
            QLatin1StringView("journal"), QLatin1StringView("year"), QLatin1StringView("id"),
            QLatin1StringView("titleDerived"), QLatin1StringView("sourceKey"),
            QLatin1StringView("copy"), QLatin1StringView("tags"), QLatin1StringView("keywords"),
            QLatin1StringView("links"), QLatin1StringView("url"), QLatin1StringView("site"),
            QLatin1StringView("pdf"), QLatin1StringView("github"), QLatin1StringView("code"),
            QLatin1StringView("bibtex") });
}
