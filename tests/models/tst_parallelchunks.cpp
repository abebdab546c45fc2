// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/parallelchunks.h"

#include <QTest>

#include <atomic>
#include <vector>

class TestParallelChunks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coversEveryIndexOnceInRangesOfAtMostTheChunkSize_data();
    void coversEveryIndexOnceInRangesOfAtMostTheChunkSize();
};

void TestParallelChunks::coversEveryIndexOnceInRangesOfAtMostTheChunkSize_data()
{
    QTest::addColumn<qsizetype>("count");
    QTest::addColumn<qsizetype>("chunkSize");
    QTest::newRow("nothing") << qsizetype(0) << qsizetype(16);
    QTest::newRow("less than a chunk") << qsizetype(5) << qsizetype(16);
    QTest::newRow("exactly two chunks") << qsizetype(32) << qsizetype(16);
    QTest::newRow("a partial last chunk") << qsizetype(10001) << qsizetype(1024);
    QTest::newRow("chunks of one") << qsizetype(300) << qsizetype(1);
}

void TestParallelChunks::coversEveryIndexOnceInRangesOfAtMostTheChunkSize()
{
    QFETCH(qsizetype, count);
    QFETCH(qsizetype, chunkSize);
    std::vector<std::atomic<int>> visits(static_cast<size_t>(count));
    std::atomic<int> calls = 0;
    std::atomic<bool> rangesOk = true;
    ParallelChunks::run(count, chunkSize, [&](qsizetype first, qsizetype last) {
        ++calls;
        if (first >= last || last - first > chunkSize || first % chunkSize != 0)
            rangesOk = false;
        for (qsizetype i = first; i < last; ++i)
            ++visits[size_t(i)];
    });
    QVERIFY(rangesOk);
    QCOMPARE(calls.load(), int((count + chunkSize - 1) / chunkSize));
    for (qsizetype i = 0; i < count; ++i)
        QCOMPARE(visits[size_t(i)].load(), 1);
}

QTEST_GUILESS_MAIN(TestParallelChunks)
#include "tst_parallelchunks.moc"
