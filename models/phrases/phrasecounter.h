// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/bitset.h"

#include <QList>
#include <QString>

class SearchIndex;

/// A phrase of one to three words and the number of papers whose title or abstract holds it.
struct PhraseCount
{
    QString text; ///< folded words joined by single spaces: "question answering"
    qsizetype papers = 0;
};

/// The phrases of some papers of a list with their document frequencies, read from the
/// search index's forward index (token codes), never from the text.
///
/// A phrase is one to three consecutive tokens of a title or an abstract (never across the
/// two) whose first and last words carry meaning: no function word ("of", "we"), no number,
/// no single letter and no CJK bigram at either end ("bag of words" is one, "of the" is not),
/// and a prefix a hyphen split off ("pre" of "pre-trained") only at the start.
/// Counting is two passes: single words first, then the pairs and triples whose end words
/// each reach minPapers, so the hash of phrases only holds candidates.
namespace PhraseCounter {

struct Options
{
    qsizetype minPapers = 2; ///< phrases in fewer papers are not reported
    /// At most this many papers are read, evenly spread over the rows (0: all of them); the
    /// counts are then of that sample (Counts::papersRead).
    qsizetype maxPapers = 0;
};

struct Counts
{
    QList<PhraseCount> phrases; ///< unordered
    qsizetype papersRead = 0; ///< how many papers were counted (the sample's size)
    qsizetype papersInRows = 0; ///< how many papers the rows held
};

Counts count(const SearchIndex &index, const Bitset &rows, const Options &options = {});

} // namespace PhraseCounter
