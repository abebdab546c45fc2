// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <cstring>

/// The lines of a UTF-8 text one by one, each without its line break (\n, \r\n, or a lone \r
/// as old Mac files end lines), a byte order mark at the start skipped: how the line-based
/// readers (RIS, Markdown) walk a file.
/// The lines are views into the text, which must outlive them.
class Utf8Lines final
{
public:
    explicit Utf8Lines(QByteArrayView utf8)
        : m_utf8(utf8)
        , m_pos(utf8.startsWith("\xEF\xBB\xBF") ? 3 : 0)
    {
    }

    /// Sets line to the next line; false at the end of the text.
    bool next(QByteArrayView *line)
    {
        const qsizetype size = m_utf8.size();
        if (m_pos >= size)
            return false;
        const char *data = m_utf8.data();
        const void *lf = std::memchr(data + m_pos, '\n', size - m_pos);
        qsizetype lineEnd = lf ? static_cast<const char *>(lf) - data : size;
        qsizetype next = lineEnd + 1;
        // A \r before it ends the line there: the \r of \r\n, or a line of its own.
        if (const void *cr = std::memchr(data + m_pos, '\r', lineEnd - m_pos)) {
            const qsizetype at = static_cast<const char *>(cr) - data;
            next = at + 1 == lineEnd ? lineEnd + 1 : at + 1;
            lineEnd = at;
        }
        m_lineStart = m_pos;
        *line = QByteArrayView(data + m_pos, lineEnd - m_pos);
        m_pos = next;
        return true;
    }

    /// The offset of the last line returned.
    qsizetype lineStart() const { return m_lineStart; }
    /// The offset after the last line returned and its line break: the bytes read so far.
    qsizetype position() const { return m_pos; }

private:
    QByteArrayView m_utf8;
    qsizetype m_pos;
    qsizetype m_lineStart = 0;
};
