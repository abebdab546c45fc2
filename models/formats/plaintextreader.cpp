// SPDX-License-Identifier: GPL-3.0-or-later
#include "plaintextreader.h"

#include "fieldtext.h"
#include "text/hyphenwrap.h"

#include "collection/parallelchunks.h"

#include <QString>

#include <atomic>
#include <cstring>
#include <deque>
#include <functional>

namespace {

constexpr qint64 progressStep = 4 << 20;
constexpr qsizetype decodeChunk = 2048; // abstracts per decoding task

bool isAsciiBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

// A UTF-8 ZERO WIDTH NO-BREAK SPACE (U+FEFF) at p, which is a byte order mark only at the very
// start of the file (readList skips it there).
bool isZeroWidthNoBreakSpace(const char *p, const char *end)
{
    return end - p >= 3 && uchar(p[0]) == 0xEF && uchar(p[1]) == 0xBB && uchar(p[2]) == 0xBF;
}

// Trims ASCII blanks, NO-BREAK SPACE (C2 A0) and IDEOGRAPHIC SPACE (E3 80 80), which appear
// in lists pasted from web pages and CJK editors, on both ends; and U+FEFF, an invisible
// blank anywhere but the file's start (where lists were pasted together, say): a line of
// marks is blank, and no abstract starts with one, which QString::fromUtf8 would drop as a
// byte order mark where the UTF-8 arena kept it, giving the two kinds of reading two texts.
QByteArrayView trimmed(QByteArrayView line)
{
    const char *b = line.data();
    const char *e = b + line.size();
    for (;;) {
        if (b < e && isAsciiBlank(*b))
            ++b;
        else if (e - b >= 2 && uchar(b[0]) == 0xC2 && uchar(b[1]) == 0xA0)
            b += 2;
        else if (e - b >= 3 && uchar(b[0]) == 0xE3 && uchar(b[1]) == 0x80 && uchar(b[2]) == 0x80)
            b += 3;
        else if (isZeroWidthNoBreakSpace(b, e))
            b += 3;
        else
            break;
    }
    for (;;) {
        if (e > b && isAsciiBlank(e[-1]))
            --e;
        else if (e - b >= 2 && uchar(e[-2]) == 0xC2 && uchar(e[-1]) == 0xA0)
            e -= 2;
        else if (e - b >= 3 && uchar(e[-3]) == 0xE3 && uchar(e[-2]) == 0x80 && uchar(e[-1]) == 0x80)
            e -= 3;
        else if (e - b >= 3 && isZeroWidthNoBreakSpace(e - 3, e))
            e -= 3;
        else
            break;
    }
    return QByteArrayView(b, e - b);
}

qsizetype characterCount(QByteArrayView text)
{
    qsizetype count = 0;
    for (char c : text)
        count += (uchar(c) & 0xC0) != 0x80;
    return count;
}

// Splits bytes into lines ending in LF, CRLF or CR, with memchr, several times faster than a
// byte loop. The next LF is found once and kept; a line is then searched for a CR only up to
// it, while it is in cache, rather than the whole text for a CR up front (a pass over all of
// it from memory).
class LineCursor
{
public:
    LineCursor(const char *begin, const char *end)
        : m_pos(begin)
        , m_end(end)
        , m_lf(nextLf(begin))
    {
    }

    bool atEnd() const { return m_pos >= m_end; }
    const char *position() const { return m_pos; }

    QByteArrayView next()
    {
        const char *start = m_pos;
        if (m_lf < start)
            m_lf = nextLf(start);
        const void *cr = std::memchr(start, '\r', m_lf - start);
        if (!cr) {
            m_pos = m_lf < m_end ? m_lf + 1 : m_end;
            return QByteArrayView(start, m_lf - start);
        }
        const char *stop = static_cast<const char *>(cr);
        m_pos = stop + 1 < m_end && stop[1] == '\n' ? stop + 2 : stop + 1;
        return QByteArrayView(start, stop - start);
    }

private:
    const char *nextLf(const char *from) const
    {
        const void *lf = std::memchr(from, '\n', m_end - from);
        return lf ? static_cast<const char *>(lf) : m_end;
    }

    const char *m_pos;
    const char *m_end;
    const char *m_lf; // the first LF at or after m_pos, or m_end; stale when before m_pos
};

// The first and the last code point of UTF-8 text (U+FFFD when invalid, 0 when empty).
char32_t firstCodePoint(QByteArrayView text)
{
    return QString::fromUtf8(text.first(qMin<qsizetype>(text.size(), 4))).toUcs4().value(0);
}

char32_t lastCodePoint(QByteArrayView text)
{
    const QList<uint> tail = QString::fromUtf8(text.last(qMin<qsizetype>(text.size(), 4))).toUcs4();
    return tail.isEmpty() ? 0 : tail.back();
}

// Whether line starts with word followed by a blank or nothing.
bool startsWithWord(QByteArrayView line, QByteArrayView word)
{
    return line.startsWith(word) && (line.size() == word.size() || isAsciiBlank(line[word.size()]));
}

// Whether a hard-wrapped paragraph whose text so far is text joins its next line without a
// space (HyphenWrap).
bool joinsAtHyphen(QByteArrayView text, QByteArrayView next)
{
    if (text.size() < 2 || text.back() != '-' || next.isEmpty())
        return false;
    return HyphenWrap::joins(lastCodePoint(text.chopped(1)), firstCodePoint(next),
        startsWithWord(next, "and") || startsWithWord(next, "or"));
}

bool startsLikeSentence(QByteArrayView line)
{
    if (line.isEmpty())
        return false;
    const uchar c = uchar(line.front());
    return !(c >= 'a' && c <= 'z');
}

} // namespace

