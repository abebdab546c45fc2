// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "search/bitset.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <vector>

/// The memory-bandwidth floor: every paper's title + "\n" + abstract lower-cased into one
/// contiguous UTF-8 arena, and a query answered by one memmem() per paper for the typed
/// text as it stands (no parsing, no word boundaries). Any scan pays at least this much;
/// only an index can answer a query in less.
class MemmemScan
{
public:
    explicit MemmemScan(const QList<Paper> &papers);

    /// Marks the papers whose text contains text (lower-cased) and returns how many do.
    /// The empty text matches every paper without scanning.
    qsizetype scan(const QString &text);
    const Bitset &hits() const { return m_hits; }
    qsizetype arenaBytes() const { return m_arena.size(); }

private:
    QByteArray m_arena;
    std::vector<qsizetype> m_starts; ///< offset of each paper's text; one past the end last
    Bitset m_hits;
};
