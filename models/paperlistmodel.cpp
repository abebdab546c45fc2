// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperlistmodel.h"

PaperListModel::PaperListModel(QObject *parent) : QAbstractTableModel(parent) { }

void PaperListModel::setCollection(LoadedCollectionPtr collection)
{
    beginResetModel();
    m_collection = std::move(collection);
    m_rowById.clear();
    if (m_collection) {
        const QList<Paper> &papers = m_collection->collection.papers;
        m_rowById.reserve(papers.size());
        for (int row = 0; row < papers.size(); ++row)
            m_rowById.insert(papers.at(row).id.value(), row);
    }
    endResetModel();
}

int PaperListModel::rowOf(PaperId id) const
{
    return m_rowById.value(id.value(), -1);
}

int PaperListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_collection ? 0 : int(m_collection->size());
}

int PaperListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList PaperListModel::topicNames(int row) const
{
    QStringList names;
    for (int topic : paper(row).topics)
        names.append(m_collection->topicNames.value(topic));
    return names;
}

QVariant PaperListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Paper &p = paper(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        if (index.column() == TitleColumn)
            return p.title;
        return topicNames(index.row()).join(QStringLiteral(", "));
    case PaperIdRole:
        return QVariant::fromValue(p.id);
    case AbstractRole:
        return p.abstract;
    case LinksRole:
        return p.links;
    case TopicNamesRole:
        return topicNames(index.row());
    case TitleDerivedRole:
        return p.titleDerived;
    case SourceRowRole:
        return index.row();
    default:
        return {};
    }
}

QVariant PaperListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TitleColumn:
        return tr("Title");
    case TopicsColumn:
        return tr("Topics");
    default:
        return {};
    }
}
