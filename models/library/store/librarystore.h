// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"
#include "librarydatabase.h"
#include "paperstatetable.h"
#include "tagtable.h"

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
/// on the same file (WAL lets readers and one writer work at the same time). A change made by
/// another connection or process is noticed only when asked: checkForChanges().
class LibraryStore : public QObject
{
    Q_OBJECT

public:
    /// What kind of failure lastError() describes.
    enum class ErrorKind
    {
        None,
        Refused, ///< the request itself was wrong (an empty tag name, an unknown tag)
        DiskFull, ///< SQLite could not grow the file (SQLITE_FULL): nothing of it was saved
        Database, ///< any other error of the database or the file system
    };

    explicit LibraryStore(QObject *parent = nullptr);
    ~LibraryStore() override;

    /// AppDataLocation/library.sqlite; creates nothing (open() creates the folder). Needs the
    /// application name set.
    static QString defaultPath();
    /// The newest schema version this build knows (the highest numbered :/schema file).
    static int schemaVersion() { return LibraryDatabase::schemaVersion(); }
    /// The name as it would be stored (trimmed), or a null string with *error set when it is
    /// empty, longer than 100 characters or contains control characters.
    static QString normalizedTagName(const QString &name, QString *error = nullptr)
    {
        return TagTable::normalizedName(name, error);
    }

    /// Opens (creating when missing) the database at path; ":memory:" is a private in-memory
    /// one. A file that is not SQLite, is empty or fails PRAGMA quick_check is moved aside (see
    /// recoveryMessage()) and a fresh database is started; a database written by a newer
    /// schema is refused and left untouched. Returns false with lastError() on failure.
    bool open(const QString &path);
    /// Reads the library file at path into a private in-memory copy (migrated there when it
    /// is older) and works on that: the file and its folder are only read, never created,
    /// moved aside or migrated, and nothing is left beside it (see ReadOnlyAccess). A missing,
    /// damaged or newer file fails with lastError(), which says that it was left as it is.
    bool openReadOnly(const QString &path);
    void close() { m_database.close(); }
    bool isOpen() const { return m_database.isOpen(); }
    QString path() const { return m_database.path(); }
    /// Why the last call failed; empty after a successful mutating call or open().
    QString lastError() const { return m_lastError; }
    ErrorKind lastErrorKind() const { return m_lastErrorKind; }
    /// Set by open() when a damaged database was moved aside: a sentence for the user naming
    /// the file it was moved to. Empty otherwise.
    QString recoveryMessage() const { return m_database.recoveryMessage(); }
    /// Where open() moved a damaged database ("<path>.corrupt-YYYYMMDD-HHMMSS"), or empty.
    QString movedAsidePath() const { return m_database.movedAsidePath(); }

    /// Asks SQLite whether another connection (another window, process or thread) committed a
    /// change since open() or the last call; if so emits changedElsewhere() and returns true.
    /// One PRAGMA (data_version), a few microseconds: cheap enough for every window activation.
    bool checkForChanges();

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
    // A write the database could not save (not a refused request) also emits notSaved().
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

Q_SIGNALS:
    /// The tag list (names, order, membership of the list) changed.
    void tagsChanged();
    /// Tags or state of these papers changed (each paper once).
    void papersChanged(const QList<PaperId> &papers);
    /// checkForChanges() found a commit of another connection: anything may have changed.
    void changedElsewhere();
    /// A write failed in the database (lastErrorKind() DiskFull or Database) and was rolled
    /// back; change names it for the user, e.g. "The tag “x” on 3 papers".
    void notSaved(const QString &change);

private:
    QSqlDatabase db() const { return m_database.database(); }
    bool opened(bool ok);
    /// Runs body(Table &) on a fresh table; on a database error an empty result and lastError().
    template <typename Table, typename Read> auto read(Read &&body) const;
    /// Runs body in one write transaction; true when body succeeded and the commit did.
    /// change names the write for notSaved().
    template <typename Body> bool inTransaction(const QString &change, Body &&body);
    bool ensureOpen() const;
    void notifyTagsChanged(const QList<PaperId> &affected);
    /// Sets lastError(); a plain message is a refused request.
    bool fail(const QString &message, ErrorKind kind = ErrorKind::Refused) const;
    bool fail(const QString &what, const QSqlError &error) const;
    /// A TagTable's or PaperStateTable's error.
    template <typename Table> bool failed(const Table &table) const
    {
        return fail(table.lastError(), table.sqlError());
    }
    bool normalizeOrFail(const QString &tag, QString *name) const;
    bool setFlag(PaperStateTable::Flag flag, const QList<PaperId> &papers, bool value,
        QList<PaperId> *changed);

    LibraryDatabase m_database;
    mutable QString m_lastError;
    mutable ErrorKind m_lastErrorKind = ErrorKind::None;
    int m_dataVersion = -1;
};
