// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "distinctivephrases.h"

#include <QObject>
#include <QTimer>

/// Finds the distinctive phrases of the current result off the GUI thread, once the result
/// has stayed the same for a moment (typing never waits for it), and reports only the
/// newest result's phrases: an older computation that ends late is dropped.
class PhraseFinder final : public QObject
{
    Q_OBJECT
public:
    explicit PhraseFinder(QObject *parent = nullptr);
    ~PhraseFinder() override;

    /// The result to describe, rows of collection; starts the wait for it to settle.
    void setResult(const LoadedCollectionPtr &collection, const Bitset &result);
    /// How long a result must stay before its phrases are computed.
    void setSettleTime(int milliseconds) { m_settle.setInterval(milliseconds); }

Q_SIGNALS:
    void phrasesFound(const DistinctivePhrases::Result &phrases);

private:
    void start();

    QTimer m_settle;
    LoadedCollectionPtr m_collection;
    Bitset m_result;
    quint64 m_generation = 0; ///< the newest request; results of older ones are dropped
};
