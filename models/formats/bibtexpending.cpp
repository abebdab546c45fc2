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
    std::vector<QStringList> tags(static_cast<size_t>(count));
    std::vector<LatexFields> latex(static_cast<size_t>(count));
    AbstractChunks abstracts(m_storage, count, convertChunk);
    ParallelChunks::run(count, convertChunk, [&](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i) {
            std::optional<Paper> &paper = papers[size_t(i)];
            paper = BibtexFields::paper(
                m_entries.at(i).key, m_entries.at(i).values, &tags[size_t(i)], &latex[size_t(i)]);
            if (paper)
                abstracts.take(i, &*paper);
        }
    });
    for (size_t i = 0; i < papers.size(); ++i) {
        if (!papers[i]) {
            ++result->skipped;
            continue;
        }
        const qsizetype row = result->collection.papers.size();
        if (!tags[i].isEmpty())
            result->collection.carriedTags.insert(row, tags[i]);
        if (!latex[i].isEmpty())
            result->collection.latexFields.insert(row, std::move(latex[i]));
        result->collection.papers.append(std::move(*papers[i]));
    }
    abstracts.appendTo(&result->abstracts);
    m_entries.clear();
}
