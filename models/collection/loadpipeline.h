// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "formats/collectionreader.h"
#include "formats/readresult.h"
#include "topics/taxonomy.h"
#include "topics/topicclassifier.h"

#include <atomic>
#include <functional>
#include <memory>

class PaperDeriver;
class SearchIndexBuilder;

/// Opening a list, as one walk in one direction; each stage takes the output of the one
/// before it:
///
///   read      CollectionReader::readFile       file → papers as written (ReadResult)
///   derive    PaperDeriver::deriveTexts         papers → ids, titles, links
///   tokenize  ChunkTokenizer                    const titles, abstracts → IndexedTokens
///   classify  PaperDeriver::assignTopics        IndexedTokens → topics
///   index     SearchIndexBuilder                IndexedTokens, const papers → SearchIndex
///   library   LoadedCollection                  papers, index, abstracts → what is browsed
///
/// Derive, tokenize and classify run one chunk of papers after the other on every core
/// (indexChunk()), a batch of papers at a time, so each paper's text is read while it is in
/// cache; the search index itself never sees the deriver. Synchronous: CollectionLoader runs
/// it on its worker thread.
class LoadPipeline final
{
public:
    using Percent = std::function<void(int percent)>;
    struct Result
    {
        LoadedCollectionPtr collection;
        ReadError error;
    };

    /// Papers derived and tokenized in a row before the next batch (cache locality); a
    /// divisor of 64, the chunks' granularity.
    static constexpr qsizetype deriveBatch = 16;

    /// cancel may be null; once it is true every stage stops early.
    explicit LoadPipeline(const Taxonomy &taxonomy, const std::atomic_bool *cancel = nullptr);

    /// Every stage. When preview is given and the list is longer than previewSize, it gets
    /// the first previewSize papers through the same stages before the whole list is done.
    Result run(const QString &path, const Percent &reading = {}, const Percent &indexing = {},
        const std::function<void(LoadedCollectionPtr)> &preview = {},
        qsizetype previewSize = 0) const;

    /// Stage read: the file, abstracts left in UTF-8 where the format allows; first gets the
    /// first papers early from a reader that reads in batches.
    ReadResult read(const QString &path, const Percent &reading = {},
        const CollectionReader::FirstPapers &first = {}) const;
    /// Stages derive, tokenize, classify, index and library over what read() gave. progress
    /// gets the number of papers done. Null when cancelled.
    std::shared_ptr<LoadedCollection> build(PaperCollection collection, TextArena abstracts,
        const std::function<void(qsizetype done)> &progress = {}) const;

private:
    bool cancelled() const;
    /// Derive, tokenize and classify the papers of the builder's chunk c, then hands the
    /// tokens to the builder.
    void indexChunk(LoadedCollection &loaded, const PaperDeriver &deriver,
        SearchIndexBuilder &builder, int c, std::atomic<qsizetype> &done,
        std::atomic<int> &refused) const;

    const Taxonomy &m_taxonomy;
    TopicClassifier m_classifier;
    const std::atomic_bool *m_cancel;
};
