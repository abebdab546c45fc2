// SPDX-License-Identifier: GPL-3.0-or-later
// Each stage of opening a list on its own, then the stages together as LoadPipeline runs them.
#include "collection/loadpipeline.h"
#include "collection/paperderiver.h"
#include "formats/collectionreader.h"
#include "search/chunktokenizer.h"
#include "search/queryparser.h"
#include "search/searchindex.h"
#include "search/searchindexbuilder.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "topics/topicclassifier.h"

#include <QTest>

namespace {

bool samePaper(const Paper &a, const Paper &b)
{
    return a.id == b.id && a.title == b.title && a.titleDerived == b.titleDerived
        && a.abstract == b.abstract && a.links == b.links && a.topics == b.topics;
}

const char *const queries[] = { "graph", "model*", "title:learning", "\"language model\"",
    "topic:vision", "has:link", "is:topicless", "-learning OR diffusion" };

Bitset evaluate(const SearchIndex &index, const char *text)
{
    return index.evaluate(QueryParser::parse(QString::fromLatin1(text)).query);
}

} // namespace

class TestLoadPipeline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readGivesThePapersAsWritten();
    void deriveGivesTitlesAndIds();
    void tokenizeReadsConstTextsOnly();
    void classifyGivesTheTopicsFromTheTokens();
    void indexIsBuiltFromConstPapers();
    void indexAssemblesChunksInAnyOrder();
    void runGivesWhatTheStagesGiveOneByOne();
    void runStopsWhenCancelled();

private:
    QList<Paper> readFixture();
    QList<Paper> derived(QList<Paper> papers);

    Taxonomy m_taxonomy;
    QStringList m_topicNames;
    std::unique_ptr<TopicClassifier> m_classifier;
};

void TestLoadPipeline::initTestCase()
{
    m_taxonomy = Taxonomy::builtIn();
    for (int i = 0; i < m_taxonomy.size(); ++i)
        m_topicNames.append(m_taxonomy.topic(i).name);
    m_classifier = std::make_unique<TopicClassifier>(m_taxonomy);
}

QList<Paper> TestLoadPipeline::readFixture()
{
    const ReadResult read = CollectionReader::readFile(fixturePath(QStringLiteral("icml2025.txt")));
    if (!read.ok())
        qFatal("cannot read the fixture");
    return read.collection.papers;
}

// The derive and classify stages one paper at a time: the reference for the batched ones.
QList<Paper> TestLoadPipeline::derived(QList<Paper> papers)
{
    const PaperDeriver deriver(*m_classifier);
    for (Paper &paper : papers)
        deriver.derive(paper);
    return papers;
}

