// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"
#include "paperstate.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>

class QSqlQuery;

/// The SQL of the paper_state table, for LibraryStore. Runs inside the caller's transaction,
/// emits nothing. Keeps only non-default states: a paper back to the default loses its row.
/// Errors are sticky: after the first failure ok() is false, lastError() says why and no
/// further statement runs.
class PaperStateTable final
{
    Q_DECLARE_TR_FUNCTIONS(PaperStateTable)

public:
    enum class Flag
    {
        Read,
        Starred
    };

    explicit PaperStateTable(const QSqlDatabase &db)
        : m_db(db)
    {
    }

    bool ok() const { return m_lastError.isEmpty(); }
    QString lastError() const { return m_lastError; }
    /// The database's own error behind lastError(), for its code (e.g. a full disk).
    QSqlError sqlError() const { return m_sqlError; }

    /// Every stored (non-default) state, in one scan.
    QHash<PaperId, PaperState> all();
    /// The state of each given paper, default ones included.
    QHash<PaperId, PaperState> of(const QList<PaperId> &papers);

    /// Sets the flag; *changed gets the papers whose flag really changed.
    bool setFlag(Flag flag, const QList<PaperId> &papers, bool value, QList<PaperId> *changed);
    /// Sets the note; *changed says whether it differed.
    bool setNote(PaperId paper, const QString &note, bool *changed);
    /// Sets each paper's state to exactly the given one.
    bool restore(const QHash<PaperId, PaperState> &states);

private:
    bool exec(QSqlQuery &query);

    QSqlDatabase m_db;
    QString m_lastError;
    QSqlError m_sqlError;
};
