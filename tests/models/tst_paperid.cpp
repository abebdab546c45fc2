// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paperid.h"

#include <QRandomGenerator>
#include <QTest>

class TestPaperId : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ignoresHowTheAbstractIsWrapped_data();
    void ignoresHowTheAbstractIsWrapped();
    void differsForDifferentTextOrSourceKey();
    void keepsItsValueAcrossVersions();
    void tellsAbstractsTooShortToIdentifyAPaper_data();
    void tellsAbstractsTooShortToIdentifyAPaper();
    void takesTheTitleOnlyWhenTheAbstractIsTooShort();
    void givesTitleOnlyPapersIdsOfTheirOwn();
    void givesEachCopyAnIdOfItsOwn();
    void roundTripsThroughItsStringForm();
    void matchesThePlainDefinitionOnRandomText();
    void hashesTwoAbstractsAsOneAtATime();
};

namespace {

// UTF-8 of one code point; a lone surrogate is encoded like any other BMP code point, as the
// stored ids were made that way.
QByteArray utf8(char32_t cp)
{
    QByteArray bytes;
    if (cp < 0x80) {
        bytes += char(cp);
    } else if (cp < 0x800) {
        bytes += char(0xC0 | (cp >> 6));
        bytes += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        bytes += char(0xE0 | (cp >> 12));
        bytes += char(0x80 | ((cp >> 6) & 0x3F));
        bytes += char(0x80 | (cp & 0x3F));
    } else {
        bytes += char(0xF0 | (cp >> 18));
        bytes += char(0x80 | ((cp >> 12) & 0x3F));
        bytes += char(0x80 | ((cp >> 6) & 0x3F));
        bytes += char(0x80 | (cp & 0x3F));
    }
    return bytes;
}

// The text's words (split at QChar::isSpace code points) in UTF-8, joined by single spaces.
QByteArray normalizedUtf8(QStringView text)
{
    QList<QByteArray> words;
    QByteArray word;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t cp = text[i].unicode();
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        if (QChar::isSpace(cp)) {
            if (!word.isEmpty())
                words.append(word);
            word.clear();
        } else {
            word += utf8(cp);
        }
    }
    if (!word.isEmpty())
        words.append(word);
    return words.join(' ');
}

// Words as PaperId counts them, written plainly: runs of non-space code points, and each
// Han, Hiragana or Katakana character on its own.
int plainWordCount(QStringView text)
{
    int words = 0;
    bool inWord = false;
    for (const char32_t cp : text.toUcs4()) {
        const QChar::Script script = QChar::script(cp);
        if (QChar::isSpace(cp)) {
            inWord = false;
        } else if (script == QChar::Script_Han || script == QChar::Script_Hiragana
            || script == QChar::Script_Katakana) {
            ++words;
            inWord = false;
        } else if (!inWord) {
            ++words;
            inWord = true;
        }
    }
    return words;
}

// What PaperId promises, written as plainly as possible; the real one is written for speed.
quint64 plainId(QStringView abstract, QStringView sourceKey, QStringView title = {})
{
    QByteArray bytes = normalizedUtf8(abstract);
    if (!sourceKey.isEmpty()) {
        bytes += '\0';
        bytes += normalizedUtf8(sourceKey);
    }
    if (!normalizedUtf8(title).isEmpty() && plainWordCount(abstract) < 20) {
        bytes += '\1';
        bytes += normalizedUtf8(title);
    }
    quint64 hash = 14695981039346656037ull;
    for (const char byte : std::as_const(bytes)) {
        hash ^= uchar(byte);
        hash *= 1099511628211ull;
    }
    return hash == 0 ? 1 : hash;
}

