// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonreader.h"
#include "readresult.h"

#include <QByteArray>

/// Reads JSON Lines: one paper object per line (blank lines allowed, LF or CRLF).
///
/// Fields are those JsonReader understands. A line that is not valid JSON or not an object
/// is an error naming that line; records with neither title nor abstract are skipped.
namespace JsonLinesReader {

/// Each line's object read by readers (JsonReader's fields by default). With
/// AbstractStorage::InArena the abstracts go into ReadResult::abstracts as UTF-8.
ReadResult read(const QByteArray &utf8, const ReadProgress &progress = {},
    JsonReader::RecordReaders readers = JsonReader::paperRecords(), const ReadBatch &batch = {},
    AbstractStorage storage = AbstractStorage::InPapers);

} // namespace JsonLinesReader
