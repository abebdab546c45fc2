// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

/// A folder of its own for each test function's library file: create() in init(), remove()
/// in cleanup(), so that no test sees the files another left.
class LibraryFolder
{
public:
    void create()
    {
        m_dir.emplace();
        QVERIFY(m_dir->isValid());
    }
    void remove() { m_dir.reset(); }

    QString path() const { return m_dir->path(); }
    QString filePath(const QString &name) const { return m_dir->filePath(name); }
    /// Where the library file goes (nothing is created there).
    QString libraryPath() const { return filePath(QStringLiteral("library.sqlite")); }

private:
    std::optional<QTemporaryDir> m_dir;
};
