// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileInfo>
#include <QString>
#include <QTest>

/// Fixture files committed with the tests.
inline QString fixturePath(const QString &name)
{
    return QStringLiteral(PAPERDESK_TEST_FIXTURES "/") + name;
}

/// Path of a real list in ../shared/data; the calling test skips (naming the path) when the
/// folder is not beside the repository, so the repository alone still passes its tests.
#define PAPERDESK_SHARED_FILE_OR_SKIP(variable, fileName)                                        \
    const QString variable = QStringLiteral(PAPERDESK_SHARED_DATA "/") + QStringLiteral(fileName); \
    if (!QFileInfo::exists(variable))                                                            \
        QSKIP(qPrintable(QStringLiteral("shared data not found: ") + variable));
