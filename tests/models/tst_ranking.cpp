// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paper.h"
#include "itemmodels/columnorder.h"
#include "itemmodels/paperfiltermodel.h"
#include "search/queryparser.h"
#include "search/relevanceranker.h"
#include "search/searchindex.h"

#include <QAbstractItemModelTester>
#include <QStandardItemModel>
#include <QTest>

#include <cmath>

class TestRanking : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void ranksByBm25_data();
    void ranksByBm25();
    void scoresAsTheBm25FormulaSays();
    void titleCountsMoreThanAbstract();
    void excludedWordsAndTagsDoNotRank();
    void canRankOnlyTextWords_data();
    void canRankOnlyTextWords();
    void ranksOnlyTheResultKeepingTiesInListOrder();
    void columnKeysSortWithTiesAndEmptyValuesLast();
    void filterModelShowsAcceptedRowsInTheGivenOrder();

private:
    QList<Paper> m_papers;
    SearchIndex m_index;
};

namespace {

Paper paper(const QString &title, const QString &abstract)
{
    Paper p;
    p.title = title;
    p.abstract = abstract;
    return p;
}

QString ranked(const SearchIndex &index, const QString &text)
{
    const Query query = QueryParser::parse(text).query;
    RelevanceRanker ranker;
    QStringList rows;
    for (const quint32 row : ranker.rank(index, query, index.evaluate(query)))
        rows.append(QString::number(row));
    return rows.join(u',');
}

QString joined(const std::vector<quint32> &rows)
{
    QStringList texts;
    for (const quint32 row : rows)
        texts.append(QString::number(row));
    return texts.join(u',');
}

} // namespace

// Row numbers in the comments are what the fixture's rows are for.
void TestRanking::initTestCase()
{
    m_papers = {
        /* 0 */ paper(
            QStringLiteral("Graph networks"), QStringLiteral("We study graphs of molecules.")),
        /* 1 */
        paper(QStringLiteral("Diffusion models for images"),
            QStringLiteral("Diffusion denoises images; diffusion is slow.")),
        /* 2 */
        paper(QStringLiteral("Fast sampling"),
            QStringLiteral("A diffusion sampler that is fast for long runs of images and video.")),
        /* 3 */
        paper(QStringLiteral("Graph diffusion"), QStringLiteral("Heat diffusion on graphs.")),
        /* 4 */ paper(QStringLiteral("Language models"), QStringLiteral("Transformers read text.")),
        /* 5 */ paper(QStringLiteral("Language models"), QStringLiteral("Transformers read text.")),
    };
    m_index = SearchIndex::build(m_papers);
}

void TestRanking::ranksByBm25_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("rows");
    // 3 says it once in a short title and a short abstract, 1 in a long title and twice in
    // a longer abstract: BM25 weighs a word by the length of the text around it.
    QTest::newRow("short fields with the word first, the abstract only last")
        << QStringLiteral("diffusion") << QStringLiteral("3,1,2");
    QTest::newRow("a rare word outweighs a common one")
        << QStringLiteral("graph diffusion") << QStringLiteral("3");
    QTest::newRow("either word: the paper with both first, then the rarer word's")
        << QStringLiteral("graph OR diffusion") << QStringLiteral("3,0,1,2");
    QTest::newRow("a word still being typed ranks by the words it starts")
        << QStringLiteral("diff") << QStringLiteral("3,1,2");
    QTest::newRow("one or two letters rank only as the word they are")
        << QStringLiteral("di") << QStringLiteral("1,2,3");
    QTest::newRow("equal papers keep the list's order")
        << QStringLiteral("language") << QStringLiteral("4,5");
    QTest::newRow("a title: word ranks by titles only")
        << QStringLiteral("title:diffusion OR images") << QStringLiteral("1,3,2");
}

void TestRanking::ranksByBm25()
{
    QFETCH(QString, query);
    QFETCH(QString, rows);
    QCOMPARE(ranked(m_index, query), rows);
}

