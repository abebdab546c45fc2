// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QAbstractListModel>
#include <QStringList>

/// The source model of the stock Qt way the benchmark compares against: one row per paper,
/// the title for display and title + "\n" + abstract in TitleAbstractRole for a
/// QSortFilterProxyModel to match. The combined strings are built once up front so that the
/// baseline pays only for matching, never for building strings: the kindest form of it.
class BaselineListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role
    {
        TitleAbstractRole = Qt::UserRole + 1, ///< QString, title + "\n" + abstract
    };

    explicit BaselineListModel(const QList<Paper> &papers, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QStringList m_titles;
    QStringList m_texts;
};
