// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

/// Fixture files committed with the tests.
inline QString fixturePath(const QString &name)
{
    return QStringLiteral(PAPERDESK_TEST_FIXTURES "/") + name;
}

/// Writes bytes to a file name in dir (a test's temporary folder) and returns its path; a
/// test that cannot write its input stops there.
inline QString writeTestFile(const QDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

/// Path of a real list in ../shared/data; the calling test skips (naming the path) when the
/// folder is not beside the repository, so the repository alone still passes its tests.
#define PAPERDESK_SHARED_FILE_OR_SKIP(variable, fileName)                                        \
    const QString variable = QStringLiteral(PAPERDESK_SHARED_DATA "/") + QStringLiteral(fileName); \
    if (!QFileInfo::exists(variable))                                                            \
        QSKIP(qPrintable(QStringLiteral("shared data not found: ") + variable));