// One paper, one term, counted by hand: idf · (k1 + 1)·tf / (tf + k1·(1 − b + b·len/avg)).
void TestRanking::scoresAsTheBm25FormulaSays()
{
    const Query query = QueryParser::parse(QStringLiteral("molecules")).query;
    RelevanceRanker ranker;
    ranker.rank(m_index, query, m_index.evaluate(query));
    const double n = 6;
    const double idf = std::log(1 + (n - 1 + 0.5) / (1 + 0.5));
    // Abstract lengths in tokens: 5, 6, 13, 4, 3, 3.
    const double average = (5 + 6 + 13 + 4 + 3 + 3) / n;
    const double expected = idf * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 5 / average));
    QVERIFY2(std::abs(ranker.score(0) - expected) < 1e-4,
        qPrintable(QStringLiteral("%1 != %2").arg(ranker.score(0)).arg(expected)));
    QCOMPARE(ranker.score(1), 0.0f);
}

void TestRanking::titleCountsMoreThanAbstract()
{
    const QList<Paper> papers = {
        paper(QStringLiteral("Other words here"), QStringLiteral("About kernels and other words.")),
        paper(QStringLiteral("Kernels here too"), QStringLiteral("About other words and more.")),
    };
    const SearchIndex index = SearchIndex::build(papers);
    QCOMPARE(ranked(index, QStringLiteral("kernels")), QStringLiteral("1,0"));
}

void TestRanking::excludedWordsAndTagsDoNotRank()
{
    // Without "graph" ranking, 2 (longer) would still come after 1; 3 is excluded.
    QCOMPARE(ranked(m_index, QStringLiteral("diffusion -graph")), QStringLiteral("1,2"));
    QCOMPARE(
        ranked(m_index, QStringLiteral("diffusion -\"heat diffusion\"")), QStringLiteral("1,2"));
}

void TestRanking::canRankOnlyTextWords_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("canRank");
    QTest::newRow("a word") << QStringLiteral("diff") << true;
    QTest::newRow("a phrase") << QStringLiteral("\"graph networks\"") << true;
    QTest::newRow("a title word") << QStringLiteral("title:graph") << true;
    QTest::newRow("nothing") << QString() << false;
    QTest::newRow("only excluded words") << QStringLiteral("-graph") << false;
    QTest::newRow("sidebar terms") << QStringLiteral("topic:vision tag:x is:unread") << false;
    QTest::newRow("a link") << QStringLiteral("url:github") << false;
}

void TestRanking::canRankOnlyTextWords()
{
    QFETCH(QString, query);
    QFETCH(bool, canRank);
    QCOMPARE(RelevanceRanker::canRank(QueryParser::parse(query).query), canRank);
}

void TestRanking::ranksOnlyTheResultKeepingTiesInListOrder()
{
    // 4 and 5 are the same paper: they tie, and keep the list's order; 3 is left out.
    const Query query = QueryParser::parse(QStringLiteral("diffusion OR language")).query;
    Bitset result = m_index.evaluate(query);
    result.reset(3);
    RelevanceRanker ranker;
    QCOMPARE(joined(ranker.rank(m_index, query, result)), QStringLiteral("4,5,1,2"));
    QCOMPARE(ranker.score(3), 0.0f);
    QCOMPARE(ranker.score(4), ranker.score(5));
}

void TestRanking::columnKeysSortWithTiesAndEmptyValuesLast()
{
    // Keys 2, 0, none, 2, 1 with none = 3.
    const std::vector<quint32> keys = { 2, 0, 3, 2, 1 };
    QCOMPARE(joined(ColumnOrder::byKeys(keys, 3, Qt::AscendingOrder)), QStringLiteral("1,4,0,3,2"));
    QCOMPARE(
        joined(ColumnOrder::byKeys(keys, 3, Qt::DescendingOrder)), QStringLiteral("0,3,4,1,2"));
}

void TestRanking::filterModelShowsAcceptedRowsInTheGivenOrder()
{
    QStandardItemModel source;
    for (const char *letter : { "a", "b", "c", "d" })
        source.appendRow(new QStandardItem(QString::fromLatin1(letter)));
    PaperFilterModel filter;
    QAbstractItemModelTester tester(
        &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(&source);
    Bitset accepted(4, true);
    accepted.reset(1);
    filter.setAcceptedRows(accepted,
        std::make_shared<const std::vector<quint32>>(std::vector<quint32> { 3, 2, 1, 0 }));
    QString shown;
    for (int row = 0; row < filter.rowCount(); ++row)
        shown += filter.index(row, 0).data().toString();
    QCOMPARE(shown, QStringLiteral("dca"));
    QCOMPARE(filter.mapFromSource(source.index(3, 0)).row(), 0);
    QCOMPARE(filter.mapToSource(filter.index(2, 0)).row(), 0);
}

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"
