// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreader.h"

#include "abstractchunks.h"
#include "collection/parallelchunks.h"
#include "jsonrecordscanner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

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
