// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readresult.h"

/// The step a streaming reader takes every few megabytes: it hands what it has read so far to
/// the ReadBatch, reports progress and stops when the user cancelled. One place for the rule
/// that a cancelled read keeps no papers and carries ReadError::cancelledReason().
///
/// Keeps references to the callbacks: it lives inside the read that was given them.
class ReadCheckpoint final
{
public:
    static constexpr qint64 defaultStep = 4 << 20;

    ReadCheckpoint(const ReadProgress &progress, const ReadBatch &batch, qint64 step = defaultStep);

    /// Called after each record at byte done of total; does nothing until the next step is
    /// reached. Returns false when the read is cancelled: result then holds the cancel error and
    /// no papers, and the caller returns it.
    bool pass(qint64 done, qint64 total, ReadResult *result);

private:
    const ReadProgress &m_progress;
    const ReadBatch &m_batch;
    qint64 m_step;
    qint64 m_next;
};
