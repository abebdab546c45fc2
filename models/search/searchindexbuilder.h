// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "indexbuildchunk.h"
#include "indexedtokens.h"
#include "searchindex.h"

#include <QMutex>

#include <utility>
#include <vector>

/// Assembles a SearchIndex from the tokens of its chunks of papers (the index's second
/// stage, after ChunkTokenizer). The caller tokenizes each chunk of rows chunkRows() names,
/// in parallel if it likes, and hands each chunk's tokens to add(), which counts them and
/// merges their table into the collection's while the other chunks are still tokenized.
/// finish() then sorts the merged tokens into the dictionary (serial, over the vocabulary
/// only) and has every chunk write its postings and forward-index bytes into slots laid out
/// for it, again in parallel. SearchIndex::build() is this over a list of papers as they are.
class SearchIndexBuilder final
{
public:
    /// For a list of paperCount papers.
    explicit SearchIndexBuilder(qsizetype paperCount);

    int chunkCount() const { return int(m_chunks.size()); }
    /// The rows [first, last) that chunk c must hold.
    std::pair<qsizetype, qsizetype> chunkRows(int c) const;
    /// Takes the tokens of chunk c. Safe to call from several threads, for different chunks.
    /// Does nothing once *cancel is true.
    void add(int c, IndexedTokens tokens, const std::atomic_bool *cancel = nullptr);
    /// The index of papers, once every chunk is added. Topic and link sets come from the
    /// papers' topics and links. Returns an empty index when cancelled.
    SearchIndex finish(const QList<Paper> &papers, const QStringList &topicNames,
        const QMultiHash<QString, int> &areaTopics, const std::atomic_bool *cancel = nullptr);

private:
    static void buildTopicsAndLinks(SearchIndex &index, const QList<Paper> &papers,
        const QStringList &topicNames, const QMultiHash<QString, int> &areaTopics);

    qsizetype m_size = 0;
    std::vector<IndexBuild::Chunk> m_chunks;
    TokenTable m_merged;
    QMutex m_mergeMutex;
};
