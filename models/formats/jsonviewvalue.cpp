// SPDX-License-Identifier: GPL-3.0-or-later
// JsonView's read side: the values, arrays and objects of a record parse() accepted. The
// parser is in jsonview.cpp; the two share only the node table and hex4().
#include "jsonview.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace {

void appendUtf8(QByteArray &out, char32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}

// As QJsonValue converts a double: its value when it is a whole number in range, else 0.
template <typename Integer> Integer wholeNumber(double value)
{
    constexpr double below = -double(std::numeric_limits<Integer>::min());
    if (!std::isfinite(value) || value != std::trunc(value) || value < -below || value >= below)
        return 0;
    return Integer(value);
}

} // namespace

bool JsonView::Value::isString() const
{
    return m_view && m_view->m_nodes[size_t(m_node)].kind == Kind::String;
}

bool JsonView::Value::isDouble() const
{
    if (!m_view)
        return false;
    const Kind kind = m_view->m_nodes[size_t(m_node)].kind;
    return kind == Kind::Number || kind == Kind::Double;
}

bool JsonView::Value::isBool() const
{
    if (!m_view)
        return false;
    const Kind kind = m_view->m_nodes[size_t(m_node)].kind;
    return kind == Kind::True || kind == Kind::False;
}

bool JsonView::Value::isArray() const
{
    return m_view && m_view->m_nodes[size_t(m_node)].kind == Kind::Array;
}

bool JsonView::Value::isObject() const
{
    return m_view && m_view->m_nodes[size_t(m_node)].kind == Kind::Object;
}

QString JsonView::Value::toString() const
{
    if (!isString())
        return {};
    const Node &node = m_view->m_nodes[size_t(m_node)];
    const QByteArrayView raw = m_view->bytes(node);
    if (!node.escaped)
        return QString::fromUtf8(raw);
    // parse() let through only well-formed escapes and whole surrogate pairs: decoded to
    // UTF-8 they give the same QString as Qt's parser does.
    QByteArray utf8;
    utf8.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        // The text up to the next escape in one go.
        const void *slash = std::memchr(raw.data() + i, '\\', size_t(raw.size() - i));
        const qsizetype at = slash ? static_cast<const char *>(slash) - raw.data() : raw.size();
        utf8.append(raw.data() + i, at - i);
        if (at == raw.size())
            break;
        i = at;
        const char e = raw[++i];
        switch (e) {
        case 'b':
            utf8 += '\b';
            break;
        case 'f':
            utf8 += '\f';
            break;
        case 'n':
            utf8 += '\n';
            break;
        case 'r':
            utf8 += '\r';
            break;
        case 't':
            utf8 += '\t';
            break;
        case 'u': {
            char32_t code = char32_t(hex4(raw.data() + i + 1));
            i += 4;
            if (code >= 0xD800 && code <= 0xDBFF) {
                const char32_t low = char32_t(hex4(raw.data() + i + 3));
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                i += 6;
            }
            appendUtf8(utf8, code);
            break;
        }
        default: // " \ /
            utf8 += e;
        }
    }
    return QString::fromUtf8(utf8);
}

qint64 JsonView::Value::toInteger() const
{
    if (!isDouble())
        return 0;
    const Node &node = m_view->m_nodes[size_t(m_node)];
    return node.kind == Kind::Number ? node.size : wholeNumber<qint64>(toDouble());
}

int JsonView::Value::toInt() const
{
    if (isDouble() && m_view->m_nodes[size_t(m_node)].kind == Kind::Double)
        return wholeNumber<int>(toDouble());
    const qint64 n = toInteger();
    return qint64(int(n)) == n ? int(n) : 0;
}

double JsonView::Value::toDouble() const
{
    if (!isDouble())
        return 0;
    const Node &node = m_view->m_nodes[size_t(m_node)];
    if (node.kind == Kind::Number)
        return double(node.size);
    double value = 0;
    std::memcpy(&value, &node.size, sizeof value);
    return value;
}

bool JsonView::Value::toBool() const
{
    return m_view && m_view->m_nodes[size_t(m_node)].kind == Kind::True;
}

JsonView::Array JsonView::Value::toArray() const
{
    return isArray() ? Array(m_view, m_node) : Array(nullptr, -1);
}

JsonView::Object JsonView::Value::toObject() const
{
    return isObject() ? Object(m_view, m_node) : Object(nullptr, -1);
}

JsonView::Array::const_iterator &JsonView::Array::const_iterator::operator++()
{
    m_node = m_view->m_nodes[size_t(m_node)].end;
    return *this;
}

JsonView::Array::const_iterator JsonView::Array::begin() const
{
    return m_view ? const_iterator(m_view, m_node + 1) : const_iterator(nullptr, 0);
}

JsonView::Array::const_iterator JsonView::Array::end() const
{
    return m_view ? const_iterator(m_view, m_view->m_nodes[size_t(m_node)].end)
                  : const_iterator(nullptr, 0);
}

qsizetype JsonView::Array::size() const
{
    qsizetype count = 0;
    for (auto it = begin(); it != end(); ++it)
        ++count;
    return count;
}

JsonView::Value JsonView::Array::at(qsizetype i) const
{
    for (auto it = begin(); it != end(); ++it) {
        if (i-- == 0)
            return *it;
    }
    return {};
}

JsonView::Value JsonView::Object::value(QLatin1StringView key) const
{
    if (!m_view)
        return {};
    const std::vector<Node> &nodes = m_view->m_nodes;
    const QByteArrayView wanted(key.data(), key.size());
    for (int i = m_node + 1; i < nodes[size_t(m_node)].end; i = nodes[size_t(i) + 1].end) {
        if (m_view->bytes(nodes[size_t(i)]) == wanted)
            return Value(m_view, i + 1);
    }
    return {};
}
