// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionreader.h"

#include "arxivreader.h"
#include "bibtexreader.h"
#include "collection/parallelchunks.h"
#include "csvreader.h"
#include "fieldtext.h"
#include "filebytes.h"
#include "jsonlinesreader.h"
#include "jsonreader.h"
#include "markdownreader.h"
#include "openreviewreader.h"
#include "plaintextreader.h"
#include "risreader.h"
#include "textcheck.h"
#include "virtualsitereader.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ReadError", text);
}

ReadResult failure(const QString &path, const QString &reason)
{
    ReadResult result;
    result.error.path = path;
    result.error.reason = reason;
    return result;
}

// Position after a BOM and ASCII white space; -1 when there is nothing else.
qsizetype firstContent(const QByteArray &bytes, qsizetype from = 0)
{
    qsizetype i = from;
    if (i == 0 && bytes.startsWith("\xEF\xBB\xBF"))
        i = 3;
    while (i < bytes.size()
        && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\n' || bytes[i] == '\r'
            || bytes[i] == '\f'))
        ++i;
    return i < bytes.size() ? i : -1;
}

// Continues a caller's progress over one phase: the phase's own (done, total) is scaled into
// [base, base + span] of the caller's total.
ReadProgress phase(const ReadProgress &progress, qint64 base, qint64 span, qint64 total)
{
    if (!progress)
        return {};
    return [=](qint64 done, qint64 phaseTotal) {
        const qint64 scaled = phaseTotal > 0 ? qint64(double(span) * done / phaseTotal) : 0;
        return progress(base + qMin(scaled, span), total);
    };
}

constexpr qsizetype cleanChunk = 2048; // papers per FieldText task

QString listName(const QString &nameRead, const QString &path)
{
    return nameRead.isEmpty() ? QFileInfo(path).completeBaseName() : FieldText::line(nameRead);
}

// Hands first.count papers to first.ready once a reader's batches hold that many, made fit
// to show as parse() makes the whole list.
ReadBatch firstPapersOf(const CollectionReader::FirstPapers &first, const QString &format,
    const QString &path, bool *sent)
{
    if (!first.ready || first.count <= 0)
        return {};
    return [&first, format, path, sent](const ReadResult &soFar) {
        if (*sent || soFar.collection.papers.size() < first.count)
            return;
        *sent = true;
        PaperCollection collection;
        collection.format = format;
        collection.sourcePath = path;
        collection.name = listName(soFar.collection.name, path);
        collection.papers = soFar.collection.papers.first(first.count);
        const bool inArena = !soFar.abstracts.isEmpty(); // and already clean there
        for (qsizetype row = 0; row < first.count; ++row) {
            Paper &paper = collection.papers[row];
            FieldText::clean(&paper);
            if (inArena)
                paper.abstract = soFar.abstracts.at(row);
        }
        first.ready(std::move(collection));
    };
}

// bytes by value: the plain list's reader may keep them as its abstracts (AbstractStorage).
ReadResult parse(QByteArray bytes, const QString &path, const ReadProgress &progress,
    AbstractStorage storage, const CollectionReader::FirstPapers &first)
{
    if (bytes.isEmpty())
        return failure(path, tr("the file is empty"));
    if (bytes.size() > CollectionReader::maxFileSize)
        return failure(path, FileBytes::tooLargeReason(bytes.size()));
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return failure(path, tr("the file is UTF-16 text; save it as UTF-8 and open it again"));
    const TextCheck::Problems problems = TextCheck::find(bytes);
    if (problems.nul >= 0) {
        ReadResult result;
        result.error = ReadError::at(bytes, problems.nul,
            tr("this is a binary file, not a text list (it contains a NUL byte)"));
        result.error.path = path;
        return result;
    }
    if (const qint64 bad = problems.invalidUtf8; bad >= 0) {
        ReadResult result;
        result.error = ReadError::at(bytes, bad,
            tr("the file is not UTF-8 text (byte 0x%1 here); save it as UTF-8 and open it again")
                .arg(QString::number(uchar(bytes[bad]), 16).toUpper()));
        result.error.path = path;
        return result;
    }
    // Shown as spaces, never acted on: an escape sequence in a title must reach neither the
    // widgets nor a terminal (the command line prints what it read).
    if (problems.control >= 0)
        TextCheck::replaceControls(bytes, problems.control);

    const QString format = CollectionReader::sniffFormat(bytes, path);
    ReadResult result;
    bool firstSent = false;
    const ReadBatch batch = firstPapersOf(first, format, path, &firstSent);
    if (format == QLatin1String("json"))
        result = JsonReader::read(bytes, progress, JsonReader::paperRecords(), batch, storage);
    else if (format == QLatin1String("jsonl"))
        result = JsonLinesReader::read(bytes, progress, JsonReader::paperRecords(), batch, storage);
    else if (format == QLatin1String("bib"))
        result = BibtexReader::read(bytes, progress, batch, storage);
    else if (format == QLatin1String("openreview"))
        result = OpenReviewReader::read(bytes, progress, batch, storage);
    else if (format == QLatin1String("virtualsite"))
        result = VirtualSiteReader::read(bytes, progress, batch, storage);
    else if (format == QLatin1String("arxiv"))
        result = ArxivReader::read(bytes, progress, batch, storage);
    else if (format == QLatin1String("csv"))
        result = CsvReader::read(bytes, progress, batch);
    else if (format == QLatin1String("ris"))
        result = RisReader::read(bytes, progress, batch);
    else if (format == QLatin1String("md"))
        result = MarkdownReader::read(bytes, progress, batch);
    else // read in one go, in parallel: the whole list is there about as soon as a batch
        result = PlainTextReader::read(std::move(bytes), progress, storage);
    result.error.path = path;
    for (ReadError &warning : result.warnings)
        warning.path = path;
    result.collection.format = format;
    result.collection.sourcePath = path;
    if (!result.ok())
        return result;
    if (result.collection.papers.isEmpty()) {
        result.error.reason = result.skipped > 0
            ? QCoreApplication::translate("ReadError",
                "no papers found (%n record(s) had neither a title nor an abstract)", nullptr,
                result.skipped)
            : tr("no papers found");
        return result;
    }
    // One place for every format: what a reader kept as the file had it is made fit to show.
    Paper *papers = result.collection.papers.data(); // detached here, before the threads write
    ParallelChunks::run(
        result.collection.papers.size(), cleanChunk, [papers](qsizetype first, qsizetype last) {
            for (qsizetype i = first; i < last; ++i)
                FieldText::clean(papers + i);
        });
    result.collection.name = listName(result.collection.name, path);
    return result;
}

