// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagstatedelegate.h"

#include "search/querytext.h"
#include "tagmodel.h"

#include <QApplication>
#include <QPainter>

namespace {

constexpr int markWidth = 18;

QColor includedColor() { return QColor(0x1b, 0x9e, 0x3e); }
QColor excludedColor() { return QColor(0xd3, 0x2f, 0x2f); }

} // namespace

TagStateDelegate::TagStateDelegate(QObject *parent) : QStyledItemDelegate(parent) { }

QSize TagStateDelegate::sizeHint(const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.rwidth() += markWidth;
    return size;
}

void TagStateDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const auto kind = index.data(TagModel::KindRole).value<TagModel::Kind>();
    const auto state = TermState(index.data(TagModel::StateRole).toInt());
    const bool section = kind == TagModel::Kind::Section;
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();

    // The style draws background, selection and focus; the mark and the text are ours.
    const QString text = opt.text;
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    const QRect markRect(textRect.left(), textRect.top(), markWidth, textRect.height());
    if (!section)
        textRect.setLeft(textRect.left() + markWidth);
    textRect.adjust(2, 0, -2, 0);

    painter->save();
    if (state != TermState::Off) {
        QFont markFont = opt.font;
        markFont.setBold(true);
        markFont.setStrikeOut(false);
        painter->setFont(markFont);
        painter->setPen(state == TermState::Included ? includedColor() : excludedColor());
        painter->drawText(markRect, Qt::AlignCenter,
                          state == TermState::Included ? QStringLiteral("✓")
                                                       : QStringLiteral("⊘"));
    }

    const int shortcut = index.data(TagModel::ShortcutRole).toInt();
    if (shortcut > 0) {
        // The key hint sits at the right edge in the dimmed colour, like a menu's shortcut.
        const QString key = QString::number(shortcut);
        painter->setFont(option.font);
        painter->setPen(opt.palette.color(QPalette::PlaceholderText));
        painter->drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, key);
        textRect.setRight(textRect.right() - opt.fontMetrics.horizontalAdvance(key) - 6);
    }

    const bool selected = opt.state & QStyle::State_Selected;
    QColor pen = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    if (section)
        pen = opt.palette.color(QPalette::PlaceholderText);
    else if (state == TermState::Excluded && !selected)
        pen = excludedColor();
    painter->setFont(opt.font);
    painter->setPen(pen);
    const QFontMetrics metrics(opt.font);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                      metrics.elidedText(text, Qt::ElideMiddle, textRect.width()));
    painter->restore();
}
