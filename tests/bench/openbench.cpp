// SPDX-License-Identifier: GPL-3.0-or-later
#include "openbench.h"

#include "collection/collectionloader.h"
#include "topics/taxonomy.h"

#include <QByteArrayView>
#include <QFile>
#include <QFileInfo>

#include <cstring>
#include <vector>

namespace OpenBench {

namespace {

/// Reads path and splits it into records; returns their number, or -1 when unreadable.
qsizetype readAndSplit(const QString &path, const QString &format)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray bytes = file.readAll();
    const QByteArrayView separator
        = format == QLatin1String("jsonl") || format == QLatin1String("arxiv")
        ? QByteArrayView("\n")
        : QByteArrayView("\n\n");
    std::vector<QByteArrayView> records;
    const char *data = bytes.constData();
    const char *end = data + bytes.size();
    const char *start = data;
    while (start < end) {
        const void *found
            = memmem(start, size_t(end - start), separator.data(), size_t(separator.size()));
        const char *stop = found ? static_cast<const char *>(found) : end;
        if (stop > start)
            records.emplace_back(start, stop - start);
        start = stop + separator.size();
    }
    return qsizetype(records.size());
}

struct Load
{
    bool ok = false;
    QString error;
    qsizetype papers = 0;
    double firstRows = 0;
    double indexingStart = 0;
    double indexed = 0;
};

Load loadOnce(const QString &path, const Taxonomy &taxonomy)
{
    Load load;
    QElapsedTimer timer;
    timer.start();
    const auto progress = [&](CollectionLoader::Phase phase, int) {
        const double now = BenchStats::elapsedMs(timer);
        if (phase == CollectionLoader::Phase::Indexing && load.indexingStart == 0)
            load.indexingStart = now;
    };
    const auto preview = [&](LoadedCollectionPtr) {
        if (load.firstRows == 0)
            load.firstRows = BenchStats::elapsedMs(timer);
    };
    CollectionLoader::Result result
        = CollectionLoader::load(path, taxonomy, progress, nullptr, preview);
    load.indexed = BenchStats::elapsedMs(timer);
    if (!result.collection) {
        load.error = result.error.reason;
        return load;
    }
    load.ok = true;
    load.papers = result.collection->size();
    if (load.firstRows == 0) // lists of up to previewSize papers show all rows at once
        load.firstRows = load.indexed;
    result.collection.reset(); // freed before the clock of the next round starts
    return load;
}

} // namespace

Result measure(
    const QString &path, const QString &format, const Taxonomy &taxonomy, int rounds, bool warmUp)
{
    Result result;
    result.fileBytes = QFileInfo(path).size();
    for (int round = warmUp ? -1 : 0; round < rounds; ++round) {
        const bool keep = round >= 0;
        const auto runBaseline = [&] {
            QElapsedTimer timer;
            timer.start();
            const qsizetype records = readAndSplit(path, format);
            const double ms = BenchStats::elapsedMs(timer);
            if (records < 0)
                result.error = QStringLiteral("cannot read %1").arg(path);
            else if (keep)
                result.readSplit.add(ms);
        };
        const auto runPaperdesk = [&] {
            const Load load = loadOnce(path, taxonomy);
            if (!load.ok) {
                result.error = QStringLiteral("cannot load %1: %2").arg(path, load.error);
                return;
            }
            result.papers = load.papers;
            if (!keep)
                return;
            result.firstRows.add(load.firstRows);
            result.indexed.add(load.indexed);
            result.reading.add(load.indexingStart);
            result.indexing.add(load.indexed - load.indexingStart);
        };
        if (round % 2 == 0) {
            runBaseline();
            runPaperdesk();
        } else {
            runPaperdesk();
            runBaseline();
        }
        if (!result.error.isEmpty())
            return result;
    }
    result.ok = true;
    return result;
}

} // namespace OpenBench
