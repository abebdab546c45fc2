// SPDX-License-Identifier: GPL-3.0-or-later
#include "highlightdelegate.h"

#include "paperlistmodel.h"
#include "search/matchhighlighter.h"

#include <QApplication>
#include <QPainter>

HighlightDelegate::HighlightDelegate(QObject *parent) : QStyledItemDelegate(parent) { }

bool HighlightDelegate::setQuery(const Query &query)
{
    m_query = query;
    QList<Query::Term> highlighted = query.positiveTerms();
    if (highlighted == m_highlighted)
        return false;
    m_highlighted = std::move(highlighted);
    return true;
}

void HighlightDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    if (index.column() != PaperListModel::TitleColumn || m_query.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    const auto ranges = MatchHighlighter::ranges(text, m_query, Query::Field::Title);
    if (ranges.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }

    // Let the style draw the row (selection, focus, alternate colour) without its text,
    // then draw the text ourselves with the matches marked.
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget)
                                   .adjusted(3, 0, -3, 0);
    const QString shown = opt.fontMetrics.elidedText(text, Qt::ElideRight, textRect.width());

    // Plain drawText per segment: a QTextLayout per painted row costs more than the whole
    // filter at 100,000 papers, and a title is one line of one font.
    painter->save();
    painter->setFont(opt.font);
    const QColor textColor = opt.palette.color(
            opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text);
    const QFontMetricsF metrics(opt.font);
    const qreal baseline =
            textRect.top() + (textRect.height() - metrics.height()) / 2 + metrics.ascent();
    qreal x = textRect.left();
    const auto drawSegment = [&](qsizetype from, qsizetype to, bool marked) {
        if (to <= from)
            return;
        const QString segment = shown.mid(from, to - from);
        const qreal width = metrics.horizontalAdvance(segment);
        if (marked) {
            painter->fillRect(QRectF(x, textRect.top() + 1, width, textRect.height() - 2),
                              QColor(0xff, 0xf1, 0x76));
            painter->setPen(Qt::black);
        } else {
            painter->setPen(textColor);
        }
        painter->drawText(QPointF(x, baseline), segment);
        x += width;
    };
    qsizetype pos = 0;
    for (const auto &[start, length] : ranges) {
        if (start >= shown.size())
            break;
        const qsizetype end = std::min<qsizetype>(start + length, shown.size());
        drawSegment(pos, start, false);
        drawSegment(start, end, true);
        pos = end;
    }
    drawSegment(pos, shown.size(), false);
    painter->restore();
}
