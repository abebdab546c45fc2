// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "loadedcollection.h"
#include "paperid.h"

#include <QAbstractTableModel>
#include <QHash>

/// Rows are the papers of one loaded collection, in file order. Read-only; does not filter
/// or sort: PaperFilterModel does that on top.
class PaperListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, TopicsColumn, ColumnCount };
    enum Role {
        PaperIdRole = Qt::UserRole + 1, ///< PaperId of the row
        AbstractRole,                   ///< QString, the abstract as read
        LinksRole,                      ///< QStringList of http(s) links
        TopicNamesRole,                 ///< QStringList of leaf topic names, best first
        TitleDerivedRole,               ///< bool, true when the title was derived
        SourceRowRole,                  ///< int, the row in this model (survives proxies)
    };
    Q_ENUM(Role)

    explicit PaperListModel(QObject *parent = nullptr);

    void setCollection(LoadedCollectionPtr collection);
    LoadedCollectionPtr collection() const { return m_collection; }

    /// The paper in row; row must be valid.
    const Paper &paper(int row) const { return m_collection->collection.papers.at(row); }
    /// Row of the paper with this id, or -1.
    int rowOf(PaperId id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QStringList topicNames(int row) const;

    LoadedCollectionPtr m_collection;
    QHash<quint64, int> m_rowById;
};
