// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchindexbuilder.h"

#include "paper.h"
#include "text/textnormalizer.h"
#include "varint.h"

#include <QSemaphore>
#include <QThreadPool>
#include <QUrl>

#include <algorithm>
#include <memory>
#include <numeric>

namespace {

// Token strings of one chunk (or of the merge), interned to dense ids.
class TokenTable
{
public:
    TokenTable()
        : m_slots(1024, 0)
        , m_offsets { 0 }
    {
    }

    quint32 intern(std::u16string_view token)
    {
        quint64 h = 14695981039346656037ull;
        for (char16_t u : token)
            h = (h ^ u) * 1099511628211ull;
        size_t mask = m_slots.size() - 1;
        for (size_t i = size_t(h ^ (h >> 29)) & mask;; i = (i + 1) & mask) {
            const quint32 slot = m_slots[i];
            if (slot == 0) {
                const quint32 id = quint32(m_offsets.size() - 1);
                m_slots[i] = id + 1;
                m_chars.insert(m_chars.end(), token.begin(), token.end());
                m_offsets.push_back(quint32(m_chars.size()));
                if (m_offsets.size() * 2 > m_slots.size())
                    grow();
                return id;
            }
            if (this->token(slot - 1) == token)
                return slot - 1;
        }
    }

    quint32 size() const { return quint32(m_offsets.size() - 1); }
    std::u16string_view token(quint32 id) const
    {
        return { m_chars.data() + m_offsets[id], size_t(m_offsets[id + 1] - m_offsets[id]) };
    }

private:
    void grow()
    {
        std::vector<quint32> old(m_slots.size() * 2, 0);
        old.swap(m_slots);
        const size_t mask = m_slots.size() - 1;
        for (quint32 id = 0; id < size(); ++id) {
            quint64 h = 14695981039346656037ull;
            for (char16_t u : token(id))
                h = (h ^ u) * 1099511628211ull;
            size_t i = size_t(h ^ (h >> 29)) & mask;
            while (m_slots[i])
                i = (i + 1) & mask;
            m_slots[i] = id + 1;
        }
    }

    std::vector<quint32> m_slots; // id + 1, 0 when free
    std::vector<char16_t> m_chars;
    std::vector<quint32> m_offsets;
};

struct Chunk
{
    qsizetype first = 0;
    qsizetype last = 0;
    TokenTable table;
    std::vector<quint32> sequence; // token ids, title then abstract of each paper
    std::vector<quint64> segments; // per paper: title start, abstract start; then the end
};

struct BuildState
{
    const QList<Paper> *papers = nullptr;
    const std::atomic_bool *cancel = nullptr;
    std::vector<Chunk> chunks;
    std::atomic_int next { 0 };
    std::atomic<qsizetype> done { 0 };
    QSemaphore finished;
};

bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Folds and splits like TextNormalizer::fold + forEachToken, with a per-chunk table for
// non-ASCII units because foldChar decomposes through a QString.
void tokenize(
    QStringView text, Chunk &chunk, std::vector<char16_t> &foldTable, std::u16string &token)
{
    token.clear();
    for (const QChar c : text) {
        char16_t u = c.unicode();
        if (u < 0x80) {
            if (unsigned(u - u'A') < 26u)
                u += 32;
        } else {
            if (!foldTable[u])
                foldTable[u] = TextNormalizer::foldChar(c).unicode();
            u = foldTable[u];
        }
        if (TextNormalizer::isTokenChar(QChar(u))) {
            token.push_back(u);
        } else if (!token.empty()) {
            chunk.sequence.push_back(chunk.table.intern(token));
            token.clear();
        }
    }
    if (!token.empty())
        chunk.sequence.push_back(chunk.table.intern(token));
}

void processChunk(BuildState &state, Chunk &chunk)
{
    std::vector<char16_t> foldTable(65536, 0);
    std::u16string token;
    chunk.segments.reserve(size_t(chunk.last - chunk.first) * 2 + 1);
    for (qsizetype i = chunk.first; i < chunk.last; ++i) {
        if ((i & 255) == 0 && cancelled(state.cancel))
            return;
        const Paper &paper = state.papers->at(i);
        chunk.segments.push_back(chunk.sequence.size());
        tokenize(paper.title, chunk, foldTable, token);
        chunk.segments.push_back(chunk.sequence.size());
        tokenize(paper.abstract, chunk, foldTable, token);
        if ((i & 255) == 255)
            state.done += 256;
    }
    chunk.segments.push_back(chunk.sequence.size());
}

void runChunks(BuildState &state)
{
    for (int c; (c = state.next++) < int(state.chunks.size());) {
        processChunk(state, state.chunks[size_t(c)]);
        state.finished.release();
    }
}

bool isCodeHost(const QString &link)
{
    const QString host = QUrl(link).host().toLower();
    static const char *const hosts[] = { "github.com", "gitlab.com", "huggingface.co", "hf.co" };
    for (const char *h : hosts) {
        const QLatin1String name(h);
        if (host == name || host.endsWith(u'.' + name))
            return true;
    }
    return false;
}

} // namespace

