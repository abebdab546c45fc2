// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchstats.h"
#include "collection/loadedcollection.h"

#include <QList>
#include <QString>
#include <QTextStream>

/// The Phrases section's work (DistinctivePhrases::find, on the worker thread) for the whole
/// list and for the results of a few searches: issue 15 asks for under 100 ms at 100,000
/// papers.
namespace PhraseBench {

struct Case
{
    QString query; ///< empty: the whole list
    qsizetype rows = 0;
    Samples time;
    QString firstPhrases; ///< the five best, to see that the work was real
};

QList<Case> run(const LoadedCollectionPtr &collection, int rounds);
void print(QTextStream &out, int papers, const QList<Case> &cases);
/// The slowest case's median, in milliseconds.
double slowest(const QList<Case> &cases);

} // namespace PhraseBench
