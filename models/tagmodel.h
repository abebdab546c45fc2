// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "loadedcollection.h"
#include "search/bitset.h"
#include "search/querytext.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>

/// The sidebar: "All papers", then each area with its topics as children, each row with the
/// number of papers of the current result it holds and whether the current query includes
/// or excludes it.
///
/// Rows carry a query term (field + value, e.g. topic + "Diffusion models"): the sidebar
/// turns clicks into query text and the query decides the states, so there is one filter.
/// Counts are popcounts of precomputed member sets against the result, about a millisecond
/// for 80 rows at 1,000,000 papers. Rows are never added or removed by a recount.
class TagModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum class Kind { AllPapers, Area, Topic, Status, TagSection, Tag, Untagged };
    Q_ENUM(Kind)
    enum Role {
        KindRole = Qt::UserRole + 1, ///< TagModel::Kind of the row
        FieldRole,                   ///< QString query field the row stands for ("topic", "is")
        ValueRole,                   ///< QString query value (topic or area name)
        NameRole,                    ///< QString display name without the count
        CountRole,                   ///< qsizetype papers of the current result in the row
        StateRole,                   ///< int TermState of the row in the current query
    };
    Q_ENUM(Role)

    explicit TagModel(QObject *parent = nullptr);

    void setCollection(const LoadedCollectionPtr &collection);
    /// Recounts every row against result (a Bitset over the collection's rows).
    void setResult(const Bitset &result);
    /// States keyed by query field, then by folded value (QueryText::fieldTerms()).
    void setTermStates(const QHash<QString, QHash<QString, TermState>> &statesByField);

    QModelIndex indexOfTerm(const QString &field, const QString &value) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Node
    {
        Kind kind = Kind::AllPapers;
        QString name;
        QString field;
        QString value;
        int parent = -1; ///< node number, -1 for top-level rows
        int row = 0;     ///< row under its parent
        QList<int> children;
        Bitset members;
        qsizetype count = 0;
        TermState state = TermState::Off;
    };

    int addNode(Node node);
    int nodeOf(const QModelIndex &index) const;
    QModelIndex indexOfNode(int node) const;
    void emitChangedAll();

    QList<Node> m_nodes;
    QList<int> m_topLevel;
};
