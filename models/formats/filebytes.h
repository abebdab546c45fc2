// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

/// Reads the whole of a paper list from disk, refusing up front what is not a regular file.
///
/// A FIFO, a device or a socket would block or never end; a folder, a missing path, a dangling
/// link or a loop of links each get a reason of their own (a missing file names its folder).
/// The size is taken when the file is opened and the file is read to exactly that size: a file
/// that shrinks or grows meanwhile (still being written, say) is refused rather than read in
/// part. Large files are read by two threads, a half each.
namespace FileBytes {

/// Files larger than this are refused with a clear message instead of exhausting memory.
constexpr qint64 maxFileSize = qint64(3) << 29; // 1.5 GiB

/// Called now and then with the bytes read so far and the file's size; false cancels.
using Progress = std::function<bool(qint64 done, qint64 size)>;

/// The whole file into bytes; the reason it could not be read, else an empty string. A
/// cancel gives ReadError::cancelledReason().
QString read(const QString &path, QByteArray *bytes, const Progress &progress = {});

/// "the file is too large (2.0 GiB); …" for a file of size bytes.
QString tooLargeReason(qint64 size);

} // namespace FileBytes
