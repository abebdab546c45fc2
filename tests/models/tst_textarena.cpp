// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/textarena.h"

#include <QTest>

class TestTextArena : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsBackWhatWasAppended_data();
    void readsBackWhatWasAppended();
    void keepsOrderAndEmptyTexts();
    void keepsTextsThroughReserveAndSqueeze();
    void takesOneByteForAnAsciiCharacter();
    void encodesAWholeListLikeAppendingOneByOne();
    void writesALoneSurrogateAsTheReplacementCharacter();
    void takesUtf8AsItIs();
    void decodesIntoABufferLikeAt();
    void decodesAsciiAndTheRestAlike();
    void adoptsBytesWithGapsBetweenTexts();
};

void TestTextArena::readsBackWhatWasAppended_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty text") << QString();
    QTest::newRow("ascii sentence") << QStringLiteral("We propose a method. See https://a.org/x.");
    QTest::newRow("accents take two bytes") << QStringLiteral("Café, naïve, Gödel");
    QTest::newRow("CJK takes three bytes") << QStringLiteral("ICML 2025 论文列表");
    QTest::newRow("surrogate pair takes four bytes") << QStringLiteral("ranks 🥇 first 𝔼[x]");
    QTest::newRow("newlines and tabs") << QStringLiteral("line one\n\tline two\r\n");
}

void TestTextArena::readsBackWhatWasAppended()
{
    QFETCH(QString, text);
    TextArena arena;
    arena.append(QStringLiteral("before"));
    arena.append(text);
    arena.append(QStringLiteral("after"));
    QCOMPARE(arena.size(), 3);
    QCOMPARE(arena.at(1), text);
    QCOMPARE(arena.utf8(1), text.toUtf8());
    QCOMPARE(TextArena::utf8Size(text), text.toUtf8().size());
    QCOMPARE(arena.at(0), QStringLiteral("before"));
    QCOMPARE(arena.at(2), QStringLiteral("after"));
}

void TestTextArena::keepsOrderAndEmptyTexts()
{
    TextArena arena;
    QVERIFY(arena.isEmpty());
    const QStringList texts { QStringLiteral("a"), QString(), QStringLiteral("ü"), QString(),
        QStringLiteral("last") };
    for (const QString &text : texts)
        arena.append(text);
    QVERIFY(!arena.isEmpty());
    QCOMPARE(arena.size(), texts.size());
    for (qsizetype i = 0; i < texts.size(); ++i)
        QCOMPARE(arena.at(i), texts.at(i));
    QVERIFY(arena.at(1).isEmpty());
    QCOMPARE(arena.utf8(3).size(), 0);
}

void TestTextArena::keepsTextsThroughReserveAndSqueeze()
{
    TextArena arena;
    arena.reserve(1000, 100000);
    QVERIFY(arena.memoryUsage() >= 100000);
    for (int i = 0; i < 100; ++i)
        arena.append(QStringLiteral("Paper %1 — an abstract.").arg(i));
    arena.squeeze();
    QVERIFY(arena.memoryUsage() < 100000);
    QCOMPARE(arena.size(), 100);
    QCOMPARE(arena.at(0), QStringLiteral("Paper 0 — an abstract."));
    QCOMPARE(arena.at(99), QStringLiteral("Paper 99 — an abstract."));
}

void TestTextArena::takesOneByteForAnAsciiCharacter()
{
    // The point of the arena: half the bytes of QString's UTF-16 for mostly ASCII text.
    const QString abstract = QStringLiteral("In this paper, we propose Flash3D. ").repeated(100);
    TextArena arena;
    arena.reserve(1, TextArena::utf8Size(abstract));
    arena.append(abstract);
    arena.squeeze();
    QCOMPARE(arena.utf8(0).size(), abstract.size());
    QVERIFY(arena.memoryUsage() <= abstract.size() + 64);
}

void TestTextArena::encodesAWholeListLikeAppendingOneByOne()
{
    // More texts than one parallel chunk, of every kind of character.
    const QStringList samples { QStringLiteral("plain ascii"), QString(), QStringLiteral("Café"),
        QStringLiteral("论文"), QStringLiteral("🥇 and 𝔼"), QStringLiteral("a\nb") };
    QStringList texts;
    for (int i = 0; i < 5000; ++i)
        texts.append(samples.at(i % samples.size()) + QString::number(i));
    TextArena appended;
    for (const QString &text : std::as_const(texts))
        appended.append(text);
    const TextArena encoded = TextArena::encode(
        texts.size(), [&texts](qsizetype i) { return QStringView(texts.at(i)); });
    QCOMPARE(encoded.size(), texts.size());
    for (qsizetype i = 0; i < texts.size(); ++i) {
        QCOMPARE(encoded.utf8(i), appended.utf8(i));
        QCOMPARE(encoded.at(i), texts.at(i));
    }
    QVERIFY(TextArena::encode(0, [](qsizetype) { return QStringView(); }).isEmpty());
}

