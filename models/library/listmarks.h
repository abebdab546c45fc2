// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "library/store/paperstate.h"
#include "search/searchcontext.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QStringList>

#include <vector>

class LibraryStore;

/// The user's state (tags, read, starred, note) for the rows of one loaded collection, kept
/// in memory as row sets and per-paper hashes so that the list can ask for every painted row
/// and the search engine gets a SearchContext without touching SQL.
///
/// It loads everything once per collection (one scan of the tags and one of the states:
/// ~27 ms at 100,000 papers with 10,000 tagged and 20,000 read, ~115 ms at 1,000,000), then
/// follows the store's signals: papersChanged re-reads only those papers (~30 ms for 10,000),
/// tagsChanged re-reads the tag list and memberships. Papers of the store that are not in the
/// collection are ignored; a paper listed twice (same id) shares its state over both rows.
/// Does not write to the store (changes go through LibraryEdits). Changes made by another
/// connection to the same database arrive when the store notices them (changedElsewhere,
/// after LibraryStore::checkForChanges()): everything is read again and the rows that differ
/// are signalled as for the store's own changes.
class ListMarks final : public QObject
{
    Q_OBJECT

public:
    /// store may be null (no user state: everything unread, untagged) and must outlive this.
    explicit ListMarks(LibraryStore *store, QObject *parent = nullptr);
    ~ListMarks() override;

    /// Loads the state of collection's papers (null: no rows). Emits contextChanged() and,
    /// when the tag list differs from the one held, tagNamesChanged(). Never rowsChanged().
    void setCollection(LoadedCollectionPtr collection);
    LoadedCollectionPtr collection() const { return m_collection; }
    /// Loads everything again from the store, e.g. after it was opened or reopened.
    void reload();

    /// Row sets over the collection's rows, all of the collection's size; tags are keyed by
    /// TextNormalizer::fold(name) (two names folding alike share one set).
    const SearchContext &context() const { return m_context; }
    /// The user's tags in their order (the order keys 1-9 use), spelled as stored.
    QStringList tagNames() const { return m_tagNames; }

    // Per-row reads for the list and the detail pane: no SQL, a bit test or a hash lookup.
    // Rows out of range read as the default state.

    bool isRead(int row) const;
    bool isStarred(int row) const;
    bool isTagged(int row) const;
    /// The row's tags in the user's order.
    QStringList tagsOf(int row) const;
    QString noteOf(int row) const;
    PaperState stateOf(int row) const;
    /// The first row holding the paper, or -1.
    int rowOf(PaperId paper) const { return m_firstRow.value(paper, -1); }

Q_SIGNALS:
    /// The tag list (names or order) changed; emitted before contextChanged().
    void tagNamesChanged();
    /// Rows whose read, starred, tags (or their spelling and order) or note changed, ascending;
    /// emitted before contextChanged(). Not emitted by setCollection() or reload().
    void rowsChanged(const QList<int> &rows);
    /// context() or tagNames() changed; once per store change, after everything is updated.
    void contextChanged();

private:
    using TagIndexes = QList<int>; // indexes into m_tagNames, ascending

    void buildRows();
    void loadTags(const QStringList &names, QHash<PaperId, TagIndexes> storeTags);
    void loadStates(const QHash<PaperId, PaperState> &states);
    void onTagsChanged();
    void onPapersChanged(const QList<PaperId> &papers);
    void onChangedElsewhere();
    QList<int> reloadTags(bool *namesChanged);
    void announceReload(bool namesChanged, const QList<int> &rows);
    /// Sets or clears the tag and tagged bits of the paper's rows for its new indexes.
    void applyTags(PaperId paper, const TagIndexes &before, const TagIndexes &after);
    void applyState(PaperId paper, const PaperState &state);
    PaperId paperAt(int row) const;
    bool inRange(int row) const { return row >= 0 && row < m_rowCount; }
    template <typename F> void forEachRow(PaperId paper, F &&f) const
    {
        for (int row = m_firstRow.value(paper, -1); row >= 0; row = m_nextRow[size_t(row)])
            f(row);
    }

    LibraryStore *m_store = nullptr;
    LoadedCollectionPtr m_collection;
    int m_rowCount = 0;
    QHash<PaperId, int> m_firstRow;
    std::vector<int> m_nextRow; // next row with the same id, or -1

    QStringList m_tagNames;
    QStringList m_tagKeys; // folded m_tagNames
    QHash<QString, int> m_tagIndexByName;
    QHash<PaperId, TagIndexes> m_paperTags; // tagged papers of the collection only
    QHash<PaperId, QString> m_notes; // papers of the collection with a note
    qsizetype m_storeTagRows = 0; // tagged papers in the whole store, at the last full read
    qsizetype m_storeStateRows = 0; // non-default states in the whole store, likewise
    SearchContext m_context;
};
