// SPDX-License-Identifier: GPL-3.0-or-later
#include "readonlyaccess.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>

namespace {

bool exists(const QString &path, const char *suffix)
{
    return QFileInfo::exists(path + QLatin1String(suffix));
}

} // namespace

ReadOnlyAccess::ReadOnlyAccess(const QString &path)
    : m_path(path)
{
    const bool wal = exists(path, "-wal");
    const bool shm = exists(path, "-shm");
    if (wal && !shm) {
        // mode=ro would create the -shm; immutable=1 would ignore the commits in the -wal.
        m_problem = tr("its write-ahead log %1 has no index file (-shm) beside it; opening "
                       "Paperdesk's window once recovers it")
                        .arg(QDir::toNativeSeparators(path + QStringLiteral("-wal")));
        return;
    }
    m_immutable = !wal && !exists(path, "-journal");
    QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
    QUrlQuery query;
    if (m_immutable)
        query.addQueryItem(QStringLiteral("immutable"), QStringLiteral("1"));
    else
        query.addQueryItem(QStringLiteral("mode"), QStringLiteral("ro"));
    url.setQuery(query);
    m_uri = url.toString(QUrl::FullyEncoded);
    m_stamp = stamp();
}

bool ReadOnlyAccess::changed() const
{
    return m_immutable && !(stamp() == m_stamp);
}

ReadOnlyAccess::Stamp ReadOnlyAccess::stamp() const
{
    const QFileInfo info(m_path);
    return { info.size(), info.lastModified(),
        exists(m_path, "-wal") || exists(m_path, "-journal") };
}
