// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

/// The abstracts of a plain list (tests/fixtures, ../shared/data): the paragraphs after its
/// header line, each joined into one line as the plain-list reader joins them. A quick reader
/// for tests of what comes after reading; the real reader is tested in tst_plaintextreader.
inline QStringList readAbstracts(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList paragraphs
        = QString::fromUtf8(file.readAll())
              .split(QRegularExpression(QStringLiteral("\\n\\s*\\n")), Qt::SkipEmptyParts);
    if (!paragraphs.isEmpty())
        paragraphs.removeFirst(); // the header line
    for (QString &p : paragraphs)
        p = p.simplified();
    return paragraphs;
}
