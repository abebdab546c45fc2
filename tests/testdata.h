// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
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

/// A plain list of a few megabytes: long enough to load that a click on Cancel comes first.
inline QString writeLargeList(const QDir &dir)
{
    // A new file each time: a list being read is never rewritten under its reader.
    static int lists = 0;
    static const QStringList words { QStringLiteral("diffusion"), QStringLiteral("graph"),
        QStringLiteral("attention"), QStringLiteral("protein"), QStringLiteral("kernel"),
        QStringLiteral("robot"), QStringLiteral("policy"), QStringLiteral("bandit"),
        QStringLiteral("sparse"), QStringLiteral("manifold"), QStringLiteral("causal") };
    QString text = QStringLiteral("A generated list\n\n");
    for (int paper = 0; paper < 40000; ++paper) {
        text += QStringLiteral("We study method%1 for").arg(paper);
        for (int word = 0; word < 60; ++word)
            text += u' ' + words.at((paper * 7 + word * word) % words.size());
        text += QStringLiteral(" and report results on benchmark%1.\n\n").arg(paper % 97);
    }
    return writeTestFile(dir, QStringLiteral("large%1.txt").arg(++lists), text.toUtf8());
}

/// Path of a real list in ../shared/data; the calling test skips (naming the path) when the
/// folder is not beside the repository, so the repository alone still passes its tests.
#define PAPERDESK_SHARED_FILE_OR_SKIP(variable, fileName)                                          \
    const QString variable = QStringLiteral(PAPERDESK_SHARED_DATA "/") + QStringLiteral(fileName); \
    if (!QFileInfo::exists(variable))                                                              \
        QSKIP(qPrintable(QStringLiteral("shared data not found: ") + variable));
