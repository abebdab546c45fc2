// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonlinesreader.h"

#include "abstractchunks.h"
#include "collection/parallelchunks.h"
#include "jsonreader.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

namespace {

constexpr qint64 progressStep = 4 << 20;
constexpr qsizetype parseChunk = 512; // lines per parsing task

bool isBlank(QByteArrayView line)
{
    for (char c : line) {
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

struct Line
{
    QByteArrayView text;
    qint64 number = 0; ///< 1-based line number in the file
};

/// What parsing one line gave: a paper, a skipped record, or an error.
struct ParsedLine
{
    Paper paper;
    JsonReader::RecordExtras extras;
    bool cancelled = false;
    bool kept = false;
    ReadError error; ///< reason empty when the line parsed
};

ParsedLine parseLine(const Line &line, const JsonReader::RecordReaders &readers, JsonView &view,
    const JsonView::KeepGoing &keepGoing)
{
    ParsedLine parsed;
    if (readers.fromView && view.parse(line.text, readers.viewKeys, keepGoing)) {
        parsed.kept = readers.fromView(view.object(), &parsed.paper, &parsed.extras);
        return parsed;
    }
    if (view.cancelled()) {
        parsed.cancelled = true;
        return parsed;
    }
    QJsonParseError parseError;
    // fromRawData: no copy of the line; the document copies what it keeps.
    const QJsonDocument document = QJsonDocument::fromJson(
        QByteArray::fromRawData(line.text.data(), line.text.size()), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        parsed.error.reason = parseError.error != QJsonParseError::NoError
            ? QCoreApplication::translate("ReadError", "JSON syntax error: %1")
                  .arg(parseError.errorString())
            : QCoreApplication::translate(
                "ReadError", "each line of a JSON Lines file must be one object { … }");
        parsed.error.line = line.number;
        parsed.error.column = 1;
        // Qt's offset is just past the character that broke the parse.
        qint64 errorAt = qBound(qint64(0), qint64(parseError.offset) - 1, qint64(line.text.size()));
        if (const qint64 mark = JsonReader::strayByteOrderMark(line.text, errorAt); mark >= 0) {
            parsed.error.reason = JsonReader::strayByteOrderMarkReason();
            errorAt = mark;
        }
        for (qint64 i = 0; i < errorAt; ++i)
            parsed.error.column += (uchar(line.text[i]) & 0xC0) != 0x80;
        return parsed;
    }
    parsed.kept = readers.fromObject(document.object(), &parsed.paper, &parsed.extras);
    return parsed;
}

} // namespace

// Lines are found serially (memchr) and parsed on every core, a batch of a few megabytes at
// a time so that progress moves, a cancel is seen and the papers so far go out between batches.
ReadResult JsonLinesReader::read(const QByteArray &utf8, const ReadProgress &progress,
    JsonReader::RecordReaders readers, const ReadBatch &batch, AbstractStorage storage)
{
    ReadResult result;
    result.collection.format = QStringLiteral("jsonl");
    const char *begin = utf8.constData();
    const char *end = begin + utf8.size();
    const char *pos = begin;
    if (utf8.startsWith("\xEF\xBB\xBF"))
        pos += 3;
    qint64 lineNumber = 0;
    QList<Line> lines;
    QList<ParsedLine> parsed;
    while (pos < end) {
        lines.clear();
        const char *batchEnd = std::min(end, pos + progressStep);
        while (pos < end && (pos < batchEnd || lines.isEmpty())) {
            ++lineNumber;
            const void *lf = std::memchr(pos, '\n', end - pos);
            const char *stop = lf ? static_cast<const char *>(lf) : end;
            const QByteArrayView line(pos, stop - pos);
            pos = stop < end ? stop + 1 : end;
            if (!isBlank(line))
                lines.append(Line { line, lineNumber });
        }

        parsed.resize(lines.size());
        ParsedLine *out = parsed.data(); // detached here, before the threads write
        AbstractChunks abstracts(storage, lines.size(), parseChunk);
        const JsonView::KeepGoing keepGoing
            = JsonReader::keepGoing(progress, pos - begin, end - begin);
        ParallelChunks::run(lines.size(), parseChunk, [&](qsizetype first, qsizetype last) {
            JsonView view; // its node list is reused from line to line
            for (qsizetype i = first; i < last; ++i) {
                out[i] = parseLine(lines.at(i), readers, view, keepGoing);
                if (out[i].kept)
                    abstracts.take(i, &out[i].paper);
            }
        });
        // In file order, so the first bad line is the one reported.
        const auto cancelled = [&result] {
            result.collection.papers.clear();
            result.abstracts = TextArena();
            result.error.reason = ReadError::cancelledReason();
            return result;
        };
        for (ParsedLine &line : parsed) {
            if (line.cancelled)
                return cancelled();
            if (!line.error.reason.isEmpty()) {
                result.collection.papers.clear();
                result.abstracts = TextArena();
                result.error = line.error;
                return result;
            }
            if (line.kept)
                JsonReader::keep(&result, std::move(line.paper), line.extras);
            else
                ++result.skipped;
        }
        abstracts.appendTo(&result.abstracts);

        if (batch && pos < end)
            batch(result);
        if (progress && pos < end && !progress(pos - begin, end - begin))
            return cancelled();
    }
    return result;
}
