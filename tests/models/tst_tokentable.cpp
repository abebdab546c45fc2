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

void TestTokenTable::keysShortLatin1Tokens()
{
    QCOMPARE(TokenTable::shortKey(u"a"), quint64('a'));
    QCOMPARE(TokenTable::shortKey(u"ab"), quint64('a') | quint64('b') << 8);
    QCOMPARE(TokenTable::shortKey(u"abcdefgh"), 0x6867666564636261ull);
    QCOMPARE(TokenTable::shortKey(u"\u00ff\u00fe"), quint64(0xfeff));
    QCOMPARE(TokenTable::shortKey(u"abcdefghi"), 0ull); // nine characters
    QCOMPARE(TokenTable::shortKey(u"a\u0100"), 0ull); // beyond Latin-1
    QCOMPARE(TokenTable::shortKey(u""), 0ull);
}

void TestTokenTable::givesOneIdWhicheverWayATokenComes()
{
    TokenTable table;
    QCOMPARE(table.internShort(TokenTable::shortKey(u"gan"), u"gan"), 0u);
    QCOMPARE(table.internLong(u"transformers"), 1u);
    QCOMPARE(table.intern(u"gan"), 0u);
    QCOMPARE(table.intern(u"transformers"), 1u);
    QCOMPARE(table.intern(u"\u00fe\u00ff"), 2u);
    QCOMPARE(table.internShort(TokenTable::shortKey(u"\u00fe\u00ff"), u"\u00fe\u00ff"), 2u);
    QCOMPARE(table.intern(u"\u03b1\u03b2"), 3u);
    QCOMPARE(table.internLong(u"\u03b1\u03b2"), 3u);
    QCOMPARE(table.size(), 4u);
}

QTEST_GUILESS_MAIN(TestTokenTable)
#include "tst_tokentable.moc"