// Random text from pieces that each take a different way through PaperId: ASCII words and
// single spaces (the fast path), whitespace of every kind and in runs, non-ASCII, surrogate
// pairs and lone surrogates, ASCII control characters that are not whitespace.
QString randomText(QRandomGenerator &random)
{
    static const QStringList spaces = {
        QStringLiteral(" "),
        QStringLiteral("\t"),
        QStringLiteral("\n"),
        QStringLiteral("\r\n"),
        QStringLiteral("\v"),
        QStringLiteral("\f"),
        QStringLiteral("\u00A0"),
        QStringLiteral("\u2003"),
        QStringLiteral("\u3000"),
        QStringLiteral("\u0085"),
        QStringLiteral("\u2028"),
        QStringLiteral("  "),
    };
    static const QStringList others = {
        QStringLiteral("\u00E9"),
        QStringLiteral("\u2014"),
        QStringLiteral("\u6570\u5B66"),
        QStringLiteral("\uFFFF"),
        QStringLiteral("\U0001F600"),
        QStringLiteral("\U00010000"),
        QStringLiteral("\U0010FFFF"),
        QString(QChar(0xD800)),
        QString(QChar(0xDFFF)),
        QString(QChar(0xDBFF)) + QLatin1Char('x'),
        QString(QChar(0x01)),
        QString(QChar(0x1F)),
        QString(QChar(0x7F)),
        QString(QChar(0x08)),
        QString(QChar(0x0E)),
        QStringLiteral("!~"),
    };
    // Mostly ordinary prose with a few odd pieces, sometimes dense with them.
    const int oddPercent = random.bounded(2) == 0 ? 3 : 40;
    const int pieces = random.bounded(random.bounded(4) == 0 ? 200 : 20);
    QString text;
    for (int p = 0; p < pieces; ++p) {
        if (int(random.bounded(100)) < oddPercent) {
            const QStringList &list = random.bounded(2) == 0 ? spaces : others;
            text += list.at(random.bounded(list.size()));
        } else {
            const int length = 1 + random.bounded(9);
            for (int c = 0; c < length; ++c)
                text += QLatin1Char(char(0x21 + random.bounded(0x5E)));
            // Words mostly end in one space, sometimes in a run of ASCII whitespace.
            const int separator = random.bounded(8);
            for (int c = 0; c < (separator < 6 ? 1 : separator - 4); ++c)
                text += separator < 5 ? QLatin1Char(' ')
                                      : QLatin1Char("\t\n\v\f\r "[random.bounded(6)]);
        }
    }
    if (random.bounded(3) == 0)
        text.prepend(spaces.at(random.bounded(spaces.size())));
    if (random.bounded(3) == 0)
        text += spaces.at(random.bounded(spaces.size()));
    // A cut anywhere, even inside a surrogate pair.
    if (random.bounded(4) == 0 && !text.isEmpty())
        text.truncate(random.bounded(text.size()));
    return text;
}

} // namespace

void TestPaperId::ignoresHowTheAbstractIsWrapped_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("same text") << QStringLiteral("We propose a method. It works.");
    QTest::newRow("hard-wrapped lines") << QStringLiteral("We propose a\nmethod. It\nworks.");
    QTest::newRow("CRLF and tabs") << QStringLiteral("We propose\r\na method.\tIt works.");
    QTest::newRow("leading and trailing space")
        << QStringLiteral("  We propose a method. It works.\n");
    QTest::newRow("double spaces") << QStringLiteral("We  propose a method.  It works.");
}

void TestPaperId::ignoresHowTheAbstractIsWrapped()
{
    QFETCH(QString, variant);
    QCOMPARE(
        PaperId::fromAbstract(variant), PaperId::fromAbstract(u"We propose a method. It works."));
}

void TestPaperId::differsForDifferentTextOrSourceKey()
{
    const PaperId a = PaperId::fromAbstract(u"We propose a method.");
    QVERIFY(a != PaperId::fromAbstract(u"We propose a method!"));
    QVERIFY(a != PaperId::fromAbstract(u"We propose a method.", u"key1"));
    QVERIFY(PaperId::fromAbstract(u"x", u"key1") != PaperId::fromAbstract(u"x", u"key2"));
    QVERIFY(!a.isNull());
}

// Ids are stored in the user's database: the function must never change.
void TestPaperId::keepsItsValueAcrossVersions()
{
    QCOMPARE(PaperId::fromAbstract(u"").toString(), QStringLiteral("cbf29ce484222325"));
    QCOMPARE(PaperId::fromAbstract(u"a").toString(), QStringLiteral("af63dc4c8601ec8c"));
}

void TestPaperId::tellsAbstractsTooShortToIdentifyAPaper_data()
{
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<bool>("tooShort");
    const QString nineteen = QStringLiteral("one two three four five six seven eight nine ten "
                                            "eleven twelve thirteen fourteen fifteen sixteen "
                                            "seventeen eighteen nineteen");
    QTest::newRow("empty") << QString() << true;
    QTest::newRow("blank") << QStringLiteral(" \n\t ") << true;
    QTest::newRow("a placeholder") << QStringLiteral("Abstract not available.") << true;
    QTest::newRow("a scraped first line") << QStringLiteral(
        "We study stochastic gradient descent without replacement, which is "
        "widely used in practice") << true;
    QTest::newRow("19 words") << nineteen << true;
    QTest::newRow("20 words") << nineteen + QStringLiteral(" twenty") << false;
    QTest::newRow("20 words in runs of space") << QStringLiteral("  ")
            + QString(nineteen).replace(u' ', QStringLiteral(" \n "))
            + QStringLiteral("\u3000twenty ") << false;
    QTest::newRow("19 Han characters") << QString(19, QChar(0x6570)) << true;
    QTest::newRow("20 Han characters") << QString(20, QChar(0x6570)) << false;
    QTest::newRow("kana and Latin words together")
        << QStringLiteral("本稿ではTransformerとGNNを用いた新しい手法を提案する") << false;
}

void TestPaperId::tellsAbstractsTooShortToIdentifyAPaper()
{
    QFETCH(QString, abstract);
    QFETCH(bool, tooShort);
    QCOMPARE(PaperId::isTooShortToIdentify(abstract), tooShort);
    QCOMPARE(plainWordCount(abstract) < PaperId::minAbstractWords, tooShort);
}

