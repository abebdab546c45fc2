// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchstats.h"
#include "collection/loadedcollection.h"

#include <QMap>
#include <QString>
#include <QTextStream>

/// Exporting a whole list (File ▸ Export…, `--export`): each format's writer over every paper,
/// as the export does it (ExportedPapers::at per row, PaperWriter::write), into memory so that
/// the disk does not blur the writers' own cost.
namespace ExportBench {

struct Result
{
    bool ok = false;
    QString error;
    qint64 bytes = 0; ///< size of the written export
    Samples writing;
};

/// Writes collection in every export format rounds times after one discarded warm-up round;
/// by format extension (md, bib, ris, csv, jsonl).
QMap<QString, Result> measure(const LoadedCollection &collection, int rounds);

/// The table of exporting, by number of papers then format.
void print(QTextStream &out, const QMap<int, QMap<QString, Result>> &results);

} // namespace ExportBench
