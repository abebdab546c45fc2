// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "testdata.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

// CollectionReader on lists big enough to be read and checked on every core: the results
// must be those of reading and checking them from start to end on one.
namespace {

// A plain byte-by-byte check to compare the reader's with: the offset of the first byte that
// starts no valid UTF-8 sequence (Unicode's table 3-7), or -1.
qint64 firstInvalidUtf8Serially(const QByteArray &bytes)
{
    const qint64 n = bytes.size();
    qint64 i = 0;
    while (i < n) {
        const uchar c = uchar(bytes[i]);
        int length = 1;
        uchar low = 0x80, high = 0xBF; // allowed range of the second byte
        if (c < 0x80)
            length = 1;
        else if (c >= 0xC2 && c <= 0xDF)
            length = 2;
        else if (c == 0xE0)
            length = 3, low = 0xA0;
        else if (c == 0xED)
            length = 3, high = 0x9F;
        else if (c >= 0xE1 && c <= 0xEF)
            length = 3;
        else if (c == 0xF0)
            length = 4, low = 0x90;
        else if (c == 0xF4)
            length = 4, high = 0x8F;
        else if (c >= 0xF1 && c <= 0xF3)
            length = 4;
        else
            return i;
        if (i + length > n)
            return i;
        for (int k = 1; k < length; ++k) {
            const uchar next = uchar(bytes[i + k]);
            if (next < (k == 1 ? low : 0x80) || next > (k == 1 ? high : 0xBF))
                return i;
        }
        i += length;
    }
    return -1;
}

// Valid text of characters of every length, a little over 6 MiB: big enough to be checked on
// every core, in 1 MiB chunks whose split points fall within characters.
const QByteArray &bigText()
{
    static const QByteArray text = [] {
        const QByteArray line("Graph nets \xC3\xA9t\xC3\xA9 \xE2\x82\xAC 5 \xF0\x9D\x84\x9E "
                              "\xE4\xB8\xAD\xE6\x96\x87 over 10 k\xC3\xBC\xC3\x9F\n");
        QByteArray result;
        while (result.size() < (6 << 20) + 777)
            result += line;
        return result;
    }();
    return text;
}

constexpr qint64 mebibyte = 1 << 20;

} // namespace

class TestBigCollectionReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        return writeTestFile(QDir(m_dir.path()), name, bytes);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Big lists are checked in pieces on every core; sequences around the split points (and at
    // the end) must come out as a scan from the start finds them.
    void findsTheFirstInvalidByteOfABigListAcrossSplitPoints_data()
    {
        QTest::addColumn<QByteArray>("snippet");
        QTest::newRow("4-byte character") << QByteArray("\xF0\x9D\x84\x9E");
        QTest::newRow("3-byte character") << QByteArray("\xE2\x82\xAC");
        QTest::newRow("2-byte character") << QByteArray("\xC3\xA9");
        QTest::newRow("FF byte") << QByteArray("\xFF");
        QTest::newRow("lone continuation byte") << QByteArray("\x80");
        QTest::newRow("run of continuation bytes") << QByteArray(12, '\x80');
        QTest::newRow("extra continuation byte after a character") << QByteArray("\xC3\xA9\xA9");
        QTest::newRow("3-byte sequence cut after two bytes") << QByteArray("\xE2\x82x");
        QTest::newRow("3-byte sequence cut after its lead") << QByteArray("\xE2x");
        QTest::newRow("4-byte sequence cut after three bytes") << QByteArray("\xF0\x9D\x84x");
        QTest::newRow("overlong slash") << QByteArray("\xC0\xAF");
        QTest::newRow("encoded surrogate") << QByteArray("\xED\xA0\x80");
        QTest::newRow("beyond U+10FFFF") << QByteArray("\xF4\x90\x80\x80");
        QTest::newRow("invalid byte then a NUL") << QByteArray("\xFF\0", 2);
    }

    void findsTheFirstInvalidByteOfABigListAcrossSplitPoints()
    {
        QFETCH(QByteArray, snippet);
        const auto check = [](const QByteArray &bytes, const QString &where) {
            const qint64 expected = firstInvalidUtf8Serially(bytes);
            const qint64 found = CollectionReader::firstInvalidUtf8(bytes);
            QVERIFY2(found == expected,
                qPrintable(QStringLiteral("%1: expected %2, found %3")
                               .arg(where)
                               .arg(expected)
                               .arg(found)));
        };
        // ASCII around the snippet, which starts from just before to just after a split point.
        const QByteArray padded = "ab" + snippet + "cd";
        for (const qint64 split : { mebibyte, 3 * mebibyte, 6 * mebibyte }) {
            for (qint64 start = split - padded.size(); start <= split + 1; ++start) {
                QByteArray bytes = bigText();
                bytes.replace(start, padded.size(), padded);
                check(bytes, QStringLiteral("padded snippet at %1").arg(start));
                if (QTest::currentTestFailed())
                    return;
            }
        }
        // At the very start, which is a split point too.
        for (const qint64 start : { 0, 1 }) {
            QByteArray bytes = bigText();
            bytes.replace(start, snippet.size(), snippet);
            check(bytes, QStringLiteral("snippet at %1").arg(start));
            if (QTest::currentTestFailed())
                return;
        }
        // At the very end: the last bytes, the last but one, and without its final byte.
        for (const QByteArray &end : { snippet, snippet + 'e', snippet.chopped(1) }) {
            QByteArray bytes = bigText();
            bytes.chop(end.size());
            bytes += end;
            check(bytes, QStringLiteral("at the end: ") + QString::fromLatin1(end.toHex()));
            if (QTest::currentTestFailed())
                return;
        }
    }

    void findsTheFirstInvalidByteOfABigListAtRandomPlaces()
    {
        QRandomGenerator random(20251203);
        const qint64 size = bigText().size();
        for (int trial = 0; trial < 150; ++trial) {
            QByteArray bytes = bigText();
            const int changes = random.bounded(1, 4);
            for (int c = 0; c < changes; ++c) {
                // Half near a split point, half anywhere; mostly bytes of multi-byte sequences.
                const qint64 at = random.bounded(2)
                    ? random.bounded(1, 7) * mebibyte + random.bounded(-6, 7)
                    : random.bounded(size);
                const int byte
                    = random.bounded(4) ? random.bounded(0x80, 0x100) : random.bounded(0x20, 0x80);
                bytes[qMin(at, size - 1)] = char(byte);
            }
            const qint64 expected = firstInvalidUtf8Serially(bytes);
            QVERIFY2(CollectionReader::firstInvalidUtf8(bytes) == expected,
                qPrintable(QStringLiteral("trial %1: expected %2, got %3")
                               .arg(trial)
                               .arg(expected)
                               .arg(CollectionReader::firstInvalidUtf8(bytes))));
        }
    }

    void reportsWhereABigListIsNotUtf8()
    {
        QCOMPARE(CollectionReader::firstInvalidUtf8(bigText()), qint64(-1));
        QByteArray bytes = bigText();
        bytes[3 * mebibyte + 1] = '\xFF';
        bytes[5 * mebibyte] = '\xFE';
        const ReadResult result = CollectionReader::readBytes(bytes, QStringLiteral("big.txt"));
        QVERIFY2(result.error.reason.contains(QLatin1String("byte 0xFF")),
            qPrintable(result.error.reason));
        qint64 line = 0, column = 0;
        ReadError::positionOf(bytes, 3 * mebibyte + 1, &line, &column);
        QCOMPARE(result.error.line, line);
        QCOMPARE(result.error.column, column);
    }

    // A NUL anywhere makes the file binary, even after bytes that are not UTF-8.
    void reportsTheFirstNulOfABigListBeforeInvalidUtf8_data()
    {
        QTest::addColumn<qint64>("nul");
        QTest::newRow("first byte") << qint64(0);
        for (const qint64 split : { mebibyte, 2 * mebibyte, 6 * mebibyte }) {
            for (qint64 offset = -2; offset <= 2; ++offset) {
                const QByteArray name = QByteArray::number(offset) + " from the split point at "
                    + QByteArray::number(split / mebibyte) + " MiB";
                QTest::newRow(name.constData()) << split + offset;
            }
        }
        QTest::newRow("last byte") << qint64(bigText().size() - 1);
    }

    void reportsTheFirstNulOfABigListBeforeInvalidUtf8()
    {
        QFETCH(qint64, nul);
        QByteArray bytes = bigText();
        bytes[10] = '\xFF';
        bytes[nul] = '\0';
        if (nul + 100 < bytes.size())
            bytes[nul + 100] = '\0';
        const ReadResult result = CollectionReader::readBytes(bytes, QStringLiteral("big.txt"));
        QVERIFY2(
            result.error.reason.contains(QLatin1String("NUL")), qPrintable(result.error.reason));
        qint64 line = 0, column = 0;
        ReadError::positionOf(bytes, nul, &line, &column);
        QCOMPARE(result.error.line, line);
        QCOMPARE(result.error.column, column);
    }

    void readsABigFileInTwoHalves()
    {
        // Past the size from which two threads read a half each: what is read must be the
        // file, byte for byte, in order, with progress that only goes up and a cancel that works.
        QByteArray bytes("A big list\n");
        for (int i = 0; bytes.size() < (40 << 20); ++i) {
            bytes += "\nPaper " + QByteArray::number(i)
                + " studies graphs, proteins and caf\xC3\xA9 menus at some length, so that"
                  " an abstract is as long as a real one and the list grows quickly.\n";
        }
        const QString path = writeFile(QStringLiteral("big.txt"), bytes);
        qint64 last = 0;
        const ReadResult result = CollectionReader::readFile(path, [&](qint64 done, qint64) {
            if (done < last)
                return false;
            last = done;
            return true;
        });
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        const qsizetype papers = bytes.count("\nPaper ");
        QCOMPARE(result.collection.papers.size(), papers);
        QVERIFY(result.collection.papers.front().abstract.startsWith(QLatin1String("Paper 0 ")));
        QVERIFY(result.collection.papers.back().abstract.startsWith(
            QStringLiteral("Paper %1 ").arg(papers - 1)));
        // The abstracts as UTF-8 are the file's own paragraphs.
        const ReadResult utf8 = CollectionReader::readFile(path, {}, AbstractStorage::InArena);
        QVERIFY(utf8.ok());
        QCOMPARE(utf8.abstracts.size(), papers);
        const QList<QByteArray> paragraphs = bytes.split('\n');
        for (qsizetype i : { qsizetype(0), papers / 2, papers - 1 })
            QCOMPARE(utf8.abstracts.utf8(i), QByteArrayView(paragraphs.at(2 + 2 * i)));

        int calls = 0;
        const ReadResult cancelled
            = CollectionReader::readFile(path, [&](qint64, qint64) { return ++calls < 2; });
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error.reason, ReadError::cancelledReason());
    }
};

QTEST_GUILESS_MAIN(TestBigCollectionReader)
#include "tst_bigcollectionreader.moc"
