// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <functional>

/// The passes over a whole list (decoding, deriving, encoding) cost the same per paper and
/// need nothing from each other: they run in chunks on every core.
namespace ParallelChunks {

/// Calls work(first, last) for consecutive ranges [first, last) of at most chunkSize that
/// cover [0, count), on the global thread pool and the calling thread, and returns when all
/// are done. work must only touch what belongs to its range.
void run(qsizetype count, qsizetype chunkSize,
    const std::function<void(qsizetype first, qsizetype last)> &work);

/// Runs work(i) for every i in [0, count) on the global thread pool, the calling thread
/// included, and returns when all are done. The calling thread calls idle() (progress
/// reports) after each of its items, every 50 ms while the others finish and once at the
/// end, since the pool threads may have taken every item. Items are taken in order.
void runItems(
    int count, const std::function<void(int)> &work, const std::function<void()> &idle = {});

} // namespace ParallelChunks
