// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "itemmodels/tagmodel.h"
#include "text/textnormalizer.h"

#include <QAbstractItemModel>
#include <QList>

/// The row of a TagModel (or a proxy of it) that stands for the query term field:value, found
/// through the model's public roles as a view would see it; invalid when there is none.
/// Values compare folded, as the query does.
inline QModelIndex termRow(
    const QAbstractItemModel &model, const QString &field, const QString &value)
{
    const QString folded = TextNormalizer::fold(value);
    QList<QModelIndex> pending = { QModelIndex() };
    while (!pending.isEmpty()) {
        const QModelIndex parent = pending.takeFirst();
        for (int r = 0; r < model.rowCount(parent); ++r) {
            const QModelIndex index = model.index(r, 0, parent);
            if (index.data(TagModel::FieldRole).toString() == field
                && TextNormalizer::fold(index.data(TagModel::ValueRole).toString()) == folded)
                return index;
            pending.append(index);
        }
    }
    return {};
}
