// SPDX-License-Identifier: GPL-3.0-or-later
#include "readcheckpoint.h"

ReadCheckpoint::ReadCheckpoint(const ReadProgress &progress, const ReadBatch &batch, qint64 step)
    : m_progress(progress)
    , m_batch(batch)
    , m_step(step)
    , m_next(step)
{
}

bool ReadCheckpoint::pass(qint64 done, qint64 total, ReadResult *result)
{
    if ((!m_progress && !m_batch) || done < m_next)
        return true;
    m_next += m_step;
    if (m_batch)
        m_batch(*result);
    if (!m_progress || m_progress(done, total))
        return true;
    result->collection.papers.clear();
    result->error.reason = ReadError::cancelledReason();
    return false;
}
