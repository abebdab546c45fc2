// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportbench.h"

#include "formats/exportformat.h"
#include "formats/paperwriter.h"
#include "library/exportedpapers.h"

#include <QBuffer>

namespace ExportBench {

QMap<QString, Result> measure(const LoadedCollection &collection, int rounds)
{
    QMap<QString, Result> results;
    const qsizetype count = collection.size();
    for (ExportFormat format : ExportFormats::all()) {
        Result &result = results[ExportFormats::extension(format)];
        for (int round = -1; round < rounds; ++round) {
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            QElapsedTimer timer;
            timer.start();
            // A new writer per export, as File ▸ Export… makes one.
            const std::unique_ptr<PaperWriter> writer
                = ExportFormats::fileWriter(format, collection.collection.name);
            const bool written = writer->write(&buffer, count,
                [&](qsizetype row) { return ExportedPapers::at(collection, nullptr, int(row)); });
            const double ms = BenchStats::elapsedMs(timer);
            if (!written) {
                result.error = writer->error();
                return results;
            }
            result.bytes = bytes.size();
            if (round >= 0)
                result.writing.add(ms);
        }
        result.ok = true;
    }
    return results;
}

void print(QTextStream &out, const QMap<int, QMap<QString, Result>> &results)
{
    if (results.isEmpty())
        return;
    out << "## Exporting a whole list (PaperWriter::write into memory)\n\n"
           "The jsonl list of the opening section, loaded, then written in each export format "
           "as File ▸ Export… writes it (one ExportedPaper per row, UTF-8).\n\n"
           "| papers | format | export size | rounds | median | worst |\n"
           "|---:|---|---:|---:|---:|---:|\n";
    for (auto size = results.cbegin(); size != results.cend(); ++size) {
        for (auto it = size->cbegin(); it != size->cend(); ++it) {
            out << "| " << size.key() << " | " << it.key() << " | "
                << BenchStats::formatBytes(double(it->bytes)) << " | " << it->writing.size()
                << " | " << BenchStats::formatMs(it->writing.median()) << " | "
                << BenchStats::formatMs(it->writing.worst()) << " |\n";
        }
    }
    out << '\n';
}

} // namespace ExportBench
