// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/bitset.h"

#include <QTest>

class TestBitset : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void countsOnlyRowsInsideItsSize_data();
    void countsOnlyRowsInsideItsSize();
    void combinesLikeSetOperations();
    void visitsSetRowsInOrder();
};

void TestBitset::countsOnlyRowsInsideItsSize_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("empty set") << 0;
    QTest::newRow("less than one word") << 5;
    QTest::newRow("exactly one word") << 64;
    QTest::newRow("one word and one bit") << 65;
    QTest::newRow("many words with a tail") << 1000;
}

void TestBitset::countsOnlyRowsInsideItsSize()
{
    QFETCH(int, size);
    Bitset all(size, true);
    QCOMPARE(all.count(), size);
    QCOMPARE(Bitset(all).invert().count(), 0);
    Bitset none(size);
    QCOMPARE(none.count(), 0);
    QCOMPARE(none.isEmpty(), true);
    QCOMPARE(Bitset(none).invert(), all);
}

void TestBitset::combinesLikeSetOperations()
{
    Bitset evens(130), threes(130);
    for (int i = 0; i < 130; ++i) {
        if (i % 2 == 0)
            evens.set(i);
        if (i % 3 == 0)
            threes.set(i);
    }
    QCOMPARE((evens & threes).count(), 22); // multiples of 6 below 130
    QCOMPARE(evens.countAnd(threes), 22);
    QCOMPARE((evens | threes).count(), 65 + 44 - 22);
    QCOMPARE(Bitset(evens).andNot(threes).count(), 65 - 22);
    Bitset copy = evens;
    copy.reset(0);
    QVERIFY(!copy.test(0));
    QVERIFY(copy != evens);
}

void TestBitset::visitsSetRowsInOrder()
{
    Bitset set(200);
    const QList<qsizetype> rows = { 0, 63, 64, 127, 128, 199 };
    for (qsizetype row : rows)
        set.set(row);
    QList<qsizetype> seen;
    set.forEachSet([&](qsizetype row) { seen.append(row); });
    QCOMPARE(seen, rows);
}

QTEST_APPLESS_MAIN(TestBitset)
#include "tst_bitset.moc"
