// SPDX-License-Identifier: GPL-3.0-or-later
#include "fastpathinputs.h"
#include "formats/textcheck.h"

#include <QTest>

class TestTextCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsTheFirstControlCharacter_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("white space is not a control")
            << QByteArray("a\tb\nc\rd\fe\vf") << qint64(-1);
        QTest::newRow("escape") << QByteArray("ab\x1B[0m") << qint64(2);
        QTest::newRow("bell") << QByteArray("\x07") << qint64(0);
        QTest::newRow("DEL") << QByteArray("abc\x7F") << qint64(3);
        QTest::newRow("C1 control U+009B") << QByteArray("a\xC2\x9B") << qint64(1);
        QTest::newRow("no-break space is not a control") << QByteArray("a\xC2\xA0") << qint64(-1);
        QTest::newRow("a NUL outranks a control") << QByteArray("\x1B\0", 2) << qint64(-1);
    }

    void findsTheFirstControlCharacter()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, offset);
        QCOMPARE(TextCheck::find(bytes).control, offset);
    }

    // The check looks at 16 bytes at a time: a control at any offset of a long run is found
    // wherever the blocks fall, and so is a C1 control whose two bytes straddle two blocks.
    void findsAControlAtEveryOffset()
    {
        const QByteArray text(100, 'a');
        for (qsizetype at = 0; at < text.size(); ++at) {
            QByteArray escape = text;
            escape[at] = '\x1B';
            QCOMPARE(TextCheck::find(escape).control, qint64(at));
            const QByteArray c1 = text.left(at) + "\xC2\x85" + text.mid(at);
            QCOMPARE(TextCheck::find(c1).control, qint64(at));
            const QByteArray latin = text.left(at) + "\xC2\xB0\n" + text.mid(at);
            QCOMPARE(TextCheck::find(latin).control, qint64(-1));
        }
    }

    void findsTheFirstControlOfABigText()
    {
        QByteArray big(9 << 20, 'a');
        big[(5 << 20) + 3] = '\x1B';
        big[(7 << 20) + 1] = '\x1B';
        QCOMPARE(TextCheck::find(big).control, qint64((5 << 20) + 3));
    }

    void replacesControlsInPlaceKeepingLinesAndColumns()
    {
        QByteArray bytes("a\x1B[1m\n\xC2\x9B"
                         "b\x7F\xC2\xB0");
        TextCheck::replaceControls(bytes, 1);
        QCOMPARE(bytes,
            QByteArray("a [1m\n\xC2\xA0"
                       "b \xC2\xB0"));
    }

    // find() and replaceControls() (SSE2 when built with it) against their plain loops in one
    // binary, for every input shape at every place in memory: the same offsets, the same bytes.
    void agreesWithItsReferenceOnEveryInputShape()
    {
        int compared = 0;
        for (const QByteArray &bytes : FastPathInputs::byteTexts()) {
            for (int offset = 0; offset < FastPathInputs::alignmentOffsets; ++offset) {
                const QByteArray buffer = QByteArray(offset, 'x') + bytes;
                const QByteArray view
                    = QByteArray::fromRawData(buffer.constData() + offset, bytes.size());
                const QByteArray where
                    = bytes.toHex(' ') + " at offset " + QByteArray::number(offset);
                for (const bool findNul : { true, false }) {
                    const TextCheck::Problems fast = TextCheck::find(view, findNul);
                    const TextCheck::Problems plain = TextCheck::findReference(view, findNul);
                    QVERIFY2(fast.nul == plain.nul, where.constData());
                    QVERIFY2(fast.invalidUtf8 == plain.invalidUtf8, where.constData());
                    QVERIFY2(fast.control == plain.control, where.constData());
                }
                const TextCheck::Problems problems = TextCheck::findReference(view);
                if (problems.nul < 0 && problems.invalidUtf8 < 0) {
                    QByteArray fastReplaced(view.constData(), view.size());
                    QByteArray plainReplaced = fastReplaced;
                    TextCheck::replaceControls(fastReplaced, problems.control);
                    TextCheck::replaceControlsReference(plainReplaced, problems.control);
                    QVERIFY2(fastReplaced == plainReplaced, where.constData());
                    QCOMPARE(TextCheck::find(fastReplaced).control, qint64(-1));
                }
                ++compared;
            }
        }
        QVERIFY(compared > 10000);
    }
};

QTEST_GUILESS_MAIN(TestTextCheck)
#include "tst_textcheck.moc"
