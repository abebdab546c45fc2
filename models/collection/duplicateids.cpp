// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/duplicateids.h"

#include <QHash>

int DuplicateIds::keepApart(QList<Paper> &papers)
{
    // Every id of the list is reserved first: a copy's new id must not be another paper's.
    QHash<PaperId, int> copies; // id → copies of it seen so far
    copies.reserve(papers.size());
    bool repeated = false;
    for (const Paper &paper : std::as_const(papers)) {
        int &seen = copies[paper.id];
        repeated |= seen > 0;
        seen = 1;
    }
    if (!repeated)
        return 0;
    QHash<PaperId, int> taken; // id → copies numbered so far
    int changed = 0;
    for (Paper &paper : papers) {
        int &copy = taken[paper.id];
        if (copy++ == 0)
            continue;
        int number = copy - 1;
        PaperId id = paper.id.copyId(number);
        while (copies.contains(id))
            id = paper.id.copyId(++number);
        copies.insert(id, 1);
        paper.id = id;
        // Exports carry the number, so the id can be checked against the text (ExportKey);
        // a copy of a paper that is a copy already cannot say its first id.
        paper.idCopy = paper.idCopy == 0 ? number : 0;
        ++changed;
    }
    return changed;
}

QString DuplicateIds::message(int count)
{
    // English needs the singular spelled out when no translation is loaded.
    if (count == 1)
        return tr("1 paper has the same id as an earlier one in this list: kept apart, with "
                  "tags and marks of its own");
    if (count > 1)
        return tr("%n papers have the same id as an earlier one in this list: kept apart, each "
                  "with tags and marks of its own",
            nullptr, count);
    return {};
}
