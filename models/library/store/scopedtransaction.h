// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlError>

/// A write transaction that rolls back when it goes out of scope unless commit() succeeded.
///
/// It starts with BEGIN IMMEDIATE, not QSqlDatabase::transaction()'s plain BEGIN: a deferred
/// transaction that reads first and writes later can fail with SQLITE_BUSY half-way when
/// another connection (a second window, a worker) writes in between; IMMEDIATE takes the
/// write lock up front, so it waits (busy timeout) instead. Not reentrant: no nesting.
class ScopedTransaction final
{
public:
    explicit ScopedTransaction(const QSqlDatabase &db);
    ~ScopedTransaction();

    ScopedTransaction(const ScopedTransaction &) = delete;
    ScopedTransaction &operator=(const ScopedTransaction &) = delete;

    /// True when BEGIN succeeded and neither commit() nor rollback() has ended it yet.
    bool isActive() const { return m_active; }
    /// Commits; on failure the transaction is rolled back and lastError() says why.
    bool commit();
    /// Rolls back now instead of at the end of the scope.
    void rollback();
    /// The error of the failed BEGIN or COMMIT, if any.
    QSqlError lastError() const { return m_error; }

private:
    bool exec(const QString &statement);

    QSqlDatabase m_db;
    QSqlError m_error;
    bool m_active = false;
};
