// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/matchhighlighter.h"
#include "search/queryparser.h"

#include <QTest>

namespace {

// "[Diffusion] models" style rendering of the ranges, so that rows read like the result.
QString marked(const QString &text, const QList<std::pair<qsizetype, qsizetype>> &ranges)
{
    QString out = text;
    for (auto it = ranges.crbegin(); it != ranges.crend(); ++it) {
        out.insert(it->first + it->second, u']');
        out.insert(it->first, u'[');
    }
    return out;
}

} // namespace

class TestMatchHighlighter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void marksTheWordsTheQueryMatches_data();
    void marksTheWordsTheQueryMatches();
    void returnsSortedDisjointRanges();
};

void TestMatchHighlighter::marksTheWordsTheQueryMatches_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("expected");
    const int abstract = int(Query::Field::Abstract), title = int(Query::Field::Title);
    const auto row = [](const char *name, const QString &query, const QString &text, int field,
                         const QString &expected) {
        QTest::newRow(name) << query << text << field << expected;
    };
    row("prefix marks the whole word", "diff", "Diffusion models", abstract, "[Diffusion] models");
    row("every occurrence", "model", "A model of models.", abstract, "A [model] of [models].");
    row("quoted word is exact", "\"model\"", "A model of models.", abstract,
        "A [model] of models.");
    row("phrase is one range", "\"language model\"", "Large language model here", abstract,
        "Large [language model] here");
    row("phrase across a hyphen", "\"language model\"", "a language-model reward", abstract,
        "a [language-model] reward");
    row("offsets stay right after diacritics", "cafe", QStringLiteral("Le Café, café."), abstract,
        QStringLiteral("Le [Café], [café]."));
    row("excluded words are not marked", "diffusion -model", "diffusion model", abstract,
        "[diffusion] model");
    row("both sides of an OR", "graph OR tree", "graph and tree", abstract, "[graph] and [tree]");
    row("title terms only in the title", "title:graph", "graph", title, "[graph]");
    row("title terms not in the abstract", "title:graph", "graph", abstract, "graph");
    row("abstract terms not in the title", "abstract:graph", "graph", title, "graph");
    row("topics are not text matches", "topic:graph", "graph", abstract, "graph");
    row("overlapping terms merge", "lang \"language model\"", "language model", abstract,
        "[language model]");
    row("url substring in a link", "url:github", "https://GitHub.com/x", int(Query::Field::Url),
        "https://[GitHub].com/x");
    row("empty query marks nothing", "", "anything", abstract, "anything");
    row("broken query marks its words", "\"open", "open quote", abstract, "[open] quote");
    row("two CJK characters inside a run", QStringLiteral("扩散"), QStringLiteral("扩散模型的研究"),
        abstract, QStringLiteral("[扩散]模型的研究"));
    row("a CJK run in the middle of a run", QStringLiteral("散模型"),
        QStringLiteral("扩散模型的研究"), abstract, QStringLiteral("扩[散模型]的研究"));
    row("one CJK character wherever it stands", QStringLiteral("型"), QStringLiteral("模型，大型"),
        abstract, QStringLiteral("模[型]，大[型]"));
    row("a CJK prefix marks only what was typed", QStringLiteral("gpt 扩"),
        QStringLiteral("GPT 扩散"), abstract, QStringLiteral("[GPT] [扩]散"));
    row("japanese", QStringLiteral("モデル"), QStringLiteral("拡散モデルを用いた"), abstract,
        QStringLiteral("拡散[モデル]を用いた"));
    row("a lone CJK character ending a phrase is the start of a bigram", QStringLiteral("gpt生"),
        QStringLiteral("用GPT生成"), abstract, QStringLiteral("用[GPT生]成"));
    row("a lone CJK character starting a phrase is the end of a bigram", QStringLiteral("用gpt"),
        QStringLiteral("使用GPT生成"), abstract, QStringLiteral("使[用GPT]生成"));
    row("a CJK run is not matched across punctuation", QStringLiteral("型扩"),
        QStringLiteral("模型，扩散"), abstract, QStringLiteral("模型，扩散"));
    row("full-width letters are found by ASCII", QStringLiteral("rouge"),
        QStringLiteral("指標ＲＯＵＧＥより"), abstract, QStringLiteral("指標[ＲＯＵＧＥ]より"));
}

void TestMatchHighlighter::marksTheWordsTheQueryMatches()
{
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(int, field);
    QFETCH(QString, expected);
    const Query parsed = QueryParser::parse(query).query;
    QCOMPARE(marked(text, MatchHighlighter::ranges(text, parsed, Query::Field(field))), expected);
}

void TestMatchHighlighter::returnsSortedDisjointRanges()
{
    const QString text = QStringLiteral("b a c a b deep diffusion and a b c");
    const auto ranges = MatchHighlighter::ranges(text,
        QueryParser::parse(QStringLiteral("c OR a \"a b\" d b")).query, Query::Field::Abstract);
    QVERIFY(!ranges.isEmpty());
    for (qsizetype i = 1; i < ranges.size(); ++i)
        QVERIFY(ranges[i - 1].first + ranges[i - 1].second < ranges[i].first);
}

QTEST_APPLESS_MAIN(TestMatchHighlighter)
#include "tst_matchhighlighter.moc"
