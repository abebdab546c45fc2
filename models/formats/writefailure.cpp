// SPDX-License-Identifier: GPL-3.0-or-later
#include "writefailure.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

namespace {

// Less room than this is no room: the file system keeps some back, and an export of a few
// kilobytes failed there.
constexpr qint64 nearlyFull = 1 << 20;

} // namespace

QString WriteFailure::reason(const QString &path, const QString &deviceError, qint64 written)
{
    const QFileInfo file(path);
    const QStorageInfo storage(file.absolutePath());
    QString why;
    if (storage.isValid() && storage.bytesAvailable() < written + nearlyFull)
        why = tr("the disk that holds “%1” is full")
                  .arg(QDir::toNativeSeparators(storage.rootPath()));
    else if (deviceError.isEmpty() || deviceError == QLatin1String("Unknown error"))
        why = tr("the file could not be written");
    else
        why = deviceError;
    if (file.exists())
        why += tr("; the file that was there is kept as it was");
    return why;
}
