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

} // namespace ParallelChunks
