// SPDX-License-Identifier: GPL-3.0-or-later
#include "bibtexpending.h"

#include "abstractchunks.h"
#include "collection/parallelchunks.h"

#include <optional>
#include <vector>

namespace {

constexpr qsizetype convertChunk = 64; // entries per converting task

} // namespace

BibtexPending::BibtexPending(AbstractStorage storage)
    : m_storage(storage)
{
}

void BibtexPending::add(const QByteArray &key, BibtexFields::Fields values)
{
    m_entries.append(RawEntry { key, std::move(values) });
}

void BibtexPending::convertInto(ReadResult *result)
{
    const qsizetype count = m_entries.size();
    std::vector<std::optional<Paper>> papers(static_cast<size_t>(count));
    AbstractChunks abstracts(m_storage, count, convertChunk);
    ParallelChunks::run(count, convertChunk, [&](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i) {
            std::optional<Paper> &paper = papers[size_t(i)];
            paper = BibtexFields::paper(m_entries.at(i).key, m_entries.at(i).values);
            if (paper)
                abstracts.take(i, &*paper);
        }
    });
    for (std::optional<Paper> &paper : papers) {
        if (paper)
            result->collection.papers.append(std::move(*paper));
        else
            ++result->skipped;
    }
    abstracts.appendTo(&result->abstracts);
    m_entries.clear();
}
