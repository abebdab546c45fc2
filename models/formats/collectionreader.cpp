// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionreader.h"

#include "bibtexreader.h"
#include "jsonlinesreader.h"
#include "jsonreader.h"
#include "parallelchunks.h"
#include "plaintextreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QFuture>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace {

constexpr qint64 readChunk = 8 << 20;
// From this size on the file is read by two threads, a half each: copying it out of the
// page cache, and faulting in the fresh buffer, is the only work while the file is read.
constexpr qint64 splitReadMinimum = 32 << 20;

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

QString tooLargeReason(qint64 size)
{
    return tr("the file is too large (%1 GiB); Paperdesk reads lists of up to 1.5 GiB")
        .arg(double(size) / double(1 << 30), 0, 'f', 1);
}

enum class HalvesRead { Done, Cancelled, Failed };

// Reads [from, from + length) of file into out, a chunk at a time, adding each chunk to done;
// false when the read fails, comes up short (the file shrank) or stop is set.
bool readRange(QFile &file, qint64 from, qint64 length, char *out, std::atomic<qint64> &done,
    const std::atomic_bool &stop)
{
    if (!file.seek(from))
        return false;
    for (qint64 at = 0; at < length;) {
        if (stop.load(std::memory_order_relaxed))
            return false;
        const qint64 got = file.read(out + at, qMin(readChunk, length - at));
        if (got <= 0)
            return false;
        at += got;
        done += got;
    }
    return true;
}

// Reads the first size bytes of file into bytes on two threads, the second half through a
// file of its own. progress(done) is called on this thread only; false cancels. When the
// second read fails (the file changed under us, say) this thread's error decides; a short
// read leaves bytes empty for the caller's plain loop to read again from the start.
HalvesRead readHalves(QFile &file, const QString &path, qint64 size, QByteArray &bytes,
    const std::function<bool(qint64 done)> &progress)
{
    bytes.resize(size); // not zeroed: each thread faults in the pages it fills
    const qint64 half = size / 2;
    std::atomic<qint64> done { 0 };
    std::atomic_bool stop { false };
    char *out = bytes.data();
    QFuture<bool> second = QtConcurrent::run([&] {
        QFile other(path);
        return other.open(QIODevice::ReadOnly)
            && readRange(other, half, size - half, out + half, done, stop);
    });
    bool firstOk = file.seek(0);
    bool cancelled = false;
    for (qint64 at = 0; firstOk && at < half;) {
        const qint64 got = file.read(out + at, qMin(readChunk, half - at));
        if (got <= 0) {
            firstOk = false;
            break;
        }
        at += got;
        done += got;
        if (!progress(done.load())) {
            cancelled = true;
            break;
        }
    }
    stop = !firstOk || cancelled;
    const bool secondOk = second.result();
    if (cancelled)
        return HalvesRead::Cancelled;
    if (!firstOk && file.error() != QFileDevice::NoError)
        return HalvesRead::Failed;
    if (!firstOk || !secondOk) {
        bytes.clear(); // start again, one read from the beginning
        file.seek(0);
        return HalvesRead::Done;
    }
    if (!file.seek(size))
        return HalvesRead::Failed;
    return progress(done.load()) ? HalvesRead::Done : HalvesRead::Cancelled;
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

// Checking a big list's bytes is worth splitting over the cores; a small one's is not.
constexpr qint64 parallelCheckMinimum = 4 << 20;
constexpr qint64 checkChunk = 1 << 20; // small enough to stay in cache between the two checks

// The first byte at or after offset i that is not part of valid UTF-8, looking at the
// sequences that start before end (the last may run past end, up to n). Started where a
// sequence starts, this finds what a scan from 0 finds in [i, end).
qint64 firstInvalidUtf8In(const uchar *d, qint64 n, qint64 i, qint64 end)
{
    while (i < end) {
        // Most lists are nearly all ASCII: test 64 bytes at a time, else eight. This runs over
        // every byte of the file, and the 64-byte test is one instruction for each 16.
#if defined(__SSE2__)
        if (i + 64 <= n) {
            const auto block = [d, i](int k) {
                return _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + i + 16 * k));
            };
            const __m128i any = _mm_or_si128(
                _mm_or_si128(block(0), block(1)), _mm_or_si128(block(2), block(3)));
            if (_mm_movemask_epi8(any) == 0) {
                i += 64;
                continue;
            }
        }
#endif
        if (i + 8 <= n) {
            quint64 word;
            std::memcpy(&word, d + i, 8);
            if ((word & 0x8080808080808080ull) == 0) {
                i += 8;
                continue;
            }
        }
        const uchar c = d[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length;
        uchar low = 0x80, high = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                low = 0xA0; // overlong
            else if (c == 0xED)
                high = 0x9F; // surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                low = 0x90; // overlong
            else if (c == 0xF4)
                high = 0x8F; // past U+10FFFF
        } else {
            return i;
        }
        if (i + length > n)
            return i;
        if (d[i + 1] < low || d[i + 1] > high)
            return i;
        for (int k = 2; k < length; ++k) {
            if ((d[i + k] & 0xC0) != 0x80)
                return i;
        }
        i += length;
    }
    return -1;
}

