// SPDX-License-Identifier: GPL-3.0-or-later
#include "textarena.h"

qsizetype TextArena::utf8Size(QStringView text)
{
    qsizetype bytes = text.size();
    for (const QChar c : text) {
        const char16_t unit = c.unicode();
        // 2 bytes below U+0800, 3 above; a surrogate pair is 4, so 2 for each half.
        if (unit >= 0x80)
            bytes += unit < 0x800 || QChar::isSurrogate(unit) ? 1 : 2;
    }
    return bytes;
}

void TextArena::reserve(qsizetype texts, qsizetype utf8Bytes)
{
    m_ends.reserve(m_ends.size() + texts);
    m_bytes.reserve(m_bytes.size() + utf8Bytes);
}

void TextArena::append(QStringView text)
{
    m_bytes += text.toUtf8();
    m_ends.append(m_bytes.size());
}

void TextArena::squeeze()
{
    m_bytes.squeeze();
    m_ends.squeeze();
}

QByteArrayView TextArena::utf8(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < m_ends.size());
    const qsizetype start = i > 0 ? m_ends.at(i - 1) : 0;
    return QByteArrayView(m_bytes.constData() + start, m_ends.at(i) - start);
}

qsizetype TextArena::memoryUsage() const
{
    return m_bytes.capacity() + m_ends.capacity() * qsizetype(sizeof(qsizetype));
}
