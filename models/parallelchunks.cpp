// SPDX-License-Identifier: GPL-3.0-or-later
#include "parallelchunks.h"

#include <QList>
#include <QtConcurrent>

namespace ParallelChunks {

void run(qsizetype count, qsizetype chunkSize,
         const std::function<void(qsizetype first, qsizetype last)> &work)
{
    Q_ASSERT(chunkSize > 0);
    QList<qsizetype> starts;
    for (qsizetype start = 0; start < count; start += chunkSize)
        starts.append(start);
    QtConcurrent::blockingMap(starts, [&](qsizetype start) {
        work(start, std::min(count, start + chunkSize));
    });
}

} // namespace ParallelChunks
