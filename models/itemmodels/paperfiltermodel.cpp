// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/paperfiltermodel.h"

PaperFilterModel::PaperFilterModel(QObject *parent)
    : QAbstractProxyModel(parent)
{
}

void PaperFilterModel::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    for (const auto &connection : std::as_const(m_sourceConnections))
        disconnect(connection);
    m_sourceConnections.clear();
    QAbstractProxyModel::setSourceModel(source);
    if (source) {
        // The source is flat and only ever reset or has its data changed; a reset shows all rows.
        m_sourceConnections = {
            connect(source, &QAbstractItemModel::modelAboutToBeReset, this,
                &PaperFilterModel::beginResetModel),
            connect(source, &QAbstractItemModel::modelReset, this,
                [this] {
                    m_accepted = Bitset(sourceModel()->rowCount(), true);
                    m_order.reset();
                    rebuildMapping();
                    endResetModel();
                    Q_EMIT acceptedRowsChanged();
                }),
            connect(source, &QAbstractItemModel::dataChanged, this,
                &PaperFilterModel::onSourceDataChanged),
        };
        m_accepted = Bitset(source->rowCount(), true);
    } else {
        m_accepted = Bitset();
    }
    m_order.reset();
    rebuildMapping();
    endResetModel();
    Q_EMIT acceptedRowsChanged();
}

void PaperFilterModel::setAcceptedRows(const Bitset &rows, RowOrder order)
{
    Q_ASSERT(sourceModel() && rows.size() == sourceModel()->rowCount());
    const bool sameOrder = order == m_order || (order && m_order && *order == *m_order);
    if (rows == m_accepted && sameOrder)
        return;
    beginResetModel();
    m_accepted = rows;
    m_order = std::move(order);
    rebuildMapping();
    endResetModel();
    Q_EMIT acceptedRowsChanged();
}

void PaperFilterModel::rebuildMapping()
{
    const qsizetype sourceRows = m_accepted.size();
    m_proxyToSource.clear();
    m_proxyToSource.reserve(m_accepted.count());
    m_sourceToProxy.fill(-1, sourceRows);
    if (!m_order) {
        m_accepted.forEachSet([this](qsizetype row) {
            m_sourceToProxy[row] = int(m_proxyToSource.size());
            m_proxyToSource.append(int(row));
        });
        return;
    }
    for (const quint32 row : *m_order) {
        if (row < quint32(sourceRows) && m_accepted.test(row) && m_sourceToProxy[row] < 0) {
            m_sourceToProxy[row] = int(m_proxyToSource.size());
            m_proxyToSource.append(int(row));
        }
    }
}

void PaperFilterModel::onSourceDataChanged(
    const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    // Emit one range spanning the shown rows inside the source range: views repaint what is
    // visible of it, which is cheaper than one signal per shown row.
    int first = -1;
    int last = -1;
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const int proxyRow = m_sourceToProxy.value(row, -1);
        if (proxyRow < 0)
            continue;
        if (first < 0)
            first = proxyRow;
        last = proxyRow;
    }
    if (first >= 0)
        Q_EMIT dataChanged(
            index(first, topLeft.column()), index(last, bottomRight.column()), roles);
}

QModelIndex PaperFilterModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel())
        return {};
    return sourceModel()->index(m_proxyToSource.at(proxyIndex.row()), proxyIndex.column());
}

QModelIndex PaperFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid())
        return {};
    const int row = m_sourceToProxy.value(sourceIndex.row(), -1);
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QModelIndex PaperFilterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= m_proxyToSource.size() || column < 0
        || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex PaperFilterModel::parent(const QModelIndex &) const
{
    return {};
}

int PaperFilterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_proxyToSource.size());
}

int PaperFilterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}
