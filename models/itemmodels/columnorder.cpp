// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/columnorder.h"

#include <QCollator>
#include <QHash>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <numeric>

namespace {

QCollator listCollator()
{
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    collator.setNumericMode(true);
    return collator;
}

// Ranks of texts in collation order, equal texts sharing a rank; returns the rank count.
// Each text's sort key is made once: comparing keys is a memcmp, comparing texts with the
// collator is not, and the sort compares each text about log2(n) times.
quint32 rankTexts(const QStringList &texts, std::vector<quint32> &ranks)
{
    const QCollator collator = listCollator();
    std::vector<QCollatorSortKey> keys;
    keys.reserve(size_t(texts.size()));
    // Folded first: in the C locale (no ICU) a sort key ignores the collator's case setting.
    for (const QString &text : texts)
        keys.push_back(collator.sortKey(text.toCaseFolded()));
    std::vector<quint32> order(size_t(texts.size()));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
        [&](quint32 a, quint32 b) { return keys[a].compare(keys[b]) < 0; });
    ranks.assign(order.size(), 0);
    quint32 rank = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && keys[order[i - 1]].compare(keys[order[i]]) != 0)
            ++rank;
        ranks[order[i]] = rank;
    }
    return order.empty() ? 0 : rank + 1;
}

} // namespace

void ColumnOrder::setCollection(LoadedCollectionPtr collection)
{
    if (collection == m_collection)
        return;
    m_collection = std::move(collection);
    m_titleRanks.clear();
    m_topicRanks.clear();
    m_titleRanking = QFuture<Ranks>();
    // The task holds its own reference: it may outlive this order or its collection here.
    if (m_collection && m_collection->size() > 0)
        m_titleRanking = QtConcurrent::run(&ColumnOrder::rankTitles, m_collection);
}

std::vector<quint32> ColumnOrder::byKeys(
    const std::vector<quint32> &keys, quint32 none, Qt::SortOrder order)
{
    // Bucket b holds the rows of key b (ascending) or none - 1 - b (descending); "none" last.
    std::vector<quint32> starts(size_t(none) + 2, 0);
    const auto bucket = [&](quint32 key) {
        return key >= none ? none : order == Qt::AscendingOrder ? key : none - 1 - key;
    };
    for (const quint32 key : keys)
        ++starts[size_t(bucket(key)) + 1];
    std::partial_sum(starts.begin(), starts.end(), starts.begin());
    std::vector<quint32> rows(keys.size());
    for (size_t row = 0; row < keys.size(); ++row)
        rows[starts[bucket(keys[row])]++] = quint32(row);
    return rows;
}

std::vector<quint32> ColumnOrder::rows(const PaperSort &sort, const SearchContext &context)
{
    Q_ASSERT(sort.isColumn());
    const size_t n = m_collection ? size_t(m_collection->size()) : 0;
    switch (sort.key) {
    case PaperSort::Key::Title:
        if (m_titleRanks.size() != n) {
            Ranks titles = m_titleRanking.isValid() ? m_titleRanking.result() : Ranks();
            m_titleRanks = std::move(titles.ranks);
            m_titleRankCount = titles.count;
            m_titleRanks.resize(n, 0);
        }
        return byKeys(m_titleRanks, m_titleRankCount, sort.order);
    case PaperSort::Key::Topics:
        if (m_topicRanks.size() != n)
            rankTopics();
        return byKeys(m_topicRanks, m_topicRankCount, sort.order);
    case PaperSort::Key::Tags: {
        quint32 none = 0;
        const std::vector<quint32> keys = tagKeys(context, none);
        return byKeys(keys, none, sort.order);
    }
    default: {
        // Starred above unstarred, and within each unread above read, when descending.
        std::vector<quint32> keys(n, 0);
        const bool haveStars = context.starred.size() == qsizetype(n);
        const bool haveReads = context.read.size() == qsizetype(n);
        for (size_t row = 0; row < n; ++row) {
            keys[row] = (haveStars && context.starred.test(qsizetype(row)) ? 2 : 0)
                + (haveReads && context.read.test(qsizetype(row)) ? 0 : 1);
        }
        return byKeys(keys, 4, sort.order);
    }
    }
}

ColumnOrder::Ranks ColumnOrder::rankTitles(const LoadedCollectionPtr &collection)
{
    QStringList titles;
    titles.reserve(collection->size());
    for (const Paper &paper : collection->collection.papers)
        titles.append(paper.title);
    Ranks ranks;
    ranks.count = rankTexts(titles, ranks.ranks);
    return ranks;
}

// Papers share few distinct topic lists: each list is collated once, as the list shows it.
void ColumnOrder::rankTopics()
{
    const QList<Paper> &papers = m_collection->collection.papers;
    QHash<QList<int>, quint32> listIds;
    QStringList texts;
    std::vector<quint32> listOfRow(size_t(papers.size()));
    for (qsizetype row = 0; row < papers.size(); ++row) {
        const QList<int> &topics = papers.at(row).topics;
        auto it = listIds.constFind(topics);
        if (it == listIds.cend()) {
            QStringList names;
            for (int topic : topics)
                names.append(m_collection->topicNames.value(topic));
            it = listIds.insert(topics, quint32(texts.size()));
            texts.append(names.join(QStringLiteral(", ")));
        }
        listOfRow[size_t(row)] = *it;
    }
    std::vector<quint32> textRanks;
    m_topicRankCount = rankTexts(texts, textRanks);
    m_topicRanks.resize(listOfRow.size());
    for (size_t row = 0; row < listOfRow.size(); ++row) {
        const quint32 list = listOfRow[row];
        m_topicRanks[row] = texts[list].isEmpty() ? m_topicRankCount : textRanks[list];
    }
}

// A paper's tags are compared as the alphabetical list of their names, so papers sharing a
// first tag stay together; the ranks of the distinct lists are the keys.
std::vector<quint32> ColumnOrder::tagKeys(const SearchContext &context, quint32 &none) const
{
    const size_t n = m_collection ? size_t(m_collection->size()) : 0;
    QStringList names;
    for (auto it = context.tags.cbegin(); it != context.tags.cend(); ++it) {
        if (it->size() == qsizetype(n))
            names.append(it.key());
    }
    std::vector<quint32> nameRanks;
    rankTexts(names, nameRanks);
    std::vector<std::vector<quint32>> lists(n);
    for (qsizetype i = 0; i < names.size(); ++i) {
        context.tags.value(names.at(i)).forEachSet([&](qsizetype row) {
            lists[size_t(row)].push_back(nameRanks[size_t(i)]);
        });
    }
    std::vector<quint32> tagged;
    for (size_t row = 0; row < n; ++row) {
        if (!lists[row].empty()) {
            std::sort(lists[row].begin(), lists[row].end());
            tagged.push_back(quint32(row));
        }
    }
    std::stable_sort(
        tagged.begin(), tagged.end(), [&](quint32 a, quint32 b) { return lists[a] < lists[b]; });
    none = 0;
    std::vector<quint32> keys(n, ~0u);
    for (size_t i = 0; i < tagged.size(); ++i) {
        if (i > 0 && lists[tagged[i - 1]] != lists[tagged[i]])
            ++none;
        keys[tagged[i]] = none;
    }
    if (!tagged.empty())
        ++none;
    for (quint32 &key : keys)
        key = std::min(key, none);
    return keys;
}
