// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "search/queryparser.h"
#include "timebudget.h"
#include <QElapsedTimer>
#include <QSignalBlocker>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <functional>

/// What the ListMarks tests share: papers, collections, store actions.

inline Paper makePaper(int i)
{
    Paper paper;
    paper.abstract = QStringLiteral("We study problem number %1 with a new method.").arg(i);
    paper.title = QStringLiteral("Paper %1").arg(i);
    paper.id = PaperId::fromAbstract(paper.abstract);
    return paper;
}

inline QList<Paper> makePapers(int count)
{
    QList<Paper> papers;
    papers.reserve(count);
    for (int i = 0; i < count; ++i)
        papers.append(makePaper(i));
    return papers;
}

inline LoadedCollectionPtr makeCollection(const QList<Paper> &papers, bool withIndex = true)
{
    auto collection = std::make_shared<LoadedCollection>();
    collection->collection.name = QStringLiteral("test list");
    collection->collection.papers = papers;
    if (withIndex)
        collection->index = SearchIndex::build(collection->collection.papers);
    return collection;
}

inline QList<int> rowsOf(const Bitset &set)
{
    QList<int> rows;
    set.forEachSet([&](qsizetype row) { rows.append(int(row)); });
    return rows;
}

// Everything a ListMarks shows, as one comparable value.
struct Shown
{
    QStringList tagNames;
    QHash<QString, QList<int>> tagRows;
    QList<int> tagged, read, starred;
    QList<QStringList> tagsOfRows;
    QStringList notes;

    explicit Shown(const ListMarks &state)
        : tagNames(state.tagNames())
        , tagged(rowsOf(state.context().tagged))
        , read(rowsOf(state.context().read))
        , starred(rowsOf(state.context().starred))
    {
        const SearchContext &context = state.context();
        for (auto it = context.tags.cbegin(); it != context.tags.cend(); ++it)
            tagRows.insert(it.key(), rowsOf(*it));
        const int rows = state.collection() ? int(state.collection()->size()) : 0;
        for (int row = 0; row < rows; ++row) {
            tagsOfRows.append(state.tagsOf(row));
            notes.append(state.noteOf(row));
        }
    }
    bool operator==(const Shown &o) const
    {
        return tagNames == o.tagNames && tagRows == o.tagRows && tagged == o.tagged
            && read == o.read && starred == o.starred && tagsOfRows == o.tagsOfRows
            && notes == o.notes;
    }
};

using StoreAction = std::function<bool(LibraryStore *, const QList<PaperId> &)>;
