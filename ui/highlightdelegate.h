// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "elidedtextcache.h"
#include "search/query.h"

#include <QStyledItemDelegate>

/// Paints the paper list's cells: one line of text each, with the words the current query
/// matched highlighted in the title. The style draws the cell without its text (background,
/// selection, focus); the text is laid out once per text, font, width and marks and then
/// drawn from the ElidedTextCache, so a repaint after a keystroke mostly draws glyphs that
/// are already shaped. Only painted rows are looked at: the cost does not grow with the list.
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

protected:
    /// The star column's text takes the palette's Link colour (a selected row keeps
    /// HighlightedText).
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    Query m_query;
    QList<Query::Term> m_highlighted;
    mutable ElidedTextCache m_lines;
};
