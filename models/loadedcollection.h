// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "papercollection.h"
#include "search/searchindex.h"

#include <QMultiHash>
#include <QStringList>

#include <memory>

/// A collection ready to browse: papers with everything derived, the names of the topics
/// their topic indices refer to, and the search index over them. Built once on a worker
/// thread, then shared read-only (std::shared_ptr<const LoadedCollection>) by the models.
struct LoadedCollection
{
    PaperCollection collection;
    QStringList topicNames;            ///< leaf topic index → display name
    QStringList topicAreas;            ///< leaf topic index → area name
    QMultiHash<QString, int> areaTopics; ///< area name → its leaf topic indices
    SearchIndex index;

    qsizetype size() const { return collection.papers.size(); }
};

using LoadedCollectionPtr = std::shared_ptr<const LoadedCollection>;
