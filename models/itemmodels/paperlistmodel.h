// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "collection/paperid.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>

class ListMarks;

/// Rows are the papers of one loaded collection, in file order, with the user's state of
/// each (read, starred, tags) read from a ListMarks. Read-only; does not filter or sort:
/// PaperFilterModel does that on top. Unread titles are bold.
class PaperListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        StarColumn,
        TitleColumn,
        TagsColumn,
        TopicsColumn,
        ColumnCount
    };
    enum Role
    {
        PaperIdRole = Qt::UserRole + 1, ///< PaperId of the row
        AbstractRole, ///< QString, the abstract as read
        LinksRole, ///< QStringList of http(s) links
        TopicNamesRole, ///< QStringList of leaf topic names, best first
        TitleDerivedRole, ///< bool, true when the title was derived
        SourceRowRole, ///< int, the row in this model (survives proxies)
        ReadRole, ///< bool, the user marked the paper read
        StarredRole, ///< bool, the user starred the paper
        TagsRole, ///< QStringList of the paper's tags, in the user's order
        TitleRole, ///< QString, the title (in every column)
    };
    Q_ENUM(Role)

    explicit PaperListModel(QObject *parent = nullptr);

    void setCollection(LoadedCollectionPtr collection);
    LoadedCollectionPtr collection() const { return m_collection; }
    /// Where read, starred and tags come from; without one every paper is unread and
    /// untagged. The state must be for the same collection (rows are shared).
    void setListMarks(const ListMarks *state);

    /// A copy of the paper in row, abstract included; row must be valid.
    Paper paper(int row) const { return m_collection->paper(row); }
    /// Row of the paper with this id, or -1.
    int rowOf(PaperId id) const;

    /// Repaints the rows whose user state changed: one dataChanged over their span.
    void refreshRows(const QList<int> &rows);
    /// Repaints every row (the tag list was renamed or reordered).
    void refreshAll();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// The title as shown: LaTeX as Unicode (LoadedCollection::shown()).
    QString shownTitle(const Paper &paper) const;
    /// The paper as the collection keeps it: cheap, but without its abstract.
    const Paper &stored(int row) const { return m_collection->collection.papers.at(row); }
    QStringList topicNames(int row) const;
    bool isRead(int row) const;
    bool isStarred(int row) const;
    QStringList tagsOf(int row) const;

    LoadedCollectionPtr m_collection;
    QHash<quint64, int> m_rowById;
    QPointer<const ListMarks> m_state;
};
