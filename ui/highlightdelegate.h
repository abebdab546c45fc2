// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/query.h"

#include <QStyledItemDelegate>

/// Paints list rows with the words the current query matched highlighted in the title.
/// Only rows being painted are looked at (a few dozen), so the cost does not grow with the
/// size of the list.
class HighlightDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit HighlightDelegate(QObject *parent = nullptr);

    /// Returns whether what is highlighted changed (only positive terms are highlighted, so
    /// typing a space or an exclusion changes nothing and needs no repaint).
    bool setQuery(const Query &query);
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

private:
    Query m_query;
    QList<Query::Term> m_highlighted;
};
