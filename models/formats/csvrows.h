// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>

/// Splits CSV bytes into rows of fields, RFC 4180 style: a field in double quotes may hold the
/// delimiter, line breaks and doubled quotes (""), rows end at LF or CRLF, a leading UTF-8 BOM
/// is skipped. A quote inside an unquoted field is kept as text, as spreadsheets read it.
class CsvRows final
{
public:
    CsvRows(const QByteArray &utf8, char delimiter);

    /// Reads the next row into fields (UTF-8, quotes removed); false at the end of the bytes
    /// or on a syntax error (then error() is set). A blank line is a row of one empty field.
    bool next(QByteArrayList *fields);
    /// Why the last next() failed, empty when it did not; errorOffset() is where.
    QString error() const { return m_error; }
    qsizetype errorOffset() const { return m_errorOffset; }
    /// Byte offset where the row last read began, and where reading stands now.
    qsizetype rowStart() const { return m_rowStart; }
    qsizetype position() const { return m_pos; }

private:
    bool fail(qsizetype offset, const QString &reason);

    const QByteArray &m_bytes;
    char m_delimiter;
    qsizetype m_pos = 0;
    qsizetype m_rowStart = 0;
    qsizetype m_errorOffset = -1;
    QString m_error;
};
