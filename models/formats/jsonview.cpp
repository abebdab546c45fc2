// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonview.h"

#include <QByteArray>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>

namespace {

constexpr int depthLimit = 64; // Qt's parser allows more; deeper records go to it
constexpr int integerDigits = 19; // qint64's; Qt keeps an integer that fits as one

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool isContinuation(uchar c)
{
    return (c & 0xC0) == 0x80;
}

// Length of the well-formed UTF-8 sequence at s (up to end), or 0. Noncharacters count as
// malformed: whether Qt's parser takes them is not worth finding out for a record or two.
int utf8Length(const uchar *s, const uchar *end)
{
    const uchar c = s[0];
    int length = 0;
    char32_t code = 0;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
        code = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        code = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        code = c & 0x07;
    } else {
        return 0;
    }
    if (end - s < length)
        return 0;
    for (int k = 1; k < length; ++k) {
        if (!isContinuation(s[k]))
            return 0;
        code = (code << 6) | (s[k] & 0x3F);
    }
    const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
    const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
    const bool nonCharacter = (code >= 0xFDD0 && code <= 0xFDEF) || (code & 0xFFFE) == 0xFFFE;
    if (overlong || surrogate || nonCharacter || code > 0x10FFFF)
        return 0;
    return length;
}

} // namespace

int JsonView::hex4(const char *s)
{
    int code = 0;
    for (int k = 0; k < 4; ++k) {
        const int digit = hexDigit(s[k]);
        if (digit < 0)
            return -1;
        code = code * 16 + digit;
    }
    return code;
}

bool JsonView::parse(
    QByteArrayView record, const QList<QLatin1StringView> &keys, const KeepGoing &keepGoing)
{
    m_json = record;
    m_i = 0;
    m_nodes.clear();
    m_keys = keys;
    m_skipping = false;
    m_keepGoing = keepGoing ? &keepGoing : nullptr;
    m_nextCheck = checkEvery;
    m_cancelled = false;
    skipSpace();
    if (m_i >= m_json.size() || m_json[m_i] != '{' || !object(1))
        return m_nodes.clear(), false;
    skipSpace();
    if (m_i != m_json.size())
        return m_nodes.clear(), false;
    return true;
}

void JsonView::skipSpace()
{
    while (m_i < m_json.size()
        && (m_json[m_i] == ' ' || m_json[m_i] == '\t' || m_json[m_i] == '\n'
            || m_json[m_i] == '\r'))
        ++m_i;
}

bool JsonView::value(int depth)
{
    if (m_i >= m_json.size())
        return false;
    switch (m_json[m_i]) {
    case '"':
        return string();
    case '{':
        return depth < depthLimit && object(depth + 1);
    case '[':
        return depth < depthLimit && array(depth + 1);
    case 't':
        return literal("true", Kind::True);
    case 'f':
        return literal("false", Kind::False);
    case 'n':
        return literal("null", Kind::Null);
    default:
        return number();
    }
}

bool JsonView::literal(const char *word, Kind kind)
{
    const qint64 length = qint64(std::strlen(word));
    if (m_json.size() - m_i < length || std::memcmp(m_json.data() + m_i, word, size_t(length)))
        return false;
    m_i += length;
    push(Node { kind, false, int(m_nodes.size()) + 1, 0, 0 });
    return true;
}

bool JsonView::skippedValue(int depth)
{
    const bool wasSkipping = m_skipping;
    m_skipping = true;
    const bool ok = value(depth);
    m_skipping = wasSkipping;
    return ok;
}

bool JsonView::numberEnd()
{
    // JSON's grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    const auto digits = [this] {
        const qint64 start = m_i;
        while (m_i < m_json.size() && m_json[m_i] >= '0' && m_json[m_i] <= '9')
            ++m_i;
        return m_i - start;
    };
    const qint64 start = m_i;
    if (m_i < m_json.size() && m_json[m_i] == '-')
        ++m_i;
    const qint64 integerStart = m_i;
    const qint64 integer = digits();
    if (integer == 0 || (integer > 1 && m_json[integerStart] == '0'))
        return false;
    if (m_i < m_json.size() && m_json[m_i] == '.') {
        ++m_i;
        if (digits() == 0)
            return false;
    }
    bool exponent = false;
    if (m_i < m_json.size() && (m_json[m_i] == 'e' || m_json[m_i] == 'E')) {
        ++m_i;
        if (m_i < m_json.size() && (m_json[m_i] == '+' || m_json[m_i] == '-'))
            ++m_i;
        if (digits() == 0)
            return false;
        exponent = true;
    }
    // Only an exponent or some 300 digits can leave a double's range, which Qt refuses.
    if (!exponent && integer < 300)
        return true;
    bool ok = false;
    const double value = QByteArray::fromRawData(m_json.data() + start, m_i - start).toDouble(&ok);
    return ok && std::isfinite(value);
}

