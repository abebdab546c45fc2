// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadedcollection.h"

QString LoadedCollection::abstract(qsizetype row) const
{
    // A collection put together by hand (tests, tools) may never have stored its abstracts.
    return abstracts.isEmpty() ? collection.papers.at(row).abstract : abstracts.at(row);
}

Paper LoadedCollection::paper(qsizetype row) const
{
    Paper paper = collection.papers.at(row);
    if (!abstracts.isEmpty())
        paper.abstract = abstracts.at(row);
    return paper;
}

void LoadedCollection::storeAbstracts()
{
    if (!abstracts.isEmpty())
        return;
    QList<Paper> &papers = collection.papers;
    // Reserved exactly: growing a buffer this size copies it, and the copy is the peak.
    qsizetype bytes = 0;
    for (const Paper &paper : std::as_const(papers))
        bytes += TextArena::utf8Size(paper.abstract);
    abstracts.reserve(papers.size(), bytes);
    for (Paper &paper : papers) {
        abstracts.append(paper.abstract);
        // Freed as it goes: the QStrings' heap is reused for what comes next instead of
        // staying beside the arena until the whole list is copied.
        paper.abstract = QString();
    }
    abstracts.squeeze();
}