void TestLoadPipeline::readGivesThePapersAsWritten()
{
    const LoadPipeline pipeline(m_taxonomy);
    const ReadResult read = pipeline.read(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(read.ok());
    QCOMPARE(read.collection.papers.size(), 19);
    // Nothing derived yet, and the abstracts stay in the arena as read.
    QCOMPARE(read.abstracts.size(), 19);
    for (const Paper &paper : read.collection.papers) {
        QVERIFY(paper.id.isNull());
        QVERIFY(paper.title.isEmpty());
        QVERIFY(paper.topics.isEmpty());
    }
}

void TestLoadPipeline::deriveGivesTitlesAndIds()
{
    QList<Paper> papers = readFixture();
    QVector<QStringView> abstracts;
    for (const Paper &paper : std::as_const(papers))
        abstracts.append(paper.abstract);
    const PaperDeriver deriver(*m_classifier);
    deriver.deriveTexts(papers.data(), abstracts.constData(), papers.size());
    const QList<Paper> reference = derived(readFixture());
    for (qsizetype row = 0; row < papers.size(); ++row) {
        const Paper &paper = papers.at(row);
        QVERIFY(!paper.id.isNull());
        QVERIFY(paper.titleDerived);
        QCOMPARE(paper.title, reference.at(row).title);
        QCOMPARE(paper.id, reference.at(row).id);
        QVERIFY(paper.topics.isEmpty()); // that is the classify stage's
    }
}

void TestLoadPipeline::tokenizeReadsConstTextsOnly()
{
    const QList<Paper> papers = derived(readFixture());
    const QList<Paper> before = papers;
    const IndexedTokens tokens = ChunkTokenizer::tokenize(papers, 0, papers.size());
    QCOMPARE(tokens.firstRow, 0);
    QCOMPARE(tokens.lastRow, papers.size());
    QCOMPARE(tokens.segments.size(), size_t(papers.size()) * 2 + 1);
    for (qsizetype row = 0; row < papers.size(); ++row)
        QVERIFY(samePaper(papers.at(row), before.at(row)));

    ChunkTokenizer tokenizer(64, 65);
    tokenizer.add(u"Graph Neural Networks", u"We study graphs.");
    const IndexedTokens one = tokenizer.take();
    QStringList title;
    for (auto id = one.begin(64, IndexedTokens::Title); id != one.end(64, IndexedTokens::Title);
         ++id)
        title.append(QString::fromStdU16String(std::u16string(one.table.token(*id))));
    QCOMPARE(title, QStringList({ "graph", "neural", "networks" }));
    QCOMPARE(one.end(64, IndexedTokens::Abstract) - one.begin(64, IndexedTokens::Abstract), 3);
}

void TestLoadPipeline::classifyGivesTheTopicsFromTheTokens()
{
    const QList<Paper> reference = derived(readFixture());
    QList<Paper> papers = reference;
    for (Paper &paper : papers)
        paper.topics.clear();
    const IndexedTokens tokens = ChunkTokenizer::tokenize(papers, 0, papers.size());
    PaperDeriver(*m_classifier).assignTopics(tokens, papers.data());
    int withTopics = 0;
    for (qsizetype row = 0; row < papers.size(); ++row) {
        QCOMPARE(papers.at(row).topics, reference.at(row).topics);
        withTopics += papers.at(row).topics.isEmpty() ? 0 : 1;
    }
    QCOMPARE(withTopics, papers.size());
}

void TestLoadPipeline::indexIsBuiltFromConstPapers()
{
    const QList<Paper> papers = derived(readFixture());
    const QList<Paper> before = papers;
    const SearchIndex index = SearchIndex::build(papers, m_topicNames);
    QCOMPARE(index.size(), papers.size());
    for (qsizetype row = 0; row < papers.size(); ++row)
        QVERIFY(samePaper(papers.at(row), before.at(row)));
    const Bitset graph = evaluate(index, "graph");
    for (qsizetype row = 0; row < papers.size(); ++row) {
        const bool mentions = papers.at(row).title.contains(u"graph", Qt::CaseInsensitive)
            || papers.at(row).abstract.contains(u"graph", Qt::CaseInsensitive);
        QVERIFY(!graph.test(row) || mentions);
    }
    QVERIFY(graph.count() > 0);
}

void TestLoadPipeline::indexAssemblesChunksInAnyOrder()
{
    // Enough papers for several chunks.
    const QList<Paper> fixture = derived(readFixture());
    QList<Paper> papers;
    for (int i = 0; i < 20000; ++i)
        papers.append(fixture.at(i % fixture.size()));
    const SearchIndex whole = SearchIndex::build(papers, m_topicNames);
    SearchIndexBuilder builder(papers.size());
    QVERIFY(builder.chunkCount() > 1);
    for (int c = builder.chunkCount() - 1; c >= 0; --c) {
        const auto [first, last] = builder.chunkRows(c);
        builder.add(c, ChunkTokenizer::tokenize(papers, first, last));
    }
    const SearchIndex assembled = builder.finish(papers, m_topicNames, {});
    QCOMPARE(assembled.tokenCount(), whole.tokenCount());
    for (const char *query : queries)
        QVERIFY2(evaluate(assembled, query) == evaluate(whole, query), query);
}

void TestLoadPipeline::runGivesWhatTheStagesGiveOneByOne()
{
    const QList<Paper> reference = derived(readFixture());
    const SearchIndex index = SearchIndex::build(reference, m_topicNames);
    const LoadPipeline pipeline(m_taxonomy);
    const LoadPipeline::Result result = pipeline.run(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(result.collection);
    const LoadedCollection &loaded = *result.collection;
    QCOMPARE(loaded.size(), reference.size());
    for (qsizetype row = 0; row < loaded.size(); ++row)
        QVERIFY(samePaper(loaded.paper(row), reference.at(row)));
    for (const char *query : queries)
        QVERIFY2(evaluate(loaded.index, query) == evaluate(index, query), query);
}

void TestLoadPipeline::runStopsWhenCancelled()
{
    const std::atomic_bool cancel { true };
    const LoadPipeline pipeline(m_taxonomy, &cancel);
    const LoadPipeline::Result result = pipeline.run(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(!result.collection);
    QVERIFY(!result.error.reason.isEmpty());
}

QTEST_GUILESS_MAIN(TestLoadPipeline)
#include "tst_loadpipeline.moc"
