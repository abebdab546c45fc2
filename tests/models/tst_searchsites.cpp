// SPDX-License-Identifier: GPL-3.0-or-later
#include "lookup/searchsites.h"

#include <QTest>
#include <QUrlQuery>

/// The search pages of Find on: which text is searched, and each site's URL, encoded so that
/// the site gets the text exactly.
class TestSearchSites : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void searchesARealTitleAsItIs_data();
    void searchesARealTitleAsItIs();
    void searchesADerivedTitleByItsNameAndKeyPhrase_data();
    void searchesADerivedTitleByItsNameAndKeyPhrase();
    void buildsEachSitesSearchPage_data();
    void buildsEachSitesSearchPage();
    void encodesEveryCharacterTheSiteMustGetAsItIs();
    void buildsNoPageForAPaperWithoutTitle();
};

namespace {

Paper paperTitled(const QString &title, bool derived)
{
    Paper paper;
    paper.title = title;
    paper.titleDerived = derived;
    return paper;
}

} // namespace

void TestSearchSites::searchesARealTitleAsItIs_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("searched");
    QTest::newRow("a plain title") << QStringLiteral("Attention Is All You Need")
                                   << QStringLiteral("Attention Is All You Need");
    QTest::newRow("line breaks and runs of spaces become one space") << QStringLiteral(
        "  Deep\n  Residual   Learning ") << QStringLiteral("Deep Residual Learning");
    QTest::newRow("a colon in a real title stays")
        << QStringLiteral("BERT: Pre-training of Deep Bidirectional Transformers")
        << QStringLiteral("BERT: Pre-training of Deep Bidirectional Transformers");
    QTest::newRow("CJK title") << QStringLiteral("基于扩散模型的图像生成")
                               << QStringLiteral("基于扩散模型的图像生成");
}

void TestSearchSites::searchesARealTitleAsItIs()
{
    QFETCH(QString, title);
    QFETCH(QString, searched);
    QCOMPARE(SearchSites::searchText(paperTitled(title, false)), searched);
}

void TestSearchSites::searchesADerivedTitleByItsNameAndKeyPhrase_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("searched");
    QTest::newRow("name and gist: the name and the gist's content words")
        << QStringLiteral("Model Swarms: a collaborative search algorithm for adapting LLMs")
        << QStringLiteral("Model Swarms collaborative search algorithm adapting LLMs");
    QTest::newRow("a long gist is cut to six content words and loses its ellipsis")
        << QStringLiteral("GenZSL: generating unseen class samples with a large language model "
                          "for zero-shot learning…")
        << QStringLiteral("GenZSL generating unseen class samples large language");
    QTest::newRow("no name: the key phrase of the clause")
        << QStringLiteral("The robustness of vision transformers to patch perturbations")
        << QStringLiteral("robustness vision transformers patch perturbations");
    QTest::newRow("punctuation between words is not searched")
        << QStringLiteral("E2E-VLP: end-to-end (vision, language) pre-training")
        << QStringLiteral("E2E-VLP end-to-end vision language pre-training");
}

void TestSearchSites::searchesADerivedTitleByItsNameAndKeyPhrase()
{
    QFETCH(QString, title);
    QFETCH(QString, searched);
    QCOMPARE(SearchSites::searchText(paperTitled(title, true)), searched);
}

void TestSearchSites::buildsEachSitesSearchPage_data()
{
    QTest::addColumn<SearchSites::Site>("site");
    QTest::addColumn<QString>("url");
    const auto row = [](const char *name, SearchSites::Site site, const char *url) {
        QTest::newRow(name) << site << QString::fromLatin1(url);
    };
    row("arXiv", SearchSites::Site::Arxiv,
        "https://arxiv.org/search/?query=Graph%20Neural%20Networks&searchtype=all");
    row("Semantic Scholar", SearchSites::Site::SemanticScholar,
        "https://www.semanticscholar.org/search?q=Graph%20Neural%20Networks");
    row("Google Scholar", SearchSites::Site::GoogleScholar,
        "https://scholar.google.com/scholar?q=Graph%20Neural%20Networks");
    row("OpenReview", SearchSites::Site::OpenReview,
        "https://openreview.net/search?term=Graph%20Neural%20Networks");
    row("DBLP", SearchSites::Site::Dblp, "https://dblp.org/search?q=Graph%20Neural%20Networks");
    row("Hugging Face Papers", SearchSites::Site::HuggingFacePapers,
        "https://huggingface.co/papers?q=Graph%20Neural%20Networks");
}

void TestSearchSites::buildsEachSitesSearchPage()
{
    QFETCH(SearchSites::Site, site);
    QFETCH(QString, url);
    const QUrl built
        = SearchSites::searchUrl(site, paperTitled(QStringLiteral("Graph Neural Networks"), false));
    QCOMPARE(built.toString(QUrl::FullyEncoded), url);
    QCOMPARE(built.scheme(), QStringLiteral("https"));
    QVERIFY(SearchSites::all().contains(site));
    QVERIFY(!SearchSites::name(site).isEmpty());
}

// What a title may hold that a URL must escape: the site reads back the very title.
void TestSearchSites::encodesEveryCharacterTheSiteMustGetAsItIs()
{
    const QString title = QStringLiteral("C++ & Rust: 100% safe? #1 = a/b; \"x\" + 扩散 é");
    for (const SearchSites::Site site : SearchSites::all()) {
        const QUrl url = SearchSites::searchUrl(site, paperTitled(title, false));
        QVERIFY(url.isValid());
        const QString encoded = url.toString(QUrl::FullyEncoded);
        QVERIFY2(!encoded.contains(u' ') && !encoded.contains(u'#') && !encoded.contains(u'"'),
            qPrintable(encoded));
        // A server decodes the query as a form: '+' would be a space, '&' a new field.
        const QString query = QUrl(encoded).query(QUrl::FullyEncoded);
        const QString value = query.section(u'&', 0, 0).section(u'=', 1);
        QVERIFY2(!value.contains(u'+') && !value.contains(u'&') && !value.contains(u'='),
            qPrintable(value));
        QCOMPARE(QUrl::fromPercentEncoding(value.toUtf8()), title);
    }
}

void TestSearchSites::buildsNoPageForAPaperWithoutTitle()
{
    for (const bool derived : { false, true }) {
        QCOMPARE(SearchSites::searchText(paperTitled(QString(), derived)), QString());
        QVERIFY(!SearchSites::searchUrl(
            SearchSites::Site::Arxiv, paperTitled(QStringLiteral("  "), derived))
                     .isValid());
    }
}

QTEST_GUILESS_MAIN(TestSearchSites)
#include "tst_searchsites.moc"
