// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/textarena.h"

#include "collection/parallelchunks.h"

#include <QStringDecoder>

#include <cstring>
#include <vector>

namespace {

// Texts per task when encoding in parallel: enough that scheduling costs nothing.
constexpr qsizetype encodeChunk = 2048;

bool startsPair(QStringView text, qsizetype i)
{
    return QChar::isHighSurrogate(text[i].unicode()) && i + 1 < text.size()
        && QChar::isLowSurrogate(text[i + 1].unicode());
}

// True when the eight UTF-16 units at s are all ASCII.
bool eightAscii(const char16_t *s)
{
    quint64 a, b;
    std::memcpy(&a, s, 8);
    std::memcpy(&b, s + 4, 8);
    return ((a | b) & 0xFF80FF80FF80FF80ull) == 0;
}

// Writes text as UTF-8 at out, exactly TextArena::utf8Size(text) bytes; returns the end.
char *encodeUtf8(QStringView text, char *out)
{
    const char16_t *units = text.utf16();
    const qsizetype n = text.size();
    const auto put = [&out](char32_t byte) { *out++ = char(byte); };
    for (qsizetype i = 0; i < n; ++i) {
        // Abstracts are mostly ASCII: runs of it are narrowed eight units at a time.
        while (i + 8 <= n && eightAscii(units + i)) {
            for (int k = 0; k < 8; ++k)
                out[k] = char(units[i + k]);
            out += 8;
            i += 8;
        }
        if (i == n)
            break;
        char32_t cp = units[i];
        if (cp < 0x80) {
            put(cp);
            continue;
        }
        if (startsPair(text, i)) {
            cp = QChar::surrogateToUcs4(text[i].unicode(), text[i + 1].unicode());
            ++i;
        } else if (QChar::isSurrogate(cp)) {
            cp = QChar::ReplacementCharacter;
        }
        if (cp < 0x800) {
            put(0xC0 | (cp >> 6));
        } else if (cp < 0x10000) {
            put(0xE0 | (cp >> 12));
            put(0x80 | ((cp >> 6) & 0x3F));
        } else {
            put(0xF0 | (cp >> 18));
            put(0x80 | ((cp >> 12) & 0x3F));
            put(0x80 | ((cp >> 6) & 0x3F));
        }
        put(0x80 | (cp & 0x3F));
    }
    return out;
}

// Widens text into out when it is all ASCII, as nearly every abstract is, sixteen bytes at
// a time: the same as decoding it, at a fraction of a decoder's cost per text. False (out
// partly written) at the first byte that is not ASCII.
bool widenAscii(QByteArrayView text, QChar *out)
{
    const char *in = text.data();
    const qsizetype n = text.size();
    char16_t *units = reinterpret_cast<char16_t *>(out);
    qsizetype i = 0;
    for (; i < n; ++i) {
        const uchar byte = uchar(in[i]);
        if (byte >= 0x80)
            return false;
        units[i] = byte;
    }
    return true;
}

} // namespace

qsizetype TextArena::utf8Size(QStringView text)
{
    // A loop the compiler vectorizes answers the common case, an all-ASCII text.
    qsizetype nonAscii = 0;
    for (const QChar c : text)
        nonAscii += c.unicode() >= 0x80;
    qsizetype bytes = text.size();
    if (nonAscii == 0)
        return bytes;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t unit = text[i].unicode();
        if (unit < 0x80)
            continue;
        if (startsPair(text, i)) {
            bytes += 2; // four bytes for two units
            ++i;
        } else {
            bytes += unit < 0x800 ? 1 : 2; // a lone surrogate becomes U+FFFD: three bytes
        }
    }
    return bytes;
}

TextArena TextArena::encode(qsizetype count, const std::function<QStringView(qsizetype)> &textAt)
{
    std::vector<qsizetype> ends(static_cast<size_t>(count));
    ParallelChunks::run(count, encodeChunk, [&](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i)
            ends[size_t(i)] = utf8Size(textAt(i));
    });
    qsizetype total = 0;
    for (qsizetype &end : ends)
        end = total += end;

    TextArena arena;
    arena.m_bytes.resize(total);
    char *bytes = arena.m_bytes.data(); // detached here, once, before the threads write
    ParallelChunks::run(count, encodeChunk, [&](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i)
            encodeUtf8(textAt(i), bytes + (i > 0 ? ends[size_t(i - 1)] : 0));
    });
    arena.m_ends = QList<qsizetype>(ends.cbegin(), ends.cend());
    return arena;
}

