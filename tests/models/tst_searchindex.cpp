// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paper.h"
#include "search/matchhighlighter.h"
#include "search/queryparser.h"
#include "search/searchindex.h"
#include "searchindextestdata.h"
#include "testdata.h"
#include "text/cjkbigrams.h"
#include "text/textnormalizer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cstring>

class TestSearchIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsExactlyTheExpectedPapers_data();
    void findsExactlyTheExpectedPapers();
    void findsEveryCjkSubstring();
    void stopsWhenCancelled();
    void reportsProgressUpToTheLastPaper();
    void measuresABigList();

private:
    QList<Paper> smallList() const;
};

QList<Paper> TestSearchIndex::smallList() const
{
    QList<Paper> papers(4);
    papers[0].title = QStringLiteral("Diffusion models for images");
    papers[0].abstract
        = QStringLiteral("We propose a diffusion model. Code: https://github.com/a/b");
    papers[0].links = { QStringLiteral("https://github.com/a/b") };
    papers[0].topics = { 0 };
    papers[0].keywords = { QStringLiteral("cs.LG"), QStringLiteral("stat.ML") };
    papers[1].title = QStringLiteral("Large language models");
    papers[1].abstract = QStringLiteral("A language model is a Transformer. Café au lait.");
    papers[1].topics = { 1 };
    papers[1].keywords = { QStringLiteral("cs.CL") };
    papers[2].title = QStringLiteral("Reinforcement learning");
    papers[2].abstract = QStringLiteral("Policy gradients and language-model rewards.");
    papers[2].links = { QStringLiteral("https://example.org/Paper.pdf") };
    papers[2].topics = { 2, 1 };
    papers[2].keywords = { QStringLiteral("CS.LG") }; // the same keyword as cs.LG
    papers[3].title = QStringLiteral("Graph networks");
    papers[3].abstract = QStringLiteral("Message passing on graphs; no transformer here.");
    return papers;
}

void TestSearchIndex::findsExactlyTheExpectedPapers_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("rows");
    const auto row = [](const char *name, const QString &query, const char *rows) {
        QTest::newRow(name) << query << QString::fromLatin1(rows);
    };
    row("empty query matches all", "", "0,1,2,3");
    row("prefix finds a longer word", "diff", "0");
    row("case does not matter", "DIFFUSION", "0");
    row("word inside a hyphenated word", "model", "0,1,2");
    row("phrase across a hyphen", "\"language model\"", "1,2");
    row("phrase needs whole words", "\"language models\"", "1");
    row("phrase needs its words in order", "\"model language\"", "");
    row("phrase in order", "\"model rewards\"", "2");
    row("phrase in title only", "title:\"language model\"", "");
    row("title field", "title:language", "1");
    row("abstract field", "abstract:language", "1,2");
    row("hyphenated prefix", "language-mod", "1,2");
    row("exclusion", "-transformer", "0,2");
    row("OR of words", "diffusion OR graph", "0,3");
    row("phrase OR word", "\"language model\" OR transformer", "1,2,3");
    row("excluded group", "-(diffusion OR graph)", "1,2");
    row("group minus word", "(diffusion OR graph) -passing", "0");
    row("diacritics in the text", "cafe", "1");
    row("diacritics in the query", QStringLiteral("CAFÉ"), "1");
    row("unknown word", "zzz", "");
    row("topic by prefix", "topic:diffusion", "0");
    row("topic by quoted name", "topic:\"Diffusion models\"", "0");
    row("quoted topic must be the whole name", "topic:\"diffusion\"", "");
    row("area matches all its topics", "topic:generative", "0,1,2");
    row("topic in two papers", "topic:large", "1,2");
    row("keyword by quoted name, any case", "keyword:\"cs.lg\"", "0,2");
    row("keyword by name", "keyword:stat.ML", "0");
    row("keyword by prefix", "keyword:cs.", "0,1,2");
    row("quoted keyword must be the whole name", "keyword:\"cs.\"", "");
    row("excluded keyword", "-keyword:cs.CL", "0,2,3");
    row("has link", "has:link", "0,2");
    row("has code", "has:code", "0");
    row("url substring, case-insensitive", "url:PAPER.pdf", "2");
    row("url host", "url:github", "0");
    row("unread", "is:unread", "0,2,3");
    row("read", "is:read", "1");
    row("starred", "is:starred", "3");
    row("tag by exact name", "tag:todo", "0,1");
    row("tag by prefix when no name is equal", "tag:tod", "0,1,2");
    row("excluded tag", "-tag:todo", "2,3");
    row("untagged", "is:untagged", "3");
    row("no topic", "is:topicless", "3");
    row("any topic", "-is:topicless", "0,1,2");
    row("broken query searches its words", "\"language model", "1,2");
}

