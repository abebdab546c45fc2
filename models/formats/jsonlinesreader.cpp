// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonlinesreader.h"

#include "jsonreader.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

namespace {

constexpr qint64 progressStep = 4 << 20;

bool isBlank(QByteArrayView line)
{
    for (char c : line) {
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

} // namespace

ReadResult JsonLinesReader::read(const QByteArray &utf8, const ReadProgress &progress)
{
    ReadResult result;
    result.collection.format = QStringLiteral("jsonl");
    const char *begin = utf8.constData();
    const char *end = begin + utf8.size();
    const char *pos = begin;
    if (utf8.startsWith("\xEF\xBB\xBF"))
        pos += 3;
    qint64 lineNumber = 0;
    qint64 nextReport = progressStep;
    while (pos < end) {
        ++lineNumber;
        const void *lf = std::memchr(pos, '\n', end - pos);
        const char *stop = lf ? static_cast<const char *>(lf) : end;
        const QByteArrayView line(pos, stop - pos);
        pos = stop < end ? stop + 1 : end;
        if (isBlank(line))
            continue;

        QJsonParseError parseError;
        // fromRawData: no copy of the line; the document copies what it keeps.
        const QJsonDocument document = QJsonDocument::fromJson(
            QByteArray::fromRawData(line.data(), line.size()), &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
            result.collection.papers.clear();
            const QString reason = parseError.error != QJsonParseError::NoError
                ? QCoreApplication::translate("ReadError", "JSON syntax error: %1")
                      .arg(parseError.errorString())
                : QCoreApplication::translate(
                    "ReadError", "each line of a JSON Lines file must be one object { … }");
            result.error.reason = reason;
            result.error.line = lineNumber;
            result.error.column = 1;
            // Qt's offset is just past the character that broke the parse.
            const qint64 errorAt
                = qBound(qint64(0), qint64(parseError.offset) - 1, qint64(line.size()));
            for (qint64 i = 0; i < errorAt; ++i)
                result.error.column += (uchar(line[i]) & 0xC0) != 0x80;
            return result;
        }
        Paper paper;
        if (JsonReader::paperFromObject(document.object(), &paper))
            result.collection.papers.append(std::move(paper));
        else
            ++result.skipped;

        if (progress && pos - begin >= nextReport) {
            nextReport += progressStep;
            if (!progress(pos - begin, end - begin)) {
                result.collection.papers.clear();
                result.error.reason = ReadError::cancelledReason();
                return result;
            }
        }
    }
    return result;
}
