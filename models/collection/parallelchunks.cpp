// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/parallelchunks.h"

#include <QList>
#include <QSemaphore>
#include <QThreadPool>
#include <QtConcurrent>

#include <atomic>
#include <memory>

namespace ParallelChunks {

void run(qsizetype count, qsizetype chunkSize,
    const std::function<void(qsizetype first, qsizetype last)> &work)
{
    Q_ASSERT(chunkSize > 0);
    QList<qsizetype> starts;
    for (qsizetype start = 0; start < count; start += chunkSize)
        starts.append(start);
    QtConcurrent::blockingMap(
        starts, [&](qsizetype start) { work(start, std::min(count, start + chunkSize)); });
}

void runItems(int count, const std::function<void(int)> &work, const std::function<void()> &idle)
{
    // The state is shared: a pool thread that starts only after every item is taken finds
    // nothing left and returns without touching the caller's data.
    struct Shared
    {
        std::function<void(int)> work;
        int count = 0;
        std::atomic_int next { 0 };
        QSemaphore finished;
    };
    const auto shared = std::make_shared<Shared>();
    shared->work = work;
    shared->count = count;
    const auto takeItems = [](Shared &s, const std::function<void()> &afterEach) {
        for (int i; (i = s.next++) < s.count;) {
            s.work(i);
            s.finished.release();
            if (afterEach)
                afterEach();
        }
    };
    const int threads = qMax(1, QThreadPool::globalInstance()->maxThreadCount());
    for (int t = 1; t < qMin(threads, count); ++t)
        QThreadPool::globalInstance()->start([shared, takeItems] { takeItems(*shared, {}); });
    takeItems(*shared, idle);
    while (!shared->finished.tryAcquire(count, 50)) {
        if (idle)
            idle();
    }
    if (idle)
        idle();
}

} // namespace ParallelChunks
