// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

/// Paints sidebar rows with their selection state in front of the name: a green ✓ for an
/// included row, a red ⊘ (and the name struck out, from the model's font) for an excluded
/// one, an empty slot of the same width for the rest so names stay aligned. Section
/// headings are drawn dimmed, and the first nine tags show the key that toggles them.
/// Knows the TagModel roles only; holds no state.
class TagStateDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TagStateDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
