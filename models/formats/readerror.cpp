// SPDX-License-Identifier: GPL-3.0-or-later
#include "readerror.h"

#include <QCoreApplication>
#include <QFileInfo>

QString ReadError::toString() const
{
    if (reason.isEmpty())
        return {};
    QString where = QFileInfo(path).fileName();
    if (where.isEmpty())
        where = path;
    if (line > 0) {
        where += QCoreApplication::translate("ReadError", ", line %1").arg(line);
        if (column > 0)
            where += QCoreApplication::translate("ReadError", ", column %1").arg(column);
    }
    if (where.isEmpty())
        return reason;
    return QCoreApplication::translate("ReadError", "%1: %2").arg(where, reason);
}

QString ReadError::cancelledReason()
{
    return QCoreApplication::translate("ReadError", "reading was cancelled");
}

ReadError ReadError::at(const QByteArray &utf8, qint64 offset, const QString &reason)
{
    ReadError error;
    error.reason = reason;
    positionOf(utf8, offset, &error.line, &error.column);
    return error;
}

void ReadError::positionOf(const QByteArray &utf8, qint64 offset, qint64 *line, qint64 *column)
{
    const char *data = utf8.constData();
    offset = qBound(qint64(0), offset, qint64(utf8.size()));
    qint64 currentLine = 1;
    qint64 lineStart = 0;
    for (qint64 i = 0; i < offset; ++i) {
        if (data[i] == '\n' || (data[i] == '\r' && (i + 1 >= utf8.size() || data[i + 1] != '\n'))) {
            ++currentLine;
            lineStart = i + 1;
        }
    }
    qint64 currentColumn = 1;
    for (qint64 i = lineStart; i < offset; ++i) {
        // Continuation bytes belong to the character before them; a UTF-8 BOM is not a column.
        if ((uchar(data[i]) & 0xC0) != 0x80 && data[i] != '\r')
            ++currentColumn;
    }
    if (lineStart == 0 && offset >= 3 && utf8.startsWith("\xEF\xBB\xBF"))
        --currentColumn;
    *line = currentLine;
    *column = currentColumn;
}
