// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>

#include <functional>

/// Splits CSV bytes into rows of fields, RFC 4180 style: a field in double quotes may hold the
/// delimiter, line breaks and doubled quotes (""), rows end at LF, CRLF or a lone CR, a leading
/// UTF-8 BOM is skipped. A quote inside an unquoted field is kept as text, as spreadsheets read it.
/// A field keeps at most FieldText::longestRawField bytes (the rest is read past): no field
/// needs more.
class CsvRows final
{
public:
    /// Asked every few megabytes inside one long row with the offset reached; false stops.
    using KeepGoing = std::function<bool(qsizetype position)>;

    CsvRows(const QByteArray &utf8, char delimiter, KeepGoing keepGoing = {});

    /// Reads the next row into fields (UTF-8, quotes removed); false at the end of the bytes
    /// or on a syntax error (then error() is set). A blank line is a row of one empty field.
    bool next(QByteArrayList *fields);
    /// Why the last next() failed, empty when it did not; errorOffset() is where.
    QString error() const { return m_error; }
    qsizetype errorOffset() const { return m_errorOffset; }
    /// Byte offset where the row last read began, and where reading stands now.
    qsizetype rowStart() const { return m_rowStart; }
    qsizetype position() const { return m_pos; }
    /// True when the last next() stopped because keepGoing said so.
    bool cancelled() const { return m_cancelled; }

private:
    bool fail(qsizetype offset, const QString &reason);
    /// False once keepGoing said stop at pos (asked only every few megabytes).
    bool goOn(qsizetype pos);
    void appendCapped(QByteArray *field, const char *from, qsizetype size) const;

    const QByteArray &m_bytes;
    char m_delimiter;
    qsizetype m_pos = 0;
    qsizetype m_rowStart = 0;
    qsizetype m_errorOffset = -1;
    QString m_error;
    KeepGoing m_keepGoing;
    qsizetype m_nextCheck;
    bool m_cancelled = false;
};
