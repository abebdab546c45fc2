// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/papercollection.h"
#include "collection/textarena.h"
#include "readerror.h"

#include <functional>

/// Called now and then while reading with the bytes done so far; return false to cancel. The
/// JSON readers also call it while one long record parses, from the thread it parses on
/// (never two calls at once: JsonReader::keepGoing()).
using ReadProgress = std::function<bool(qint64 done, qint64 total)>;

struct ReadResult;

/// Called by a reader after each batch of records it has parsed (every megabyte or few), with
/// all it has read so far: the papers only grow, in file order, and are those the finished
/// read starts with. It is how a caller shows the first papers of a large file while the rest
/// is read (CollectionReader::FirstPapers), the same way for every format. Never called once
/// an error is found; an error found later still fails the whole read.
using ReadBatch = std::function<void(const ReadResult &soFar)>;

/// Where a reader puts the abstracts it reads.
enum class AbstractStorage
{
    InPapers, ///< in each Paper::abstract
    /// In ReadResult::abstracts as UTF-8, Paper::abstract left empty, by the readers that
    /// can: the plain list without decoding; BibTeX and the JSON formats as each batch of
    /// records converts (AbstractChunks); the others put them in the papers all the same.
    /// Saves a QString per paper for a caller that keeps abstracts as UTF-8 anyway (the
    /// loader), and the heap they would fill.
    InArena
};

/// What a reader produced: the papers (and the list's name when the format has one), or an
/// error. skipped counts records dropped because they had neither a title nor an abstract.
struct ReadResult
{
    PaperCollection collection;
    ReadError error;
    int skipped = 0;
    QList<ReadError> warnings; ///< problems read past, e.g. a BibTeX entry cut off mid-value
    TextArena abstracts; ///< paper row → abstract, for AbstractStorage::InArena; else empty
    bool ok() const { return error.reason.isEmpty(); }
};
