// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

/// The lists the user opened, most recent first, as kept in the application's QSettings
/// (key "recent/lists"): at most ten absolute paths, none twice. Bundled lists (":/" paths)
/// are never kept, since they are always at hand.
///
/// A value: load() reads the settings, save() writes them; the caller loads again before a
/// change, so two windows never undo each other's entries. Whether a path still exists is
/// not checked here: that is the caller's to say when it opens one.
class RecentLists
{
public:
    static constexpr int maximum = 10;

    static RecentLists load();
    void save() const;

    const QStringList &paths() const { return m_paths; }
    bool isEmpty() const { return m_paths.isEmpty(); }
    /// The most recent list, or an empty string.
    QString last() const { return m_paths.value(0); }

    /// Puts path first (made absolute), drops an older entry of it and the oldest beyond ten.
    void add(const QString &path);
    void remove(const QString &path);
    void clear() { m_paths.clear(); }

private:
    static QString normalized(const QString &path);

    QStringList m_paths;
};
