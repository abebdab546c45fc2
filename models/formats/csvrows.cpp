// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvrows.h"

#include "fieldtext.h"
#include "readerror.h"

#include <QCoreApplication>

namespace {

constexpr qsizetype checkEvery = 4 << 20;

} // namespace

CsvRows::CsvRows(const QByteArray &utf8, char delimiter, KeepGoing keepGoing)
    : m_bytes(utf8)
    , m_delimiter(delimiter)
    , m_pos(utf8.startsWith("\xEF\xBB\xBF") ? 3 : 0)
    , m_keepGoing(std::move(keepGoing))
    , m_nextCheck(m_pos + checkEvery)
{
}

bool CsvRows::goOn(qsizetype pos)
{
    if (pos < m_nextCheck)
        return true;
    m_nextCheck = pos + checkEvery;
    if (!m_keepGoing || m_keepGoing(pos))
        return true;
    m_cancelled = true;
    fail(pos, ReadError::cancelledReason());
    return false;
}

void CsvRows::appendCapped(QByteArray *field, const char *from, qsizetype size) const
{
    const qsizetype room = FieldText::longestRawField - field->size();
    if (room > 0)
        field->append(from, qMin(size, room));
}

bool CsvRows::fail(qsizetype offset, const QString &reason)
{
    m_errorOffset = offset;
    m_error = reason;
    return false;
}

bool CsvRows::next(QByteArrayList *fields)
{
    fields->clear();
    const char *data = m_bytes.constData();
    const qsizetype size = m_bytes.size();
    if (m_pos >= size || !m_error.isEmpty())
        return false;
    m_rowStart = m_pos;
    qsizetype pos = m_pos;
    while (true) {
        QByteArray field;
        // In TSV a quote is text unless it quotes the whole field: a field that only starts
        // with one ("\"Quoted\" words") is read as text, where CSV would be malformed.
        bool quoted = pos < size && data[pos] == '"';
        const qsizetype fieldStart = pos;
        if (quoted) {
            const qsizetype open = pos++;
            while (true) {
                if (!goOn(pos))
                    return false;
                if (pos >= size) {
                    if (m_delimiter == '\t') {
                        quoted = false;
                        break;
                    }
                    return fail(open,
                        QCoreApplication::translate("ReadError",
                            "a quoted field is never closed: its opening quote is here"));
                }
                if (data[pos] == '"') {
                    if (pos + 1 < size && data[pos + 1] == '"') {
                        field += '"';
                        pos += 2;
                        continue;
                    }
                    ++pos;
                    break;
                }
                // Copied a stretch at a time: most quoted fields have no doubled quote.
                const qsizetype stretch = pos;
                while (pos < size && data[pos] != '"' && pos < m_nextCheck)
                    ++pos;
                appendCapped(&field, data + stretch, pos - stretch);
            }
            const bool fieldEnds
                = pos >= size || data[pos] == m_delimiter || data[pos] == '\n' || data[pos] == '\r';
            if (quoted && !fieldEnds && m_delimiter == '\t')
                quoted = false;
            else if (quoted && !fieldEnds) {
                return fail(pos,
                    QCoreApplication::translate("ReadError",
                        "text after the closing quote of a field (a quote inside a quoted field "
                        "is written twice: \"\")"));
            }
            if (!quoted) { // read again as text
                field.clear();
                pos = fieldStart;
            }
        }
        if (!quoted) {
            const qsizetype start = pos;
            // A row ends at \n, \r\n or a lone \r (old Mac files).
            while (
                pos < size && data[pos] != m_delimiter && data[pos] != '\n' && data[pos] != '\r') {
                if (!goOn(++pos))
                    return false;
            }
            appendCapped(&field, data + start, pos - start);
        }
        fields->append(std::move(field));
        if (pos < size && data[pos] == m_delimiter) {
            ++pos;
            continue;
        }
        if (pos < size && data[pos] == '\r')
            ++pos;
        if (pos < size && data[pos] == '\n')
            ++pos;
        m_pos = pos;
        return true;
    }
}