// Ids of papers with abstracts are stored: a title never changes them.
void TestPaperId::takesTheTitleOnlyWhenTheAbstractIsTooShort()
{
    const QString abstract = QStringLiteral(
        "Proteins typically exist in complexes. We introduce APM, a model specifically "
        "designed for modeling multi-chain proteins, and release our code.");
    QCOMPARE(PaperId::fromAbstract(abstract, {}, u"APM: All-Atom Protein Model"),
        PaperId::fromAbstract(abstract));
    QCOMPARE(PaperId::fromAbstract(abstract, u"chen25", u"APM").toString(),
        PaperId::fromAbstract(abstract, u"chen25").toString());
    QCOMPARE(PaperId::fromAbstract(abstract).toString(), QStringLiteral("0577577802adf362"));
    // Too short: the title counts, however it is spaced.
    QVERIFY(PaperId::fromAbstract(u"TBA", {}, u"A") != PaperId::fromAbstract(u"TBA", {}, u"B"));
    QCOMPARE(PaperId::fromAbstract(u"TBA", {}, u" Graph  nets\n"),
        PaperId::fromAbstract(u"TBA", {}, u"Graph nets"));
    // A blank title is no title: the id of a plain list's paper stays that of its abstract.
    QCOMPARE(PaperId::fromAbstract(u"TBA", {}, u"  "), PaperId::fromAbstract(u"TBA"));
    // Key and title are told apart.
    QVERIFY(PaperId::fromAbstract(u"", u"x", {}) != PaperId::fromAbstract(u"", {}, u"x"));
}

// The reproducer of issue 13: three title-only records shared cbf29ce484222325.
void TestPaperId::givesTitleOnlyPapersIdsOfTheirOwn()
{
    const PaperId first = PaperId::fromAbstract(u"", {}, u"Attention Is All You Need");
    const PaperId second = PaperId::fromAbstract(u"", {}, u"Deep Residual Learning");
    const PaperId third
        = PaperId::fromAbstract(u"", {}, u"Adam: A Method for Stochastic Optimization");
    QVERIFY(first != second && second != third && first != third);
    QVERIFY(first != PaperId::fromAbstract(u""));
    QCOMPARE(first.toString(), QStringLiteral("d04ef8bab23674ba"));
    // Two papers with one BibTeX key and no abstract.
    QVERIFY(PaperId::fromAbstract(u"", u"smith20", u"On graphs")
        != PaperId::fromAbstract(u"", u"smith20", u"On trees"));
}

void TestPaperId::givesEachCopyAnIdOfItsOwn()
{
    const PaperId id = PaperId::fromAbstract(u"We propose a method.");
    QVERIFY(id.copyId(1) != id);
    QVERIFY(id.copyId(1) != id.copyId(2));
    QCOMPARE(id.copyId(1), PaperId::fromAbstract(u"We propose a method.").copyId(1));
    QVERIFY(!id.copyId(1).isNull());
}

void TestPaperId::roundTripsThroughItsStringForm()
{
    const PaperId id = PaperId::fromAbstract(u"Ünïcödé abstract — with 数学");
    QCOMPARE(id.toString().size(), 16);
    QCOMPARE(PaperId::fromString(id.toString()), id);
    QVERIFY(PaperId::fromString(u"not hex").isNull());
}

void TestPaperId::matchesThePlainDefinitionOnRandomText()
{
    QRandomGenerator random(20240611);
    for (int i = 0; i < 20000; ++i) {
        const QString abstract = randomText(random);
        const QString sourceKey = random.bounded(2) == 0 ? QString() : randomText(random);
        const QString title = random.bounded(2) == 0 ? QString() : randomText(random);
        const quint64 expected = plainId(abstract, sourceKey, title);
        const quint64 actual = PaperId::fromAbstract(abstract, sourceKey, title).value();
        if (actual != expected) {
            qWarning() << "abstract" << abstract << "source key" << sourceKey << "title" << title;
            QCOMPARE(PaperId(actual).toString(), PaperId(expected).toString());
        }
    }
}

void TestPaperId::hashesTwoAbstractsAsOneAtATime()
{
    QRandomGenerator random(20261203);
    for (int i = 0; i < 10000; ++i) {
        // Texts of different lengths and kinds, so that each runs out of blocks first.
        const QString abstracts[2] = { randomText(random), randomText(random) };
        const QString sourceKeys[2] = { random.bounded(3) == 0 ? randomText(random) : QString(),
            random.bounded(3) == 0 ? randomText(random) : QString() };
        const QString titles[2] = { random.bounded(2) == 0 ? randomText(random) : QString(),
            random.bounded(2) == 0 ? randomText(random) : QString() };
        const std::array<PaperId, 2> ids = PaperId::fromAbstracts({ abstracts[0], abstracts[1] },
            { sourceKeys[0], sourceKeys[1] }, { titles[0], titles[1] });
        for (int k = 0; k < 2; ++k) {
            const quint64 expected = plainId(abstracts[k], sourceKeys[k], titles[k]);
            if (ids[k].value() != expected) {
                qWarning() << "pair" << abstracts[0] << abstracts[1] << "text" << k;
                QCOMPARE(ids[k].toString(), PaperId(expected).toString());
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestPaperId)
#include "tst_paperid.moc"
