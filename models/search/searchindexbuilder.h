// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchindex.h"

/// Builds a SearchIndex (the work behind SearchIndex::build): papers are tokenized and counted
/// in chunks on the thread pool, each chunk with its own token table; the tables are merged
/// and sorted into the dictionary (serial, over the vocabulary only), then every chunk writes
/// its postings and forward-index bytes into slots laid out for it, again in parallel.
class SearchIndexBuilder final
{
public:
    SearchIndexBuilder(const QList<Paper> &papers, const QStringList &topicNames,
        const QMultiHash<QString, int> &areaTopics);

    SearchIndex run(const SearchIndex::Progress &progress, const std::atomic_bool *cancel,
        const IndexingHooks &hooks = {});

private:
    void buildTopicsAndLinks(SearchIndex &index) const;

    const QList<Paper> &m_papers;
    const QStringList &m_topicNames;
    const QMultiHash<QString, int> &m_areaTopics;
};
