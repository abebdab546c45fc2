// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "librarydatabase.h"
#include "paperid.h"
#include "paperstatetable.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QSqlError;

/// The user's own state about papers (tags, read, starred, note) in an SQLite database,
/// keyed by PaperId, so it survives restarts, re-ordered lists and the same paper in another
/// list. Papers themselves are not stored.
///
/// Every mutating call is one transaction: it either happens completely or not at all (also
/// when the process is killed), and its signals are emitted only after the commit. A store
/// belongs to the thread that opened it (a QtSql rule); a worker thread opens its own store
/// on the same file (WAL lets readers and one writer work at the same time). No change made
/// by another connection or process is signalled.
class LibraryStore : public QObject
{
    Q_OBJECT

public:
    explicit LibraryStore(QObject *parent = nullptr);
    ~LibraryStore() override;

    /// AppDataLocation/library.sqlite; creates the folder. Needs the application name set.
    static QString defaultPath();
    /// The newest schema version this build knows (the highest numbered :/schema file).
    static int schemaVersion() { return LibraryDatabase::schemaVersion(); }
    /// The name as it would be stored (trimmed), or a null string with *error set when it is
    /// empty, longer than 100 characters or contains control characters.
    static QString normalizedTagName(const QString &name, QString *error = nullptr);

    /// Opens (creating when missing) the database at path; ":memory:" is a private in-memory
    /// one. A file that is not SQLite, is empty or fails PRAGMA quick_check is moved aside (see
    /// recoveryMessage()) and a fresh database is started; a database written by a newer
    /// schema is refused and left untouched. Returns false with lastError() on failure.
    bool open(const QString &path);
    void close() { m_database.close(); }
    bool isOpen() const { return m_database.isOpen(); }
    QString path() const { return m_database.path(); }
    /// Why the last call failed; empty after a successful mutating call or open().
    QString lastError() const { return m_lastError; }
    /// Set by open() when a damaged database was moved aside: a sentence for the user naming
    /// the file it was moved to. Empty otherwise.
    QString recoveryMessage() const { return m_database.recoveryMessage(); }
    /// Where open() moved a damaged database ("<path>.corrupt-YYYYMMDD-HHMMSS"), or empty.
    QString movedAsidePath() const { return m_database.movedAsidePath(); }

    // Reads. On a database error they return an empty result and set lastError().

    /// All tag names in the user's order (the order keys 1-9 use).
    QStringList tags() const;
    /// Index of the tag (case-insensitive) in tags(), or -1.
    int tagPosition(const QString &tag) const;
    /// Every tagged paper with the indexes into tags() of its tags, ascending. For loading:
    /// one scan, no per-paper query. Indexes are stale after tagsChanged().
    QHash<PaperId, QList<int>> paperTags() const;
    /// Every paper whose state is not the default. For loading: one scan.
    QHash<PaperId, PaperState> states() const;
    /// The paper's tag names in the user's order.
    QStringList tagsOf(PaperId paper) const;
    PaperState stateOf(PaperId paper) const;
    /// The papers carrying the tag (case-insensitive), in no particular order.
    QList<PaperId> papersWithTag(const QString &tag) const;
    /// The state of each given paper, default ones included: a snapshot for undo.
    QHash<PaperId, PaperState> statesOf(const QList<PaperId> &papers) const;

    // Writes: one transaction each, signals after the commit, false + lastError() on failure.
    // *changed (when given) receives the papers whose state really changed, for exact undo.

    /// Tags the papers, creating the tag (last in the order) when it does not exist yet; an
    /// empty list only creates it. A new tag keeps its spelling; an existing one keeps the
    /// first spelling ("ML" then "ml" is one tag named "ML").
    bool addTag(
        const QList<PaperId> &papers, const QString &tag, QList<PaperId> *changed = nullptr);
    /// Removes the tag from the papers. The tag itself stays in the list, even when unused.
    bool removeTag(
        const QList<PaperId> &papers, const QString &tag, QList<PaperId> *changed = nullptr);
    /// Renames a tag; renaming onto another existing tag merges into it (the target keeps its
    /// spelling and position). A change of case only re-spells it.
    bool renameTag(const QString &from, const QString &to);
    /// Deletes the tag and removes it from every paper.
    bool deleteTag(const QString &tag);
    /// Puts the named tags first, in this order; tags not named follow in their current order.
    /// An unknown name fails without changing anything.
    bool setTagOrder(const QStringList &names);
    /// Undo support: makes the tag exist with exactly this spelling, at this position (clamped)
    /// and on exactly these papers. Undo a merge by restoring the removed tag, then the target.
    bool restoreTag(const QString &tag, const QList<PaperId> &papers, int position);

    bool setRead(const QList<PaperId> &papers, bool read, QList<PaperId> *changed = nullptr);
    bool setStarred(const QList<PaperId> &papers, bool starred, QList<PaperId> *changed = nullptr);
    /// Stores the note as given (an empty note removes it).
    bool setNote(PaperId paper, const QString &note);
    /// Undo support: sets each paper's state to exactly the given one.
    bool restoreStates(const QHash<PaperId, PaperState> &states);

signals:
    /// The tag list (names, order, membership of the list) changed.
    void tagsChanged();
    /// Tags or state of these papers changed (each paper once).
    void papersChanged(const QList<PaperId> &papers);

private:
    QSqlDatabase db() const { return m_database.database(); }
    /// Runs body in one write transaction; true when body succeeded and the commit did.
    template <typename Body> bool inTransaction(Body &&body);
    bool ensureOpen() const;
    void notifyTagsChanged(const QList<PaperId> &affected);
    bool fail(const QString &message) const;
    bool fail(const QString &what, const QSqlError &error) const;
    bool normalizeOrFail(const QString &tag, QString *name) const;
    bool setFlag(PaperStateTable::Flag flag, const QList<PaperId> &papers, bool value,
        QList<PaperId> *changed);

    LibraryDatabase m_database;
    mutable QString m_lastError;
};
