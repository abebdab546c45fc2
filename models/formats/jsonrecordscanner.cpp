// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonrecordscanner.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstring>

JsonRecordScanner::JsonRecordScanner(QByteArrayView json)
    : m_json(json)
{
}

bool JsonRecordScanner::giveUp()
{
    m_failed = true;
    return false;
}

void JsonRecordScanner::skipSpace()
{
    // JSON's white space only: any other byte is for Qt's parser to name.
    while (m_i < m_json.size()
        && (m_json[m_i] == ' ' || m_json[m_i] == '\n' || m_json[m_i] == '\r'
            || m_json[m_i] == '\t'))
        ++m_i;
}

bool JsonRecordScanner::skipString()
{
    const qint64 open = m_i++;
    const char *data = m_json.data();
    while (m_i < m_json.size()) {
        // Abstracts are most of the bytes: memchr runs over them far faster than a byte loop.
        const void *quote = std::memchr(data + m_i, '"', size_t(m_json.size() - m_i));
        if (!quote)
            return false;
        const qint64 at = static_cast<const char *>(quote) - data;
        qint64 backslashes = 0;
        while (at - backslashes - 1 > open && data[at - backslashes - 1] == '\\')
            ++backslashes;
        m_i = at + 1;
        if (backslashes % 2 == 0)
            return true;
    }
    return false;
}

bool JsonRecordScanner::skipValue()
{
    if (m_i >= m_json.size())
        return false;
    const char first = m_json[m_i];
    if (first == '"')
        return skipString();
    if (first == '{' || first == '[') {
        int depth = 0;
        while (m_i < m_json.size()) {
            const char c = m_json[m_i];
            if (c == '"') {
                if (!skipString())
                    return false;
                continue;
            }
            if (c == '{' || c == '[') {
                ++depth;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                ++m_i;
                return true;
            }
            ++m_i;
        }
        return false;
    }
    const qint64 start = m_i;
    while (m_i < m_json.size() && !std::strchr(",]} \t\r\n", m_json[m_i]))
        ++m_i;
    return m_i > start;
}

bool JsonRecordScanner::skipCheckedValue()
{
    const qint64 start = m_i;
    if (!skipValue())
        return false;
    QByteArray wrapped = "[" + m_json.sliced(start, m_i - start).toByteArray() + "]";
    QJsonParseError error;
    QJsonDocument::fromJson(wrapped, &error);
    return error.error == QJsonParseError::NoError;
}

bool JsonRecordScanner::memberKey(QByteArrayView *key)
{
    if (m_i >= m_json.size() || m_json[m_i] != '"')
        return false;
    const qint64 start = m_i + 1;
    if (!skipString())
        return false;
    *key = m_json.sliced(start, m_i - 1 - start);
    // An escaped or broken key might still name records: the whole parse decides those.
    for (char c : *key) {
        if (c == '\\' || uchar(c) < 0x20)
            return false;
    }
    skipSpace();
    if (m_i >= m_json.size() || m_json[m_i] != ':')
        return false;
    ++m_i;
    skipSpace();
    return true;
}

bool JsonRecordScanner::isRecordsKey(QByteArrayView key)
{
    return key == "papers" || key == "data" || key == "results" || key == "notes";
}

bool JsonRecordScanner::start()
{
    if (m_json.startsWith("\xEF\xBB\xBF"))
        m_i = 3;
    skipSpace();
    if (m_i >= m_json.size())
        return giveUp();
    if (m_json[m_i] == '[') {
        ++m_i;
        return true;
    }
    if (m_json[m_i] != '{')
        return giveUp();
    m_inObject = true;
    ++m_i;
    for (;;) {
        skipSpace();
        QByteArrayView key;
        if (!memberKey(&key))
            return giveUp(); // also an object without records: a single paper, say
        if (isRecordsKey(key)) {
            // Only an array here is the records; anything else may leave them to a later key.
            if (m_i >= m_json.size() || m_json[m_i] != '[')
                return giveUp();
            ++m_i;
            return true;
        }
        if (!skipCheckedValue())
            return giveUp();
        skipSpace();
        if (m_i >= m_json.size() || m_json[m_i] != ',')
            return giveUp();
        ++m_i;
    }
}

bool JsonRecordScanner::next(QByteArrayView *record)
{
    if (m_ended || m_failed)
        return false;
    skipSpace();
    if (m_i < m_json.size() && m_json[m_i] == ']') {
        ++m_i;
        m_ended = true;
        return false;
    }
    if (!m_firstRecord) {
        if (m_i >= m_json.size() || m_json[m_i] != ',')
            return giveUp();
        ++m_i;
        skipSpace();
    }
    m_firstRecord = false;
    const qint64 start = m_i;
    if (!skipValue())
        return giveUp();
    *record = m_json.sliced(start, m_i - start);
    return true;
}

bool JsonRecordScanner::finish()
{
    if (!m_ended || m_failed)
        return false;
    while (m_inObject) {
        skipSpace();
        if (m_i < m_json.size() && m_json[m_i] == '}') {
            ++m_i;
            break;
        }
        if (m_i >= m_json.size() || m_json[m_i] != ',')
            return giveUp();
        ++m_i;
        skipSpace();
        QByteArrayView key;
        if (!memberKey(&key) || isRecordsKey(key) || !skipCheckedValue())
            return giveUp();
    }
    skipSpace();
    return m_i == m_json.size() || giveUp();
}
