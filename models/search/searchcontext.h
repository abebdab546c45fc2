// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"

#include <QHash>
#include <QString>

/// The user's state a query can refer to (`tag:`, `is:`), as row sets over the same papers
/// as the SearchIndex. Empty (size 0) sets count as "no paper"; tag names are keys folded
/// with TextNormalizer::fold.
struct SearchContext
{
    QHash<QString, Bitset> tags; ///< folded tag name → papers carrying it
    Bitset tagged; ///< papers with at least one tag
    Bitset read;
    Bitset starred;
};
