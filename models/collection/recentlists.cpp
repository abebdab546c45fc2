// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/recentlists.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace {

const QString settingsKey = QStringLiteral("recent/lists");

} // namespace

RecentLists RecentLists::load()
{
    RecentLists recent;
    // Settings edited by hand (or by an older version) may hold anything: keep what add() would.
    const QStringList stored = QSettings().value(settingsKey).toStringList();
    for (auto it = stored.crbegin(); it != stored.crend(); ++it)
        recent.add(*it);
    return recent;
}

void RecentLists::save() const
{
    QSettings settings;
    if (m_paths.isEmpty())
        settings.remove(settingsKey);
    else
        settings.setValue(settingsKey, m_paths);
}

void RecentLists::add(const QString &path)
{
    const QString absolute = normalized(path);
    if (absolute.isEmpty() || absolute.startsWith(u':'))
        return;
    m_paths.removeAll(absolute);
    m_paths.prepend(absolute);
    while (m_paths.size() > maximum)
        m_paths.removeLast();
}

void RecentLists::remove(const QString &path)
{
    m_paths.removeAll(normalized(path));
}

// One spelling per file, so "lists/a.txt" and "/home/me/lists/./a.txt" are one entry. Not
// canonical: a link the user opened stays the name they know it by.
QString RecentLists::normalized(const QString &path)
{
    if (path.isEmpty() || path.startsWith(u':'))
        return path;
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}
