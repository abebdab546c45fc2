// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/keywordtable.h"

#include "collection/paper.h"

#include <QHash>

KeywordTable KeywordTable::take(QList<Paper> &papers)
{
    KeywordTable table;
    QHash<QString, quint32> numbers;
    table.m_rowEnds.reserve(size_t(papers.size()));
    for (Paper &paper : papers) {
        for (const QString &keyword : std::as_const(paper.keywords)) {
            auto found = numbers.constFind(keyword);
            if (found == numbers.cend()) {
                found = numbers.insert(keyword, quint32(table.m_names.size()));
                table.m_names.append(keyword);
            }
            table.m_keywords.push_back(*found);
        }
        table.m_rowEnds.push_back(quint32(table.m_keywords.size()));
        paper.keywords = QStringList();
    }
    table.m_keywords.shrink_to_fit();
    // A list without keywords keeps no row ends either: keywordsOf() is empty for every row.
    if (table.m_names.isEmpty())
        table.m_rowEnds = {};
    return table;
}

QStringList KeywordTable::keywordsOf(qsizetype row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const quint32 begin = row == 0 ? 0 : m_rowEnds[size_t(row) - 1];
    QStringList keywords;
    keywords.reserve(m_rowEnds[size_t(row)] - begin);
    for (quint32 i = begin; i < m_rowEnds[size_t(row)]; ++i)
        keywords.append(m_names.at(m_keywords[i]));
    return keywords;
}

qsizetype KeywordTable::memoryUsage() const
{
    qsizetype bytes = qsizetype(m_rowEnds.capacity() + m_keywords.capacity()) * 4
        + m_names.capacity() * qsizetype(sizeof(QString));
    for (const QString &name : m_names)
        bytes += name.capacity() * 2;
    return bytes;
}