void TestSearchIndex::findsExactlyTheExpectedPapers()
{
    QFETCH(QString, query);
    QFETCH(QString, rows);
    const QList<Paper> papers = smallList();
    QMultiHash<QString, int> areas;
    areas.insert(QStringLiteral("Generative"), 0);
    areas.insert(QStringLiteral("Generative"), 1);
    const SearchIndex index = SearchIndex::build(papers,
        { QStringLiteral("Diffusion models"), QStringLiteral("Large language models"),
            QStringLiteral("Reinforcement learning") },
        areas);
    SearchContext context;
    context.tags.insert(QStringLiteral("todo"), setOf(4, { 0, 1 }));
    context.tags.insert(QStringLiteral("todolater"), setOf(4, { 2 }));
    context.tagged = setOf(4, { 0, 1, 2 });
    context.read = setOf(4, { 1 });
    context.starred = setOf(4, { 3 });
    QCOMPARE(index.size(), 4);
    const Query parsed = QueryParser::parse(query).query;
    QCOMPARE(rowsOf(index.evaluate(parsed, context)), rows);

    // Through a term cache: filled on the first pass under an empty library (which must not
    // stick to tag: and is: terms), read on the second.
    TermResultCache cache;
    index.evaluate(parsed, SearchContext(), &cache);
    QCOMPARE(rowsOf(index.evaluate(parsed, context, &cache)), rows);
    for (const Query::Term &term : parsed.positiveTerms())
        QCOMPARE(cache.find(term) != nullptr, TermResultCache::isCacheable(term));
}

// Chinese and Japanese have no spaces: any two or more characters of a run are found, and one
// character wherever it stands, exactly where the text holds them (a plain contains()).
void TestSearchIndex::findsEveryCjkSubstring()
{
    const QList<Paper> papers = readPlainList(fixturePath(QStringLiteral("cjk-abstracts.txt")));
    QCOMPARE(papers.size(), 8);
    const SearchIndex index = SearchIndex::build(papers, {}, {});
    QStringList texts;
    for (const Paper &paper : papers)
        texts.append(TextNormalizer::fold(paper.title + u'\n' + paper.abstract));
    const auto rows = [&](const char *query) {
        return rowsOf(index.evaluate(QueryParser::parse(QString::fromUtf8(query)).query));
    };

    QCOMPARE(rows("扩散"), "0,6"); // 6: inside the run 近年来基于扩散模型的视频生成方法…
    QCOMPARE(rows("扩散模"), "0,6");
    QCOMPARE(rows("基于扩散"), "6");
    QCOMPARE(rows("\"扩散模型\""), "0,6");
    QCOMPARE(rows("模型"), "0,1,6");
    QCOMPARE(rows("型"), "0,1,6");
    // 法 ends its run in papers 0 and 2: only the second half of a bigram there.
    QCOMPARE(rows("法"), "0,2,3,6,7");
    // 6 has 现有模型。扩展实验: the two characters are not one run.
    QCOMPARE(rows("型扩"), "");
    QCOMPARE(rows("模型扩展"), "");
    QCOMPARE(rows("モデル"), "3");
    QCOMPARE(rows("モテル"), ""); // a voiced kana is not the plain one
    QCOMPARE(rows("gptを"), "7");
    QCOMPARE(rows("\"gptを用\""), "7");
    QCOMPARE(rows("るrouge"), "7"); // であるＲＯＵＧＥ: る ends the bigram ある
    QCOMPARE(rows("rouge"), "7");
    QCOMPARE(rows("메커니즘"), "5");
    QCOMPARE(rows("transformer 경량화"), "5");
    QCOMPARE(rows("扩散 -视频"), "0");

    qsizetype checked = 0;
    for (const QString &text : std::as_const(texts)) {
        for (qsizetype start = 0; start < text.size(); ++start) {
            for (qsizetype length = 1; length <= 5 && start + length <= text.size(); ++length) {
                const QString part = text.mid(start, length);
                if (!std::all_of(part.cbegin(), part.cend(),
                        [](QChar c) { return CjkBigrams::isCjk(c.unicode()); }))
                    break;
                Bitset expected(papers.size());
                for (qsizetype row = 0; row < texts.size(); ++row) {
                    if (texts[row].contains(part))
                        expected.set(row);
                }
                for (const QString &query : { part, u'"' + part + u'"' }) {
                    const Query parsed = QueryParser::parse(query).query;
                    const Bitset found = index.evaluate(parsed);
                    QVERIFY2(found == expected,
                        qPrintable(query + u' ' + rowsOf(found) + u'/' + rowsOf(expected)));
                    // The highlight covers every place the text holds it.
                    const auto marks = MatchHighlighter::ranges(text, parsed, Query::Field::Any);
                    for (qsizetype at = 0; (at = text.indexOf(part, at)) >= 0; ++at) {
                        QVERIFY2(std::any_of(marks.cbegin(), marks.cend(),
                                     [&](const auto &m) {
                                         return m.first <= at && at + length <= m.first + m.second;
                                     }),
                            qPrintable(
                                query + QStringLiteral(" unmarked at ") + QString::number(at)));
                    }
                }
                ++checked;
            }
        }
    }
    QVERIFY(checked > 1000);
}

