// SPDX-License-Identifier: GPL-3.0-or-later
#include "postinglayout.h"

#include "varint.h"

namespace IndexBuild {

// Sizes one field's row lists from the chunks' df and gives a Bitset to the tokens in many
// papers (about as small as their gap list, and much faster to unite). Points each chunk's
// tokens at their slots: a chunk's rows of a token follow those of the chunks before it, so
// the chunks write in parallel and every list still comes out ascending.
FieldPostings layOutField(std::vector<Chunk> &chunks, quint32 v, qsizetype n, int field)
{
    std::vector<quint32> df(v, 0);
    for (const Chunk &chunk : chunks) {
        for (const LocalToken &t : chunk.tokens)
            df[t.token] += t.df[field];
    }
    const quint64 denseAbove = quint64((n + 63) / 64) * 4; // about n / 16
    FieldPostings postings;
    postings.offsets.resize(size_t(v) + 1);
    std::vector<qsizetype> denseSlot(v, -1);
    quint64 total = 0;
    for (quint32 id = 0; id < v; ++id) {
        postings.offsets[id] = quint32(total);
        if (df[id] > denseAbove) {
            denseSlot[id] = qsizetype(postings.dense.size());
            postings.dense.emplace_back(id, Bitset(n));
        } else {
            total += df[id];
        }
    }
    // Row lists are indexed with 32 bits, sink slots included; they stay far below that: a
    // 1.5 GiB file (CollectionReader's limit) has fewer distinct (word, paper) pairs than bytes.
    Q_ASSERT(total + chunks.size() < 0xffffffffull);
    postings.offsets[v] = quint32(total);
    postings.rows.resize(size_t(total) + chunks.size()); // then a sink slot per chunk

    std::vector<quint32> next(postings.offsets.begin(), postings.offsets.end() - 1);
    for (Chunk &chunk : chunks) {
        for (LocalToken &t : chunk.tokens) {
            if (const qsizetype slot = denseSlot[t.token]; slot >= 0) {
                t.dense[field] = &postings.dense[size_t(slot)].second;
            } else {
                t.cursor[field] = next[t.token];
                next[t.token] += t.df[field];
            }
        }
    }
    return postings;
}

static int varintSize(quint32 value)
{
    return 1 + (value >= 1u << 7) + (value >= 1u << 14) + (value >= 1u << 21) + (value >= 1u << 28);
}

// Gives the chunk's tokens their codes and the chunk its place in the forward index: it
// starts where the chunks before it end, its size known from codes and occurrences.
// Returns the total size.
quint64 layOutForward(std::vector<Chunk> &chunks, const std::vector<quint32> &codeOfToken)
{
    quint64 total = 0;
    for (Chunk &chunk : chunks) {
        chunk.byteStart = total;
        for (LocalToken &t : chunk.tokens) {
            t.code = codeOfToken[t.token];
            total += quint64(t.occurrences) * quint64(varintSize(t.code));
        }
        chunk.byteEnd = total;
    }
    return total;
}

// Writes the chunk's forward-index bytes and segment starts and its rows into the slots
// laid out for it; chunks touch disjoint bytes, slots and Bitset words. Chunk number c has
// slot c after the end of each field's lists as its sink.
//
// This runs once for every word of the collection, and whether a word is new in its paper,
// kept in a Bitset or a row list, and one or two bytes long are all unpredictable: a branch
// on each costs more than doing the work both ways. So every word writes its row to a slot
// (its list's next one, the one it wrote for the same paper before, or the sink) and sets
// its bit in a word (its Bitset's, or a scratch word).
void writeChunk(Chunk &chunk, quint8 *bytes, quint64 *segmentStarts, FieldPostings (&postings)[2],
    int c, const std::atomic_bool *cancel)
{
    // What this pass needs of a token, packed in 28 bytes instead of LocalToken's 48: it
    // reads one for every word of the chunk, in no order, so fewer cache misses matter.
    struct WriteSlot
    {
        quint32 code;
        quint32 lastRow[2];
        quint32 target[2]; // the next free slot of the field's row list, or the sink
        quint32 words[2]; // index in words of the field's Bitset words; 0 without a Bitset
    };
    std::vector<quint64> scratch(size_t(chunk.last >> 6) + 1);
    std::vector<quint64 *> words { scratch.data() };
    std::vector<WriteSlot> packed(chunk.tokens.size());
    for (size_t id = 0; id < packed.size(); ++id) {
        const LocalToken &t = chunk.tokens[id];
        WriteSlot &slot = packed[id];
        slot.code = t.code;
        for (int field = 0; field < 2; ++field) {
            slot.lastRow[field] = ~0u;
            if (t.dense[field]) {
                slot.target[field] = postings[field].offsets.back() + quint32(c);
                slot.words[field] = quint32(words.size());
                words.push_back(t.dense[field]->wordData());
            } else {
                slot.target[field] = t.cursor[field];
                slot.words[field] = 0;
            }
        }
    }
    quint8 *out = bytes + chunk.byteStart;
    quint8 *const end = bytes + chunk.byteEnd;
    const quint32 *sequence = chunk.sequence.data();
    const quint64 prefetchEnd
        = chunk.sequence.size() > prefetchAhead ? chunk.sequence.size() - prefetchAhead : 0;
    forEachField(chunk, cancel, [&](quint32 row, int field, quint64 first, quint64 last) {
        segmentStarts[size_t(row) * 2 + size_t(field)] = quint64(out - bytes);
        quint32 *rows = postings[field].rows.data();
        const quint64 bit = quint64(1) << (row & 63);
        for (quint64 i = first; i < last; ++i) {
            if (Q_LIKELY(i < prefetchEnd))
                __builtin_prefetch(&packed[sequence[i + prefetchAhead]]);
            if (Q_LIKELY(i + rowPrefetchAhead < prefetchEnd))
                __builtin_prefetch(&rows[packed[sequence[i + rowPrefetchAhead]].target[field]], 1);
            WriteSlot &t = packed[sequence[i]];
            const quint32 code = t.code;
            // The last code of a chunk must not store a byte into the next chunk's.
            out = Q_LIKELY(code < 0x4000 && end - out >= 2) ? Varint::writeSmall(out, code)
                                                            : Varint::write(out, code);
            const quint32 isNew = t.lastRow[field] != row;
            const quint32 inList = t.words[field] == 0;
            t.lastRow[field] = row;
            rows[t.target[field] - (inList & (isNew ^ 1))] = row;
            t.target[field] += inList & isNew;
            words[t.words[field]][row >> 6] |= bit;
        }
    });
}

} // namespace IndexBuild
