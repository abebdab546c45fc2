// SPDX-License-Identifier: GPL-3.0-or-later
#include "bibtexreader.h"

#include "bibtexpending.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cstring>

namespace {

constexpr qint64 progressStep = 1 << 20;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isNameChar(char c)
{
    const uchar u = uchar(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || c == '_'
        || c == '-' || c == ':' || c == '.' || c == '+' || c == '/' || u >= 0x80;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("ReadError", text);
}

class Parser
{
public:
    Parser(const QByteArray &bytes, const ReadProgress &progress, const ReadBatch &batch,
        AbstractStorage storage)
        : m_bytes(bytes)
        , m_d(bytes.constData())
        , m_n(bytes.size())
        , m_progress(progress)
        , m_batch(batch)
        , m_pending(storage)
    {
        static const char *const months[] = { "january", "february", "march", "april", "may",
            "june", "july", "august", "september", "october", "november", "december" };
        for (const char *month : months) {
            QByteArray name(month);
            name[0] = char(name[0] - 'a' + 'A');
            m_strings.insert(QByteArray(month, 3), name);
        }
        // The abstracts are most of a .bib file: room for them up front, rather than copies
        // of the arena as it grows. Pages never written are never resident.
        if (storage == AbstractStorage::InArena)
            m_result.abstracts.reserve(0, m_n);
    }

    ReadResult run()
    {
        m_result.collection.format = QStringLiteral("bib");
        qint64 nextReport = progressStep;
        while (m_i < m_n && m_result.ok()) {
            const void *at = std::memchr(m_d + m_i, '@', m_n - m_i);
            if (!at)
                break;
            m_i = static_cast<const char *>(at) - m_d;
            entry();
            if (m_i >= nextReport) {
                nextReport = m_i + progressStep;
                m_pending.convertInto(&m_result);
                if (m_batch && m_result.ok())
                    m_batch(m_result);
                if (m_progress && !m_progress(m_i, m_n))
                    m_result.error.reason = ReadError::cancelledReason();
            }
        }
        if (m_result.ok())
            m_pending.convertInto(&m_result);
        if (!m_result.ok()) {
            m_result.collection.papers.clear();
            m_result.abstracts = TextArena();
        }
        m_result.abstracts.squeeze();
        return std::move(m_result);
    }

private:
    bool atEnd() const { return m_i >= m_n; }

    void skipSpaces()
    {
        while (m_i < m_n && isSpace(m_d[m_i]))
            ++m_i;
    }

    QByteArray name()
    {
        const qint64 start = m_i;
        while (m_i < m_n && isNameChar(m_d[m_i]))
            ++m_i;
        return QByteArray(m_d + start, m_i - start);
    }

    void fail(qint64 offset, const QString &reason)
    {
        if (m_result.ok())
            m_result.error = ReadError::at(m_bytes, offset, reason);
    }

    // True when a line starting at pos (after blanks) opens a new entry: "@type{" or "@type(".
    bool entryStartsAt(qint64 pos) const
    {
        while (pos < m_n && (m_d[pos] == ' ' || m_d[pos] == '\t'))
            ++pos;
        if (pos >= m_n || m_d[pos] != '@')
            return false;
        ++pos;
        const qint64 typeStart = pos;
        while (pos < m_n
            && ((m_d[pos] >= 'a' && m_d[pos] <= 'z') || (m_d[pos] >= 'A' && m_d[pos] <= 'Z')))
            ++pos;
        if (pos == typeStart)
            return false;
        while (pos < m_n && isSpace(m_d[pos]))
            ++pos;
        return pos < m_n && (m_d[pos] == '{' || m_d[pos] == '(');
    }

    // Whether a closing brace or quote before pos really ends the value. Real abstracts hold
    // stray closing braces ("(REFORM})"); one followed by more prose, rather than by ',', '#',
    // the entry's end or a "field =", is read as text instead of failing the whole file.
    bool endsValue(qint64 pos, char close) const
    {
        while (pos < m_n && isSpace(m_d[pos]))
            ++pos;
        if (pos >= m_n || m_d[pos] == ',' || m_d[pos] == '#' || m_d[pos] == close)
            return true;
        if (!isNameChar(m_d[pos]))
            return false;
        while (pos < m_n && isNameChar(m_d[pos]))
            ++pos;
        while (pos < m_n && isSpace(m_d[pos]))
            ++pos;
        return pos < m_n && m_d[pos] == '=';
    }

    // A value ran into the next entry: the file lost the end of this entry (real exports have
    // such cut-off abstracts). Keep what was read, warn, and go on with the next entry.
    void truncatedAt(qint64 nextEntry)
    {
        ReadError warning = ReadError::at(m_bytes, m_entryStart,
            tr("BibTeX entry is cut off before its end; read up to the next entry"));
        m_result.warnings.append(warning);
        m_i = nextEntry;
        m_truncated = true;
    }

    void unterminated()
    {
        fail(m_entryStart,
            tr("BibTeX entry is not terminated (a closing brace is missing from here on)"));
    }

    void entry()
    {
        m_entryStart = m_i++;
        skipSpaces();
        const QByteArray type = name().toLower();
        skipSpaces();
        if (type.isEmpty() || atEnd() || (m_d[m_i] != '{' && m_d[m_i] != '(')) {
            return; // an '@' in free text between entries, as BibTeX allows
        }
        const char close = m_d[m_i] == '{' ? '}' : ')';
        m_truncated = false;
        if (type == "comment" || type == "preamble") {
            skipBalanced(close);
            return;
        }
        ++m_i;
        if (type == "string") {
            fields(close, nullptr);
            return;
        }
        skipSpaces();
        const qint64 keyStart = m_i;
        while (m_i < m_n && m_d[m_i] != ',' && m_d[m_i] != close && !isSpace(m_d[m_i]))
            ++m_i;
        const QByteArray key = QByteArray::fromRawData(m_d + keyStart, m_i - keyStart);
        skipSpaces();
        if (atEnd())
            return unterminated();
        QHash<QByteArray, QByteArray> values;
        if (m_d[m_i] == ',') {
            ++m_i;
            fields(close, &values);
        } else if (m_d[m_i] == close) {
            ++m_i;
        } else {
            return fail(m_i, tr("BibTeX: expected ',' after the citation key"));
        }
        if (m_result.ok())
            m_pending.add(key, std::move(values));
    }

    // Skips from an opening delimiter to its match (@comment{…}, @preamble{…}).
    void skipBalanced(char close)
    {
        int depth = 0;
        for (; m_i < m_n; ++m_i) {
            const char c = m_d[m_i];
            if (c == '{' || (close == ')' && c == '('))
                ++depth;
            else if ((c == '}' || c == close) && --depth == 0) {
                ++m_i;
                return;
            }
        }
        unterminated();
    }

    // name = value, … up to the closing delimiter; into values, or into @string macros.
    void fields(char close, QHash<QByteArray, QByteArray> *values)
    {
        for (;;) {
            skipSpaces();
            if (atEnd())
                return unterminated();
            if (m_d[m_i] == close) {
                ++m_i;
                return;
            }
            if (m_d[m_i] == '@' && entryStartsAt(m_i))
                return truncatedAt(m_i);
            const QByteArray field = name().toLower();
            if (field.isEmpty())
                return fail(m_i, tr("BibTeX: expected a field name"));
            skipSpaces();
            if (atEnd())
                return unterminated();
            if (m_d[m_i] != '=')
                return fail(m_i,
                    tr("BibTeX: expected '=' after field name “%1”").arg(QString::fromUtf8(field)));
            ++m_i;
            QByteArray text;
            if (!value(close, &text))
                return;
            if (values)
                values->insert(field, text);
            else
                m_strings.insert(field, text);
            if (m_truncated)
                return;
            skipSpaces();
            if (atEnd())
                return unterminated();
            if (m_d[m_i] == ',')
                ++m_i;
            else if (m_d[m_i] != close)
                return fail(m_i, tr("BibTeX: expected ',' or the end of the entry after a field"));
        }
    }

    // One value: pieces ({…}, "…", number, macro) joined by '#'.
    bool value(char close, QByteArray *text)
    {
        for (;;) {
            skipSpaces();
            if (atEnd()) {
                unterminated();
                return false;
            }
            const char c = m_d[m_i];
            if (c == '{' || c == '"') {
                const qint64 start = ++m_i;
                int depth = 0;
                while (m_i < m_n) {
                    if (m_i >= m_nextCheck && !keepGoing())
                        return false;
                    const char d = m_d[m_i];
                    if (d == '\n' && entryStartsAt(m_i + 1)) {
                        appendPiece(text, start, m_i);
                        truncatedAt(m_i + 1);
                        return true;
                    }
                    if (d == '{')
                        ++depth;
                    else if (d == '}' && depth > 0)
                        --depth;
                    else if (depth == 0 && (c == '{' ? d == '}' : d == '"')
                        && endsValue(m_i + 1, close))
                        break;
                    ++m_i;
                }
                if (atEnd()) {
                    unterminated();
                    return false;
                }
                appendPiece(text, start, m_i);
                ++m_i;
            } else if (isNameChar(c)) {
                const qint64 wordStart = m_i;
                const QByteArray word = name();
                const bool number = std::all_of(
                    word.begin(), word.end(), [](char d) { return d >= '0' && d <= '9'; });
                const auto macro = m_strings.constFind(word.toLower());
                const QByteArray &piece = number || macro == m_strings.cend() ? word : *macro;
                if (!pasteFits(*text, piece.size(), wordStart, word))
                    return false;
                text->append(piece);
            } else {
                fail(m_i,
                    c == close || c == ','
                        ? tr("BibTeX: a field has no value after '='")
                        : tr("BibTeX: expected a value in braces, quotes, a number or a name"));
                return false;
            }
            skipSpaces();
            if (m_i < m_n && m_d[m_i] == '#')
                ++m_i;
            else
                return true;
        }
    }

    // A value of many megabytes (a crafted file) is cancellable on the way through it.
    bool keepGoing()
    {
        m_nextCheck = m_i + progressStep;
        if (!m_progress || m_progress(m_i, m_n))
            return true;
        if (m_result.ok())
            m_result.error.reason = ReadError::cancelledReason();
        return false;
    }

    // Most values are one braced or quoted piece: a view into the file, whose bytes outlive
    // every entry, rather than a copy; a piece pasted after it with '#' copies it first.
    void appendPiece(QByteArray *text, qint64 start, qint64 end)
    {
        if (text->isEmpty())
            *text = QByteArray::fromRawData(m_d + start, end - start);
        else
            text->append(m_d + start, end - start);
    }

    // Macros built from each other double at each step ("s2 = s1 # s1"): forty steps in a
    // kilobyte of BibTeX would ask for a terabyte. A value may hold the whole file and a
    // megabyte of macro text more; a file may paste four times its size plus 16 MB in all.
    bool pasteFits(const QByteArray &text, qint64 size, qint64 at, const QByteArray &macro)
    {
        const qint64 valueLimit = m_n + (qint64(1) << 20);
        const qint64 fileLimit = 4 * m_n + (qint64(16) << 20);
        m_pasted += size;
        if (text.size() + size <= valueLimit && m_pasted <= fileLimit)
            return true;
        const bool value = text.size() + size > valueLimit;
        const qint64 megabytes = (value ? valueLimit : fileLimit) >> 20;
        fail(at,
            (value ? tr("BibTeX: the @string macro “%1” makes this value longer than %2 MB "
                        "(macros built from each other grow without limit)")
                   : tr("BibTeX: the @string macro “%1” takes the text pasted from macros past "
                        "%2 MB, far more than the file holds"))
                .arg(QString::fromUtf8(macro))
                .arg(megabytes));
        return false;
    }

    const QByteArray &m_bytes;
    const char *m_d;
    qint64 m_n;
    qint64 m_i = 0;
    qint64 m_entryStart = 0;
    bool m_truncated = false;
    qint64 m_pasted = 0; ///< bytes of macro text pasted into values so far
    qint64 m_nextCheck = progressStep; ///< where a value's scan asks the progress next
    const ReadProgress &m_progress;
    const ReadBatch &m_batch;
    QHash<QByteArray, QByteArray> m_strings;
    BibtexPending m_pending; ///< parsed, not yet converted
    ReadResult m_result;
};

} // namespace

ReadResult BibtexReader::read(const QByteArray &utf8, const ReadProgress &progress,
    const ReadBatch &batch, AbstractStorage storage)
{
    return Parser(utf8, progress, batch, storage).run();
}
