// SPDX-License-Identifier: GPL-3.0-or-later
#include "phraselistmodel.h"

#include "search/phrasequery.h"

#include <QFont>
#include <QLocale>

PhraseListModel::PhraseListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void PhraseListModel::setPhrases(const DistinctivePhrases::Result &phrases)
{
    beginResetModel();
    m_phrases = phrases;
    m_included = QList<bool>(m_phrases.phrases.size(), false);
    endResetModel();
    markIncluded();
}

void PhraseListModel::setQueryText(const QString &query)
{
    m_query = query;
    markIncluded();
}

void PhraseListModel::markIncluded()
{
    for (qsizetype row = 0; row < m_phrases.phrases.size(); ++row) {
        const bool included = PhraseQuery::holds(m_query, m_phrases.phrases[row].text);
        if (included != m_included[row]) {
            m_included[row] = included;
            const QModelIndex changed = index(int(row));
            Q_EMIT dataChanged(changed, changed, { Qt::FontRole, IncludedRole });
        }
    }
}

int PhraseListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_phrases.phrases.size());
}

QVariant PhraseListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PhraseCount &phrase = m_phrases.phrases[index.row()];
    switch (role) {
    case Qt::DisplayRole: {
        const QString count = QLocale().toString(qlonglong(phrase.papers));
        return m_phrases.estimated ? tr("%1 (≈%2)").arg(phrase.text, count)
                                   : tr("%1 (%2)").arg(phrase.text, count);
    }
    case Qt::ToolTipRole:
        return m_phrases.estimated
            ? tr("In about %n papers of the result (counted on a sample); click to search for "
                 "it",
                nullptr, int(phrase.papers))
            : tr("In %n papers of the result; click to search for it", nullptr, int(phrase.papers));
    case Qt::FontRole: {
        if (!m_included[index.row()])
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case PhraseRole:
        return phrase.text;
    case CountRole:
        return QVariant::fromValue(phrase.papers);
    case IncludedRole:
        return m_included[index.row()];
    default:
        return {};
    }
}
