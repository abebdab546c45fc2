// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formats/collectionreader.h"

#include <QTest>

/// The checks every reader's test runs over its own table of rows, so that each test keeps
/// only its rows.

/// Rows with "input" (the file's bytes) and "message": reading them as the file at path fails
/// with that message, and no paper is kept.
inline void checkMalformedInput(const QString &path)
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const ReadResult result = CollectionReader::readBytes(input, path);
    QVERIFY(!result.ok());
    QCOMPARE(result.error.toString(), message);
    QVERIFY(result.collection.papers.isEmpty());
}

/// Rows with "input", "path" and "format": the content at that path is sniffed as that format.
inline void checkSniffedFormat()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, path);
    QFETCH(QString, format);
    QCOMPARE(CollectionReader::sniffFormat(input, path), format);
}
