// SPDX-License-Identifier: GPL-3.0-or-later
#include "highlightdelegate.h"

#include "paperlistmodel.h"
#include "search/matchhighlighter.h"

#include <QApplication>
#include <QPainter>
#include <QTextLayout>

HighlightDelegate::HighlightDelegate(QObject *parent) : QStyledItemDelegate(parent) { }

void HighlightDelegate::setQuery(const Query &query)
{
    m_query = query;
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
    QList<QTextLayout::FormatRange> formats;
    for (const auto &[start, length] : ranges) {
        if (start >= shown.size())
            break;
        QTextLayout::FormatRange range;
        range.start = int(start);
        range.length = int(std::min<qsizetype>(length, shown.size() - start));
        range.format.setBackground(QColor(0xff, 0xf1, 0x76));
        range.format.setForeground(Qt::black);
        formats.append(range);
    }
    QTextLayout layout(shown, opt.font);
    layout.setFormats(formats);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(textRect.width());
    layout.endLayout();

    painter->save();
    painter->setPen(opt.palette.color(opt.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                         : QPalette::Text));
    const qreal y = textRect.top() + (textRect.height() - line.height()) / 2;
    layout.draw(painter, QPointF(textRect.left(), y));
    painter->restore();
}
