// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

/// How the list orders the papers it shows: a value the sort controls write and the filter
/// controller reads. Relevance is the default: ranked while the search box has words to rank
/// by, the list's own order otherwise. ListOrder keeps the file's order even while searching.
struct PaperSort
{
    enum class Key : quint8
    {
        Relevance,
        ListOrder,
        Starred, ///< starred first, then unread, when descending
        Title,
        Tags,
        Topics,
    };

    Key key = Key::Relevance;
    Qt::SortOrder order = Qt::AscendingOrder;

    /// Whether the order follows a column (and so has a direction).
    bool isColumn() const { return key >= Key::Starred; }
    /// Whether the order changes when tags, read marks or stars do.
    bool dependsOnLibrary() const { return key == Key::Starred || key == Key::Tags; }

    /// "title", "title-desc", "relevance"...: how QSettings keeps it.
    QString toString() const;
    /// The value toString() wrote; the default for anything else.
    static PaperSort fromString(const QString &text);

    friend bool operator==(const PaperSort &a, const PaperSort &b)
    {
        return a.key == b.key && (!a.isColumn() || a.order == b.order);
    }
    friend bool operator!=(const PaperSort &a, const PaperSort &b) { return !(a == b); }
};
