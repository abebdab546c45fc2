// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/store/scopedtransaction.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

/// ScopedTransaction keeps a change only when commit() succeeded: leaving the scope, calling
/// rollback() and a COMMIT that fails each leave the database as it was, with the connection
/// ready for the next transaction.
class TestScopedTransaction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void keepsWhatWasCommitted();
    void rollsBackWhenTheScopeEndsWithoutCommit();
    void rollsBackWhenAskedAndOnlyOnce();
    void rollsBackWhenCommitFails();
    void saysWhyItCouldNotBegin();

private:
    int rowCount();
    bool insert(int value);

    QTemporaryDir m_dir;
    QSqlDatabase m_db;
};

void TestScopedTransaction::init()
{
    QVERIFY(m_dir.isValid());
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("transaction"));
    m_db.setDatabaseName(m_dir.filePath(QStringLiteral("t.sqlite")));
    QVERIFY(m_db.open());
    QSqlQuery query(m_db);
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    QVERIFY(
        query.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS parent (id INTEGER PRIMARY KEY)")));
    // Checked at COMMIT, not per statement: a way to make a COMMIT fail.
    QVERIFY(query.exec(QStringLiteral(
        "CREATE TABLE IF NOT EXISTS child (value INTEGER, parent INTEGER REFERENCES parent(id) "
        "DEFERRABLE INITIALLY DEFERRED)")));
    QVERIFY(query.exec(QStringLiteral("DELETE FROM child")));
}

void TestScopedTransaction::cleanup()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("transaction"));
}

int TestScopedTransaction::rowCount()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM child")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

bool TestScopedTransaction::insert(int value)
{
    QSqlQuery query(m_db);
    return query.exec(QStringLiteral("INSERT INTO child (value) VALUES (%1)").arg(value));
}

void TestScopedTransaction::keepsWhatWasCommitted()
{
    {
        ScopedTransaction transaction(m_db);
        QVERIFY(transaction.isActive());
        QVERIFY(insert(1));
        QVERIFY(transaction.commit());
        QVERIFY(!transaction.isActive());
    }
    QCOMPARE(rowCount(), 1);
}

void TestScopedTransaction::rollsBackWhenTheScopeEndsWithoutCommit()
{
    {
        ScopedTransaction transaction(m_db);
        QVERIFY(insert(1));
        QVERIFY(insert(2));
        QCOMPARE(rowCount(), 2); // seen inside the transaction
    }
    QCOMPARE(rowCount(), 0);
    ScopedTransaction next(m_db); // the connection is out of the transaction
    QVERIFY(next.isActive());
}

void TestScopedTransaction::rollsBackWhenAskedAndOnlyOnce()
{
    ScopedTransaction transaction(m_db);
    QVERIFY(insert(1));
    transaction.rollback();
    QVERIFY(!transaction.isActive());
    QCOMPARE(rowCount(), 0);
    // Written after the rollback, outside any transaction: neither a second rollback() nor
    // the end of the scope may take it back, and commit() has nothing to commit.
    QVERIFY(insert(2));
    transaction.rollback();
    QVERIFY(!transaction.commit());
    QCOMPARE(rowCount(), 1);
}

void TestScopedTransaction::rollsBackWhenCommitFails()
{
    {
        ScopedTransaction transaction(m_db);
        QVERIFY(insert(1));
        QSqlQuery query(m_db);
        QVERIFY(query.exec(QStringLiteral("INSERT INTO child VALUES (2, 42)"))); // no parent 42
        QVERIFY(!transaction.commit());
        QVERIFY(!transaction.isActive());
        QVERIFY2(transaction.lastError().text().contains(QStringLiteral("FOREIGN KEY")),
            qPrintable(transaction.lastError().text()));
    }
    QCOMPARE(rowCount(), 0); // neither row: all or nothing
    ScopedTransaction next(m_db);
    QVERIFY(next.isActive());
    QVERIFY(insert(3));
    QVERIFY(next.commit());
    QCOMPARE(rowCount(), 1);
}

void TestScopedTransaction::saysWhyItCouldNotBegin()
{
    // A second connection holds the write lock and this one does not wait for it.
    QSqlDatabase other
        = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
    other.setDatabaseName(m_db.databaseName());
    QVERIFY(other.open());
    {
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
        QSqlQuery noWait(m_db);
        QVERIFY(noWait.exec(QStringLiteral("PRAGMA busy_timeout = 0")));
        {
            ScopedTransaction transaction(m_db);
            QVERIFY(!transaction.isActive());
            QVERIFY(transaction.lastError().isValid());
            QVERIFY(!transaction.commit());
        } // ending it rolls back nothing, so the other connection's transaction goes on
        QVERIFY(lock.exec(QStringLiteral("INSERT INTO child (value) VALUES (7)")));
        QVERIFY(lock.exec(QStringLiteral("COMMIT")));
    }
    other.close();
    other = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    QCOMPARE(rowCount(), 1);
}

QTEST_GUILESS_MAIN(TestScopedTransaction)
#include "tst_scopedtransaction.moc"
