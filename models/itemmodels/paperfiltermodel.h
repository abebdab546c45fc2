// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/bitset.h"

#include <QAbstractProxyModel>
#include <QList>

#include <memory>
#include <vector>

/// Shows the rows of a flat source model whose numbers are set in a Bitset, in source order or
/// in an order given with them (a sorted column, a ranking).
///
/// Unlike QSortFilterProxyModel it never asks the source for data to decide: the search
/// index has already evaluated the query to a Bitset, so a new result costs one pass over
/// the set bits and one model reset, not one data() call and one row signal per row.
/// Views keep their selection across a reset by paper id (see PaperListView).
/// Only flat (list or table) sources are supported.
class PaperFilterModel final : public QAbstractProxyModel
{
    Q_OBJECT
public:
    explicit PaperFilterModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *sourceModel) override;

    /// Source rows in the order to show them; null means source order.
    using RowOrder = std::shared_ptr<const std::vector<quint32>>;

    /// Shows exactly the source rows set in rows; rows.size() must equal the source row count.
    /// With an order, the rows are shown as they come in it: it must hold every set row once
    /// (it may hold others, which are skipped), so that a column's order of all rows serves
    /// every result with one pass.
    void setAcceptedRows(const Bitset &rows, RowOrder order = {});
    const Bitset &acceptedRows() const { return m_accepted; }
    /// Shown row → source row, in the order shown.
    const QList<int> &shownSourceRows() const { return m_proxyToSource; }

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;

Q_SIGNALS:
    /// After every change of the shown rows (a new result or a new source).
    void acceptedRowsChanged();

private:
    void rebuildMapping();
    void onSourceDataChanged(
        const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);

    Bitset m_accepted;
    RowOrder m_order;
    QList<int> m_proxyToSource;
    QList<int> m_sourceToProxy; ///< -1 for rows not shown
    QList<QMetaObject::Connection> m_sourceConnections;
};
