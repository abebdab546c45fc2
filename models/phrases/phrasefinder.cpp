// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrasefinder.h"

#include "phrasebackground.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

PhraseFinder::PhraseFinder(QObject *parent)
    : QObject(parent)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, &PhraseFinder::start);
}

PhraseFinder::~PhraseFinder() = default;

void PhraseFinder::setResult(const LoadedCollectionPtr &collection, const Bitset &result)
{
    m_collection = collection;
    m_result = result;
    ++m_generation;
    // A list still being indexed has no forward index yet for all of its rows.
    if (!m_collection || m_collection->index.size() != m_collection->size()) {
        Q_EMIT phrasesFound({});
        m_settle.stop();
        return;
    }
    m_settle.start();
}

void PhraseFinder::start()
{
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<DistinctivePhrases::Result>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation == m_generation)
            Q_EMIT phrasesFound(watcher->result());
    });
    // The worker holds its own references: the list may be closed before it ends.
    watcher->setFuture(QtConcurrent::run([collection = m_collection, result = m_result] {
        return DistinctivePhrases::find(collection->index, result, PhraseBackground::builtIn());
    }));
}
