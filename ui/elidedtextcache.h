// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QStaticText>
#include <QString>

#include <utility>

/// One line of item text laid out once and drawn many times. Shaping text is what painting a
/// list row costs (three layouts per cell in QStyle's item painting); a keystroke or a scroll
/// repaints rows whose text is mostly unchanged, so the laid-out line is kept, keyed by
/// everything that decides its glyphs: the text, the font, the width it is elided to and the
/// ranges marked in it.
class ElidedTextCache
{
public:
    using Ranges = QList<std::pair<qsizetype, qsizetype>>;

    struct Line
    {
        QStaticText text; ///< elided, plain text, prepared for the font
        QList<QRectF> marks; ///< marked ranges of the shown text, x relative to its start
        qreal width = 0; ///< advance of the shown text
    };

    explicit ElidedTextCache(int capacity = 2048);

    /// The line for text in font elided (right) to width, with ranges (start, length in text)
    /// measured; laid out on first use.
    const Line &line(const QString &text, const QFont &font, int width, const Ranges &ranges = {});
    void clear();

private:
    struct Key
    {
        QString text;
        QFont font;
        int width = 0;
        Ranges ranges;
        bool operator==(const Key &other) const
        {
            return width == other.width && text == other.text && ranges == other.ranges
                && font == other.font;
        }
    };
    friend size_t qHash(const Key &key, size_t seed = 0) noexcept
    {
        return qHashMulti(
            seed, key.text, key.width, key.ranges.size(), key.font.bold(), key.font.pointSizeF());
    }

    QCache<Key, Line> m_lines;
};
