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

QTEST_GUILESS_MAIN(TestTokenTable)
#include "tst_tokentable.moc"
