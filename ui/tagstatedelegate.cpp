// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagstatedelegate.h"

#include "itemmodels/tagmodel.h"
#include "search/querytext.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>

namespace {

constexpr int markWidth = 18;
constexpr int padding = 2; ///< inside the style's text rectangle, on each side
constexpr int countGap = 8; ///< between the name and its count
constexpr int keyGap = 6; ///< between the count and the key cap
constexpr int capPadding = 3; ///< inside the key cap, on each side

QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

// The count keeps the row's weight but is never struck out: it stays readable.
QFont countFont(QFont font)
{
    font.setStrikeOut(false);
    return font;
}

int capWidth(const QFontMetrics &metrics, int shortcut)
{
    return shortcut > 0 ? metrics.horizontalAdvance(QString::number(shortcut)) + 2 * capPadding : 0;
}

} // namespace

TagStateDelegate::TagStateDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

int TagStateDelegate::widthFor(
    const QStyleOptionViewItem &option, const QString &name, const QString &count, int shortcut)
{
    // The style keeps this much on each side of SE_ItemViewItemText (QCommonStyle).
    const int textMargin
        = styleOf(option)->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, option.widget) + 1;
    const QFontMetrics metrics(option.font);
    const QFontMetrics countMetrics(countFont(option.font));
    const int cap
        = capWidth(QFontMetrics(option.widget ? option.widget->font() : option.font), shortcut);
    return 2 * textMargin + markWidth + 2 * padding + metrics.horizontalAdvance(name) + countGap
        + countMetrics.horizontalAdvance(count) + (cap > 0 ? keyGap + cap : 0);
}

QSize TagStateDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.data(TagModel::KindRole).value<TagModel::Kind>() == TagModel::Kind::Section)
        return size;
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    size.setWidth(widthFor(opt, index.data(TagModel::NameRole).toString(),
        QLocale().toString(index.data(TagModel::CountRole).toLongLong()),
        index.data(TagModel::ShortcutRole).toInt()));
    return size;
}

void TagStateDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const auto kind = index.data(TagModel::KindRole).value<TagModel::Kind>();
    const auto state = TermState(index.data(TagModel::StateRole).toInt());
    const bool section = kind == TagModel::Kind::Section;
    const QWidget *widget = opt.widget;
    QStyle *style = styleOf(opt);

    // The style draws background, selection and focus; the mark and the text are ours.
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    const QRect markRect(textRect.left(), textRect.top(), markWidth, textRect.height());
    if (!section)
        textRect.setLeft(textRect.left() + markWidth);
    textRect.adjust(padding, 0, -padding, 0);

    const bool selected = opt.state & QStyle::State_Selected;
    // Colours from the palette, so light and dark themes both read: an included row's mark
    // in Link (a text colour made for Base, the accent the list's star has too); an
    // excluded row dimmed like placeholder text, its mark and strike-out saying why.
    const QColor dimmed = opt.palette.color(QPalette::PlaceholderText);
    const QColor selectedInk = opt.palette.color(QPalette::HighlightedText);
    const QColor included = selected ? selectedInk : opt.palette.color(QPalette::Link);
    const QColor excluded = selected ? selectedInk : dimmed;

    painter->save();
    if (state != TermState::Off) {
        QFont markFont = opt.font;
        markFont.setBold(true);
        markFont.setStrikeOut(false);
        painter->setFont(markFont);
        painter->setPen(state == TermState::Included ? included : excluded);
        painter->drawText(markRect, Qt::AlignCenter,
            state == TermState::Included ? QStringLiteral("✓") : QStringLiteral("⊘"));
    }

    const int shortcut = index.data(TagModel::ShortcutRole).toInt();
    if (shortcut > 0) {
        // The key in a cap at the right edge, dimmed like a menu's shortcut, so that it does
        // not read as a second count.
        const QFontMetrics keyMetrics(option.font);
        const int width = capWidth(keyMetrics, shortcut);
        const int height = qMin(textRect.height(), keyMetrics.height());
        const QRect cap(
            textRect.right() - width + 1, textRect.center().y() - height / 2, width, height);
        painter->setFont(option.font);
        painter->setPen(dimmed);
        painter->drawRoundedRect(QRectF(cap).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        painter->drawText(cap, Qt::AlignCenter, QString::number(shortcut));
        textRect.setRight(cap.left() - keyGap - 1);
    }

    if (!section) {
        const QString count = QLocale().toString(index.data(TagModel::CountRole).toLongLong());
        const QFont font = countFont(opt.font);
        painter->setFont(font);
        painter->setPen(dimmed);
        painter->drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, count);
        textRect.setRight(
            textRect.right() - QFontMetrics(font).horizontalAdvance(count) - countGap);
    }

    QColor pen = selected ? selectedInk : opt.palette.color(QPalette::Text);
    if (section)
        pen = dimmed;
    else if (state == TermState::Excluded)
        pen = excluded;
    painter->setFont(opt.font);
    painter->setPen(pen);
    const QFontMetrics metrics(opt.font);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
        metrics.elidedText(
            index.data(TagModel::NameRole).toString(), Qt::ElideRight, textRect.width()));
    painter->restore();
}
