// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperfiltermodel.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "search/queryparser.h"
#include "tagrows.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

class TestFilterController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void showsEveryPaperForAnEmptyQuery();
    void showsWhatTheIndexFindsAndCountsIt();
    void recountsTheSidebarAgainstTheResult();
    void marksTopicRowsTheQuerySelects();
    void countsRowsOfAnAnyGroupAgainstTheQueryWithoutIt();
    void reportsABadQueryAndStillSearchesItsWords();
    void newestQueryAlwaysWins();
    void refiltersOnALibraryChangeOnlyWhenTheQueryAsksAboutIt();

private:
    LoadedCollectionPtr m_seed;
    std::unique_ptr<PaperListModel> m_list;
    std::unique_ptr<PaperFilterModel> m_filter;
    std::unique_ptr<TagModel> m_tags;
    std::unique_ptr<FilterController> m_controller;
};

void TestFilterController::initTestCase()
{
    const auto result
        = CollectionLoader::load(fixturePath(QStringLiteral("icml2025.txt")), Taxonomy::builtIn());
    QVERIFY(result.collection);
    m_seed = result.collection;
}

void TestFilterController::init()
{
    m_list = std::make_unique<PaperListModel>();
    m_filter = std::make_unique<PaperFilterModel>();
    m_tags = std::make_unique<TagModel>();
    m_filter->setSourceModel(m_list.get());
    m_controller = std::make_unique<FilterController>(m_filter.get(), m_tags.get());
    m_list->setCollection(m_seed);
    m_controller->setCollection(m_seed);
}

