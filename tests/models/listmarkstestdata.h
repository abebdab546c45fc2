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

/// The store both ListMarks test classes start each test from: six papers in the list, two more
/// known only to the store. Rows 0-5 with: "to-read" on 0 and 2, "Café" on 1 and 2, read 1,
/// starred 2, a note on 3; "elsewhere" is on a paper of another list only.
class MarkedStoreTest : public QObject
{
protected:
    void openMarkedStore()
    {
        m_store = new LibraryStore;
        QVERIFY2(m_store->open(QStringLiteral(":memory:")), qPrintable(m_store->lastError()));
        m_papers = makePapers(6);
        m_ids = idsOf(m_papers);
        const QList<PaperId> others = idsOf(makePapers(8).mid(6));
        QVERIFY(m_store->addTag({ m_ids[0], m_ids[2] }, QStringLiteral("to-read")));
        QVERIFY(m_store->addTag({ m_ids[1], m_ids[2] }, QStringLiteral("Café")));
        QVERIFY(m_store->addTag(others, QStringLiteral("elsewhere")));
        QVERIFY(m_store->setRead({ m_ids[1], others[0] }, true));
        QVERIFY(m_store->setStarred({ m_ids[2] }, true));
        QVERIFY(m_store->setNote(m_ids[3], QStringLiteral("check the proof")));
    }

    void closeMarkedStore()
    {
        delete m_store;
        m_store = nullptr;
    }

    static QList<PaperId> idsOf(const QList<Paper> &papers)
    {
        QList<PaperId> ids;
        for (const Paper &paper : papers)
            ids.append(paper.id);
        return ids;
    }

    LibraryStore *m_store = nullptr; // in-memory, fresh per test
    QList<Paper> m_papers;
    QList<PaperId> m_ids;
};
