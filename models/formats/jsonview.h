// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QLatin1StringView>
#include <QList>
#include <QString>

#include <functional>
#include <vector>

/// One JSON record (a line of a JSON Lines file, an element of a JSON list) read in place:
/// its values stay the bytes of the file, and only the strings a reader asks for become
/// QStrings. Parsing a record into a QJsonDocument copies and converts every string of it
/// (arXiv's records carry a dozen fields Paperdesk never reads), which made JSON lists open
/// at twice the time of the plain list of the same papers.
///
/// Value, Object and Array answer the calls the record readers make on QJsonValue,
/// QJsonObject and QJsonArray the same way, so one templated reader serves both, and the
/// QJsonDocument reading stays the reference tests compare with (tst_jsonview).
///
/// parse() takes only what it is sure Qt reads the same way and refuses the rest (the caller
/// then uses QJsonDocument, which also words every syntax error): malformed JSON, a record
/// that is no object, a number that is not a small integer, keys that repeat or hold
/// escapes, bytes that are not well-formed UTF-8, Unicode noncharacters, deep nesting. A
/// number is read as Qt reads it (an integer, or a double by QByteArray::toDouble(), Qt's own
/// conversion); one a double cannot hold (1e400) is refused, as Qt refuses it.
///
/// Given the keys a reader reads, the values of the record's other keys are checked as JSON
/// and skipped: no node is built for them, so a record's unread parts cost no memory (a
/// 50-million-element array in a record nobody reads takes none) and their numbers may be any
/// JSON number. Time is linear in the record's length.
class JsonView
{
public:
    /// Asked now and then while a long record is parsed (every few megabytes): false stops the
    /// parse, which then fails with cancelled() true. Called on the parsing thread.
    using KeepGoing = std::function<bool()>;

    /// Parses record; false (and nothing to read) when it refuses it. With keys, only the
    /// values of those keys of the record can be read (Object::value() of any other key of
    /// the record is undefined).
    bool parse(QByteArrayView record, const QList<QLatin1StringView> &keys = {},
        const KeepGoing &keepGoing = {});
    /// True when the last parse() stopped because keepGoing said so.
    bool cancelled() const { return m_cancelled; }

    class Array;
    class Object;

    /// A value of the record, or undefined (a missing key, an index past an array's end).
    class Value
    {
    public:
        bool isUndefined() const { return !m_view; }
        bool isString() const;
        bool isDouble() const; ///< any number, as with QJsonValue
        bool isBool() const;
        bool isArray() const;
        bool isObject() const;
        QString toString() const; ///< empty unless a string
        qint64 toInteger() const; ///< 0 unless a number
        int toInt() const; ///< 0 unless a number in int's range
        double toDouble() const;
        bool toBool() const;
        Array toArray() const; ///< empty unless an array
        Object toObject() const; ///< empty unless an object

    private:
        friend class JsonView;
        friend class Array;
        friend class Object;
        Value(const JsonView *view, int node)
            : m_view(view)
            , m_node(node)
        {
        }
        Value() = default;
        const JsonView *m_view = nullptr;
        int m_node = 0;
    };

    class Array
    {
    public:
        class const_iterator
        {
        public:
            Value operator*() const { return Value(m_view, m_node); }
            const_iterator &operator++();
            bool operator!=(const const_iterator &other) const { return m_node != other.m_node; }

        private:
            friend class Array;
            const_iterator(const JsonView *view, int node)
                : m_view(view)
                , m_node(node)
            {
            }
            const JsonView *m_view;
            int m_node;
        };
        const_iterator begin() const;
        const_iterator end() const;
        qsizetype size() const;
        Value at(qsizetype i) const;
        Value first() const { return at(0); }

    private:
        friend class Value;
        Array(const JsonView *view, int node)
            : m_view(view)
            , m_node(node)
        {
        }
        const JsonView *m_view = nullptr;
        int m_node = -1;
    };

    class Object
    {
    public:
        Value value(QLatin1StringView key) const;
        bool contains(QLatin1StringView key) const { return !value(key).isUndefined(); }

    private:
        friend class Value;
        friend class JsonView;
        Object(const JsonView *view, int node)
            : m_view(view)
            , m_node(node)
        {
        }
        const JsonView *m_view = nullptr;
        int m_node = -1;
    };

    /// The record, after a successful parse().
    Object object() const { return Object(this, 0); }

private:
    enum class Kind : quint8
    {
        Null,
        False,
        True,
        Number, ///< an integer of up to 15 digits, the value in Node::size
        Double, ///< any other number, the bits of its double in Node::size
        String,
        Array,
        Object
    };
    /// A value in document order; a container's members follow it (for an object, key
    /// and value in turn), up to end.
    struct Node
    {
        Kind kind;
        bool escaped = false; ///< a string holding backslash escapes
        int end = 0; ///< index of the node after this one and all it holds
        qint64 begin = 0; ///< a string's first byte after the quote
        qint64 size = 0; ///< a string's bytes between the quotes; a number's value
    };

    bool value(int depth);
    /// A value checked as JSON without a node for it or anything it holds.
    bool skippedValue(int depth);
    bool string();
    /// The four hex digits at s (a \u escape) as a number, or -1.
    static int hex4(const char *s);
    bool number();
    /// Any JSON number, its end found; false for text that is none, or a number no double
    /// holds.
    bool numberEnd();
    bool literal(const char *word, Kind kind);
    bool object(int depth);
    bool array(int depth);
    /// The members of the array or object whose bracket is at m_i, up to its closing bracket
    /// close: member() parses one (a value; or a key, a colon and a value).
    template <typename Member> bool members(Kind kind, char close, Member member);
    void skipSpace();
    QByteArrayView bytes(const Node &node) const { return m_json.sliced(node.begin, node.size); }

    void push(const Node &node)
    {
        if (!m_skipping)
            m_nodes.push_back(node);
    }
    /// False once keepGoing said stop; asks it when the parse has gone far since it last did.
    bool goOn()
    {
        if (m_i < m_nextCheck || !m_keepGoing)
            return true;
        m_nextCheck = m_i + checkEvery;
        m_cancelled = !(*m_keepGoing)();
        return !m_cancelled;
    }
    static constexpr qint64 checkEvery = 4 << 20;

    QByteArrayView m_json;
    qint64 m_i = 0;
    std::vector<Node> m_nodes;
    QList<QLatin1StringView> m_keys; ///< the record's keys to keep; empty: every key
    bool m_skipping = false; ///< inside a value of a key not kept
    const KeepGoing *m_keepGoing = nullptr;
    qint64 m_nextCheck = 0;
    bool m_cancelled = false;
};