void TestFilterController::showsEveryPaperForAnEmptyQuery()
{
    QAbstractItemModelTester listTester(
        m_list.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester tagTester(
        m_tags.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m_filter->rowCount(), 19);
    QCOMPARE(m_tags->index(0, 0).data(TagModel::CountRole).toLongLong(), 19);
    QCOMPARE(m_tags->index(0, 0).data().toString(), QStringLiteral("All papers (19)"));
}

void TestFilterController::showsWhatTheIndexFindsAndCountsIt()
{
    QAbstractItemModelTester tester(
        m_filter.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(m_controller.get(), &FilterController::resultChanged);
    m_controller->setQueryText(QStringLiteral("protein"));
    const Bitset expected = m_seed->index.evaluate(QueryParser::parse(u"protein").query);
    QCOMPARE(m_filter->rowCount(), int(expected.count()));
    QVERIFY(m_filter->rowCount() >= 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toLongLong(), expected.count());
    QCOMPARE(changed.first().at(1).toLongLong(), 19);
    for (int row = 0; row < m_filter->rowCount(); ++row)
        QVERIFY(m_filter->index(row, 0)
                    .data(PaperListModel::AbstractRole)
                    .toString()
                    .contains(QStringLiteral("protein"), Qt::CaseInsensitive));
}

void TestFilterController::recountsTheSidebarAgainstTheResult()
{
    m_controller->setQueryText(QStringLiteral("diffusion"));
    const Bitset result = m_controller->result();
    for (int area = 1; area < m_tags->rowCount(); ++area) {
        const QModelIndex parent = m_tags->index(area, 0);
        for (int row = 0; row < m_tags->rowCount(parent); ++row) {
            const QModelIndex topic = m_tags->index(row, 0, parent);
            if (topic.data(TagModel::KindRole).value<TagModel::Kind>() != TagModel::Kind::Topic)
                continue;
            const int topicNumber
                = int(m_seed->topicNames.indexOf(topic.data(TagModel::NameRole).toString()));
            QVERIFY(topicNumber >= 0);
            QCOMPARE(topic.data(TagModel::CountRole).toLongLong(),
                m_seed->index.topicSet(topicNumber).countAnd(result));
        }
    }
}

void TestFilterController::marksTopicRowsTheQuerySelects()
{
    const QString name = m_seed->topicNames.at(m_seed->collection.papers.first().topics.first());
    m_controller->setQueryText(QStringLiteral("topic:\"%1\"").arg(name));
    const QModelIndex row = termRow(*m_tags, QStringLiteral("topic"), name);
    QVERIFY(row.isValid());
    QCOMPARE(TermState(row.data(TagModel::StateRole).toInt()), TermState::Included);
    QCOMPARE(m_filter->rowCount(), int(row.data(TagModel::CountRole).toLongLong()));
    m_controller->setQueryText(QStringLiteral("-topic:\"%1\"").arg(name));
    QCOMPARE(TermState(row.data(TagModel::StateRole).toInt()), TermState::Excluded);
    QCOMPARE(row.data(TagModel::CountRole).toLongLong(), 0);
}

void TestFilterController::countsRowsOfAnAnyGroupAgainstTheQueryWithoutIt()
{
    QAbstractItemModelTester tester(
        m_tags.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString first = m_seed->topicNames.at(m_seed->collection.papers.at(0).topics.first());
    const QString second = m_seed->topicNames.at(m_seed->collection.papers.at(1).topics.first());
    QVERIFY(first != second);
    const QString group = QStringLiteral("(topic:\"%1\" OR topic:\"%2\")").arg(first, second);
    m_controller->setQueryText(QStringLiteral("model ") + group);
    const Bitset result = m_controller->result();
    const Bitset base = m_seed->index.evaluate(QueryParser::parse(u"model").query);
    QVERIFY(result != base);

    // Every topic row, in the group or not, counts what it holds of "model".
    for (int topic = 0; topic < m_seed->topicNames.size(); ++topic) {
        const QModelIndex row
            = termRow(*m_tags, QStringLiteral("topic"), m_seed->topicNames.at(topic));
        QCOMPARE(row.data(TagModel::CountRole).toLongLong(),
            m_seed->index.topicSet(topic).countAnd(base));
    }
    // Rows of other fields count the result itself.
    QCOMPARE(m_tags->index(0, 0).data(TagModel::CountRole).toLongLong(), result.count());
    QCOMPARE(termRow(*m_tags, QStringLiteral("is"), QStringLiteral("topicless"))
                 .data(TagModel::CountRole)
                 .toLongLong(),
        m_seed->index.noTopicSet().countAnd(result));
}

void TestFilterController::reportsABadQueryAndStillSearchesItsWords()
{
    QSignalSpy parsed(m_controller.get(), &FilterController::queryParsed);
    // An unknown has: value is no query, however it is finished: its words are searched.
    m_controller->setQueryText(QStringLiteral("has:protein"));
    QCOMPARE(parsed.count(), 1);
    QVERIFY(!parsed.first().at(0).toString().isEmpty());
    QVERIFY(m_filter->rowCount() >= 1);
    // A half-typed one is read as finished, and the signal says how.
    m_controller->setQueryText(QStringLiteral("(protein OR graph"));
    QVERIFY(parsed.last().at(0).toString().isEmpty());
    QCOMPARE(parsed.last().at(2).toString(), QStringLiteral("(protein OR graph)"));
    QCOMPARE(parsed.last().at(3).toStringList(),
        QStringList { QStringLiteral("closing the parenthesis") });
    const qsizetype halfTyped = m_filter->rowCount();
    m_controller->setQueryText(QStringLiteral("(protein OR graph)"));
    QCOMPARE(m_filter->rowCount(), halfTyped);
    QVERIFY(parsed.last().at(0).toString().isEmpty());
    QVERIFY(parsed.last().at(3).toStringList().isEmpty());
}

void TestFilterController::newestQueryAlwaysWins()
{
    for (const QString &text : { QStringLiteral("d"), QStringLiteral("di"), QStringLiteral("dif"),
             QStringLiteral("diff"), QStringLiteral("protein") })
        m_controller->setQueryText(text);
    const Bitset expected = m_seed->index.evaluate(QueryParser::parse(u"protein").query);
    QCOMPARE(m_filter->acceptedRows(), expected);
    QCOMPARE(m_controller->queryText(), QStringLiteral("protein"));
}

void TestFilterController::refiltersOnALibraryChangeOnlyWhenTheQueryAsksAboutIt()
{
    QSignalSpy changed(m_controller.get(), &FilterController::resultChanged);
    SearchContext context;
    context.tags.insert(QStringLiteral("todo"), Bitset(19));
    context.tags[QStringLiteral("todo")].set(3);
    context.read = Bitset(19);
    context.read.set(3);

    // Words only: a new tag or read mark cannot change what they find.
    m_controller->setQueryText(QStringLiteral("model"));
    changed.clear();
    m_controller->setContext(context);
    QCOMPARE(changed.count(), 0);

    m_controller->setQueryText(QStringLiteral("tag:todo"));
    QCOMPARE(m_filter->rowCount(), 1);
    context.tags[QStringLiteral("todo")].set(5);
    changed.clear();
    m_controller->setContext(context);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_filter->rowCount(), 2);

    m_controller->setQueryText(QStringLiteral("is:unread"));
    QCOMPARE(m_filter->rowCount(), 18);
    context.read.set(4);
    m_controller->setContext(context);
    QCOMPARE(m_filter->rowCount(), 17);
}

QTEST_GUILESS_MAIN(TestFilterController)
#include "tst_filtercontroller.moc"
