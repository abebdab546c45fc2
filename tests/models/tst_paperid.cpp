// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperid.h"

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

// What PaperId promises, written as plainly as possible; the real one is written for speed.
quint64 plainId(QStringView abstract, QStringView sourceKey)
{
    QByteArray bytes = normalizedUtf8(abstract);
    if (!sourceKey.isEmpty()) {
        bytes += '\0';
        bytes += normalizedUtf8(sourceKey);
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
    QCOMPARE(PaperId::fromAbstract(variant),
             PaperId::fromAbstract(u"We propose a method. It works."));
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
        const quint64 expected = plainId(abstract, sourceKey);
        const quint64 actual = PaperId::fromAbstract(abstract, sourceKey).value();
        if (actual != expected) {
            qWarning() << "abstract" << abstract << "source key" << sourceKey;
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
        const std::array<PaperId, 2> ids
            = PaperId::fromAbstracts({ abstracts[0], abstracts[1] }, { sourceKeys[0], sourceKeys[1] });
        for (int k = 0; k < 2; ++k) {
            const quint64 expected = plainId(abstracts[k], sourceKeys[k]);
            if (ids[k].value() != expected) {
                qWarning() << "pair" << abstracts[0] << abstracts[1] << "text" << k;
                QCOMPARE(ids[k].toString(), PaperId(expected).toString());
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestPaperId)
#include "tst_paperid.moc"
