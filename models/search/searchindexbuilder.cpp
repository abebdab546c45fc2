// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchindexbuilder.h"

#include "indextokenizer.h"
#include "paper.h"
#include "text/linkextractor.h"
#include "text/textnormalizer.h"
#include "tokentable.h"
#include "varint.h"

#include <QMutex>
#include <QSemaphore>
#include <QThreadPool>

#include <algorithm>
#include <array>
#include <functional>
#include <memory>
#include <numeric>

namespace {

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

// A range of papers tokenized on its own, with its own token table, so chunks run in parallel
// in every pass: tokenizing, counting and writing postings and the forward index.
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

// Papers handed to IndexingHooks::prepare at a time; a divisor of 64.
constexpr qsizetype prepareBatch = 16;

// The passes over a chunk's words read each word's per-token record, in no order: the
// records of the rarer words miss the cache, so each is prefetched this many words ahead.
constexpr quint64 prefetchAhead = 24;
// The postings slot a word's row goes to is as random, and a store that misses holds up the
// stores after it: writing prefetches it this many words ahead, from a record that by then
// has arrived.
constexpr quint64 rowPrefetchAhead = prefetchAhead / 2;

bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Runs work(i) for every i in [0, count) on the global thread pool, the calling thread
// included, and returns when all are done. The calling thread calls idle() (progress reports)
// after each of its items, every 50 ms while the others finish and once at the end, since
// the pool threads may have taken every item. The state is shared: a pool thread that starts
// only after every item is taken finds nothing left and returns without touching the
// caller's data.
void runInParallel(
    int count, const std::function<void(int)> &work, const std::function<void()> &idle = {})
{
    struct Shared
    {
        std::function<void(int)> work;
        int count = 0;
        std::atomic_int next { 0 };
        QSemaphore finished;
    };
    const auto shared = std::make_shared<Shared>();
    shared->work = work;
    shared->count = count;
    const auto takeItems = [](Shared &s, const std::function<void()> &afterEach) {
        for (int i; (i = s.next++) < s.count;) {
            s.work(i);
            s.finished.release();
            if (afterEach)
                afterEach();
        }
    };
    const int threads = qMax(1, QThreadPool::globalInstance()->maxThreadCount());
    for (int t = 1; t < qMin(threads, count); ++t)
        QThreadPool::globalInstance()->start([shared, takeItems] { takeItems(*shared, {}); });
    takeItems(*shared, idle);
    while (!shared->finished.tryAcquire(count, 50)) {
        if (idle)
            idle();
    }
    if (idle)
        idle();
}

// Several chunks per thread even out chunks of uneven text, and they get smaller towards the
// end (chunk c of count is count - c parts), so the thread that finishes last waits little
// for the other. Chunks are taken in order. Chunk borders are multiples of 64 so that no two
// chunks set bits in the same word of a dense posting Bitset.
std::vector<Chunk> makeChunks(qsizetype n)
{
    const int threads = qMax(1, QThreadPool::globalInstance()->maxThreadCount());
    const int count = int(std::clamp<qsizetype>(n / 4096, 1, 4 * threads));
    const qsizetype parts = qsizetype(count) * (count + 1) / 2;
    const auto border = [&](int c) {
        const qsizetype before = qsizetype(c) * count - qsizetype(c) * (c - 1) / 2;
        return c == count ? n : (n * before / parts) & ~qsizetype(63);
    };
    std::vector<Chunk> chunks;
    chunks.resize(size_t(count));
    for (int c = 0; c < count; ++c) {
        chunks[size_t(c)].first = border(c);
        chunks[size_t(c)].last = border(c + 1);
    }
    return chunks;
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

void tokenizeChunk(const QList<Paper> &papers, const IndexingHooks &hooks, Chunk &chunk,
    const std::atomic_bool *cancel, std::atomic<qsizetype> &done)
{
    IndexTokenizer tokenizer;
    QString buffers[prepareBatch]; // the abstracts, when a hook decodes them
    QStringView abstracts[prepareBatch];
    const qsizetype count = chunk.last - chunk.first;
    chunk.segments.reserve(size_t(count) * 2 + 1);
    // A batch of papers is prepared, then split into tokens: each kind of work runs many
    // papers in a row with its tables, code and branch history in cache, rather than taking
    // turns paper by paper. Chunks start at multiples of the batch size.
    for (qsizetype i = chunk.first; i < chunk.last; i += prepareBatch) {
        if ((i & 255) == 0 && cancelled(cancel))
            return;
        const qsizetype batch = qMin(prepareBatch, chunk.last - i);
        for (qsizetype k = 0; k < batch; ++k) {
            abstracts[k] = hooks.abstract ? hooks.abstract(i + k, buffers[k])
                                          : QStringView(papers.at(i + k).abstract);
        }
        if (hooks.prepare)
            hooks.prepare(i, abstracts, batch);
        for (qsizetype k = 0; k < batch; ++k) {
            chunk.segments.push_back(chunk.sequence.size());
            tokenizer.split(papers.at(i + k).title, chunk.table, chunk.sequence);
            chunk.segments.push_back(chunk.sequence.size());
            tokenizer.split(abstracts[k], chunk.table, chunk.sequence);
        }
        if (i + batch - chunk.first == 64 && count > 128) {
            // Room for the rest at the rate of the first papers, rather than growing by copies.
            chunk.sequence.reserve(chunk.sequence.size() * size_t(count) / 64 * 9 / 8);
        }
        if (((i + batch) & 255) == 0)
            done += 256;
    }
    chunk.segments.push_back(chunk.sequence.size());
}

// Occurrences and papers per field of each of the chunk's tokens, by local id: the chunk's
// table is small enough to stay in cache, and the sums over chunks are the collection's.
void countChunk(Chunk &chunk, const std::atomic_bool *cancel)
{
    // What counting needs of a token in 20 bytes rather than LocalToken's 48: this reads one
    // for every word of the chunk, in no order, so the smaller array misses the cache less.
    struct Count
    {
        quint32 occurrences = 0;
        quint32 df[2] = { 0, 0 };
        quint32 lastRow[2] = { ~0u, ~0u }; // last paper counted per field, to count each once
    };
    std::vector<Count> counts(chunk.table.size());
    const quint32 *sequence = chunk.sequence.data();
    const quint64 prefetchEnd
        = chunk.sequence.size() > prefetchAhead ? chunk.sequence.size() - prefetchAhead : 0;
    forEachField(chunk, cancel, [&](quint32 row, int field, quint64 first, quint64 end) {
        for (quint64 i = first; i < end; ++i) {
            if (Q_LIKELY(i < prefetchEnd))
                __builtin_prefetch(&counts[sequence[i + prefetchAhead]]);
            // Without a branch on whether the word is new in the paper: that is unpredictable.
            Count &t = counts[sequence[i]];
            ++t.occurrences;
            t.df[field] += t.lastRow[field] != row;
            t.lastRow[field] = row;
        }
    });
    chunk.tokens.resize(counts.size());
    for (size_t id = 0; id < counts.size(); ++id) {
        chunk.tokens[id].occurrences = counts[id].occurrences;
        chunk.tokens[id].df[0] = counts[id].df[0];
        chunk.tokens[id].df[1] = counts[id].df[1];
    }
}

// Adds the chunk's tokens to merged, setting each LocalToken::token to its id there, and frees
// the chunk's table.
void mergeChunkTable(Chunk &chunk, TokenTable &merged)
{
    const std::vector<quint32> ids = merged.internAll(chunk.table);
    for (quint32 id = 0; id < chunk.table.size(); ++id)
        chunk.tokens[id].token = ids[id];
    chunk.table = TokenTable();
}

// Numbers the merged tokens in sorted order as the dictionary and sets each LocalToken::token
// from its merged id to its dictionary id. Returns the number of tokens.
quint32 buildDictionary(
    std::vector<Chunk> &chunks, const TokenTable &merged, TokenDictionary &dictionary)
{
    std::vector<quint32> rank;
    dictionary = TokenDictionary::sorted(merged, rank);
    for (Chunk &chunk : chunks) {
        for (LocalToken &t : chunk.tokens)
            t.token = rank[t.token];
    }
    return merged.size();
}

// Frequent tokens get the small forward-index codes: returns the tokens by code, most
// frequent first (ties in token order).
std::vector<quint32> tokensByFrequency(const std::vector<Chunk> &chunks, quint32 v)
{
    std::vector<quint32> occurrences(v, 0);
    for (const Chunk &chunk : chunks) {
        for (const LocalToken &t : chunk.tokens)
            occurrences[t.token] += t.occurrences;
    }
    // A stable radix sort, a byte of the count at a time from the lowest, on ~count so the
    // most frequent come first: this runs with every other core idle, and a comparison sort
    // took four times as long (4 ms at 100k papers).
    std::vector<quint32> byFrequency(v);
    std::iota(byFrequency.begin(), byFrequency.end(), 0);
    std::vector<quint32> sorted(v);
    const quint32 largest = v ? *std::max_element(occurrences.begin(), occurrences.end()) : 0;
    for (int shift = 0; shift < 32 && (largest >> shift) != 0; shift += 8) {
        std::array<quint32, 257> starts {};
        for (const quint32 t : byFrequency)
            ++starts[((~occurrences[t] >> shift) & 0xff) + 1];
        std::partial_sum(starts.begin(), starts.end(), starts.begin());
        for (const quint32 t : byFrequency)
            sorted[starts[(~occurrences[t] >> shift) & 0xff]++] = t;
        byFrequency.swap(sorted);
    }
    return byFrequency;
}

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

int varintSize(quint32 value)
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

} // namespace

SearchIndex SearchIndex::build(const QList<Paper> &papers, const QStringList &topicNames,
    const QMultiHash<QString, int> &areaTopics, const Progress &progress,
    const std::atomic_bool *cancel, const IndexingHooks &hooks)
{
    return SearchIndexBuilder(papers, topicNames, areaTopics).run(progress, cancel, hooks);
}

SearchIndexBuilder::SearchIndexBuilder(const QList<Paper> &papers, const QStringList &topicNames,
    const QMultiHash<QString, int> &areaTopics)
    : m_papers(papers)
    , m_topicNames(topicNames)
    , m_areaTopics(areaTopics)
{
}

SearchIndex SearchIndexBuilder::run(const SearchIndex::Progress &progress,
    const std::atomic_bool *cancel, const IndexingHooks &hooks)
{
    const qsizetype n = m_papers.size();
    std::vector<Chunk> chunks = makeChunks(n);
    const int chunkCount = int(chunks.size());
    std::atomic<qsizetype> done { 0 };
    // Each chunk's table is merged into the collection's as soon as the chunk is done, while
    // the other thread still tokenizes, rather than all at the end on one thread.
    TokenTable merged;
    QMutex mergeMutex;
    runInParallel(
        chunkCount,
        [&](int c) {
            Chunk &chunk = chunks[size_t(c)];
            tokenizeChunk(m_papers, hooks, chunk, cancel, done);
            // A cancelled chunk is tokenized only in part: counting would read its missing
            // segments.
            if (cancelled(cancel))
                return;
            countChunk(chunk, cancel);
            if (cancelled(cancel))
                return;
            if (hooks.tokens) {
                hooks.tokens(IndexedTokens { chunk.first, chunk.last, &chunk.table,
                    chunk.sequence.data(), chunk.segments.data() });
            }
            const QMutexLocker locker(&mergeMutex);
            mergeChunkTable(chunk, merged);
        },
        [&] {
            if (progress)
                progress(qMin(n, done.load()));
        });
    if (cancelled(cancel))
        return {};

    // The rest is serial only over the vocabulary (a few thousand to a few hundred thousand
    // tokens); the passes over every token of every paper run per chunk in parallel.
    SearchIndex index;
    index.m_size = n;
    const quint32 v = buildDictionary(chunks, merged, index.m_dictionary);
    index.m_tokenOfCode = tokensByFrequency(chunks, v);
    index.m_codeOfToken.resize(v);
    for (quint32 code = 0; code < v; ++code)
        index.m_codeOfToken[index.m_tokenOfCode[code]] = code;

    // Sizing the big buffers zeroes them, which costs page faults: they are allocated on two
    // threads, the biggest first (the abstracts' row list and the forward index).
    const quint64 byteTotal = layOutForward(chunks, index.m_codeOfToken);
    FieldPostings postings[2];
    std::vector<quint8> bytes;
    std::vector<quint64> segmentStarts;
    runInParallel(3, [&](int task) {
        if (task == 1) {
            bytes.resize(byteTotal);
            segmentStarts.resize(size_t(n) * 2 + 1);
            segmentStarts.back() = byteTotal;
        } else {
            const int field = task == 0 ? ForwardIndex::Abstract : ForwardIndex::Title;
            postings[field] = layOutField(chunks, v, n, field);
        }
    });
    runInParallel(chunkCount, [&](int c) {
        writeChunk(chunks[size_t(c)], bytes.data(), segmentStarts.data(), postings, c, cancel);
        chunks[size_t(c)] = Chunk(); // frees its memory as soon as possible
    });
    if (cancelled(cancel))
        return {};
    index.m_forward = ForwardIndex(std::move(bytes), std::move(segmentStarts));

    // Compressing the row lists, one field a thread, and the topic and link sets meanwhile.
    runInParallel(3, [&](int task) {
        if (task == 2) {
            buildTopicsAndLinks(index);
            return;
        }
        const int field = task == 0 ? ForwardIndex::Abstract : ForwardIndex::Title;
        FieldPostings &p = postings[field];
        (field == ForwardIndex::Title ? index.m_title : index.m_abstract)
            = PostingStore(p.offsets, p.rows, std::move(p.dense));
        p = FieldPostings();
    });
    if (progress)
        progress(n);
    return index;
}

void SearchIndexBuilder::buildTopicsAndLinks(SearchIndex &index) const
{
    const qsizetype n = m_papers.size();
    for (const QString &name : m_topicNames)
        index.m_topicNames.append(TextNormalizer::fold(name));
    for (auto it = m_areaTopics.cbegin(); it != m_areaTopics.cend(); ++it)
        index.m_areas[TextNormalizer::fold(it.key())].append(it.value());
    index.m_topicSets.assign(size_t(m_topicNames.size()), Bitset(n));
    index.m_hasLink = Bitset(n);
    index.m_hasCode = Bitset(n);
    index.m_noTopic = Bitset(n);
    for (qsizetype row = 0; row < n; ++row) {
        const Paper &paper = m_papers.at(row);
        bool hasTopic = false;
        for (int topic : paper.topics) {
            if (topic >= 0 && topic < m_topicNames.size()) {
                index.m_topicSets[size_t(topic)].set(row);
                hasTopic = true;
            }
        }
        if (!hasTopic)
            index.m_noTopic.set(row);
        for (const QString &link : paper.links) {
            index.m_hasLink.set(row);
            if (LinkExtractor::isCodeLink(link))
                index.m_hasCode.set(row);
            index.m_linkStarts.push_back(quint32(index.m_links.size()));
            index.m_linkPapers.push_back(quint32(row));
            index.m_links += TextNormalizer::fold(link).toUtf8();
            index.m_links += '\n';
        }
    }
    index.m_links.squeeze();
}
