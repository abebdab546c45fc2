// SPDX-License-Identifier: GPL-3.0-or-later
#include "filebytes.h"

#include "readerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFuture>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

constexpr qint64 readChunk = 8 << 20;
// From this size on the file is read by two threads, a half each: copying it out of the
// page cache, and faulting in the fresh buffer, is the only work while the file is read.
constexpr qint64 splitReadMinimum = 32 << 20;

QString tr(const char *text)
{
    return QCoreApplication::translate("ReadError", text);
}

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString systemReason(int error)
{
    return tr("the file cannot be read (%1)").arg(QString::fromLocal8Bit(std::strerror(error)));
}

// Why stat() failed on path, in words that say where to look.
QString missingReason(const QString &path, const QByteArray &encoded, int error)
{
    const QFileInfo info(path);
    struct stat link;
    switch (error) {
    case ELOOP:
        return tr("the file is a symbolic link that leads back to itself (a loop of links)");
    case ENOENT:
        if (::lstat(encoded.constData(), &link) == 0 && S_ISLNK(link.st_mode)) {
            return tr("the file is a symbolic link to “%1”, which does not exist")
                .arg(native(info.symLinkTarget()));
        }
        if (!QFileInfo::exists(info.absolutePath()))
            return tr("the folder “%1” does not exist").arg(native(info.absolutePath()));
        return tr("the file was not found in the folder “%1”").arg(native(info.absolutePath()));
    case ENOTDIR:
        return tr("a part of the path “%1” is a file, not a folder")
            .arg(native(info.absolutePath()));
    case EACCES:
        return tr("the file cannot be reached (permission denied on the folder “%1”)")
            .arg(native(info.absolutePath()));
    default:
        return systemReason(error);
    }
}

// Empty for a regular file, else what it is instead.
QString notRegularReason(mode_t mode)
{
    if (S_ISREG(mode))
        return {};
    if (S_ISDIR(mode))
        return tr("this is a folder, not a file");
    if (S_ISFIFO(mode))
        return tr("this is a named pipe (FIFO), not a file; Paperdesk opens only regular files");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return tr("this is a device, not a file; Paperdesk opens only regular files");
    if (S_ISSOCK(mode))
        return tr("this is a socket, not a file; Paperdesk opens only regular files");
    return tr("this is not a regular file; Paperdesk opens only regular files");
}

QString changedReason(qint64 before, qint64 now)
{
    return tr("the file changed while it was being read (%1 bytes when opened, %2 now); open it "
              "again once it is complete")
        .arg(before)
        .arg(now);
}

enum class Outcome
{
    Done,
    Short,
    Failed,
    Cancelled
};

// Reads [from, from + length) of fd into out, a chunk at a time, adding each chunk to done and
// calling afterChunk (false cancels). Short when the file ends early: it shrank.
Outcome readRange(int fd, qint64 from, qint64 length, char *out, std::atomic<qint64> &done,
    const std::atomic_bool &stop, int *error, const std::function<bool()> &afterChunk)
{
    for (qint64 at = 0; at < length;) {
        if (stop.load(std::memory_order_relaxed))
            return Outcome::Cancelled;
        const ssize_t got = ::pread(fd, out + at, size_t(qMin(readChunk, length - at)), from + at);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            *error = errno;
            return Outcome::Failed;
        }
        if (got == 0)
            return Outcome::Short;
        at += got;
        done += got;
        if (afterChunk && !afterChunk())
            return Outcome::Cancelled;
    }
    return Outcome::Done;
}

// The first size bytes of fd into out: in two halves on two threads for a big file, the
// second half's thread reporting no progress. The worse outcome of the two decides.
Outcome readAll(int fd, qint64 size, char *out, int *error, const FileBytes::Progress &progress)
{
    std::atomic<qint64> done { 0 };
    std::atomic_bool stop { false };
    const std::function<bool()> report = [&] { return !progress || progress(done.load(), size); };
    if (size < splitReadMinimum)
        return readRange(fd, 0, size, out, done, stop, error, report);
    const qint64 half = size / 2;
    int secondError = 0;
    QFuture<Outcome> second = QtConcurrent::run(
        [&] { return readRange(fd, half, size - half, out + half, done, stop, &secondError, {}); });
    const Outcome first = readRange(fd, 0, half, out, done, stop, error, report);
    stop = first != Outcome::Done;
    const Outcome other = second.result();
    if (first == Outcome::Failed || first == Outcome::Cancelled)
        return first;
    if (other == Outcome::Failed)
        *error = secondError;
    if (other == Outcome::Failed || other == Outcome::Short || first == Outcome::Short)
        return other == Outcome::Failed ? other : Outcome::Short;
    return report() ? Outcome::Done : Outcome::Cancelled;
}

// Closes a descriptor when it goes out of scope.
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

QString FileBytes::tooLargeReason(qint64 size)
{
    return tr("the file is too large (%1 GiB); Paperdesk reads lists of up to 1.5 GiB")
        .arg(double(size) / double(1 << 30), 0, 'f', 1);
}

QString FileBytes::read(const QString &path, QByteArray *bytes, const Progress &progress)
{
    bytes->clear();
    // The bundled list lives in the executable's resources, where stat() and open() see
    // nothing; it is small and cannot change, so none of the checks below apply.
    if (path.startsWith(QLatin1String(":/"))) {
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly))
            return tr("the list “%1” is not built into this Paperdesk").arg(path);
        *bytes = resource.readAll();
        return {};
    }
    const QByteArray encoded = QFile::encodeName(path);
    struct stat before;
    if (::stat(encoded.constData(), &before) != 0)
        return missingReason(path, encoded, errno);
    // Checked before opening: opening a FIFO waits for a writer, a device may have effects.
    if (QString reason = notRegularReason(before.st_mode); !reason.isEmpty())
        return reason;
    Descriptor file;
    // O_NONBLOCK: should the path have become a FIFO since, opening it still returns at once.
    file.fd = ::open(encoded.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (file.fd < 0) {
        return errno == EACCES ? tr("the file cannot be read (permission denied)")
                               : systemReason(errno);
    }
    struct stat opened;
    if (::fstat(file.fd, &opened) != 0)
        return systemReason(errno);
    if (QString reason = notRegularReason(opened.st_mode); !reason.isEmpty())
        return reason;
    const qint64 size = opened.st_size;
    if (size > maxFileSize)
        return tooLargeReason(size);

    bytes->resize(size); // not zeroed: each reading thread faults in the pages it fills
    int error = 0;
    const Outcome outcome = readAll(file.fd, size, bytes->data(), &error, progress);
    if (outcome != Outcome::Done) {
        bytes->clear();
        if (outcome == Outcome::Cancelled)
            return ReadError::cancelledReason();
        if (outcome == Outcome::Failed)
            return systemReason(error);
    }
    // A file that grew has a byte past the size it had when opened.
    struct stat after;
    const qint64 now = ::fstat(file.fd, &after) == 0 ? qint64(after.st_size) : size;
    char past;
    if (outcome == Outcome::Short || now != size || ::pread(file.fd, &past, 1, size) > 0) {
        bytes->clear();
        return changedReason(size, now);
    }
    return {};
}
