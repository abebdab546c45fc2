// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchstats.h"

#include <QString>

class Taxonomy;

/// Opening a file: Paperdesk's whole pipeline (CollectionLoader::load, the code path of the
/// window's worker thread) against reading the bytes and splitting them into records.
namespace OpenBench {

struct Result
{
    bool ok = false;
    QString error;
    qsizetype papers = 0;
    qint64 fileBytes = 0;
    Samples firstRows; ///< until the preview of the first rows is ready
    Samples indexed; ///< until the whole list is derived and indexed
    Samples readSplit; ///< baseline: read the bytes, split on blank lines (newlines for jsonl)
    Samples reading; ///< part of indexed: reading and parsing (and the preview)
    Samples indexing; ///< part of indexed: the search index, and ids, titles, links, topics
};

/// Opens path rounds times after one discarded warm-up (none when warmUp is false),
/// alternating which of Paperdesk and the baseline goes first.
Result measure(
    const QString &path, const QString &format, const Taxonomy &taxonomy, int rounds, bool warmUp);

} // namespace OpenBench