bool PlainTextReader::looksLikeHeader(QByteArrayView line)
{
    line = trimmed(line);
    if (line.isEmpty() || characterCount(line) > maxHeaderLength)
        return false;
    const char last = line.back();
    if (last == '.' || last == '!' || last == '?')
        return false;
    // Full-width sentence ends: 。 (E3 80 82), ！ (EF BC 81), ？ (EF BC 9F).
    return !(line.endsWith("\xE3\x80\x82") || line.endsWith("\xEF\xBC\x81")
        || line.endsWith("\xEF\xBC\x9F"));
}

namespace {

// The paragraphs of one part of a list, [begin, end), as abstracts: a part starts at the
// start of a line and ends after a line end (or at the end of the list), so no paragraph
// spans two parts. With owned set the bytes are this reader's own, and hard-wrapped
// abstracts are joined in place; else they are joined into copies, kept in joinedLines.
struct ListPart
{
    QList<QByteArrayView> abstracts; // one per paper, into the list's bytes or joinedLines
    std::deque<QByteArray> joinedLines; // a deque never moves what it holds
    QString name; // the header line, found only in the list's first part
    bool cancelled = false;

    void read(const char *begin, const char *end, bool first, bool owned,
        const std::function<bool(const char *position)> &progress);

private:
    void flush(QList<QByteArrayView> &paragraph, bool &firstParagraph, bool owned);
};

void ListPart::flush(QList<QByteArrayView> &paragraph, bool &firstParagraph, bool owned)
{
    if (paragraph.isEmpty())
        return;
    qsizetype from = 0;
    if (firstParagraph) {
        firstParagraph = false;
        const QByteArrayView first = paragraph.front();
        // A header is a title-like first line: alone in its paragraph, or followed directly
        // by a clearly longer line that starts a sentence. The lines of a hard-wrapped
        // abstract are about equally long and the second usually continues a sentence, so
        // they are not mistaken for a header and its abstract.
        const bool alone = paragraph.size() == 1;
        const bool headerLike = PlainTextReader::looksLikeHeader(first)
            && (alone
                || (characterCount(first) * 5 <= characterCount(paragraph.at(1)) * 4
                    && startsLikeSentence(paragraph.at(1))));
        if (headerLike) {
            name = QString::fromUtf8(first);
            from = 1;
        }
    }
    if (from < paragraph.size()) {
        if (paragraph.size() - from == 1) {
            abstracts.append(paragraph.at(from));
        } else if (owned) {
            // Joined where the lines are: the text only gets shorter (each line break and the
            // blanks around it become one space or none), so every line moves left, never over
            // a line not yet moved. Nothing after this paragraph is touched. A moved line may
            // have overwritten its old bytes: the text so far is read where it was moved to.
            char *const start = const_cast<char *>(paragraph.at(from).data());
            char *out = start;
            for (qsizetype i = from; i < paragraph.size(); ++i) {
                if (i > from && !joinsAtHyphen(QByteArrayView(start, out - start), paragraph.at(i)))
                    *out++ = ' ';
                std::memmove(out, paragraph.at(i).data(), size_t(paragraph.at(i).size()));
                out += paragraph.at(i).size();
            }
            abstracts.append(QByteArrayView(start, out - start));
        } else {
            // A hard-wrapped abstract: its lines joined by a space (or none after a broken
            // word), kept until decoding.
            QByteArray joined;
            for (qsizetype i = from; i < paragraph.size(); ++i) {
                if (i > from && !joinsAtHyphen(joined, paragraph.at(i)))
                    joined += ' ';
                joined += paragraph.at(i);
            }
            joinedLines.push_back(std::move(joined));
            abstracts.append(joinedLines.back());
        }
    }
    paragraph.clear();
}

void ListPart::read(const char *begin, const char *end, bool first, bool owned,
    const std::function<bool(const char *position)> &progress)
{
    LineCursor cursor(begin, end);
    QList<QByteArrayView> paragraph; // the lines of the paragraph being read, trimmed
    bool firstParagraph = first;
    const char *nextReport = begin + progressStep;
    while (!cursor.atEnd()) {
        const QByteArrayView line = trimmed(cursor.next());
        if (line.isEmpty())
            flush(paragraph, firstParagraph, owned);
        else
            paragraph.append(line);
        if (cursor.position() >= nextReport) {
            nextReport += progressStep;
            if (!progress(cursor.position())) {
                cancelled = true;
                return;
            }
        }
    }
    flush(paragraph, firstParagraph, owned);
}

// Where a list of this size or more is read as two parts on two threads.
constexpr qsizetype splitReadMinimum = 8 << 20;

// The start of the first line after a blank line at or after from, which starts a line; or
// end when there is none. Lines end as LineCursor says (LF, CRLF or CR).
const char *nextParagraphStart(const char *from, const char *end)
{
    bool blank = true; // whether the line being looked at has been blank so far
    for (const char *p = from; p < end; ++p) {
        const char c = *p;
        if (c == '\n' || c == '\r') {
            const char *next = p + 1;
            if (c == '\r' && next < end && *next == '\n')
                ++next;
            if (blank)
                return next;
            blank = true;
            p = next - 1;
        } else if (!isAsciiBlank(c)) {
            // NO-BREAK SPACE, IDEOGRAPHIC SPACE and U+FEFF count as text here: a paragraph
            // end found a little later is just as good.
            blank = false;
        }
    }
    return end;
}

// The reader behind both read() overloads. With owned set, utf8 is this reader's own detached
// buffer and hard-wrapped abstracts are joined in place; else they are joined into copies.
// A big list is read as two parts at once, split at a paragraph start near its middle.
ReadResult readList(
    const QByteArray &utf8, bool owned, const ReadProgress &progress, AbstractStorage storage)
{
    ReadResult result;
    result.collection.format = QStringLiteral("txt");
    const char *begin = utf8.constData();
    const char *end = begin + utf8.size();
    if (utf8.startsWith("\xEF\xBB\xBF"))
        begin += 3;

    const char *split = end;
    if (end - begin >= splitReadMinimum) {
        // The middle, moved to a line start, then to the next paragraph's start.
        const char *middle = begin + (end - begin) / 2;
        while (middle < end && middle[-1] != '\n' && middle[-1] != '\r')
            ++middle;
        if (middle < end && middle[-1] == '\r' && *middle == '\n')
            ++middle;
        split = nextParagraphStart(middle, end);
    }
    // Progress comes from the first part, scaled to the whole; a cancel stops both parts.
    std::atomic_bool cancel(false);
    const double scale = double(end - begin) / double(std::max<qsizetype>(1, split - begin));
    const auto firstProgress = [&](const char *position) {
        if (cancel.load(std::memory_order_relaxed))
            return false;
        if (progress && !progress(qint64(double(position - begin) * scale), end - begin))
            cancel.store(true);
        return !cancel.load(std::memory_order_relaxed);
    };
    const auto secondProgress
        = [&](const char *) { return !cancel.load(std::memory_order_relaxed); };
    ListPart parts[2];
    if (split < end) {
        ParallelChunks::run(2, 1, [&](qsizetype part, qsizetype) {
            if (part == 0)
                parts[0].read(begin, split, true, owned, firstProgress);
            else
                parts[1].read(split, end, false, owned, secondProgress);
        });
    } else {
        parts[0].read(begin, end, true, owned, firstProgress);
    }
    if (parts[0].cancelled || parts[1].cancelled) {
        result.error.reason = ReadError::cancelledReason();
        return result;
    }
    result.collection.name = parts[0].name;
    QList<QByteArrayView> &abstracts = parts[0].abstracts;
    abstracts.append(parts[1].abstracts);
    for (QByteArrayView &abstract : abstracts)
        abstract = FieldText::paragraph(abstract);

    QList<Paper> &papers = result.collection.papers;
    papers.resize(abstracts.size());
    if (storage == AbstractStorage::InArena) {
        if (owned) {
            result.abstracts = TextArena::adopt(utf8, abstracts);
        } else {
            result.abstracts = TextArena::fromUtf8(
                abstracts.size(), [&abstracts](qsizetype i) { return abstracts.at(i); });
        }
        return result;
    }
    // Decoding is most of reading, and each abstract decodes on its own: on every core.
    Paper *decoded = papers.data(); // detached here, before the threads write
    ParallelChunks::run(abstracts.size(), decodeChunk, [&](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i)
            decoded[i].abstract = QString::fromUtf8(abstracts.at(i));
    });
    return result;
}

} // namespace

ReadResult PlainTextReader::read(
    const QByteArray &utf8, const ReadProgress &progress, AbstractStorage storage)
{
    return readList(utf8, false, progress, storage);
}

ReadResult PlainTextReader::read(
    QByteArray &&utf8, const ReadProgress &progress, AbstractStorage storage)
{
    if (storage != AbstractStorage::InArena)
        return readList(utf8, false, progress, storage);
    QByteArray owned = std::move(utf8);
    owned.detach(); // copies only if another QByteArray shares the bytes: they are changed
    return readList(owned, true, progress, storage);
}
