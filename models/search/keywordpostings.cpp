// SPDX-License-Identifier: GPL-3.0-or-later
#include "keywordpostings.h"

#include "collection/paper.h"
#include "text/textnormalizer.h"

#include <QHash>

#include <algorithm>
#include <numeric>

KeywordPostings KeywordPostings::build(const QList<Paper> &papers)
{
    KeywordPostings postings;
    postings.m_size = papers.size();
    // First the rows of each keyword in order of appearance, then renumbered by size.
    QHash<QString, int> numbers;
    QStringList names;
    QStringList folded;
    std::vector<std::vector<quint32>> rows;
    for (qsizetype row = 0; row < papers.size(); ++row) {
        for (const QString &keyword : papers.at(row).keywords) {
            const QString key = TextNormalizer::fold(keyword);
            auto found = numbers.constFind(key);
            if (found == numbers.cend()) {
                found = numbers.insert(key, int(names.size()));
                names.append(keyword);
                folded.append(key);
                rows.emplace_back();
            }
            std::vector<quint32> &list = rows[size_t(*found)];
            if (list.empty() || list.back() != quint32(row))
                list.push_back(quint32(row));
        }
    }
    std::vector<int> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        if (rows[size_t(a)].size() != rows[size_t(b)].size())
            return rows[size_t(a)].size() > rows[size_t(b)].size();
        return folded.at(a) < folded.at(b);
    });
    for (int keyword : order) {
        postings.m_names.append(names.at(keyword));
        postings.m_folded.append(folded.at(keyword));
        const std::vector<quint32> &list = rows[size_t(keyword)];
        postings.m_rows.insert(postings.m_rows.end(), list.cbegin(), list.cend());
        postings.m_ends.push_back(quint32(postings.m_rows.size()));
    }
    return postings;
}

void KeywordPostings::unite(Bitset &into, int keyword) const
{
    const quint32 begin = keyword == 0 ? 0 : m_ends[size_t(keyword) - 1];
    for (quint32 i = begin; i < m_ends[size_t(keyword)]; ++i)
        into.set(m_rows[i]);
}

Bitset KeywordPostings::named(const QString &foldedName, bool allowPrefix) const
{
    Bitset result(m_size);
    const qsizetype exact = m_folded.indexOf(foldedName);
    if (exact >= 0) {
        unite(result, int(exact));
        return result;
    }
    if (!allowPrefix)
        return result;
    for (int keyword = 0; keyword < count(); ++keyword) {
        if (m_folded.at(keyword).startsWith(foldedName))
            unite(result, keyword);
    }
    return result;
}

qsizetype KeywordPostings::countIn(int keyword, const Bitset &within) const
{
    if (within.size() != m_size)
        return 0;
    const quint32 begin = keyword == 0 ? 0 : m_ends[size_t(keyword) - 1];
    qsizetype count = 0;
    for (quint32 i = begin; i < m_ends[size_t(keyword)]; ++i)
        count += within.test(m_rows[i]);
    return count;
}

qsizetype KeywordPostings::paperCount(int keyword) const
{
    return qsizetype(m_ends[size_t(keyword)]) - (keyword == 0 ? 0 : m_ends[size_t(keyword) - 1]);
}

qsizetype KeywordPostings::memoryUsage() const
{
    qsizetype bytes = qsizetype(m_ends.capacity() + m_rows.capacity()) * 4
        + (m_names.capacity() + m_folded.capacity()) * qsizetype(sizeof(QString));
    for (qsizetype i = 0; i < m_names.size(); ++i)
        bytes += (m_names.at(i).capacity() + m_folded.at(i).capacity()) * 2;
    return bytes;
}
