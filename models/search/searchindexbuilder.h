// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchindex.h"

/// Builds a SearchIndex (the work behind SearchIndex::build): papers are tokenized in chunks
/// on the thread pool, each chunk with its own token table; the tables are merged and sorted
/// into the dictionary, then postings and the forward index are written in one pass.
class SearchIndexBuilder final
{
public:
    SearchIndexBuilder(const QList<Paper> &papers, const QStringList &topicNames,
        const QMultiHash<QString, int> &areaTopics);

    SearchIndex run(const SearchIndex::Progress &progress, const std::atomic_bool *cancel);

private:
    void buildTopicsAndLinks(SearchIndex &index) const;

    const QList<Paper> &m_papers;
    const QStringList &m_topicNames;
    const QMultiHash<QString, int> &m_areaTopics;
};
