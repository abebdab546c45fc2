// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/querytext.h"
#include "search/sidebarquery.h"

#include <QTest>

using Action = SidebarQuery::Action;
Q_DECLARE_METATYPE(SidebarQuery::Action)

class TestSidebarQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rewritesTheQueryForAClick_data();
    void rewritesTheQueryForAClick();
    void clearingSelectionsKeepsTheTypedWords();
};

void TestSidebarQuery::rewritesTheQueryForAClick_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("value");
    QTest::addColumn<Action>("action");
    QTest::addColumn<QStringList>("included");
    QTest::addColumn<QStringList>("excluded");
    QTest::addColumn<QString>("keptWord");

    const QStringList none;
    QTest::newRow("plain click on an empty query selects the topic")
            << QString() << "Diffusion models" << Action::Only << QStringList{ "diffusion models" }
            << none << QString();
    QTest::newRow("plain click replaces the other topics but keeps typed words")
            << "graph topic:Clustering" << "Diffusion models" << Action::Only
            << QStringList{ "diffusion models" } << none << "graph";
    QTest::newRow("plain click on the only selected topic clears it")
            << "topic:\"Diffusion models\"" << "Diffusion models" << Action::Only << none << none
            << QString();
    QTest::newRow("ctrl click adds a second topic")
            << "topic:Clustering" << "Diffusion models" << Action::Toggle
            << QStringList{ "clustering", "diffusion models" } << none << QString();
    QTest::newRow("ctrl click on a selected topic removes only it")
            << "topic:Clustering topic:\"Diffusion models\"" << "Clustering" << Action::Toggle
            << QStringList{ "diffusion models" } << none << QString();
    QTest::newRow("alt click excludes")
            << "llm" << "Diffusion models" << Action::Exclude << none
            << QStringList{ "diffusion models" } << "llm";
    QTest::newRow("alt click on an excluded topic stops excluding it")
            << "-topic:\"Diffusion models\"" << "Diffusion models" << Action::Exclude << none
            << none << QString();
    QTest::newRow("ctrl click on an excluded topic includes it")
            << "-topic:\"Diffusion models\"" << "Diffusion models" << Action::Toggle
            << QStringList{ "diffusion models" } << none << QString();
}

void TestSidebarQuery::rewritesTheQueryForAClick()
{
    QFETCH(QString, query);
    QFETCH(QString, value);
    QFETCH(Action, action);
    QFETCH(QStringList, included);
    QFETCH(QStringList, excluded);
    QFETCH(QString, keptWord);

    const QString result = SidebarQuery::apply(query, QStringLiteral("topic"), value, action);
    const auto terms = QueryText::fieldTerms(result, QStringLiteral("topic"));
    QStringList gotIncluded, gotExcluded;
    for (auto it = terms.cbegin(); it != terms.cend(); ++it)
        (it.value() == TermState::Included ? gotIncluded : gotExcluded).append(it.key());
    gotIncluded.sort();
    gotExcluded.sort();
    QCOMPARE(gotIncluded, included);
    QCOMPARE(gotExcluded, excluded);
    if (!keptWord.isEmpty())
        QVERIFY2(result.contains(keptWord), qPrintable(result));
}

void TestSidebarQuery::clearingSelectionsKeepsTheTypedWords()
{
    const QString cleared = SidebarQuery::clearSelections(
            QStringLiteral("graph topic:Clustering -tag:skip is:unread \"exact phrase\""));
    QVERIFY(QueryText::fieldTerms(cleared, QStringLiteral("topic")).isEmpty());
    QVERIFY(QueryText::fieldTerms(cleared, QStringLiteral("tag")).isEmpty());
    QVERIFY(QueryText::fieldTerms(cleared, QStringLiteral("is")).isEmpty());
    QVERIFY(cleared.contains(QStringLiteral("graph")));
    QVERIFY(cleared.contains(QStringLiteral("\"exact phrase\"")));
}

QTEST_APPLESS_MAIN(TestSidebarQuery)
#include "tst_sidebarquery.moc"
