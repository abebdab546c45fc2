// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "collection/loadpipeline.h"
#include "formats/readerror.h"
#include "topics/taxonomy.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

/// Reads a list, derives what it lacks (ids, titles, links, topics) and indexes it: runs a
/// LoadPipeline, which has the stages.
///
/// load() is the whole pipeline, synchronous, used as is by the command line. start() runs
/// the same pipeline on a worker thread and reports back through signals on the caller's
/// thread; starting a new load cancels the one before it, and nothing from a cancelled or
/// superseded load is ever delivered.
class CollectionLoader final : public QObject
{
    Q_OBJECT
public:
    /// Indexing includes deriving ids, titles, links and topics, done in the same pass.
    enum class Phase
    {
        Reading,
        Indexing
    };
    Q_ENUM(Phase)

    using Result = LoadPipeline::Result;
    using Progress = std::function<void(Phase phase, int percent)>;
    /// Papers in the early view sent before the whole list is derived and indexed.
    static constexpr int previewSize = 200;

    explicit CollectionLoader(Taxonomy taxonomy, QObject *parent = nullptr);
    ~CollectionLoader() override;

    /// The pipeline on the calling thread. progress may be empty; cancel may be null.
    static Result load(const QString &path, const Taxonomy &taxonomy, const Progress &progress = {},
        const std::atomic_bool *cancel = nullptr,
        const std::function<void(LoadedCollectionPtr)> &preview = {});

    /// Loads path on a worker thread, cancelling any load still running.
    void start(const QString &path);
    void cancel();
    bool isLoading() const { return m_running > 0; }
    const Taxonomy &taxonomy() const { return m_taxonomy; }

Q_SIGNALS:
    void progressChanged(CollectionLoader::Phase phase, int percent);
    /// The first papers, derived and indexed, while the rest is still loading.
    void previewReady(LoadedCollectionPtr collection);
    void loaded(LoadedCollectionPtr collection);
    void failed(const ReadError &error);

private:
    Taxonomy m_taxonomy;
    QThreadPool m_pool;
    std::shared_ptr<std::atomic_bool> m_cancel;
    quint64 m_generation = 0;
    int m_running = 0;
};
