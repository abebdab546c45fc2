// SPDX-License-Identifier: GPL-3.0-or-later
#include "scopedtransaction.h"

#include <QSqlQuery>

ScopedTransaction::ScopedTransaction(const QSqlDatabase &db)
    : m_db(db)
{
    m_active = exec(QStringLiteral("BEGIN IMMEDIATE"));
}

ScopedTransaction::~ScopedTransaction()
{
    rollback();
}

bool ScopedTransaction::commit()
{
    if (!m_active)
        return false;
    if (exec(QStringLiteral("COMMIT"))) {
        m_active = false;
        return true;
    }
    // A failed COMMIT (e.g. SQLITE_BUSY, disk full) can leave the transaction open; end it so
    // the connection is usable again and nothing half-done is kept.
    rollback();
    return false;
}

void ScopedTransaction::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("ROLLBACK"));
}

bool ScopedTransaction::exec(const QString &statement)
{
    QSqlQuery query(m_db);
    if (query.exec(statement))
        return true;
    m_error = query.lastError();
    return false;
}
