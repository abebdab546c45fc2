// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/paperlistmodel.h"

#include "library/listmarks.h"
#include "text/displaytext.h"

#include <QFont>

PaperListModel::PaperListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

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

void PaperListModel::setListMarks(const ListMarks *state)
{
    m_state = state;
    refreshAll();
}

int PaperListModel::rowOf(PaperId id) const
{
    return m_rowById.value(id.value(), -1);
}

void PaperListModel::refreshRows(const QList<int> &rows)
{
    if (rows.isEmpty() || !m_collection)
        return;
    const auto [first, last] = std::minmax_element(rows.cbegin(), rows.cend());
    if (*first < 0 || *last >= rowCount())
        return refreshAll();
    Q_EMIT dataChanged(index(*first, 0), index(*last, ColumnCount - 1));
}

void PaperListModel::refreshAll()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
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
    for (int topic : stored(row).topics)
        names.append(m_collection->topicNames.value(topic));
    return names;
}

// The state is asked only for the rows being painted; out-of-range rows read as default.
bool PaperListModel::isRead(int row) const
{
    return m_state && m_state->isRead(row);
}

bool PaperListModel::isStarred(int row) const
{
    return m_state && m_state->isStarred(row);
}

QStringList PaperListModel::tagsOf(int row) const
{
    return m_state ? m_state->tagsOf(row) : QStringList();
}

QString PaperListModel::shownTitle(const Paper &paper) const
{
    return m_collection ? m_collection->shown(paper.title) : paper.title;
}

QVariant PaperListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Paper &p = stored(row);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StarColumn:
            return isStarred(row) ? QStringLiteral("★") : QString();
        case TitleColumn:
            return DisplayText::line(shownTitle(p));
        case TagsColumn:
            return DisplayText::line(tagsOf(row).join(QStringLiteral(", ")));
        default:
            return topicNames(row).join(QStringLiteral(", "));
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case StarColumn:
            return isStarred(row) ? tr("Starred (S toggles)") : tr("Not starred (S stars)");
        case TitleColumn:
            return isRead(row)
                ? DisplayText::line(p.title)
                : tr("%1\n(unread: R marks it read)").arg(DisplayText::line(p.title));
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::FontRole:
        if (index.column() == TitleColumn && !isRead(row)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == StarColumn ? QVariant(Qt::AlignCenter) : QVariant();
    case PaperIdRole:
        return QVariant::fromValue(p.id);
    case AbstractRole:
        return m_collection->abstract(row);
    case LinksRole:
        return p.links;
    case TopicNamesRole:
        return topicNames(row);
    case TitleDerivedRole:
        return p.titleDerived;
    case SourceRowRole:
        return row;
    case ReadRole:
        return isRead(row);
    case StarredRole:
        return isStarred(row);
    case TagsRole:
        return tagsOf(row);
    case TitleRole:
        return p.title;
    default:
        return {};
    }
}

QVariant PaperListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == StarColumn)
        return tr("Starred (click to sort: starred, then unread, first)");
    // Starred papers are what a sort by the star column is for: they come first at once.
    if (role == Qt::InitialSortOrderRole)
        return section == StarColumn ? Qt::DescendingOrder : Qt::AscendingOrder;
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StarColumn:
        return QStringLiteral("★");
    case TitleColumn:
        return tr("Title");
    case TagsColumn:
        return tr("Tags");
    case TopicsColumn:
        return tr("Topics");
    default:
        return {};
    }
}
