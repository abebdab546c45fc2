// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/querytext.h"
#include "search/sidebarquery.h"

#include <QTest>

using Action = SidebarQuery::Action;
Q_DECLARE_METATYPE(SidebarQuery::Action)
Q_DECLARE_METATYPE(SidebarQuery::Mode)

class TestSidebarQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rewritesTheQueryForAClick_data();
    void rewritesTheQueryForAClick();
    void clearingSelectionsKeepsTheTypedWords();
    void switchesASectionBetweenAllAndAny_data();
    void switchesASectionBetweenAllAndAny();
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
        << QString() << "Diffusion models" << Action::Only << QStringList { "diffusion models" }
        << none << QString();
    QTest::newRow("plain click replaces the other topics but keeps typed words")
        << "graph topic:Clustering"
        << "Diffusion models" << Action::Only << QStringList { "diffusion models" } << none
        << "graph";
    QTest::newRow("plain click on the only selected topic clears it")
        << "topic:\"Diffusion models\""
        << "Diffusion models" << Action::Only << none << none << QString();
    QTest::newRow("ctrl click adds a second topic")
        << "topic:Clustering"
        << "Diffusion models" << Action::Toggle << QStringList { "clustering", "diffusion models" }
        << none << QString();
    QTest::newRow("ctrl click on a selected topic removes only it")
        << "topic:Clustering topic:\"Diffusion models\""
        << "Clustering" << Action::Toggle << QStringList { "diffusion models" } << none
        << QString();
    QTest::newRow("alt click excludes") << "llm"
                                        << "Diffusion models" << Action::Exclude << none
                                        << QStringList { "diffusion models" } << "llm";
    QTest::newRow("alt click on an excluded topic stops excluding it")
        << "-topic:\"Diffusion models\""
        << "Diffusion models" << Action::Exclude << none << none << QString();
    QTest::newRow("ctrl click on an excluded topic includes it")
        << "-topic:\"Diffusion models\""
        << "Diffusion models" << Action::Toggle << QStringList { "diffusion models" } << none
        << QString();
    QTest::newRow("ctrl click in any mode adds to the group")
        << "graph (topic:A OR topic:B)"
        << "C" << Action::Toggle << QStringList { "a", "b", "c" } << none << "graph";
    QTest::newRow("ctrl click in any mode removes from the group")
        << "(topic:A OR topic:B OR topic:C)"
        << "B" << Action::Toggle << QStringList { "a", "c" } << none << QString();
    QTest::newRow("alt click on a group member excludes it")
        << "(topic:A OR topic:B)"
        << "A" << Action::Exclude << QStringList { "b" } << QStringList { "a" } << QString();
    QTest::newRow("plain click replaces the whole group and keeps any mode")
        << "graph (topic:A OR topic:B)"
        << "C" << Action::Only << QStringList { "c" } << none << "graph (topic:C)";
    QTest::newRow("ctrl click on the last member leaves an empty query")
        << "(topic:A)"
        << "A" << Action::Toggle << none << none << QString();
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

void TestSidebarQuery::switchesASectionBetweenAllAndAny_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field");
    QTest::addColumn<SidebarQuery::Mode>("mode");
    QTest::addColumn<QString>("result");
    QTest::newRow("any groups the included terms and keeps the excluded")
        << "graph topic:A -topic:B topic:\"C d\""
        << "topic" << SidebarQuery::Mode::Any << "graph -topic:B (topic:A OR topic:\"C d\")";
    QTest::newRow("all writes the group members as plain terms")
        << "graph (topic:A OR topic:C) -topic:B"
        << "topic" << SidebarQuery::Mode::All << "graph -topic:B topic:A topic:C";
    QTest::newRow("plain terms and group members together become one group")
        << "tag:x (tag:y OR tag:z)"
        << "tag" << SidebarQuery::Mode::Any << "(tag:x OR tag:y OR tag:z)";
    QTest::newRow("one included term becomes a group of one")
        << "topic:A x"
        << "topic" << SidebarQuery::Mode::Any << "x (topic:A)";
    QTest::newRow("without an included term there is nothing to group")
        << "-topic:A x"
        << "topic" << SidebarQuery::Mode::Any << "-topic:A x";
    QTest::newRow("other sections are untouched")
        << "tag:x topic:A tag:y topic:B"
        << "tag" << SidebarQuery::Mode::Any << "topic:A topic:B (tag:x OR tag:y)";
    QTest::newRow("already in the mode keeps the terms")
        << "tag:x tag:y"
        << "tag" << SidebarQuery::Mode::All << "tag:x tag:y";
}

void TestSidebarQuery::switchesASectionBetweenAllAndAny()
{
    QFETCH(QString, query);
    QFETCH(QString, field);
    QFETCH(SidebarQuery::Mode, mode);
    QFETCH(QString, result);
    const QString switched = SidebarQuery::setMode(query, field, mode);
    QCOMPARE(switched, result);
    QCOMPARE(QueryText::fieldTerms(switched, field), QueryText::fieldTerms(query, field));
    const int included = int(QueryText::fieldTerms(query, field).keys(TermState::Included).size());
    QCOMPARE(QueryText::fieldMode(switched, field), included >= 1 ? mode : SidebarQuery::Mode::All);
}

QTEST_APPLESS_MAIN(TestSidebarQuery)
#include "tst_sidebarquery.moc"