void TestTextArena::writesALoneSurrogateAsTheReplacementCharacter()
{
    const QString broken
        = QStringLiteral("a") + QChar(0xD800) + QStringLiteral("b") + QChar(0xDC00);
    QCOMPARE(TextArena::utf8Size(broken), 8);
    TextArena arena;
    arena.append(broken);
    QCOMPARE(arena.utf8(0),
        QByteArrayView("a\xEF\xBF\xBD"
                       "b\xEF\xBF\xBD"));
    QCOMPARE(arena.at(0), QStringLiteral("a\uFFFDb\uFFFD"));
}

void TestTextArena::takesUtf8AsItIs()
{
    // More texts than one parallel chunk; the views may point anywhere. Every seventh is a
    // null QByteArray, whose view has no data at all (copying from it was undefined behaviour,
    // which UndefinedBehaviorSanitizer reports in make test-asan).
    QList<QByteArray> texts;
    for (int i = 0; i < 5000; ++i)
        texts.append(
            i % 7 == 0 ? QByteArray() : "caf\xC3\xA9 \xE8\xAE\xBA " + QByteArray::number(i));
    const TextArena arena = TextArena::fromUtf8(
        texts.size(), [&texts](qsizetype i) { return QByteArrayView(texts.at(i)); });
    QCOMPARE(arena.size(), texts.size());
    for (qsizetype i = 0; i < texts.size(); ++i)
        QCOMPARE(arena.utf8(i), QByteArrayView(texts.at(i)));
    QVERIFY(TextArena::fromUtf8(0, [](qsizetype) { return QByteArrayView(); }).isEmpty());
}

void TestTextArena::decodesIntoABufferLikeAt()
{
    // Every kind of text, and bytes no reader lets through (invalid UTF-8 can only come from
    // fromUtf8), each decoded exactly as at() and QString::fromUtf8 decode it.
    const QList<QByteArray> texts { "a longer text first, so the buffer shrinks after it",
        QByteArray(), "plain", "caf\xC3\xA9", "\xEF\xBB\xBFstarts with U+FEFF",
        "\xF0\x9F\xA5\x87 medal", "cut off \xE8\xAE", "\xFF\xFE bad bytes \xC0\xAF",
        "lone \xED\xA0\x80 surrogate" };
    const TextArena arena = TextArena::fromUtf8(
        texts.size(), [&texts](qsizetype i) { return QByteArrayView(texts.at(i)); });
    QString buffer;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        QCOMPARE(arena.decode(i, buffer).toString(), arena.at(i));
        QCOMPARE(arena.decode(i, buffer).toString(), QString::fromUtf8(texts.at(i)));
    }
}

void TestTextArena::decodesAsciiAndTheRestAlike()
{
    // ASCII texts take a shortcut: of every length around its 16-byte steps, and with one
    // byte that is not ASCII (or a NUL, or a BOM) at each place, they decode as at() does.
    QList<QByteArray> texts;
    for (int length = 0; length <= 50; ++length) {
        QByteArray ascii(length, 'x');
        for (int i = 0; i < length; ++i)
            ascii[i] = char(32 + (i * 7) % 95);
        texts.append(ascii);
        for (int at = 0; at < length; ++at) {
            for (const QByteArray &odd : { QByteArray("\xC3\xA9"), QByteArray(1, '\0'),
                     QByteArray("\xEF\xBB\xBF"), QByteArray("\x80") }) {
                QByteArray text = ascii;
                text.replace(at, 1, odd);
                texts.append(text);
            }
        }
    }
    const TextArena arena = TextArena::fromUtf8(
        texts.size(), [&texts](qsizetype i) { return QByteArrayView(texts.at(i)); });
    QString buffer;
    for (qsizetype i = 0; i < texts.size(); ++i)
        QCOMPARE(arena.decode(i, buffer).toString(), QString::fromUtf8(texts.at(i)));
}

void TestTextArena::adoptsBytesWithGapsBetweenTexts()
{
    const QByteArray bytes("Header\n\nfirst caf\xC3\xA9\n\n  second  \n\n");
    const char *d = bytes.constData();
    TextArena arena = TextArena::adopt(
        bytes, { QByteArrayView(d + 8, 11), QByteArrayView(d + 23, 6), QByteArrayView(d + 23, 0) });
    QCOMPARE(arena.size(), 3);
    QCOMPARE(arena.at(0), QStringLiteral("first café"));
    QCOMPARE(arena.at(1), QStringLiteral("second"));
    QCOMPARE(arena.at(2), QString());
    QVERIFY(arena.utf8(0).data() == d + 8); // the same bytes, not a copy
    arena.append(QStringLiteral("appended"));
    QCOMPARE(arena.at(3), QStringLiteral("appended"));
    QCOMPARE(arena.at(1), QStringLiteral("second"));
    TextArena empty = TextArena::adopt(bytes, {});
    QVERIFY(empty.isEmpty());
    empty.append(QStringLiteral("only"));
    QCOMPARE(empty.at(0), QStringLiteral("only"));
}

QTEST_GUILESS_MAIN(TestTextArena)
#include "tst_textarena.moc"
