// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionloader.h"

#include "duplicateids.h"
#include "formats/collectionreader.h"
#include "paperderiver.h"
#include "topics/topicclassifier.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPointer>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

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

// Indexes loaded, deriving what its papers lack in the same pass: ids, titles and links just
// before each paper is split into words, topics from the words (IndexingHooks).
SearchIndex buildIndex(LoadedCollection &loaded, const PaperDeriver &deriver,
    const SearchIndex::Progress &progress = {}, const std::atomic_bool *cancel = nullptr)
{
    Paper *papers = loaded.collection.papers.data(); // detached here, before the threads write
    IndexingHooks hooks;
    if (!loaded.abstracts.isEmpty()) {
        const TextArena &abstracts = loaded.abstracts;
        hooks.abstract = [&abstracts](qsizetype row, QString &buffer) {
            return abstracts.decode(row, buffer);
        };
    }
    hooks.prepare = [&](qsizetype first, const QStringView *abstracts, qsizetype count) {
        deriver.deriveTexts(papers + first, abstracts, count);
    };
    hooks.tokens = [&](const IndexedTokens &chunk) { deriver.assignTopics(chunk, papers); };
    SearchIndex index = SearchIndex::build(
        loaded.collection.papers, loaded.topicNames, loaded.areaTopics, progress, cancel, hooks);
    // Once every id is derived; the index knows rows, not ids.
    if (!cancelled(cancel))
        loaded.idsKeptApart = DuplicateIds::keepApart(loaded.collection.papers);
    return index;
}

} // namespace

CollectionLoader::CollectionLoader(Taxonomy taxonomy, QObject *parent)
    : QObject(parent)
    , m_taxonomy(std::move(taxonomy))
{
    // One load at a time runs here; deriving inside it fans out over the global pool.
    m_pool.setMaxThreadCount(1);
}

CollectionLoader::~CollectionLoader()
{
    cancel();
    m_pool.waitForDone();
}

CollectionLoader::Result CollectionLoader::load(const QString &path, const Taxonomy &taxonomy,
    const Progress &progress, const std::atomic_bool *cancel,
    const std::function<void(LoadedCollectionPtr)> &preview)
{
    const auto report = [&](Phase phase, int percent) {
        if (progress)
            progress(phase, percent);
    };
    Result result;
    report(Phase::Reading, 0);
    // Abstracts stay UTF-8 where the format allows: they end up so in the LoadedCollection,
    // and the index decodes each into one reused buffer, never a QString per paper.
    ReadResult read = CollectionReader::readFile(
        path,
        [&](qint64 done, qint64 total) {
            report(Phase::Reading, total > 0 ? int(done * 100 / total) : 0);
            return !cancelled(cancel);
        },
        AbstractStorage::InArena);
    if (!read.ok()) {
        result.error = read.error;
        return result;
    }

    const TopicClassifier classifier(taxonomy);
    const PaperDeriver deriver(classifier,
        read.collection.keepsLatex() ? PaperDeriver::Abstracts::MayHoldLatex
                                     : PaperDeriver::Abstracts::Unicode);
    QList<Paper> &papers = read.collection.papers;
    const qsizetype total = papers.size();

    if (preview && total > previewSize) {
        PaperCollection first = read.collection;
        first.papers = papers.first(previewSize);
        auto loaded = makeLoaded(std::move(first), taxonomy);
        if (!read.abstracts.isEmpty()) {
            loaded->abstracts = TextArena::fromUtf8(
                previewSize, [&read](qsizetype row) { return read.abstracts.utf8(row); });
        }
        loaded->index = buildIndex(*loaded, deriver);
        loaded->storeAbstracts();
        preview(std::move(loaded));
    }

    report(Phase::Indexing, 0);
    auto loaded = makeLoaded(std::move(read.collection), taxonomy);
    loaded->abstracts = std::move(read.abstracts);
    loaded->index = buildIndex(
        *loaded, deriver,
        [&](qsizetype done) {
            report(Phase::Indexing, int(done * 100 / std::max<qsizetype>(1, total)));
        },
        cancel);
    if (cancelled(cancel)) {
        result.error = cancelError(path);
        return result;
    }
    if (loaded->abstracts.isEmpty()) {
        // A format read into QStrings (JSON, BibTeX): packed here, on the worker thread, so
        // the UI never pays for it.
        loaded->storeAbstracts();
#ifdef __GLIBC__
        // The freed abstracts are tens of thousands of small blocks all over the heap: glibc
        // keeps such pages resident until told, so without this the smaller list would only
        // show once the heap is reused. Cheap (the 100,000-paper load takes no longer).
        malloc_trim(0);
#endif
    }
    report(Phase::Indexing, 100);
    result.collection = std::move(loaded);
    return result;
}

void CollectionLoader::start(const QString &path)
{
    cancel();
    auto cancelFlag = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancelFlag;
    const quint64 generation = ++m_generation;
    ++m_running;

    // Results travel back as queued calls that check the generation first, so a superseded
    // load can finish its work but can never show anything.
    QPointer<CollectionLoader> self(this);
    const auto deliver = [self, generation](auto &&call) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, call = std::move(call)] {
                if (self && self->m_generation == generation)
                    call(self.data());
            },
            Qt::QueuedConnection);
    };
    const Taxonomy taxonomy = m_taxonomy;
    m_pool.start([=] {
        int lastPercent = -1;
        Phase lastPhase = Phase::Reading;
        const auto progress = [&](Phase phase, int percent) {
            // Called from worker threads at chunk rate; forward only visible changes.
            if (phase == lastPhase && percent == lastPercent)
                return;
            lastPhase = phase;
            lastPercent = percent;
            deliver([phase, percent](CollectionLoader *loader) {
                Q_EMIT loader->progressChanged(phase, percent);
            });
        };
        QMutex progressMutex;
        const auto lockedProgress = [&](Phase phase, int percent) {
            QMutexLocker locker(&progressMutex);
            progress(phase, percent);
        };
        const auto preview = [&](LoadedCollectionPtr first) {
            deliver([first](CollectionLoader *loader) { Q_EMIT loader->previewReady(first); });
        };
        Result result = load(path, taxonomy, lockedProgress, cancelFlag.get(), preview);
        // Not through deliver(): a superseded load must still give back its running count.
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, result] {
                if (!self)
                    return;
                --self->m_running;
                if (self->m_generation != generation)
                    return;
                if (result.collection)
                    Q_EMIT self->loaded(result.collection);
                else
                    Q_EMIT self->failed(result.error);
            },
            Qt::QueuedConnection);
        // While the list is already shown: ranking's counts, so that the first keystroke
        // ranked by relevance does not wait for them.
        if (result.collection && !cancelFlag->load())
            result.collection->index.prepareRanking();
    });
}

void CollectionLoader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    ++m_generation;
}
