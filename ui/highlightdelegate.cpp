// SPDX-License-Identifier: GPL-3.0-or-later
#include "highlightdelegate.h"

#include "itemmodels/paperlistmodel.h"
#include "matchmark.h"
#include "search/matchhighlighter.h"

#include <QApplication>
#include <QPainter>

HighlightDelegate::HighlightDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

bool HighlightDelegate::setQuery(const Query &query)
{
    m_query = query;
    QList<Query::Term> highlighted = query.positiveTerms();
    if (highlighted == m_highlighted)
        return false;
    m_highlighted = std::move(highlighted);
    return true;
}

void HighlightDelegate::initStyleOption(
    QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != PaperListModel::StarColumn)
        return;
    // Link, not Highlight: Link is a text colour made to be read on Base, so light and dark
    // palettes alike keep the star legible, and it stands out from the titles' Text.
    // Highlight is a fill whose partner is HighlightedText; on Base it can be faint. A
    // disabled list keeps its greyed Text.
    for (const auto group : { QPalette::Active, QPalette::Inactive })
        option->palette.setBrush(
            group, QPalette::Text, option->palette.brush(group, QPalette::Link));
}

void HighlightDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (opt.textElideMode != Qt::ElideRight || !opt.icon.isNull()) {
        // Not a cell of this list's kind: the style's own painting handles everything.
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QString text = opt.text;
    // Rows are the unit: a selected row already shows where the keyboard is, and a focus
    // frame around one cell of it would suggest that cells can be picked.
    if (opt.state & QStyle::State_Selected)
        opt.state &= ~QStyle::State_HasFocus;

    // The style draws the cell (alternate colour, selection, focus) without its text: with no
    // text to measure, that costs no text layout.
    opt.text.clear();
    opt.features &= ~QStyleOptionViewItem::HasDisplay;
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;

    // The margins QCommonStyle gives item text.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect = opt.rect.adjusted(margin, 0, -margin, 0);
    if (textRect.width() <= 0)
        return;
    const ElidedTextCache::Ranges ranges
        = index.column() == PaperListModel::TitleColumn && !m_query.isEmpty()
        ? MatchHighlighter::ranges(text, m_query, Query::Field::Title)
        : ElidedTextCache::Ranges();
    const ElidedTextCache::Line &line = m_lines.line(text, opt.font, textRect.width(), ranges);

    const Qt::Alignment alignment = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    const QSizeF size = line.text.size();
    qreal x = textRect.left();
    if (alignment & Qt::AlignHCenter)
        x += (textRect.width() - size.width()) / 2;
    else if (alignment & Qt::AlignRight)
        x = textRect.right() + 1 - size.width();
    const QPointF topLeft(x, textRect.top() + (textRect.height() - size.height()) / 2);

    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
        : !(opt.state & QStyle::State_Active)                               ? QPalette::Inactive
                                                                            : QPalette::Normal;
    const QColor textColor = opt.palette.color(
        group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor markColor = MatchMark::fill(opt.palette, group);
    const QColor markInk = MatchMark::ink(opt.palette, group);

    painter->save();
    painter->setClipRect(textRect, Qt::IntersectClip);
    painter->setFont(opt.font);
    QList<QRectF> marks;
    for (const QRectF &mark : line.marks) {
        marks.append(QRectF(
            topLeft.x() + mark.left(), textRect.top() + 1, mark.width(), textRect.height() - 2));
        painter->fillRect(marks.last(), markColor);
    }
    painter->setPen(textColor);
    painter->drawStaticText(topLeft, line.text);
    if (textColor != markInk) {
        // Marked words keep the marker's ink, also in a selected row.
        painter->setPen(markInk);
        for (const QRectF &mark : std::as_const(marks)) {
            painter->setClipRect(mark);
            painter->drawStaticText(topLeft, line.text);
        }
    }
    painter->restore();
}
