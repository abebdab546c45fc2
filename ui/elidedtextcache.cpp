// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidedtextcache.h"

#include <QFontMetricsF>

ElidedTextCache::ElidedTextCache(int capacity)
    : m_lines(capacity)
{
}

const ElidedTextCache::Line &ElidedTextCache::line(
    const QString &text, const QFont &font, int width, const Ranges &ranges)
{
    Key key { text, font, width, ranges };
    if (const Line *cached = m_lines.object(key))
        return *cached;

    const QFontMetricsF metrics(font);
    const QString shown = metrics.elidedText(text, Qt::ElideRight, width);
    auto *line = new Line;
    line->text.setTextFormat(Qt::PlainText); // text from files is never markup
    line->text.setPerformanceHint(QStaticText::AggressiveCaching);
    line->text.setText(shown);
    line->text.prepare(QTransform(), font);
    line->width = metrics.horizontalAdvance(shown);
    // Elision keeps a prefix of the text, so offsets into text are offsets into shown up to
    // where the ellipsis starts; a mark is cut there.
    const qsizetype kept = shown.size() == text.size() ? shown.size() : shown.size() - 1;
    for (const auto &[start, length] : ranges) {
        if (start >= kept)
            break;
        const qsizetype end = std::min(start + length, kept);
        const qreal left = metrics.horizontalAdvance(shown.left(start));
        const qreal right = metrics.horizontalAdvance(shown.left(end));
        line->marks.append(QRectF(left, 0, right - left, 0));
    }
    const Line *inserted = line;
    m_lines.insert(std::move(key), line);
    return *inserted;
}

void ElidedTextCache::clear()
{
    m_lines.clear();
}