TextArena TextArena::fromUtf8(
    qsizetype count, const std::function<QByteArrayView(qsizetype)> &utf8At)
{
    std::vector<qsizetype> ends(static_cast<size_t>(count));
    qsizetype total = 0;
    for (qsizetype i = 0; i < count; ++i)
        ends[size_t(i)] = total += utf8At(i).size();

    TextArena arena;
    arena.m_bytes.resize(total);
    char *bytes = arena.m_bytes.data(); // detached here, once, before the threads write
    ParallelChunks::run(count, encodeChunk, [&](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i) {
            const QByteArrayView text = utf8At(i);
            // A null view (a null QByteArray's) has no data pointer, and memcpy from null is
            // undefined even for zero bytes.
            if (!text.isEmpty())
                std::memcpy(
                    bytes + ends[size_t(i)] - text.size(), text.data(), size_t(text.size()));
        }
    });
    arena.m_ends = QList<qsizetype>(ends.cbegin(), ends.cend());
    return arena;
}

TextArena TextArena::adopt(QByteArray bytes, const QList<QByteArrayView> &texts)
{
    TextArena arena;
    arena.m_starts.reserve(texts.size());
    arena.m_ends.reserve(texts.size());
    const char *base = bytes.constData();
    for (const QByteArrayView text : texts) {
        Q_ASSERT(text.data() >= base && text.data() + text.size() <= base + bytes.size());
        arena.m_starts.append(text.data() - base);
        arena.m_ends.append(text.data() - base + text.size());
    }
    arena.m_bytes = std::move(bytes);
    arena.m_adopted = true;
    return arena;
}

QStringView TextArena::decode(qsizetype i, QString &buffer) const
{
    const QByteArrayView text = utf8(i);
    if (buffer.size() < text.size())
        buffer.resize(text.size());
    if (widenAscii(text, buffer.data()))
        return QStringView(buffer.constData(), text.size());
    // Stateless, each text on its own, as QString::fromUtf8 (and so at()) decodes it: which
    // also drops an initial U+FEFF as a byte order mark.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const qsizetype room = decoder.requiredSpace(text.size());
    if (buffer.size() < room)
        buffer.resize(room);
    QChar *begin = buffer.data();
    return QStringView(begin, decoder.appendToBuffer(begin, text) - begin);
}

void TextArena::reserve(qsizetype texts, qsizetype utf8Bytes)
{
    m_ends.reserve(m_ends.size() + texts);
    m_bytes.reserve(m_bytes.size() + utf8Bytes);
}

void TextArena::append(QStringView text)
{
    const qsizetype start = m_bytes.size();
    m_bytes.resize(start + utf8Size(text));
    encodeUtf8(text, m_bytes.data() + start);
    if (m_adopted)
        m_starts.append(start);
    m_ends.append(m_bytes.size());
}

void TextArena::appendUtf8(QByteArrayView utf8)
{
    const qsizetype start = m_bytes.size();
    m_bytes.append(utf8);
    if (m_adopted)
        m_starts.append(start);
    m_ends.append(m_bytes.size());
}

void TextArena::squeeze()
{
    m_bytes.squeeze();
    m_ends.squeeze();
    m_starts.squeeze();
}

QByteArrayView TextArena::utf8(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < m_ends.size());
    const qsizetype start = m_adopted ? m_starts.at(i) : i > 0 ? m_ends.at(i - 1) : 0;
    return QByteArrayView(m_bytes.constData() + start, m_ends.at(i) - start);
}

qsizetype TextArena::memoryUsage() const
{
    return m_bytes.capacity()
        + (m_ends.capacity() + m_starts.capacity()) * qsizetype(sizeof(qsizetype));
}
