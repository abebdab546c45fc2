// SPDX-License-Identifier: GPL-3.0-or-later
#include "baselinelistmodel.h"

BaselineListModel::BaselineListModel(const QList<Paper> &papers, QObject *parent)
    : QAbstractListModel(parent)
{
    m_titles.reserve(papers.size());
    m_texts.reserve(papers.size());
    for (const Paper &paper : papers) {
        m_titles.append(paper.title);
        m_texts.append(paper.title + QLatin1Char('\n') + paper.abstract);
    }
}

int BaselineListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_titles.size());
}

QVariant BaselineListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return m_titles.at(index.row());
    case TitleAbstractRole:
        return m_texts.at(index.row());
    default:
        return {};
    }
}
