// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

/// Paints sidebar rows with their selection state in front of the name: a green ✓ for an
/// included row, a red ⊘ (and the name struck out, from the model's font) for an excluded
/// one, an empty slot of the same width for the rest so names stay aligned. The count sits
/// at the right and is always drawn whole; a name too long for the rest is cut at its end
/// (the tooltip has it whole). Section headings are drawn dimmed, and the first nine tags
/// show the key that toggles them in a key cap after the count.
/// Knows the TagModel roles only; holds no state.
class TagStateDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TagStateDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// The width a row needs to show name and count whole at option's font and style
    /// (option.widget the view), without the view's indentation; shortcut 0 for no key.
    static int widthFor(const QStyleOptionViewItem &option, const QString &name,
        const QString &count, int shortcut = 0);
};
