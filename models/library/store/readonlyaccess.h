// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

/// How to read a library file without writing to it or creating anything beside it.
///
/// SQLite's mode=ro is not enough for a WAL database: to read one it creates the -wal and -shm
/// files when they are missing, and a read-only connection can never delete them again. When
/// neither a -wal nor a -journal exists, no connection is writing and every commit is in the
/// main file, so it is read with immutable=1: no locks, no side files. Otherwise another
/// connection is writing (or was, before a crash), and mode=ro reads through its -wal and -shm
/// with the usual locks, creating nothing. An immutable read takes no lock, so a writer that
/// starts meanwhile could checkpoint into the file under it: changed() tells, and the caller
/// reads again (by then the writer's -wal exists, and the next read takes locks).
class ReadOnlyAccess final
{
    Q_DECLARE_TR_FUNCTIONS(ReadOnlyAccess)

public:
    /// Looks at the file and its side files now.
    explicit ReadOnlyAccess(const QString &path);

    /// A file: URI for QSQLITE_OPEN_URI (open or ATTACH), or empty when the file cannot be read
    /// without creating something beside it; problem() then says why.
    QString uri() const { return m_uri; }
    QString problem() const { return m_problem; }
    /// True when the read was lock-free and the file or its side files changed since the
    /// constructor looked at them: what was read may be torn.
    bool changed() const;

private:
    struct Stamp
    {
        qint64 size = -1;
        QDateTime modified;
        bool sideFiles = false;
        bool operator==(const Stamp &other) const
        {
            return size == other.size && modified == other.modified && sideFiles == other.sideFiles;
        }
    };
    Stamp stamp() const;

    QString m_path;
    QString m_uri;
    QString m_problem;
    bool m_immutable = false;
    Stamp m_stamp;
};
