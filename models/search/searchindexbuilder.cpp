// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchindexbuilder.h"

#include "chunktokenizer.h"
#include "collection/paper.h"
#include "collection/parallelchunks.h"
#include "postinglayout.h"
#include "text/linkextractor.h"
#include "text/textnormalizer.h"

#include <QThreadPool>

#include <algorithm>
#include <array>
#include <numeric>

using namespace IndexBuild;

namespace {

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

} // namespace

SearchIndex SearchIndex::build(const QList<Paper> &papers, const QStringList &topicNames,
    const QMultiHash<QString, int> &areaTopics, const Progress &progress,
    const std::atomic_bool *cancel)
{
    SearchIndexBuilder builder(papers.size());
    std::atomic<qsizetype> done { 0 };
    ParallelChunks::runItems(
        builder.chunkCount(),
        [&](int c) {
            const auto [first, last] = builder.chunkRows(c);
            builder.add(c, ChunkTokenizer::tokenize(papers, first, last, cancel), cancel);
            done += last - first;
        },
        [&] {
            if (progress)
                progress(done.load());
        });
    SearchIndex index = builder.finish(papers, topicNames, areaTopics, cancel);
    if (progress && !cancelled(cancel))
        progress(papers.size());
    return index;
}

SearchIndexBuilder::SearchIndexBuilder(qsizetype paperCount)
    : m_size(paperCount)
    , m_chunks(makeChunks(paperCount))
{
}

std::pair<qsizetype, qsizetype> SearchIndexBuilder::chunkRows(int c) const
{
    const Chunk &chunk = m_chunks[size_t(c)];
    return { chunk.first, chunk.last };
}

void SearchIndexBuilder::add(int c, IndexedTokens tokens, const std::atomic_bool *cancel)
{
    // A cancelled tokenizer may have stopped short of the chunk's last row.
    if (cancelled(cancel))
        return;
    Chunk &chunk = m_chunks[size_t(c)];
    Q_ASSERT(tokens.firstRow == chunk.first && tokens.lastRow == chunk.last);
    chunk.table = std::move(tokens.table);
    chunk.sequence = std::move(tokens.sequence);
    chunk.segments = std::move(tokens.segments);
    countChunk(chunk, cancel);
    if (cancelled(cancel))
        return;
    const QMutexLocker locker(&m_mergeMutex);
    mergeChunkTable(chunk, m_merged);
}

SearchIndex SearchIndexBuilder::finish(const QList<Paper> &papers, const QStringList &topicNames,
    const QMultiHash<QString, int> &areaTopics, const std::atomic_bool *cancel)
{
    Q_ASSERT(papers.size() == m_size);
    if (cancelled(cancel))
        return {};
    const qsizetype n = m_size;
    const int chunkCount = int(m_chunks.size());
    std::vector<Chunk> &chunks = m_chunks;

    // The rest is serial only over the vocabulary (a few thousand to a few hundred thousand
    // tokens); the passes over every token of every paper run per chunk in parallel.
    SearchIndex index;
    index.m_size = n;
    const quint32 v = buildDictionary(chunks, m_merged, index.m_dictionary);
    m_merged = TokenTable();
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
    ParallelChunks::runItems(3, [&](int task) {
        if (task == 1) {
            bytes.resize(byteTotal);
            segmentStarts.resize(size_t(n) * 2 + 1);
            segmentStarts.back() = byteTotal;
        } else {
            const int field = task == 0 ? ForwardIndex::Abstract : ForwardIndex::Title;
            postings[field] = layOutField(chunks, v, n, field);
        }
    });
    ParallelChunks::runItems(chunkCount, [&](int c) {
        writeChunk(chunks[size_t(c)], bytes.data(), segmentStarts.data(), postings, c, cancel);
        chunks[size_t(c)] = Chunk(); // frees its memory as soon as possible
    });
    if (cancelled(cancel))
        return {};
    index.m_forward = ForwardIndex(std::move(bytes), std::move(segmentStarts));

    // Compressing the row lists, one field a thread, and the topic and link sets meanwhile.
    ParallelChunks::runItems(3, [&](int task) {
        if (task == 2) {
            buildTopicsAndLinks(index, papers, topicNames, areaTopics);
            return;
        }
        const int field = task == 0 ? ForwardIndex::Abstract : ForwardIndex::Title;
        FieldPostings &p = postings[field];
        (field == ForwardIndex::Title ? index.m_title : index.m_abstract)
            = PostingStore(p.offsets, p.rows, std::move(p.dense));
        p = FieldPostings();
    });
    return index;
}

void SearchIndexBuilder::buildTopicsAndLinks(SearchIndex &index, const QList<Paper> &papers,
    const QStringList &topicNames, const QMultiHash<QString, int> &areaTopics)
{
    const qsizetype n = papers.size();
    for (const QString &name : topicNames)
        index.m_topicNames.append(TextNormalizer::fold(name));
    for (auto it = areaTopics.cbegin(); it != areaTopics.cend(); ++it)
        index.m_areas[TextNormalizer::fold(it.key())].append(it.value());
    index.m_topicSets.assign(size_t(topicNames.size()), Bitset(n));
    index.m_hasLink = Bitset(n);
    index.m_hasCode = Bitset(n);
    index.m_noTopic = Bitset(n);
    for (qsizetype row = 0; row < n; ++row) {
        const Paper &paper = papers.at(row);
        bool hasTopic = false;
        for (int topic : paper.topics) {
            if (topic >= 0 && topic < topicNames.size()) {
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
    index.m_keywords = KeywordPostings::build(papers);
}
