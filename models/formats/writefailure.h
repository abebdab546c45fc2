// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

/// Why writing a file failed, in words a user can act on. A full disk is said as such: Qt
/// reports a write that found no room as "Unknown error". Says too that a file that was there
/// before is kept (the writers write through QSaveFile, which replaces it only when all is
/// written).
class WriteFailure final
{
    Q_DECLARE_TR_FUNCTIONS(WriteFailure)
public:
    /// The reason for a failed write of path; deviceError is what the device said, written how
    /// many bytes had been written when it failed (the disk is full when it has less room than
    /// that once the unfinished file is gone).
    static QString reason(const QString &path, const QString &deviceError, qint64 written = 0);
};
