// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagmodel.h"

#include "text/textnormalizer.h"

#include <QFont>

namespace {
const QString topicField = QStringLiteral("topic");
}

TagModel::TagModel(QObject *parent) : QAbstractItemModel(parent) { }

int TagModel::addNode(Node node)
{
    const int number = int(m_nodes.size());
    if (node.parent < 0) {
        node.row = int(m_topLevel.size());
        m_topLevel.append(number);
    } else {
        node.row = int(m_nodes[node.parent].children.size());
        m_nodes[node.parent].children.append(number);
    }
    m_nodes.append(std::move(node));
    return number;
}

void TagModel::setCollection(const LoadedCollectionPtr &collection)
{
    beginResetModel();
    m_nodes.clear();
    m_topLevel.clear();
    if (collection) {
        const qsizetype size = collection->size();
        Node all;
        all.kind = Kind::AllPapers;
        all.name = tr("All papers");
        all.members = Bitset(size, true);
        all.count = size;
        addNode(std::move(all));

        // Areas in taxonomy order, each with the topics this collection has papers in.
        QStringList areas;
        for (const QString &area : collection->topicAreas)
            if (!areas.contains(area))
                areas.append(area);
        for (const QString &area : std::as_const(areas)) {
            Node areaNode;
            areaNode.kind = Kind::Area;
            areaNode.name = area;
            areaNode.field = topicField;
            areaNode.value = area;
            areaNode.members = Bitset(size);
            const int areaNumber = addNode(std::move(areaNode));
            for (int topic = 0; topic < collection->topicNames.size(); ++topic) {
                if (collection->topicAreas.value(topic) != area)
                    continue;
                Node topicNode;
                topicNode.kind = Kind::Topic;
                topicNode.name = collection->topicNames.at(topic);
                topicNode.field = topicField;
                topicNode.value = topicNode.name;
                topicNode.parent = areaNumber;
                topicNode.members = collection->index.topicSet(topic);
                topicNode.count = topicNode.members.count();
                m_nodes[areaNumber].members |= topicNode.members;
                addNode(std::move(topicNode));
            }
            m_nodes[areaNumber].count = m_nodes[areaNumber].members.count();
        }
    }
    endResetModel();
}

void TagModel::setResult(const Bitset &result)
{
    for (Node &node : m_nodes)
        node.count = node.members.size() == result.size() ? node.members.countAnd(result) : 0;
    emitChangedAll();
}

void TagModel::setTermStates(const QHash<QString, QHash<QString, TermState>> &statesByField)
{
    bool changed = false;
    for (Node &node : m_nodes) {
        TermState state = TermState::Off;
        if (!node.field.isEmpty()) {
            const auto field = statesByField.constFind(node.field);
            if (field != statesByField.cend())
                state = field->value(TextNormalizer::fold(node.value), TermState::Off);
        }
        changed |= state != node.state;
        node.state = state;
    }
    if (changed)
        emitChangedAll();
}

// One dataChanged per parent: the rows never move, so this is all a view needs to repaint.
void TagModel::emitChangedAll()
{
    if (m_topLevel.isEmpty())
        return;
    Q_EMIT dataChanged(index(0, 0), index(int(m_topLevel.size()) - 1, 0));
    for (int number = 0; number < m_nodes.size(); ++number) {
        const Node &node = m_nodes.at(number);
        if (!node.children.isEmpty()) {
            const QModelIndex parent = indexOfNode(number);
            Q_EMIT dataChanged(index(0, 0, parent),
                               index(int(node.children.size()) - 1, 0, parent));
        }
    }
}

QModelIndex TagModel::indexOfTerm(const QString &field, const QString &value) const
{
    const QString folded = TextNormalizer::fold(value);
    for (int number = 0; number < m_nodes.size(); ++number) {
        const Node &node = m_nodes.at(number);
        if (node.field == field && TextNormalizer::fold(node.value) == folded)
            return indexOfNode(number);
    }
    return {};
}

int TagModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? int(index.internalId()) : -1;
}

QModelIndex TagModel::indexOfNode(int number) const
{
    return number < 0 ? QModelIndex() : createIndex(m_nodes.at(number).row, 0, quintptr(number));
}

QModelIndex TagModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    const int parentNode = nodeOf(parent);
    const QList<int> &rows = parentNode < 0 ? m_topLevel : m_nodes.at(parentNode).children;
    if (row >= rows.size())
        return {};
    return createIndex(row, 0, quintptr(rows.at(row)));
}

QModelIndex TagModel::parent(const QModelIndex &child) const
{
    const int number = nodeOf(child);
    return number < 0 ? QModelIndex() : indexOfNode(m_nodes.at(number).parent);
}

int TagModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const int number = nodeOf(parent);
    return int(number < 0 ? m_topLevel.size() : m_nodes.at(number).children.size());
}

int TagModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags TagModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QVariant TagModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &node = m_nodes.at(nodeOf(index));
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 (%L2)").arg(node.name).arg(node.count);
    case Qt::ToolTipRole:
        if (node.field.isEmpty())
            return tr("Show every paper");
        return tr("%1: %L2 papers in the current result.\nClick to show only these, "
                  "Ctrl+click to add, Alt+click to exclude.")
                .arg(node.name)
                .arg(node.count);
    case Qt::FontRole:
        if (node.state != TermState::Off || node.kind == Kind::Area) {
            QFont font;
            font.setBold(node.state == TermState::Included || node.kind == Kind::Area);
            font.setStrikeOut(node.state == TermState::Excluded);
            return font;
        }
        return {};
    case KindRole:
        return QVariant::fromValue(node.kind);
    case FieldRole:
        return node.field;
    case ValueRole:
        return node.value;
    case NameRole:
        return node.name;
    case CountRole:
        return node.count;
    case StateRole:
        return int(node.state);
    default:
        return {};
    }
}
