// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/loadpipeline.h"

#include "collection/duplicateids.h"
#include "collection/paperderiver.h"
#include "collection/parallelchunks.h"
#include "formats/collectionreader.h"
#include "search/chunktokenizer.h"
#include "search/searchindexbuilder.h"

#include <QCoreApplication>
#include <QThreadPool>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

ReadError cancelError(const QString &path)
{
    ReadError error;
    error.path = path;
    error.reason = QCoreApplication::translate("CollectionLoader", "loading was cancelled");
    return error;
}

std::shared_ptr<LoadedCollection> makeLoaded(PaperCollection collection, const Taxonomy &taxonomy)
{
    auto loaded = std::make_shared<LoadedCollection>();
    loaded->collection = std::move(collection);
    for (int i = 0; i < taxonomy.size(); ++i) {
        const Topic &topic = taxonomy.topic(i);
        loaded->topicNames.append(topic.name);
        loaded->topicAreas.append(topic.area);
        loaded->areaTopics.insert(topic.area, i);
    }
    return loaded;
}

} // namespace

LoadPipeline::LoadPipeline(const Taxonomy &taxonomy, const std::atomic_bool *cancel)
    : m_taxonomy(taxonomy)
    , m_classifier(taxonomy)
    , m_cancel(cancel)
{
}

bool LoadPipeline::cancelled() const
{
    return m_cancel && m_cancel->load(std::memory_order_relaxed);
}

LoadPipeline::Result LoadPipeline::run(const QString &path, const Percent &reading,
    const Percent &indexing, const std::function<void(LoadedCollectionPtr)> &preview,
    qsizetype previewSize) const
{
    const auto report = [](const Percent &to, int percent) {
        if (to)
            to(percent);
    };
    Result result;
    // A reader that reads in batches hands out its first papers while it goes on: they are
    // shown while the rest is read. Should the read fail later, the caller gets the error all
    // the same (and puts back the list it showed before).
    bool previewSent = false;
    CollectionReader::FirstPapers first;
    if (preview && previewSize > 0) {
        first.count = previewSize + 1; // a list of previewSize papers is shown whole at once
        first.ready = [&](PaperCollection papers) {
            papers.papers.resize(previewSize);
            previewSent = true;
            if (auto loaded = build(std::move(papers), TextArena()))
                preview(std::move(loaded));
        };
    }
    ReadResult read = this->read(path, reading, first);
    if (!read.ok()) {
        result.error = read.error;
        return result;
    }
    const qsizetype total = read.collection.papers.size();
    if (!previewSent && preview && previewSize > 0 && total > previewSize) {
        PaperCollection first = read.collection;
        first.papers = first.papers.first(previewSize);
        TextArena abstracts;
        if (!read.abstracts.isEmpty()) {
            abstracts = TextArena::fromUtf8(
                previewSize, [&read](qsizetype row) { return read.abstracts.utf8(row); });
        }
        if (auto loaded = build(std::move(first), std::move(abstracts)))
            preview(std::move(loaded));
    }

    report(indexing, 0);
    const bool abstractsInPapers = read.abstracts.isEmpty();
    auto loaded = build(std::move(read.collection), std::move(read.abstracts),
        [&](qsizetype done) { report(indexing, int(done * 100 / std::max<qsizetype>(1, total))); });
    if (!loaded) {
        result.error = cancelError(path);
        return result;
    }
#ifdef __GLIBC__
    if (abstractsInPapers) {
        // The abstracts of a format read into QStrings (JSON, BibTeX), freed once packed, are
        // tens of thousands of small blocks all over the heap: glibc keeps such pages
        // resident until told, so without this the smaller list would only show once the heap
        // is reused. Not on the way to the list, though: giving back a few hundred megabytes
        // page by page flushes every core's TLB (a quarter second at 100,000 arXiv records on
        // a loaded machine), so the list is handed over first and the trim follows on the pool.
        QThreadPool::globalInstance()->start([] { malloc_trim(0); });
    }
#else
    Q_UNUSED(abstractsInPapers);
#endif
    report(indexing, 100);
    result.collection = std::move(loaded);
    return result;
}

