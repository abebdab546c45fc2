// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

class QSqlQuery;

/// The SQLite connection behind LibraryStore: opens it, checks it, moves a damaged file aside,
/// applies the numbered :/schema migrations and sets WAL. Knows nothing of tags or papers.
class LibraryDatabase final
{
    Q_DECLARE_TR_FUNCTIONS(LibraryDatabase)

public:
    /// connectionName must be unique in the process (one QSqlDatabase connection each).
    explicit LibraryDatabase(const QString &connectionName);
    ~LibraryDatabase();

    LibraryDatabase(const LibraryDatabase &) = delete;
    LibraryDatabase &operator=(const LibraryDatabase &) = delete;

    /// The newest schema version this build knows (the highest numbered :/schema file).
    static int schemaVersion();

    /// See LibraryStore::open(). Closes whatever was open first.
    bool open(const QString &path);
    void close();
    bool isOpen() const { return m_db.isValid() && m_db.isOpen(); }
    QSqlDatabase database() const { return m_db; }
    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }
    QString recoveryMessage() const { return m_recoveryMessage; }
    QString movedAsidePath() const { return m_movedAsidePath; }

private:
    enum class Result
    {
        Ok,
        Damaged,
        Failed
    };

    Result inspect(QString *damage);
    Result connect();
    bool checkVersion(QSqlQuery &query);
    bool migrate(int fromVersion);
    bool moveAside(const QString &reason);
    bool fail(const QString &message);
    Result failed(const QString &message);

    QString m_connectionName;
    QSqlDatabase m_db;
    QString m_path;
    QString m_lastError;
    QString m_recoveryMessage;
    QString m_movedAsidePath;
    int m_version = 0;
};
