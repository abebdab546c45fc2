// SPDX-License-Identifier: GPL-3.0-or-later
#include "bibtexpending.h"

#include "collection/parallelchunks.h"
#include "fieldtext.h"

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
    const bool inArena = m_storage == AbstractStorage::InArena;
    const qsizetype count = m_entries.size();
    std::vector<std::optional<Paper>> papers(static_cast<size_t>(count));
    // With the arena, each task encodes its abstracts as it converts them, so a whole list's
    // abstracts never exist as QStrings at once (two bytes a character, one block each).
    std::vector<TextArena> abstracts(
        size_t(inArena ? (count + convertChunk - 1) / convertChunk : 0));
    ParallelChunks::run(count, convertChunk, [&](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i) {
            std::optional<Paper> &paper = papers[size_t(i)];
            paper = BibtexFields::paper(m_entries.at(i).key, m_entries.at(i).values);
            if (paper && inArena) {
                // What CollectionReader's FieldText::clean() does to an abstract in a Paper.
                abstracts[size_t(first / convertChunk)].append(
                    FieldText::paragraph(paper->abstract));
                paper->abstract = QString();
            }
        }
    });
    for (std::optional<Paper> &paper : papers) {
        if (paper)
            result->collection.papers.append(std::move(*paper));
        else
            ++result->skipped;
    }
    for (const TextArena &chunk : abstracts) {
        for (qsizetype i = 0; i < chunk.size(); ++i)
            result->abstracts.appendUtf8(chunk.utf8(i));
    }
    m_entries.clear();
}
