// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperid.h"

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
};

void TestPaperId::ignoresHowTheAbstractIsWrapped_data()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("same text") << QStringLiteral("We propose a method. It works.");
    QTest::newRow("hard-wrapped lines") << QStringLiteral("We propose a\nmethod. It\nworks.");
    QTest::newRow("CRLF and tabs") << QStringLiteral("We propose\r\na method.\tIt works.");
    QTest::newRow("leading and trailing space") << QStringLiteral("  We propose a method. It works.\n");
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

QTEST_APPLESS_MAIN(TestPaperId)
#include "tst_paperid.moc"
