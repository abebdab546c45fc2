// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionloader.h"

#include "formats/collectionreader.h"
#include "parallelchunks.h"
#include "paperderiver.h"
#include "topics/topicclassifier.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPointer>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

// Big enough that scheduling costs nothing, small enough that progress moves and a cancel
// is noticed within a few milliseconds.
constexpr qsizetype chunkSize = 1024;

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

// Indexes loaded, giving its papers their topics from the words the index splits them into.
SearchIndex buildIndex(LoadedCollection &loaded, const PaperDeriver &deriver,
                       const SearchIndex::Progress &progress = {},
                       const std::atomic_bool *cancel = nullptr)
{
    Paper *papers = loaded.collection.papers.data(); // detached here, before the threads write
    return SearchIndex::build(loaded.collection.papers, loaded.topicNames, loaded.areaTopics,
                              progress, cancel, [&](const IndexedTokens &chunk) {
                                  deriver.assignTopics(chunk, papers);
                              });
}

} // namespace

CollectionLoader::CollectionLoader(Taxonomy taxonomy, QObject *parent)
    : QObject(parent), m_taxonomy(std::move(taxonomy))
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
                                                const Progress &progress,
                                                const std::atomic_bool *cancel,
                                                const std::function<void(LoadedCollectionPtr)> &preview)
{
    const auto report = [&](Phase phase, int percent) {
        if (progress)
            progress(phase, percent);
    };
    Result result;
    report(Phase::Reading, 0);
    ReadResult read = CollectionReader::readFile(path, [&](qint64 done, qint64 total) {
        report(Phase::Reading, total > 0 ? int(done * 100 / total) : 0);
        return !cancelled(cancel);
    });
    if (!read.ok()) {
        result.error = read.error;
        return result;
    }

    const TopicClassifier classifier(taxonomy);
    const PaperDeriver deriver(classifier);
    QList<Paper> &papers = read.collection.papers;
    const qsizetype total = papers.size();

    if (preview && total > previewSize) {
        PaperCollection first = read.collection;
        first.papers = papers.first(previewSize);
        for (Paper &paper : first.papers)
            deriver.deriveText(paper);
        auto loaded = makeLoaded(std::move(first), taxonomy);
        loaded->index = buildIndex(*loaded, deriver);
        loaded->storeAbstracts();
        preview(std::move(loaded));
    }

    report(Phase::Deriving, 0);
    std::atomic<qsizetype> derived = 0;
    Paper *toDerive = papers.data(); // detached here, before the threads write
    ParallelChunks::run(total, chunkSize, [&](qsizetype first, qsizetype last) {
        if (cancelled(cancel))
            return;
        for (qsizetype i = first; i < last; ++i)
            deriver.deriveText(toDerive[i]);
        const qsizetype done = derived += last - first;
        report(Phase::Deriving, int(done * 100 / total));
    });
    if (cancelled(cancel)) {
        result.error = cancelError(path);
        return result;
    }

    report(Phase::Indexing, 0);
    auto loaded = makeLoaded(std::move(read.collection), taxonomy);
    loaded->index = buildIndex(
            *loaded, deriver,
            [&](qsizetype done) { report(Phase::Indexing, int(done * 100 / std::max<qsizetype>(1, total))); },
            cancel);
    if (cancelled(cancel)) {
        result.error = cancelError(path);
        return result;
    }
    // Here, on the worker thread, so the UI never pays for packing the abstracts.
    loaded->storeAbstracts();
#ifdef __GLIBC__
    // The freed abstracts are tens of thousands of small blocks all over the heap: glibc
    // keeps such pages resident until told, so without this the smaller list would only
    // show once the heap is reused. Cheap (the 100,000-paper load takes no longer).
    malloc_trim(0);
#endif
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
    });
}

void CollectionLoader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    ++m_generation;
}