SearchIndex SearchIndex::build(const QList<Paper> &papers, const QStringList &topicNames,
    const QMultiHash<QString, int> &areaTopics, const Progress &progress,
    const std::atomic_bool *cancel)
{
    return SearchIndexBuilder(papers, topicNames, areaTopics).run(progress, cancel);
}

SearchIndexBuilder::SearchIndexBuilder(const QList<Paper> &papers, const QStringList &topicNames,
    const QMultiHash<QString, int> &areaTopics)
    : m_papers(papers)
    , m_topicNames(topicNames)
    , m_areaTopics(areaTopics)
{
}

SearchIndex SearchIndexBuilder::run(
    const SearchIndex::Progress &progress, const std::atomic_bool *cancel)
{
    const qsizetype n = m_papers.size();
    // Workers share the state: one that starts after every chunk is taken must still find it.
    auto state = std::make_shared<BuildState>();
    state->papers = &m_papers;
    state->cancel = cancel;
    const int threads = qMax(1, QThreadPool::globalInstance()->maxThreadCount());
    const int chunkCount = int(std::clamp<qsizetype>(n / 4096, 1, 4 * threads));
    state->chunks.resize(size_t(chunkCount));
    for (int c = 0; c < chunkCount; ++c) {
        state->chunks[size_t(c)].first = n * c / chunkCount;
        state->chunks[size_t(c)].last = n * (c + 1) / chunkCount;
    }
    for (int t = 1; t < qMin(threads, chunkCount); ++t)
        QThreadPool::globalInstance()->start([state] { runChunks(*state); });
    // The calling thread takes chunks too and reports progress while the others finish.
    for (int c; (c = state->next++) < chunkCount;) {
        processChunk(*state, state->chunks[size_t(c)]);
        state->finished.release();
        if (progress)
            progress(qMin(n, state->done.load()));
    }
    while (!state->finished.tryAcquire(chunkCount, 50)) {
        if (progress)
            progress(qMin(n, state->done.load()));
    }
    if (cancelled(cancel))
        return {};

    // Merge the chunk tables, then number tokens in sorted order.
    TokenTable merged;
    std::vector<std::vector<quint32>> localToMerged(state->chunks.size());
    for (size_t c = 0; c < state->chunks.size(); ++c) {
        const TokenTable &table = state->chunks[c].table;
        localToMerged[c].resize(table.size());
        for (quint32 id = 0; id < table.size(); ++id)
            localToMerged[c][id] = merged.intern(table.token(id));
        state->chunks[c].table = TokenTable();
    }
    const quint32 v = merged.size();
    std::vector<quint32> order(v);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
        [&](quint32 a, quint32 b) { return merged.token(a) < merged.token(b); });
    std::vector<quint32> rank(v);
    std::vector<char16_t> chars;
    std::vector<quint32> offsets { 0 };
    offsets.reserve(v + 1);
    for (quint32 r = 0; r < v; ++r) {
        rank[order[r]] = r;
        const std::u16string_view t = merged.token(order[r]);
        chars.insert(chars.end(), t.begin(), t.end());
        offsets.push_back(quint32(chars.size()));
    }
    merged = TokenTable();
    order = {};

    SearchIndex index;
    index.m_size = n;
    index.m_dictionary = TokenDictionary(std::move(chars), std::move(offsets));

    // Token ids are ranks from here on; count occurrences and papers per field.
    std::vector<quint32> occurrences(v, 0),
        df[2] = { std::vector<quint32>(v, 0), std::vector<quint32>(v, 0) };
    std::vector<quint32> lastRow[2]
        = { std::vector<quint32>(v, ~0u), std::vector<quint32>(v, ~0u) };
    for (size_t c = 0; c < state->chunks.size(); ++c) {
        Chunk &chunk = state->chunks[c];
        for (quint32 &id : chunk.sequence)
            id = rank[localToMerged[c][id]];
        localToMerged[c] = {};
        for (qsizetype row = chunk.first; row < chunk.last; ++row) {
            const size_t s = size_t(row - chunk.first) * 2;
            for (int f = 0; f < 2; ++f) {
                for (quint64 i = chunk.segments[s + f]; i < chunk.segments[s + f + 1]; ++i) {
                    const quint32 id = chunk.sequence[i];
                    ++occurrences[id];
                    if (lastRow[f][id] != quint32(row)) {
                        lastRow[f][id] = quint32(row);
                        ++df[f][id];
                    }
                }
            }
        }
    }
    rank = {};

    // Frequent tokens get the small forward-index codes.
    std::vector<quint32> byFrequency(v);
    std::iota(byFrequency.begin(), byFrequency.end(), 0);
    std::stable_sort(byFrequency.begin(), byFrequency.end(),
        [&](quint32 a, quint32 b) { return occurrences[a] > occurrences[b]; });
    index.m_codeOfToken.resize(v);
    for (quint32 code = 0; code < v; ++code)
        index.m_codeOfToken[byFrequency[code]] = code;
    index.m_tokenOfCode = std::move(byFrequency);
    occurrences = {};

    // Postings: a Bitset for tokens in many papers (about as small as their gap list, and
    // much faster to unite).
    const quint64 denseAbove = quint64((n + 63) / 64) * 4; // about n / 16
    std::vector<quint32> postingOffsets[2], rows[2], cursor[2];
    std::vector<std::pair<quint32, Bitset>> dense[2];
    std::vector<qsizetype> denseSlot[2];
    for (int f = 0; f < 2; ++f) {
        postingOffsets[f].resize(size_t(v) + 1);
        denseSlot[f].assign(v, -1);
        quint64 total = 0;
        for (quint32 id = 0; id < v; ++id) {
            postingOffsets[f][id] = quint32(total);
            if (df[f][id] > denseAbove) {
                denseSlot[f][id] = qsizetype(dense[f].size());
                dense[f].emplace_back(id, Bitset(n));
            } else {
                total += df[f][id];
            }
        }
        Q_ASSERT(total < 0xffffffffull); // row lists are indexed with 32 bits
        postingOffsets[f][v] = quint32(total);
        rows[f].resize(size_t(total));
        cursor[f].assign(postingOffsets[f].begin(), postingOffsets[f].end() - 1);
        std::fill(lastRow[f].begin(), lastRow[f].end(), ~0u);
        df[f] = {};
    }

    size_t tokenTotal = 0;
    for (const Chunk &chunk : state->chunks)
        tokenTotal += chunk.sequence.size();
    std::vector<quint8> bytes;
    bytes.reserve(tokenTotal * 2);
    std::vector<quint64> segmentStarts;
    segmentStarts.reserve(size_t(n) * 2 + 1);
    for (Chunk &chunk : state->chunks) {
        for (qsizetype row = chunk.first; row < chunk.last; ++row) {
            const size_t s = size_t(row - chunk.first) * 2;
            for (int f = 0; f < 2; ++f) {
                segmentStarts.push_back(bytes.size());
                for (quint64 i = chunk.segments[s + f]; i < chunk.segments[s + f + 1]; ++i) {
                    const quint32 id = chunk.sequence[i];
                    Varint::append(bytes, index.m_codeOfToken[id]);
                    if (lastRow[f][id] == quint32(row))
                        continue;
                    lastRow[f][id] = quint32(row);
                    if (const qsizetype slot = denseSlot[f][id]; slot >= 0)
                        dense[f][size_t(slot)].second.set(row);
                    else
                        rows[f][cursor[f][id]++] = quint32(row);
                }
            }
        }
        chunk = Chunk();
    }
    segmentStarts.push_back(bytes.size());
    bytes.shrink_to_fit();
    index.m_forward = ForwardIndex(std::move(bytes), std::move(segmentStarts));
    index.m_title = PostingStore(postingOffsets[0], rows[0], std::move(dense[0]));
    postingOffsets[0] = rows[0] = {};
    index.m_abstract = PostingStore(postingOffsets[1], rows[1], std::move(dense[1]));
    buildTopicsAndLinks(index);
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
    for (qsizetype row = 0; row < n; ++row) {
        const Paper &paper = m_papers.at(row);
        for (int topic : paper.topics) {
            if (topic >= 0 && topic < m_topicNames.size())
                index.m_topicSets[size_t(topic)].set(row);
        }
        for (const QString &link : paper.links) {
            index.m_hasLink.set(row);
            if (isCodeHost(link))
                index.m_hasCode.set(row);
            index.m_linkStarts.push_back(quint32(index.m_links.size()));
            index.m_linkPapers.push_back(quint32(row));
            index.m_links += TextNormalizer::fold(link).toUtf8();
            index.m_links += '\n';
        }
    }
    index.m_links.squeeze();
}
