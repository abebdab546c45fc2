// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

/// Why a file could not be read, and where. An empty reason means there was no error.
///
/// Line and column are 1-based (column counts characters, not bytes); 0 means "not known"
/// and is left out of toString(). Reasons are written for a researcher, not for a parser author.
struct ReadError
{
    QString path;
    QString reason;
    qint64 line = 0;
    qint64 column = 0;

    /// "icml.txt, line 3, column 7: the file is not UTF-8 text" (file name only, no folder);
    /// empty when there is no error.
    QString toString() const;

    /// An error at byte offset in utf8 (line and column computed; CR, LF and CRLF end lines).
    static ReadError at(const QByteArray &utf8, qint64 offset, const QString &reason);
    /// The reason given when the user cancelled a read through its progress callback.
    static QString cancelledReason();
    /// The 1-based line and character column of a byte offset; the bytes before the offset
    /// need not be valid UTF-8 (each lead or invalid byte counts as one character).
    static void positionOf(const QByteArray &utf8, qint64 offset, qint64 *line, qint64 *column);
};
