// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/tokentable.h"

#include <QString>
#include <QTest>

class TestTokenTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void givesDenseIdsInOrderOfFirstAppearance();
    void keepsEveryTokenThroughGrowth();
    void keysShortLatin1Tokens();
    void givesOneIdWhicheverWayATokenComes();
    void internsAnotherTableWhole();
};

static std::u16string_view view(const QString &text)
{
    return { reinterpret_cast<const char16_t *>(text.utf16()), size_t(text.size()) };
}

void TestTokenTable::givesDenseIdsInOrderOfFirstAppearance()
{
    TokenTable table;
    QCOMPARE(table.size(), 0u);
    QCOMPARE(table.intern(u"diffusion"), 0u);
    QCOMPARE(table.intern(u"model"), 1u);
    QCOMPARE(table.intern(u"diffusion"), 0u);
    QCOMPARE(table.intern(u""), 2u); // the empty token is a token like any other
    QCOMPARE(table.intern(u"modèle"), 3u);
    QCOMPARE(table.size(), 4u);
    QVERIFY(table.token(1) == u"model");
    QVERIFY(table.token(3) == u"modèle");
}

void TestTokenTable::keepsEveryTokenThroughGrowth()
{
    // Far past the first 1,024 slots: the table grows several times.
    TokenTable table;
    QStringList tokens;
    for (int i = 0; i < 20000; ++i)
        tokens.append(QStringLiteral("t%1").arg(i * 7919));
    for (int i = 0; i < tokens.size(); ++i)
        QCOMPARE(table.intern(view(tokens.at(i))), quint32(i));
    QCOMPARE(table.size(), quint32(tokens.size()));
    for (int i = tokens.size() - 1; i >= 0; --i) {
        QCOMPARE(table.intern(view(tokens.at(i))), quint32(i));
        QVERIFY(table.token(quint32(i)) == view(tokens.at(i)));
    }
}

static bool hasKey(std::u16string_view token, quint64 low, quint64 high)
{
    const TokenTable::PackedKey key = TokenTable::packedKey(token);
    return key.low == low && key.high == high;
}

void TestTokenTable::keysShortLatin1Tokens()
{
    QVERIFY(hasKey(u"a", 'a', 0));
    QVERIFY(hasKey(u"ab", quint64('a') | quint64('b') << 8, 0));
    QVERIFY(hasKey(u"abcdefgh", 0x6867666564636261ull, 0));
    QVERIFY(hasKey(u"abcdefghi", 0x6867666564636261ull, 'i'));
    QVERIFY(hasKey(u"abcdefghabcdefgh", 0x6867666564636261ull, 0x6867666564636261ull));
    QVERIFY(hasKey(u"\u00ff\u00fe", 0xfeff, 0));
    QVERIFY(hasKey(u"abcdefghabcdefghi", 0, 0)); // seventeen characters
    QVERIFY(hasKey(u"a\u0100", 0, 0)); // beyond Latin-1
    QVERIFY(hasKey(u"abcdefghi\u0100", 0, 0));
    QVERIFY(hasKey(u"", 0, 0));
}

void TestTokenTable::givesOneIdWhicheverWayATokenComes()
{
    TokenTable table;
    QCOMPARE(table.internPacked(TokenTable::packedKey(u"gan"), u"gan"), 0u);
    QCOMPARE(table.internPacked(TokenTable::packedKey(u"transformers"), u"transformers"), 1u);
    QCOMPARE(table.intern(u"gan"), 0u);
    QCOMPARE(table.intern(u"transformers"), 1u);
    QCOMPARE(table.intern(u"\u00fe\u00ff"), 2u);
    QCOMPARE(table.internPacked(TokenTable::packedKey(u"\u00fe\u00ff"), u"\u00fe\u00ff"), 2u);
    QCOMPARE(table.intern(u"\u03b1\u03b2"), 3u);
    QCOMPARE(table.internLong(u"\u03b1\u03b2"), 3u);
    QCOMPARE(table.internLong(u"transformer-based-models"), 4u);
    QCOMPARE(table.intern(u"transformer-based-models"), 4u);
    QCOMPARE(table.size(), 5u);
}

void TestTokenTable::internsAnotherTableWhole()
{
    // Tokens of every kind of key: up to 8 and up to 16 Latin-1 characters, longer ones,
    // beyond Latin-1, and the empty token; enough of each that both tables grow.
    QStringList tokens { QString() };
    for (int i = 0; i < 6000; ++i) {
        tokens.append(QStringLiteral("w%1").arg(i * 7919));
        tokens.append(QStringLiteral("medium%1").arg(i * 104729));
        tokens.append(QStringLiteral("a-rather-long-token-%1").arg(i));
        tokens.append(QStringLiteral("\u03b1%1").arg(i));
    }
    TokenTable merged;
    TokenTable other;
    // merged has the first two thirds, other the last two thirds, in another order.
    for (int i = 0; i < tokens.size() * 2 / 3; ++i)
        merged.intern(view(tokens.at(i)));
    for (int i = tokens.size() - 1; i >= tokens.size() / 3; --i)
        other.intern(view(tokens.at(i)));
    const quint32 before = merged.size();
    const std::vector<quint32> ids = merged.internAll(other);
    QCOMPARE(ids.size(), size_t(other.size()));
    QCOMPARE(merged.size(), quint32(tokens.size()));
    for (quint32 id = 0; id < other.size(); ++id)
        QVERIFY(merged.token(ids[id]) == other.token(id));
    // Known tokens keep their ids, the new ones get the ids after them, each its own.
    std::vector<bool> seen(merged.size(), false);
    for (int i = 0; i < tokens.size(); ++i) {
        const quint32 id = merged.intern(view(tokens.at(i)));
        QCOMPARE(id < before, i < tokens.size() * 2 / 3);
        QVERIFY(!seen[id]);
        seen[id] = true;
    }
    QCOMPARE(merged.size(), quint32(tokens.size()));
}

QTEST_GUILESS_MAIN(TestTokenTable)
#include "tst_tokentable.moc"
