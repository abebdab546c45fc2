// SPDX-License-Identifier: GPL-3.0-or-later
#include "abstractchunks.h"

#include "fieldtext.h"

AbstractChunks::AbstractChunks(AbstractStorage storage, qsizetype records, qsizetype chunkSize)
    : m_chunkSize(qMax<qsizetype>(1, chunkSize))
{
    if (storage == AbstractStorage::InArena)
        m_chunks.resize(size_t((records + m_chunkSize - 1) / m_chunkSize));
}

void AbstractChunks::take(qsizetype record, Paper *paper)
{
    if (m_chunks.empty())
        return;
    m_chunks[size_t(record / m_chunkSize)].append(FieldText::paragraph(paper->abstract));
    paper->abstract = QString();
}

void AbstractChunks::appendTo(TextArena *arena) const
{
    for (const TextArena &chunk : m_chunks) {
        for (qsizetype i = 0; i < chunk.size(); ++i)
            arena->appendUtf8(chunk.utf8(i));
    }
}
