// SPDX-License-Identifier: GPL-3.0-or-later
#include "fastpathinputs.h"
#include "text/spacescan.h"

#include <QTest>

/// SpaceScan::scanBlock (SSE2 when built with it) against its plain loop, scanBlockReference,
/// block by block as WordSplitter walks a text, on every input shape of FastPathInputs.
class TestSpaceScan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsTheSpacesOfAPlainBlock();
    void agreesWithItsReferenceOnEveryInputShape();
};

void TestSpaceScan::findsTheSpacesOfAPlainBlock()
{
    const QString text = QStringLiteral("ab c\td\u3000e") + QChar(u'\0') + QStringLiteral("f");
    for (const bool fast : { true, false }) {
        const SpaceScan::Block block = fast
            ? SpaceScan::scanBlock(
                reinterpret_cast<const char16_t *>(text.utf16()), text.size(), false)
            : SpaceScan::scanBlockReference(
                reinterpret_cast<const char16_t *>(text.utf16()), text.size());
        QCOMPARE(block.spaces & SpaceScan::bitRange(0, text.size()), quint64(0b1010100));
        QCOMPARE(block.zeros, quint64(1) << 8);
        QVERIFY(!block.ascii);
    }
}

void TestSpaceScan::agreesWithItsReferenceOnEveryInputShape()
{
    int compared = 0;
    for (const QString &text : FastPathInputs::texts()) {
        for (int offset = 0; offset < FastPathInputs::alignmentOffsets; ++offset) {
            const QString buffer = QString(offset, u'x') + text;
            const auto *data = reinterpret_cast<const char16_t *>(buffer.utf16()) + offset;
            const qsizetype n = text.size();
            for (qsizetype base = 0; base < n; base += 64) {
                const qsizetype count = qMin(n - base, qsizetype(64));
                const SpaceScan::Block fast = SpaceScan::scanBlock(data + base, count, base >= 64);
                const SpaceScan::Block plain = SpaceScan::scanBlockReference(data + base, count);
                const QByteArray where = QStringLiteral("text %1 (%2 units) at offset %3, block %4")
                                             .arg(text.left(40), QString::number(n),
                                                 QString::number(offset), QString::number(base))
                                             .toUtf8();
                // Bits from count on say nothing (the fast path may set them).
                const quint64 valid = SpaceScan::bitRange(0, count);
                QVERIFY2((fast.spaces & valid) == plain.spaces, where.constData());
                QVERIFY2((fast.zeros & valid) == plain.zeros, where.constData());
                // `ascii` may be false when unsure, never true where the reference says not.
                QVERIFY2(!fast.ascii || plain.ascii, where.constData());
                ++compared;
            }
        }
    }
    QVERIFY(compared > 10000);
}

QTEST_APPLESS_MAIN(TestSpaceScan)
#include "tst_spacescan.moc"
