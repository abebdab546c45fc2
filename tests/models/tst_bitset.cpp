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
    void countsAsThePlainLoopDoes();
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

void TestBitset::countsAsThePlainLoopDoes()
{
    // count() and countAnd() take the POPCNT path where the CPU has it: the same counts as
    // the plain loop, for sizes around word ends and random, sparse, dense and full sets.
    quint64 state = 0x9E3779B97F4A7C15ull;
    const auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    for (const qsizetype size : { 0, 1, 63, 64, 65, 127, 128, 1000, 15625 * 64 + 17 }) {
        for (const int density : { 0, 1, 50, 99, 100 }) {
            Bitset a(size);
            Bitset b(size, density == 100);
            for (qsizetype i = 0; i < size; ++i) {
                if (int(next() % 100) < density)
                    a.set(i);
                if (next() % 2)
                    b.set(i);
            }
            QCOMPARE(a.count(), a.countReference());
            QCOMPARE(a.countAnd(b), a.countReference(&b));
            QCOMPARE(b.countAnd(a), b.countReference(&a));
        }
    }
}

QTEST_APPLESS_MAIN(TestBitset)
#include "tst_bitset.moc"
