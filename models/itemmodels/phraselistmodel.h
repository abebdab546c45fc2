// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "phrases/distinctivephrases.h"

#include <QAbstractListModel>

/// The rows of the sidebar's Phrases section: the distinctive phrases of the current result
/// (PhraseFinder), best first, each with the papers that hold it ("≈" when counted on a
/// sample), the ones the query holds (PhraseQuery) in bold.
class PhraseListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role
    {
        PhraseRole = Qt::UserRole + 1, ///< QString: the phrase as the query writes it
        CountRole, ///< qsizetype: papers of the result that hold it
        IncludedRole, ///< bool: the query holds it
    };

    explicit PhraseListModel(QObject *parent = nullptr);

    void setPhrases(const DistinctivePhrases::Result &phrases);
    /// The query text, to mark the phrases it holds.
    void setQueryText(const QString &query);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void markIncluded();

    DistinctivePhrases::Result m_phrases;
    QList<bool> m_included;
    QString m_query;
};
