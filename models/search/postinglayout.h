// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "indexbuildchunk.h"

#include <utility>
#include <vector>

/// The builder's passes after the dictionary: where each chunk's rows and forward-index
/// bytes go, and writing them there, every chunk in parallel.
namespace IndexBuild {

// One field's postings while they are written: rows[offsets[t], offsets[t + 1]) are the rows
// of token t, or dense holds its Bitset.
struct FieldPostings
{
    std::vector<quint32> offsets;
    std::vector<quint32> rows;
    std::vector<std::pair<quint32, Bitset>> dense;
};

// Sizes one field's row lists from the chunks' df and gives a Bitset to the tokens in many
// papers (about as small as their gap list, and much faster to unite). Points each chunk's
// tokens at their slots: a chunk's rows of a token follow those of the chunks before it, so
// the chunks write in parallel and every list still comes out ascending.
FieldPostings layOutField(std::vector<Chunk> &chunks, quint32 v, qsizetype n, int field);

// Gives the chunk's tokens their codes and the chunk its place in the forward index: it
// starts where the chunks before it end, its size known from codes and occurrences.
// Returns the total size.
quint64 layOutForward(std::vector<Chunk> &chunks, const std::vector<quint32> &codeOfToken);

// Writes the chunk's forward-index bytes and segment starts and its rows into the slots
// laid out for it; chunks touch disjoint bytes, slots and Bitset words. Chunk number c has
// slot c after the end of each field's lists as its sink.
void writeChunk(Chunk &chunk, quint8 *bytes, quint64 *segmentStarts, FieldPostings (&postings)[2],
    int c, const std::atomic_bool *cancel);

} // namespace IndexBuild
