// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "phrasecounter.h"

#include <QList>

class PhraseBackground;
class SearchIndex;

/// The phrases most distinctive of some papers (an open list, or the result of a search):
/// those they use far more often than research papers at large (PhraseBackground), with
/// how many of the papers hold each. They name what a list is about where the taxonomy
/// knows nothing of its field, and what a result is about within a list.
///
/// A phrase qualifies when the papers hold it at least 3× as often as the background does
/// and significantly so (a log-likelihood ratio test against the background rate,
/// Bonferroni-corrected for the phrases a list of this size holds): a small list shows only
/// what several of its papers share, or nothing, and a common word ("achieves") that a small
/// list happens to use more is not taken for its subject. Qualified phrases are
/// scored by their count times the log of how much more often the papers hold them than the
/// background does (one term of the Kullback–Leibler divergence). Of a phrase and a longer or
/// shorter one mostly found together ("question answering", "answering"), only the higher scored is
/// kept. Cost: PhraseCounter's, which reads at most maxPapers papers; run it off the GUI
/// thread.
namespace DistinctivePhrases {

struct Options
{
    int maxPhrases = 50;
    /// Papers read at most; beyond, an even sample of them, and the counts are scaled.
    qsizetype maxPapers = 5000;
};

struct Result
{
    QList<PhraseCount> phrases; ///< best first; papers counts the whole rows (scaled if sampled)
    bool estimated = false; ///< the counts come from a sample of the rows
    qsizetype papers = 0; ///< the papers described (0: none, or not computed)
};

Result find(const SearchIndex &index, const Bitset &rows, const PhraseBackground &background,
    const Options &options = {});

/// The ranking alone, over counts already made (for tests and the background builder).
QList<PhraseCount> rank(
    const PhraseCounter::Counts &counts, const PhraseBackground &background, int maxPhrases);

} // namespace DistinctivePhrases
