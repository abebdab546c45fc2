// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QStringList>

class QSqlQuery;

/// The SQL of the tags and paper_tags tables, for LibraryStore. Runs inside the caller's
/// transaction, validates nothing and emits nothing. Positions stay dense (0..n-1).
/// Errors are sticky: after the first failure ok() is false, lastError() says why and no
/// further statement runs.
class TagTable final
{
    Q_DECLARE_TR_FUNCTIONS(TagTable)

public:
    struct Row
    {
        qint64 id = -1; ///< -1: no such tag
        QString name;
        int position = -1;
    };

    explicit TagTable(const QSqlDatabase &db)
        : m_db(db)
    {
    }

    /// See LibraryStore::normalizedTagName().
    static QString normalizedName(const QString &name, QString *error = nullptr);

    bool ok() const { return m_lastError.isEmpty(); }
    QString lastError() const { return m_lastError; }
    /// The database's own error behind lastError(), for its code (e.g. a full disk).
    QSqlError sqlError() const { return m_sqlError; }

    /// Names in the user's order.
    QStringList names();
    /// The tag whose case-folded name equals name's, or a Row with id -1.
    Row find(const QString &name);
    QList<qint64> idsInOrder();
    QList<PaperId> members(qint64 tagId);
    /// The paper's tag names in the user's order.
    QStringList namesOf(PaperId paper);
    /// Every tagged paper with the indexes into names() of its tags, ascending.
    QHash<PaperId, QList<int>> indexesByPaper();

    /// Inserts a tag at position (clamped to 0..count), moving later tags down; returns its id.
    qint64 create(const QString &name, int position);
    bool rename(qint64 tagId, const QString &name);
    /// Moves an existing tag to position (clamped), keeping the others' relative order.
    bool move(const Row &row, int position);
    /// Deletes the tag (its paper_tags rows cascade) and closes the gap in the order.
    bool remove(const Row &row);
    /// Sets positions 0..n-1 in the order of ids, which must name every tag once.
    bool setOrder(const QList<qint64> &ids);

    /// Tags the papers; *added (when given) gets those not tagged before.
    bool addMembers(qint64 tagId, const QList<PaperId> &papers, QList<PaperId> *added);
    /// Untags the papers; *removed gets those that were tagged.
    bool removeMembers(qint64 tagId, const QList<PaperId> &papers, QList<PaperId> *removed);
    bool clearMembers(qint64 tagId);
    /// Gives every paper of from the tag into as well (for a merge).
    bool copyMembers(qint64 from, qint64 into);

private:
    int count();
    bool shiftPositions(int from, int delta);
    bool exec(QSqlQuery &query);

    QSqlDatabase m_db;
    QString m_lastError;
    QSqlError m_sqlError;
};