// Where a chunk starting at offset begins its UTF-8 check: the next byte that is not a
// continuation byte, so no valid sequence is cut. Bytes before the first invalid one are
// valid UTF-8, where every such byte starts a sequence; so while no earlier chunk found an
// invalid byte, a scan from 0 passes exactly this point and the chunk finds what it would.
qint64 sequenceStartFrom(const uchar *d, qint64 n, qint64 offset)
{
    if (offset == 0)
        return 0; // a continuation byte first in the file is itself the error
    while (offset < n && (d[offset] & 0xC0) == 0x80)
        ++offset;
    return offset;
}

void lowerTo(std::atomic<qint64> &value, qint64 candidate)
{
    qint64 current = value.load(std::memory_order_relaxed);
    while (candidate < current
        && !value.compare_exchange_weak(current, candidate, std::memory_order_relaxed)) { }
}

// Offsets of the first NUL byte and the first byte that is not valid UTF-8; -1 for none.
struct TextProblems
{
    qint64 nul = -1;
    qint64 invalidUtf8 = -1;
};

// Both checks in one pass over chunks on every core, each chunk's NUL and UTF-8 check while it
// is in cache. The earliest chunk with a finding decides, so the offsets are those of a serial
// scan. A NUL anywhere outranks invalid UTF-8, so once one is found no UTF-8 is checked.
TextProblems findTextProblems(const QByteArray &bytes, bool findNul)
{
    const auto *d = reinterpret_cast<const uchar *>(bytes.constData());
    const qint64 n = bytes.size();
    TextProblems found;
    if (n <= parallelCheckMinimum) {
        if (findNul) {
            if (const void *nul = std::memchr(d, 0, n)) {
                found.nul = static_cast<const uchar *>(nul) - d;
                return found;
            }
        }
        found.invalidUtf8 = firstInvalidUtf8In(d, n, 0, n);
        return found;
    }

    const qint64 chunks = (n + checkChunk - 1) / checkChunk;
    std::vector<TextProblems> inChunk(chunks);
    // Chunks after one with a finding have nothing to add; skipping them keeps a file that is
    // bad near its start as quick to refuse as with a serial scan.
    std::atomic<qint64> firstNulChunk(chunks);
    std::atomic<qint64> firstInvalidChunk(chunks);
    ParallelChunks::run(n, checkChunk, [&](qsizetype first, qsizetype last) {
        const qint64 chunk = first / checkChunk;
        if (firstNulChunk.load(std::memory_order_relaxed) < chunk)
            return;
        if (findNul) {
            if (const void *nul = std::memchr(d + first, 0, last - first)) {
                inChunk[chunk].nul = static_cast<const uchar *>(nul) - d;
                lowerTo(firstNulChunk, chunk);
                return;
            }
        }
        if (firstInvalidChunk.load(std::memory_order_relaxed) < chunk)
            return;
        const qint64 bad = firstInvalidUtf8In(
            d, n, sequenceStartFrom(d, n, first), sequenceStartFrom(d, n, last));
        if (bad >= 0) {
            inChunk[chunk].invalidUtf8 = bad;
            lowerTo(firstInvalidChunk, chunk);
        }
    });
    for (const TextProblems &chunk : inChunk) {
        if (chunk.nul >= 0)
            return { chunk.nul, -1 };
    }
    for (const TextProblems &chunk : inChunk) {
        if (chunk.invalidUtf8 >= 0)
            return { -1, chunk.invalidUtf8 };
    }
    return found;
}

