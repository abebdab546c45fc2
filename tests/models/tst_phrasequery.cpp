// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/phrasequery.h"

#include <QtTest>

class TestPhraseQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void toggled_data();
    void toggled();
};

void TestPhraseQuery::toggled_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("phrase");
    QTest::addColumn<bool>("holds");
    QTest::addColumn<QString>("after");
    const QString qa = QStringLiteral("question answering");
    QTest::newRow("empty") << QString() << qa << false << QStringLiteral("\"question answering\"");
    QTest::newRow("added after words") << QStringLiteral("reader") << qa << false
                                       << QStringLiteral("reader \"question answering\"");
    QTest::newRow("removed") << QStringLiteral("reader \"question answering\" topic:nlp") << qa
                             << true << QStringLiteral("reader topic:nlp");
    QTest::newRow("case and hyphens do not matter")
        << QStringLiteral("\"Pre-Trained models\"") << QStringLiteral("pre trained models") << true
        << QString();
    QTest::newRow("an excluded phrase is not held")
        << QStringLiteral("-\"question answering\"") << qa << false
        << QStringLiteral("-\"question answering\" \"question answering\"");
    QTest::newRow("inside an OR group is not held")
        << QStringLiteral("(\"question answering\" OR qa)") << qa << false
        << QStringLiteral("(\"question answering\" OR qa) \"question answering\"");
    QTest::newRow("an open quote is closed first") << QStringLiteral(
        "\"graph neu") << qa << false << QStringLiteral("\"graph neu\" \"question answering\"");
}

void TestPhraseQuery::toggled()
{
    QFETCH(QString, query);
    QFETCH(QString, phrase);
    QFETCH(bool, holds);
    QFETCH(QString, after);
    QCOMPARE(PhraseQuery::holds(query, phrase), holds);
    QCOMPARE(PhraseQuery::toggled(query, phrase), after);
}

QTEST_GUILESS_MAIN(TestPhraseQuery)
#include "tst_phrasequery.moc"