bool JsonView::number()
{
    const qint64 start = m_i;
    if (m_skipping)
        return numberEnd();
    const bool negative = m_json[m_i] == '-';
    const qint64 first = negative ? m_i + 1 : m_i;
    qint64 end = first;
    while (end < m_json.size() && m_json[end] >= '0' && m_json[end] <= '9')
        ++end;
    const qint64 digits = end - first;
    const bool fraction
        = end < m_json.size() && (m_json[end] == '.' || m_json[end] == 'e' || m_json[end] == 'E');
    const bool zeroFirst = digits > 1 && m_json[first] == '0';
    // Negative, as qint64 holds one more negative number than positive ones.
    qint64 number = 0;
    bool fits = digits > 0 && digits <= integerDigits && !fraction && !zeroFirst;
    for (qint64 k = first; fits && k < end; ++k) {
        const int digit = m_json[k] - '0';
        fits = number >= (std::numeric_limits<qint64>::min() + digit) / 10;
        number = fits ? number * 10 - digit : 0;
    }
    fits = fits && (negative || number != std::numeric_limits<qint64>::min());
    // -0, a fraction, an exponent or an integer past qint64: a double, converted as Qt
    // converts it.
    if (!fits || (negative && number == 0)) {
        if (!numberEnd())
            return false;
        const double value = QByteArray::fromRawData(m_json.data() + start, m_i - start).toDouble();
        qint64 bits = 0;
        std::memcpy(&bits, &value, sizeof bits);
        push(Node { Kind::Double, false, int(m_nodes.size()) + 1, 0, bits });
        return true;
    }
    m_i = end;
    push(Node { Kind::Number, false, int(m_nodes.size()) + 1, 0, negative ? number : -number });
    return true;
}

bool JsonView::string()
{
    const qint64 begin = ++m_i;
    const uchar *s = reinterpret_cast<const uchar *>(m_json.data());
    const uchar *end = s + m_json.size();
    bool escaped = false;
    qint64 i = begin;
    for (;;) {
        if (i >= m_json.size())
            return false;
        if (i >= m_nextCheck) { // a string of megabytes: may be cancelled on the way
            m_i = i;
            if (!goOn())
                return false;
        }
        const uchar c = s[i];
        if (c == '"')
            break;
        if (c < 0x20)
            return false;
        if (c < 0x80 && c != '\\') {
            ++i;
            continue;
        }
        if (c >= 0x80) {
            const int length = utf8Length(s + i, end);
            if (length == 0)
                return false;
            i += length;
            continue;
        }
        escaped = true;
        if (i + 1 >= m_json.size())
            return false;
        const char e = char(s[i + 1]);
        if (e != 'u') {
            if (!std::strchr("\"\\/bfnrt", e) || e == 0)
                return false;
            i += 2;
            continue;
        }
        // \uXXXX; a surrogate only as a whole pair (Qt keeps a lone one, UTF-8 cannot).
        if (m_json.size() - i < 6)
            return false;
        const int code = hex4(m_json.data() + i + 2);
        if (code < 0 || (code >= 0xDC00 && code <= 0xDFFF))
            return false;
        if (code >= 0xD800 && code <= 0xDBFF) {
            if (m_json.size() - i < 12 || s[i + 6] != '\\' || s[i + 7] != 'u')
                return false;
            const int low = hex4(m_json.data() + i + 8);
            if (low < 0xDC00 || low > 0xDFFF)
                return false;
            i += 12;
        } else {
            i += 6;
        }
    }
    m_i = i + 1;
    push(Node { Kind::String, escaped, int(m_nodes.size()) + 1, begin, i - begin });
    return true;
}

template <typename Member> bool JsonView::members(Kind kind, char close, Member member)
{
    const size_t self = m_nodes.size();
    push(Node { kind, false, 0, m_i, 0 });
    ++m_i;
    skipSpace();
    if (m_i < m_json.size() && m_json[m_i] == close) {
        ++m_i;
    } else {
        for (;;) {
            skipSpace();
            if (!goOn() || !member())
                return false;
            skipSpace();
            if (m_i >= m_json.size())
                return false;
            const char c = m_json[m_i++];
            if (c == close)
                break;
            if (c != ',')
                return false;
        }
    }
    if (!m_skipping)
        m_nodes[self].end = int(m_nodes.size());
    return true;
}

bool JsonView::array(int depth)
{
    return members(Kind::Array, ']', [this, depth] { return value(depth); });
}

bool JsonView::object(int depth)
{
    std::vector<std::string_view> keys;
    const bool read = members(Kind::Object, '}', [this, depth, &keys] {
        if (m_i >= m_json.size() || m_json[m_i] != '"')
            return false;
        const qint64 keyStart = m_i + 1;
        if (!string())
            return false;
        const std::string_view key(m_json.data() + keyStart, size_t(m_i - 1 - keyStart));
        skipSpace();
        if (m_i >= m_json.size() || m_json[m_i] != ':')
            return false;
        ++m_i;
        skipSpace();
        if (m_skipping)
            return value(depth);
        if (m_nodes.back().escaped)
            return false;
        // Of the record's own keys, only those a reader reads get nodes.
        if (depth == 1 && !m_keys.isEmpty()
            && !m_keys.contains(QLatin1StringView(key.data(), qsizetype(key.size())))) {
            m_nodes.pop_back();
            return skippedValue(depth);
        }
        keys.push_back(key);
        return value(depth);
    });
    if (!read || keys.size() < 2)
        return read;
    // A key that repeats: which of the values Qt keeps is its business. Sorted, as a record
    // may have thousands of keys.
    std::sort(keys.begin(), keys.end());
    return std::adjacent_find(keys.begin(), keys.end()) == keys.end();
}
