// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paper.h"
#include "search/queryparser.h"
#include "search/searchindex.h"
#include "text/linkextractor.h"

#include <QTest>

/// `has:code` in the search index finds exactly the papers with a link that
/// LinkExtractor::isCodeLink calls code: one rule, so the query and the link list agree on
/// every host (Bitbucket and self-hosted GitLab too).
class TestHasCode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsPapersWithACodeLink_data();
    void findsPapersWithACodeLink();
};

void TestHasCode::findsPapersWithACodeLink_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<bool>("code");
    QTest::newRow("GitHub") << QStringLiteral("https://github.com/a/b") << true;
    QTest::newRow("GitHub with www") << QStringLiteral("https://www.github.com/a/b") << true;
    QTest::newRow("GitLab") << QStringLiteral("https://gitlab.com/a/b") << true;
    QTest::newRow("self-hosted GitLab") << QStringLiteral("https://gitlab.inria.fr/a/b") << true;
    QTest::newRow("self-hosted GitLab, upper case")
        << QStringLiteral("https://GitLab.Example.org/a") << true;
    QTest::newRow("Bitbucket") << QStringLiteral("https://bitbucket.org/a/b") << true;
    QTest::newRow("Hugging Face") << QStringLiteral("https://huggingface.co/org/m") << true;
    QTest::newRow("hf.co") << QStringLiteral("http://hf.co/org/m") << true;
    QTest::newRow("project page on github.io") << QStringLiteral("https://a.github.io/p") << false;
    QTest::newRow("look-alike host") << QStringLiteral("https://notgithub.com/a") << false;
    QTest::newRow("host only in the path") << QStringLiteral("https://x.org/github.com") << false;
    QTest::newRow("arXiv") << QStringLiteral("https://arxiv.org/abs/1234.5678") << false;
}

void TestHasCode::findsPapersWithACodeLink()
{
    QFETCH(QString, link);
    QFETCH(bool, code);
    QCOMPARE(LinkExtractor::isCodeLink(link), code);

    // Row 0 has the link, row 1 an arXiv link, row 2 none.
    QList<Paper> papers(3);
    papers[0].abstract = QStringLiteral("We release it at ") + link;
    papers[0].links = { link };
    papers[1].abstract = QStringLiteral("A paper.");
    papers[1].links = { QStringLiteral("https://arxiv.org/abs/2501.00001") };
    papers[2].abstract = QStringLiteral("Another paper.");
    const SearchIndex index = SearchIndex::build(papers, {}, {});
    const Bitset found
        = index.evaluate(QueryParser::parse(QStringLiteral("has:code")).query, SearchContext());
    QCOMPARE(found.test(0), code);
    QVERIFY(!found.test(1));
    QVERIFY(!found.test(2));
}

QTEST_GUILESS_MAIN(TestHasCode)
#include "tst_hascode.moc"