// JSON and JSON Lines come in record shapes of their own, told apart by their field names.
QString jsonShape(const QString &format, const QByteArray &bytes)
{
    if (format == QLatin1String("json")) {
        if (OpenReviewReader::looksLikeNotes(bytes))
            return QStringLiteral("openreview");
        if (VirtualSiteReader::looksLikeEvents(bytes))
            return QStringLiteral("virtualsite");
    } else if (format == QLatin1String("jsonl")) {
        const qsizetype start = qMax<qsizetype>(firstContent(bytes), 0);
        if (ArxivReader::looksLikeArxiv(QByteArrayView(bytes).sliced(start)))
            return QStringLiteral("arxiv");
    }
    return format;
}

QString sniffBaseFormat(const QByteArray &bytes, const QString &path)
{
    const QString extension = QFileInfo(path).suffix().toLower();
    const qsizetype start = firstContent(bytes);
    if (start < 0)
        return QStringLiteral("txt");
    const char first = bytes[start];
    const qsizetype second = firstContent(bytes, start + 1);
    const char afterFirst = second >= 0 ? bytes[second] : '\0';
    const bool jsonExtension = extension == QLatin1String("json");
    const bool jsonlExtension
        = extension == QLatin1String("jsonl") || extension == QLatin1String("ndjson");

    if (first == '[' && (afterFirst == '{' || afterFirst == ']' || jsonExtension))
        return QStringLiteral("json");
    if (first == '{'
        && (afterFirst == '"' || afterFirst == '}' || jsonExtension || jsonlExtension)) {
        if (jsonlExtension)
            return QStringLiteral("jsonl");
        // JSON Lines when the first line is a whole object and the next line starts another.
        const qsizetype lineEnd = bytes.indexOf('\n', start);
        if (lineEnd < 0)
            return QStringLiteral("json");
        const QByteArray firstLine = bytes.mid(start, lineEnd - start).trimmed();
        const qsizetype next = firstContent(bytes, lineEnd);
        const bool jsonl = firstLine.endsWith('}') && next >= 0 && bytes[next] == '{';
        return jsonl ? QStringLiteral("jsonl") : QStringLiteral("json");
    }
    if (first == '@'
        || (extension == QLatin1String("bib") && (first == '%' || bytes.contains("\n@"))))
        return QStringLiteral("bib");
    if (RisReader::looksLikeRis(
            QByteArrayView(bytes).sliced(start).first(qMin<qsizetype>(bytes.size() - start, 256))))
        return QStringLiteral("ris");
    // A header row is short: the first few kilobytes hold it.
    if (CsvReader::looksLikeHeader(
            QByteArrayView(bytes).sliced(start).first(qMin<qsizetype>(bytes.size() - start, 4096))))
        return QStringLiteral("csv");
    if (MarkdownReader::looksLikeMarkdownList(QByteArrayView(bytes).sliced(start)))
        return QStringLiteral("md");
    if (jsonExtension)
        return QStringLiteral("json"); // a syntax error with a position beats a list of junk
    if (jsonlExtension)
        return QStringLiteral("jsonl");
    if (extension == QLatin1String("ris"))
        return QStringLiteral("ris");
    if (extension == QLatin1String("md") || extension == QLatin1String("markdown"))
        return QStringLiteral("md");
    if (extension == QLatin1String("csv") || extension == QLatin1String("tsv"))
        return QStringLiteral("csv"); // the header's error beats a list of rows as abstracts
    return QStringLiteral("txt");
}

} // namespace

QString CollectionReader::sniffFormat(const QByteArray &bytes, const QString &path)
{
    return jsonShape(sniffBaseFormat(bytes, path), bytes);
}

qint64 CollectionReader::firstInvalidUtf8(const QByteArray &bytes)
{
    return TextCheck::firstInvalidUtf8(bytes);
}

ReadResult CollectionReader::readBytes(const QByteArray &bytes, const QString &pathForMessages,
    const ReadProgress &progress, AbstractStorage storage, const FirstPapers &first)
{
    return parse(bytes, pathForMessages, progress, storage, first);
}

ReadResult CollectionReader::readFile(const QString &path, const ReadProgress &progress,
    AbstractStorage storage, const FirstPapers &first)
{
    // The read is the first half of the progress, parsing the second.
    qint64 expected = 1;
    QByteArray bytes;
    const QString reason = FileBytes::read(path, &bytes, [&](qint64 done, qint64 size) {
        expected = qMax<qint64>(size, 1);
        return !progress || progress(done, 2 * expected);
    });
    if (!reason.isEmpty())
        return failure(path, reason);
    expected = qMax<qint64>(bytes.size(), 1);
    return parse(
        std::move(bytes), path, phase(progress, expected, expected, 2 * expected), storage, first);
}
