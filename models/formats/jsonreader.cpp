// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreader.h"

#include "abstractchunks.h"
#include "bibtexfields.h"
#include "collection/parallelchunks.h"
#include "exportkey.h"
#include "jsonrecordscanner.h"
#include "recordfields.h"
#include "text/latextounicode.h"
#include "text/linkextractor.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QRegularExpression>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

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

qint64 JsonReader::strayByteOrderMark(QByteArrayView json, qint64 errorAt)
{
    // An error inside the file's own leading mark comes here as a negative offset.
    qint64 end = qMax(errorAt, qint64(-1)) + 1;
    while (end < json.size()
        && (json[end] == ' ' || json[end] == '\t' || json[end] == '\n' || json[end] == '\r'))
        ++end;
    end = qMin(end + 1, qint64(json.size()) - 2);
    bool inString = false;
    for (qint64 i = 0; i < end; ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '\xEF' && json[i + 1] == '\xBB' && json[i + 2] == '\xBF') {
            return i;
        }
    }
    return -1;
}

QString JsonReader::strayByteOrderMarkReason()
{
    return QCoreApplication::translate("ReadError",
        "a byte order mark (U+FEFF) stands between JSON tokens; it belongs only at the very start "
        "of a file (files joined together keep each one's mark)");
}

JsonView::KeepGoing JsonReader::keepGoing(
    const ReadProgress &progress, qint64 position, qint64 total)
{
    if (!progress)
        return {};
    // Records parse on several threads: one asks at a time, and once one was told to stop,
    // the others stop without asking.
    auto mutex = std::make_shared<QMutex>();
    auto stopped = std::make_shared<std::atomic_bool>(false);
    return [=] {
        if (stopped->load())
            return false;
        QMutexLocker locker(mutex.get());
        if (!stopped->load() && !progress(position, total))
            stopped->store(true);
        return !stopped->load();
    };
}

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

namespace {

constexpr qint64 batchBytes = 4 << 20; // records parsed between two batches handed out
constexpr qsizetype parseChunk = 256; // records per parsing task

/// What parsing one record gave.
struct ParsedRecord
{
    Paper paper;
    JsonReader::RecordExtras extras;
    bool kept = false;
    bool malformed = false;
    bool cancelled = false;
};

ParsedRecord parseRecord(QByteArrayView text, const JsonReader::RecordReaders &readers,
    JsonView &view, const JsonView::KeepGoing &keepGoing)
{
    ParsedRecord parsed;
    if (readers.fromView && view.parse(text, readers.viewKeys, keepGoing)) {
        parsed.kept = readers.fromView(view.object(), &parsed.paper, &parsed.extras);
        return parsed;
    }
    if (view.cancelled()) {
        parsed.cancelled = true;
        return parsed;
    }
    QJsonParseError error;
    // A record that is no object or array is parsed inside one, so Qt still checks it.
    const bool container = text.startsWith('{') || text.startsWith('[');
    const QJsonDocument document = container
        ? QJsonDocument::fromJson(QByteArray::fromRawData(text.data(), text.size()), &error)
        : QJsonDocument::fromJson("[" + text.toByteArray() + "]", &error);
    parsed.malformed = error.error != QJsonParseError::NoError;
    parsed.kept = !parsed.malformed && document.isObject()
        && readers.fromObject(document.object(), &parsed.paper, &parsed.extras);
    return parsed;
}

/// The records found by JsonRecordScanner, parsed a few megabytes at a time on every core and
/// handed out after each batch, like the lines of a JSON Lines file. Empty when the scanner or
/// Qt's parser finds anything amiss: the whole-document parse then gives the error (or the
/// records the scanner would not choose).
std::optional<ReadResult> readInBatches(const QByteArray &utf8, const ReadProgress &progress,
    const JsonReader::RecordReaders &readers, const ReadBatch &batch, AbstractStorage storage)
{
    JsonRecordScanner scanner(utf8);
    if (!scanner.start())
        return std::nullopt;
    ReadResult result;
    result.collection.format = QStringLiteral("json");
    QList<QByteArrayView> records;
    std::vector<ParsedRecord> parsed;
    bool more = true;
    while (more) {
        records.clear();
        const qint64 batchEnd = scanner.position() + batchBytes;
        QByteArrayView record;
        while ((more = scanner.next(&record))) {
            records.append(record);
            if (scanner.position() >= batchEnd)
                break;
        }
        if (scanner.failed())
            return std::nullopt;
        parsed.assign(size_t(records.size()), ParsedRecord());
        const JsonView::KeepGoing keepGoing
            = JsonReader::keepGoing(progress, scanner.position(), scanner.size());
        AbstractChunks abstracts(storage, records.size(), parseChunk);
        ParallelChunks::run(records.size(), parseChunk, [&](qsizetype first, qsizetype last) {
            JsonView view; // its node list is reused from record to record
            for (qsizetype i = first; i < last; ++i) {
                ParsedRecord &one = parsed[size_t(i)];
                one = parseRecord(records.at(i), readers, view, keepGoing);
                if (one.kept)
                    abstracts.take(i, &one.paper);
            }
        });
        const auto cancelled = [&result] {
            result.collection.papers.clear();
            result.abstracts = TextArena();
            result.error.reason = ReadError::cancelledReason();
            return result;
        };
        for (ParsedRecord &one : parsed) {
            if (one.cancelled)
                return cancelled();
            if (one.malformed)
                return std::nullopt;
            if (one.kept)
                JsonReader::keep(&result, std::move(one.paper), one.extras);
            else
                ++result.skipped;
        }
        abstracts.appendTo(&result.abstracts);
        if (!more)
            break;
        if (batch)
            batch(result);
        if (progress && !progress(scanner.position(), scanner.size()))
            return cancelled();
    }
    // No records at all: the whole parse decides (a single paper object holding an empty list).
    if (!scanner.finish() || (result.collection.papers.isEmpty() && result.skipped == 0))
        return std::nullopt;
    return result;
}

} // namespace