// bytes by value: the plain list's reader may keep them as its abstracts (AbstractStorage).
ReadResult parse(QByteArray bytes, const QString &path, const ReadProgress &progress,
    AbstractStorage storage)
{
    if (bytes.isEmpty())
        return failure(path, tr("the file is empty"));
    if (bytes.size() > CollectionReader::maxFileSize)
        return failure(path, tooLargeReason(bytes.size()));
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return failure(path, tr("the file is UTF-16 text; save it as UTF-8 and open it again"));
    const TextProblems problems = findTextProblems(bytes, true);
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

    const QString format = CollectionReader::sniffFormat(bytes, path);
    ReadResult result;
    if (format == QLatin1String("json"))
        result = JsonReader::read(bytes, progress);
    else if (format == QLatin1String("jsonl"))
        result = JsonLinesReader::read(bytes, progress);
    else if (format == QLatin1String("bib"))
        result = BibtexReader::read(bytes, progress);
    else
        result = PlainTextReader::read(std::move(bytes), progress, storage);
    result.error.path = path;
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
    if (result.collection.name.isEmpty())
        result.collection.name = QFileInfo(path).completeBaseName();
    return result;
}

} // namespace

qint64 CollectionReader::firstInvalidUtf8(const QByteArray &bytes)
{
    return findTextProblems(bytes, false).invalidUtf8;
}

QString CollectionReader::sniffFormat(const QByteArray &bytes, const QString &path)
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
    if (jsonExtension)
        return QStringLiteral("json"); // a syntax error with a position beats a list of junk
    if (jsonlExtension)
        return QStringLiteral("jsonl");
    return QStringLiteral("txt");
}

ReadResult CollectionReader::readBytes(const QByteArray &bytes, const QString &pathForMessages,
    const ReadProgress &progress, AbstractStorage storage)
{
    return parse(bytes, pathForMessages, progress, storage);
}

ReadResult CollectionReader::readFile(
    const QString &path, const ReadProgress &progress, AbstractStorage storage)
{
    const QFileInfo info(path);
    if (!info.exists())
        return failure(path, tr("the file was not found"));
    if (info.isDir())
        return failure(path, tr("this is a folder, not a file"));
    if (info.size() > maxFileSize)
        return failure(path, tooLargeReason(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return failure(path,
            file.error() == QFileDevice::PermissionsError
                ? tr("the file cannot be read (permission denied)")
                : tr("the file cannot be read (%1)").arg(file.errorString()));
    }

    // Read in chunks so a progress bar moves and a cancel is honoured during the read; the
    // read is the first half of the progress, parsing the second.
    const qint64 expected = qMax<qint64>(info.size(), 1);
    const qint64 total = expected * 2;
    QByteArray bytes;
    bytes.reserve(info.size());
    bool complete = false;
    if (info.size() >= splitReadMinimum) {
        switch (readHalves(file, path, info.size(), bytes, [&](qint64 done) {
            return !progress || progress(done, total);
        })) {
        case HalvesRead::Cancelled:
            return failure(path, ReadError::cancelledReason());
        case HalvesRead::Failed:
            return failure(path, tr("the file cannot be read (%1)").arg(file.errorString()));
        case HalvesRead::Done:
            complete = !bytes.isEmpty() && file.atEnd();
            break;
        }
    }
    // The whole file, or what follows the halves should the file have grown meanwhile.
    while (!complete) {
        const qint64 old = bytes.size();
        const qint64 want = qMin<qint64>(readChunk, maxFileSize + 1 - old);
        bytes.resize(old + want);
        const qint64 got = file.read(bytes.data() + old, want);
        if (got < 0) {
            return failure(path, tr("the file cannot be read (%1)").arg(file.errorString()));
        }
        bytes.resize(old + got);
        if (bytes.size() > maxFileSize)
            return failure(path, tooLargeReason(bytes.size()));
        if (progress && !progress(qMin(bytes.size(), expected), total))
            return failure(path, ReadError::cancelledReason());
        if (got == 0)
            break;
    }
    return parse(std::move(bytes), path, phase(progress, expected, expected, total), storage);
}
