// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

/// The SQLite connection behind LibraryStore: opens it, checks it, moves a damaged file aside,
/// applies the numbered :/schema migrations and sets WAL; or, read-only, copies a library file
/// into memory without writing anything. Knows nothing of tags or papers.
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
    /// See LibraryStore::openReadOnly(). Closes whatever was open first.
    bool openReadOnly(const QString &path);
    void close();
    bool isOpen() const { return m_db.isValid() && m_db.isOpen(); }
    QSqlDatabase database() const { return m_db; }
    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }
    QString recoveryMessage() const { return m_recoveryMessage; }
    QString movedAsidePath() const { return m_movedAsidePath; }
    /// SQLite's data_version: it differs between two calls when another connection committed
    /// in between. -1 when closed or on an error.
    int dataVersion() const;

private:
    enum class Result
    {
        Ok,
        Damaged,
        Failed
    };

    void reset(const QString &path);
    Result inspect(QString *damage);
    Result inspectOnce(const QString &uri, QString *damage);
    Result connect();
    Result copyFile(QString *problem);
    Result copyIntoMemory(const QString &uri, QString *damage);
    bool configure();
    Result checkIntegrity(const QString &schema, QString *damage);
    bool checkVersion(const QString &schema);
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
