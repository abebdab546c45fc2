// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "indexedtokens.h"

#include <QString>
#include <QStringView>

#include <functional>

/// Work SearchIndex::build does for its caller as it goes through the papers, so that each
/// paper's text is read once, while it is in cache: the loader derives titles and topics
/// here. All optional. Called on the build's threads, several chunks of rows at once, each
/// row once; a hook may change only the papers of the rows it is given.
struct IndexingHooks
{
    /// The abstract of row when Paper::abstract does not hold it (decoded into buffer, say).
    std::function<QStringView(qsizetype row, QString &buffer)> abstract;
    /// Called with the abstracts of rows first … first + count - 1 just before they are split
    /// into tokens: may set their papers' titles, which are then indexed as their titles.
    /// count is 16, or less at the end of a chunk: the loader derives a batch at once.
    std::function<void(qsizetype first, const QStringView *abstracts, qsizetype count)> prepare;
    /// Sees each chunk's tokens once it is split, before any topic set is made: may set the
    /// topics of the chunk's papers, which the topic sets then include.
    std::function<void(const IndexedTokens &chunk)> tokens;
};
