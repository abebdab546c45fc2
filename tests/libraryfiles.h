// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/store/librarystore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

/// Every file in folder (names, not recursing) with a hash of its bytes: two snapshots are
/// equal when nothing was created, removed, renamed or changed there.
inline QMap<QString, QByteArray> folderSnapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    const QDir dir(folder);
    for (const QString &name : dir.entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile file(dir.filePath(name));
        files.insert(name,
            file.open(QIODevice::ReadOnly)
                ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                : QByteArray("(not a readable file)"));
    }
    return files;
}

/// Runs one statement on a plain connection of its own, outside LibraryStore, and returns the
/// first column of its first row.
inline QVariant rawLibraryValue(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("raw-library-value");
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0);
        }
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

/// Simulates a full disk for every connection of this thread to the library at path: SQLite
/// may not grow the file past the pages it has now (max_page_count), so a write that needs a
/// new page fails with SQLITE_FULL exactly as on a full disk; full = false lifts the limit.
/// Returns how many connections it limited (0: none is open on that file).
inline int setLibraryDiskFull(const QString &path, bool full)
{
    int limited = 0;
    for (const QString &name : QSqlDatabase::connectionNames()) {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (!db.isOpen() || db.databaseName() != path)
            continue;
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral("PRAGMA page_count")) || !query.next())
            continue;
        const qint64 pages = full ? query.value(0).toLongLong() : qint64(0xfffffffe);
        query.finish();
        if (query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)))
            ++limited;
    }
    return limited;
}

/// Fills the library at path as a heavy user leaves it: every paper of ids read, the first
/// 20,000 starred, all tagged "all" and the first 30,000 also "some". False when a write
/// failed.
inline bool fillLargeLibrary(const QString &path, const QList<PaperId> &ids)
{
    LibraryStore store;
    return store.open(path) && store.setRead(ids, true) && store.setStarred(ids.mid(0, 20000), true)
        && store.addTag(ids, QStringLiteral("all"))
        && store.addTag(ids.mid(0, 30000), QStringLiteral("some"));
}
