// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>

#include <functional>

/// A list of texts kept as UTF-8 in one shared buffer, decoded on demand.
///
/// Made for the abstracts of a loaded collection: most of their text is ASCII, which costs
/// one byte a character here instead of QString's two, and one allocation holds them all
/// instead of one per text. Append-only; at() decodes a new QString on every call, so keep
/// the result rather than asking again in a loop. Does not deduplicate texts.
class TextArena
{
public:
    /// Bytes text takes as UTF-8: what append() adds for it (a lone surrogate, which UTF-8
    /// cannot hold, becomes U+FFFD).
    static qsizetype utf8Size(QStringView text);
    /// The arena of count texts, textAt(i) giving text i, encoded on every core: first the
    /// size of each text, then each text straight into its place in one buffer. For the
    /// texts of a whole list at once; textAt is called from several threads.
    static TextArena encode(qsizetype count, const std::function<QStringView(qsizetype)> &textAt);
    /// The arena of count texts that are UTF-8 already, utf8At(i) giving text i: copied on
    /// every core into one buffer. For a reader that has the file's bytes.
    static TextArena fromUtf8(
        qsizetype count, const std::function<QByteArrayView(qsizetype)> &utf8At);
    /// The arena of texts that are views into bytes, in order, without copying them: it keeps
    /// bytes (what lies between the texts too). For a reader done with a file's bytes.
    static TextArena adopt(QByteArray bytes, const QList<QByteArrayView> &texts);

    /// Room for texts more texts of utf8Bytes bytes in total. Worth it for big lists:
    /// growing the buffer past its capacity copies it.
    void reserve(qsizetype texts, qsizetype utf8Bytes);
    void append(QStringView text);
    /// Appends text that is UTF-8 already, as it is.
    void appendUtf8(QByteArrayView utf8);
    /// Gives back the capacity reserve() and appending left unused.
    void squeeze();

    qsizetype size() const { return m_ends.size(); }
    bool isEmpty() const { return m_ends.isEmpty(); }
    /// Text i, decoded; i must be in [0, size()).
    QString at(qsizetype i) const { return QString::fromUtf8(utf8(i)); }
    /// Text i decoded into buffer, whose capacity is reused: for going through every text in
    /// turn without allocating a QString for each. The same text as at(i); the view is valid
    /// until buffer changes.
    QStringView decode(qsizetype i, QString &buffer) const;
    /// Text i as stored, without decoding; valid until the next append().
    QByteArrayView utf8(qsizetype i) const;
    /// Bytes held (buffer and offsets, capacities included).
    qsizetype memoryUsage() const;

private:
    QByteArray m_bytes;
    QList<qsizetype> m_ends; ///< end offset of each text in m_bytes
    /// Start offset of each text when adopt() made the arena (m_adopted); else empty, and
    /// text i starts where text i - 1 ends.
    QList<qsizetype> m_starts;
    bool m_adopted = false;
};