ReadResult LoadPipeline::read(
    const QString &path, const Percent &reading, const CollectionReader::FirstPapers &first) const
{
    if (reading)
        reading(0);
    // Abstracts stay UTF-8 where the format allows: they end up so in the LoadedCollection,
    // and indexChunk() decodes each into one reused buffer, never a QString per paper.
    return CollectionReader::readFile(
        path,
        [&](qint64 done, qint64 total) {
            if (reading)
                reading(total > 0 ? int(done * 100 / total) : 0);
            return !cancelled();
        },
        AbstractStorage::InArena, first);
}

std::shared_ptr<LoadedCollection> LoadPipeline::build(PaperCollection collection,
    TextArena abstracts, const std::function<void(qsizetype done)> &progress) const
{
    const PaperDeriver deriver(m_classifier,
        collection.keepsLatex() ? PaperDeriver::Abstracts::MayHoldLatex
                                : PaperDeriver::Abstracts::Unicode);
    auto loaded = makeLoaded(std::move(collection), m_taxonomy);
    loaded->abstracts = std::move(abstracts);
    const qsizetype n = loaded->size();
    loaded->collection.papers.detach(); // here, before the threads write into their rows

    SearchIndexBuilder builder(n);
    std::atomic<qsizetype> done { 0 };
    std::atomic<int> refused { 0 };
    ParallelChunks::runItems(
        builder.chunkCount(),
        [&](int c) { indexChunk(*loaded, deriver, builder, c, done, refused); },
        [&] {
            if (progress)
                progress(qMin(n, done.load()));
        });
    loaded->index = builder.finish(
        loaded->collection.papers, loaded->topicNames, loaded->areaTopics, m_cancel);
    if (cancelled())
        return {};
    // Once every id is derived; the index knows rows, not ids.
    loaded->idsKeptApart = DuplicateIds::keepApart(loaded->collection.papers);
    loaded->idsRefused = refused.load();
    // A format read into QStrings (JSON, BibTeX): packed here, on the worker thread, so the
    // UI never pays for it.
    loaded->storeAbstracts();
    loaded->storeKeywords();
    if (progress)
        progress(n);
    return loaded;
}

void LoadPipeline::indexChunk(LoadedCollection &loaded, const PaperDeriver &deriver,
    SearchIndexBuilder &builder, int c, std::atomic<qsizetype> &done,
    std::atomic<int> &refused) const
{
    Paper *papers = loaded.collection.papers.data();
    const auto [first, last] = builder.chunkRows(c);
    ChunkTokenizer tokenizer(first, last);
    QString buffers[deriveBatch]; // the abstracts, when decoded from the arena
    QStringView abstracts[deriveBatch];
    QStringView idAbstracts[deriveBatch]; // what the ids are hashed over
    const QHash<qsizetype, QString> &idTexts = loaded.collection.idAbstracts;
    // A batch is derived, then split into tokens: each kind of work runs many papers in a
    // row with its tables, code and branch history in cache, rather than taking turns paper
    // by paper. Chunks start at multiples of the batch size.
    for (qsizetype i = first; i < last; i += deriveBatch) {
        if ((i & 255) == 0 && cancelled())
            break;
        const qsizetype batch = qMin(deriveBatch, last - i);
        for (qsizetype k = 0; k < batch; ++k) {
            abstracts[k] = loaded.abstracts.isEmpty() ? QStringView(papers[i + k].abstract)
                                                      : loaded.abstracts.decode(i + k, buffers[k]);
            const auto idText = idTexts.constFind(i + k);
            idAbstracts[k] = idText == idTexts.cend() ? abstracts[k] : QStringView(*idText);
        }
        if (const int count = deriver.deriveTexts(
                papers + i, abstracts, batch, idTexts.isEmpty() ? nullptr : idAbstracts))
            refused += count;
        for (qsizetype k = 0; k < batch; ++k)
            tokenizer.add(papers[i + k].title, abstracts[k]);
        if (((i + batch) & 255) == 0)
            done += 256;
    }
    IndexedTokens tokens = tokenizer.take();
    if (cancelled())
        return;
    deriver.assignTopics(tokens, papers);
    builder.add(c, std::move(tokens), m_cancel);
}
