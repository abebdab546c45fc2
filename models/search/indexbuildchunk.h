// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"
#include "tokentable.h"

#include <QtGlobal>

#include <atomic>
#include <vector>

/// What SearchIndexBuilder keeps of a chunk of papers between its passes, shared by the
/// passes that lay out and write the postings (PostingLayout). Internal to the builder.
namespace IndexBuild {

// What the passes after tokenizing need about one of a chunk's tokens. The passes over every
// word (counting, writing) use smaller arrays of just the fields they need.
struct LocalToken
{
    quint32 token = 0; // the merged table's id, then the dictionary's (the sorted rank)
    quint32 occurrences = 0; // in this chunk, both fields
    quint32 df[2] = { 0, 0 }; // papers of this chunk containing it, per field
    quint32 code = 0; // forward-index code
    quint32 cursor[2] = { 0, 0 }; // next free slot in the field's row list (sparse tokens)
    Bitset *dense[2] = { nullptr, nullptr }; // the field's set when the token is dense
};

// A range of papers tokenized on its own (ChunkTokenizer), with its own token table, so chunks
// run in parallel in every pass: tokenizing, counting and writing postings and the forward
// index.
struct Chunk
{
    qsizetype first = 0;
    qsizetype last = 0;
    TokenTable table;
    std::vector<quint32> sequence; // local token ids, title then abstract of each paper
    std::vector<quint64> segments; // per paper: title start, abstract start; then the end
    std::vector<LocalToken> tokens; // by local id
    quint64 byteStart = 0; // offset of the chunk's first forward-index byte
    quint64 byteEnd = 0; // and of the byte after its last
};

// The passes over a chunk's words read each word's per-token record, in no order: the
// records of the rarer words miss the cache, so each is prefetched this many words ahead.
constexpr quint64 prefetchAhead = 24;
// The postings slot a word's row goes to is as random, and a store that misses holds up the
// stores after it: writing prefetches it this many words ahead, from a record that by then
// has arrived.
constexpr quint64 rowPrefetchAhead = prefetchAhead / 2;

inline bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Calls f(row, field, first, end) for every paper field of the chunk with its token range in
// chunk.sequence. Stops early (returning false) when cancelled.
template <typename F> bool forEachField(const Chunk &chunk, const std::atomic_bool *cancel, F &&f)
{
    for (qsizetype row = chunk.first; row < chunk.last; ++row) {
        if ((row & 255) == 0 && cancelled(cancel))
            return false;
        const size_t s = size_t(row - chunk.first) * 2;
        for (int field = 0; field < 2; ++field)
            f(quint32(row), field, chunk.segments[s + field], chunk.segments[s + field + 1]);
    }
    return true;
}

} // namespace IndexBuild