void TestSearchIndex::stopsWhenCancelled()
{
    const std::atomic_bool cancel { true };
    const SearchIndex index = SearchIndex::build(smallList(), {}, {}, {}, &cancel);
    QCOMPARE(index.size(), 0);
}

void TestSearchIndex::reportsProgressUpToTheLastPaper()
{
    QList<Paper> papers;
    for (int i = 0; i < 20000; ++i)
        papers.append(smallList()[i % 4]);
    qsizetype last = -1;
    int calls = 0;
    const SearchIndex index = SearchIndex::build(papers, {}, {}, [&](qsizetype done) {
        QVERIFY(done >= last);
        last = done;
        ++calls;
    });
    QCOMPARE(last, papers.size());
    QVERIFY(calls >= 2);
    QCOMPARE(index.evaluate(QueryParser::parse(QStringLiteral("graph")).query).count(), 5000);
}

// Numbers for the report, on a make-corpus list: PAPERDESK_SEARCH_BENCH=/tmp/corpus-100k.txt
void TestSearchIndex::measuresABigList()
{
    const QString path = qEnvironmentVariable("PAPERDESK_SEARCH_BENCH");
    if (path.isEmpty())
        QSKIP("set PAPERDESK_SEARCH_BENCH to a make-corpus txt file to measure");
    const QList<Paper> papers = readPlainList(path);
    qsizetype textBytes = 0;
    QByteArray lowered;
    for (const Paper &paper : papers) {
        const QByteArray utf8 = paper.abstract.toUtf8();
        textBytes += utf8.size();
        lowered += utf8.toLower() + '\n';
    }
    QElapsedTimer timer;
    timer.start();
    const SearchIndex index = SearchIndex::build(papers, {}, {});
    const qint64 buildMs = timer.elapsed();
    std::printf("papers %lld, abstracts %.1f MB UTF-8, build %lld ms, index %.1f MB (%.2fx), "
                "%d tokens\n",
        qlonglong(papers.size()), textBytes / 1e6, qlonglong(buildMs), index.memoryUsage() / 1e6,
        double(index.memoryUsage()) / double(textBytes), index.tokenCount());
    const char *queries[]
        = { "d", "di", "diffusion", "diffusion -model", "\"language model\" OR transformer",
              "\"language model\"", "扩", "扩散", "散模型", "扩散模型" };
    for (const char *q : queries) {
        const Query query = QueryParser::parse(QString::fromUtf8(q)).query;
        QList<qint64> ns;
        qsizetype hits = 0;
        for (int round = 0; round < 7; ++round) {
            timer.restart();
            hits = index.evaluate(query).count();
            ns.append(timer.nsecsElapsed());
        }
        std::sort(ns.begin(), ns.end());
        std::printf("  %-36s %8lld hits  median %7.2f ms  worst %7.2f ms\n", q, qlonglong(hits),
            ns[3] / 1e6, ns.back() / 1e6);
    }
    timer.restart();
    qsizetype scanHits = 0;
    for (const char *at = lowered.constData(), *end = at + lowered.size();;) {
        at = static_cast<const char *>(memmem(at, size_t(end - at), "diffusion", 9));
        if (!at)
            break;
        ++scanHits;
        at += 9;
    }
    std::printf("  memmem scan of lower-cased text for 'diffusion': %.2f ms (%lld hits)\n",
        timer.nsecsElapsed() / 1e6, qlonglong(scanHits));
}

QTEST_GUILESS_MAIN(TestSearchIndex)
#include "tst_searchindex.moc"
