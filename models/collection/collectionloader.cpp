// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"

#include <QMutex>
#include <QPointer>

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
    const auto report = [&](Phase phase) {
        return [&progress, phase](int percent) {
            if (progress)
                progress(phase, percent);
        };
    };
    return LoadPipeline(taxonomy, cancel)
        .run(path, report(Phase::Reading), report(Phase::Indexing), preview, previewSize);
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