ReadResult JsonReader::read(const QByteArray &utf8, const ReadProgress &progress,
    RecordReaders readers, const ReadBatch &batch, AbstractStorage storage)
{
    if (std::optional<ReadResult> streamed = readInBatches(utf8, progress, readers, batch, storage))
        return std::move(*streamed);
    ReadResult result;

    result.collection.format = QStringLiteral("json");
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(utf8, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's offset is just past the character that broke the parse; point at that character.
        const qint64 errorAt = qMax(0, parseError.offset - 1);
        const qint64 start = utf8.startsWith("\xEF\xBB\xBF") ? 3 : 0; // the one mark allowed
        const qint64 mark = strayByteOrderMark(QByteArrayView(utf8).sliced(start), errorAt - start);
        if (mark >= 0) {
            result.error = ReadError::at(utf8, start + mark, strayByteOrderMarkReason());
            return result;
        }
        result.error = ReadError::at(utf8, errorAt,
            QCoreApplication::translate("ReadError", "JSON syntax error: %1")
                .arg(parseError.errorString()));
        return result;
    }

    QJsonArray records;
    if (document.isArray()) {
        records = document.array();
    } else {
        const QJsonObject top = document.object();
        for (QLatin1StringView key : { QLatin1StringView("papers"), QLatin1StringView("data"),
                 QLatin1StringView("results"), QLatin1StringView("notes") }) {
            if (top.value(key).isArray()) {
                records = top.value(key).toArray();
                break;
            }
        }
        if (records.isEmpty()
            && (top.contains(QLatin1String("title")) || top.contains(QLatin1String("abstract"))))
            records.append(top);
    }

    result.collection.papers.reserve(records.size());
    const qint64 total = records.size();
    qint64 done = 0;
    for (const QJsonValue &record : std::as_const(records)) {
        Paper paper;
        RecordExtras extras;
        if (record.isObject() && readers.fromObject(record.toObject(), &paper, &extras))
            keep(&result, std::move(paper), extras);
        else
            ++result.skipped;
        if (progress && ++done % 4096 == 0 && !progress(done, total)) {
            result.collection.papers.clear();
            result.error.reason = ReadError::cancelledReason();
            return result;
        }
    }
    return result;
}
