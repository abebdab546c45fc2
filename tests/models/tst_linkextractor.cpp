// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "text/linkextractor.h"

#include <QFile>
#include <QTest>
#include <QUrl>

class TestLinkExtractor : public QObject
{
    Q_OBJECT

private slots:
    void extractsLinks_data();
    void extractsLinks();
    void findsExactlyTheTwoLinksOfTheSeedList();
    void recognisesCodeHosts_data();
    void recognisesCodeHosts();
    void opensOnlyWebLinks_data();
    void opensOnlyWebLinks();
    void survivesHostileText();
};

void TestLinkExtractor::extractsLinks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("links");
    auto row = [](const char *name, const QString &text, const QStringList &links) {
        QTest::newRow(name) << text << links;
    };
    const QString gh = QStringLiteral("https://github.com/bytedance/apm");
    row("no link at all", QStringLiteral("We propose a method."), {});
    row("plain link ending a sentence", QStringLiteral("Code at ") + gh + u'.', { gh });
    row("LaTeX \\url{} unwrapped",
        QStringLiteral("Codes are available at \\url{https://github.com/shiming-chen/GenZSL}."),
        { QStringLiteral("https://github.com/shiming-chen/GenZSL") });
    row("LaTeX \\href{}{} keeps only the target",
        QStringLiteral("See \\href{https://x.org/a}{our page}."),
        { QStringLiteral("https://x.org/a") });
    row("escaped underscore inside a LaTeX link", QStringLiteral("at https://x.org/my\\_code here"),
        { QStringLiteral("https://x.org/my_code") });
    row("trailing comma, semicolon and colon",
        QStringLiteral("a https://a.org/x, b https://b.org; c https://c.org:"),
        { QStringLiteral("https://a.org/x"), QStringLiteral("https://b.org"),
            QStringLiteral("https://c.org") });
    row("link in parentheses", QStringLiteral("(code: https://x.org/repo)."),
        { QStringLiteral("https://x.org/repo") });
    row("balanced parentheses of a Wikipedia link kept",
        QStringLiteral("see https://en.wikipedia.org/wiki/Fold_(higher-order_function)."),
        { QStringLiteral("https://en.wikipedia.org/wiki/Fold_(higher-order_function)") });
    row("Wikipedia link inside parentheses",
        QStringLiteral("(see https://en.wikipedia.org/wiki/Fold_(higher-order_function))"),
        { QStringLiteral("https://en.wikipedia.org/wiki/Fold_(higher-order_function)") });
    row("Markdown link", QStringLiteral("[our code](https://x.org/code) is here"),
        { QStringLiteral("https://x.org/code") });
    row("Markdown link whose text is the same URL",
        QStringLiteral("[https://x.org](https://x.org)"), { QStringLiteral("https://x.org") });
    row("angle brackets", QStringLiteral("<https://x.org/a>"),
        { QStringLiteral("https://x.org/a") });
    row("bold Markdown around a link", QStringLiteral("**https://x.org/a**"),
        { QStringLiteral("https://x.org/a") });
    row("http and https both found in order", QStringLiteral("old http://a.org new https://b.org"),
        { QStringLiteral("http://a.org"), QStringLiteral("https://b.org") });
    row("ftp and mailto are not web links", QStringLiteral("ftp://files.org/x mailto:me@x.org"),
        {});
    row("duplicates removed, first order kept",
        QStringLiteral("https://b.org https://a.org https://b.org"),
        { QStringLiteral("https://b.org"), QStringLiteral("https://a.org") });
    row("upper-case scheme is written in lower case", QStringLiteral("HTTPS://X.org/A"),
        { QStringLiteral("https://X.org/A") });
    row("scheme alone is not a link", QStringLiteral("see https:// and http://."), {});
    row("query string and fragment kept", QStringLiteral("at https://x.org/p?a=1&b=2#sec."),
        { QStringLiteral("https://x.org/p?a=1&b=2#sec") });
    row("quoted link", QStringLiteral("\"https://x.org/q\""),
        { QStringLiteral("https://x.org/q") });
    row("full-width punctuation after a link", QStringLiteral("代码：https://x.org/c。"),
        { QStringLiteral("https://x.org/c") });
    row("word glued before the scheme is not a link start", QStringLiteral("xhttps://x.org"), {});
}

void TestLinkExtractor::extractsLinks()
{
    QFETCH(QString, text);
    QFETCH(QStringList, links);
    QCOMPARE(LinkExtractor::extract(text), links);
}

void TestLinkExtractor::findsExactlyTheTwoLinksOfTheSeedList()
{
    QFile file(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList links = LinkExtractor::extract(QString::fromUtf8(file.readAll()));
    QCOMPARE(links,
        (QStringList { QStringLiteral("https://github.com/bytedance/apm"),
            QStringLiteral("https://github.com/shiming-chen/GenZSL") }));
}

void TestLinkExtractor::recognisesCodeHosts_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("code");
    QTest::newRow("GitHub repository")
        << QStringLiteral("https://github.com/bytedance/apm") << true;
    QTest::newRow("GitHub with www") << QStringLiteral("https://www.github.com/a/b") << true;
    QTest::newRow("GitLab") << QStringLiteral("https://gitlab.com/a/b") << true;
    QTest::newRow("self-hosted GitLab") << QStringLiteral("https://gitlab.inria.fr/a/b") << true;
    QTest::newRow("Hugging Face") << QStringLiteral("https://huggingface.co/org/model") << true;
    QTest::newRow("Bitbucket") << QStringLiteral("http://bitbucket.org/a/b") << true;
    QTest::newRow("project page on github.io") << QStringLiteral("https://a.github.io/p") << false;
    QTest::newRow("look-alike host") << QStringLiteral("https://notgithub.com/a") << false;
    QTest::newRow("host only in the path") << QStringLiteral("https://x.org/github.com") << false;
    QTest::newRow("arXiv") << QStringLiteral("https://arxiv.org/abs/1234.5678") << false;
}

void TestLinkExtractor::recognisesCodeHosts()
{
    QFETCH(QString, url);
    QFETCH(bool, code);
    QCOMPARE(LinkExtractor::isCodeLink(url), code);
}

void TestLinkExtractor::opensOnlyWebLinks_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("safe");
    QTest::newRow("https") << QStringLiteral("https://x.org/a") << true;
    QTest::newRow("http") << QStringLiteral("http://x.org") << true;
    QTest::newRow("upper-case scheme") << QStringLiteral("HTTPS://x.org") << true;
    QTest::newRow("file") << QStringLiteral("file:///etc/passwd") << false;
    QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << false;
    QTest::newRow("ftp") << QStringLiteral("ftp://x.org/f") << false;
    QTest::newRow("no host") << QStringLiteral("https:///path") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestLinkExtractor::opensOnlyWebLinks()
{
    QFETCH(QString, url);
    QFETCH(bool, safe);
    QCOMPARE(LinkExtractor::isSafeToOpen(QUrl(url)), safe);
}

void TestLinkExtractor::survivesHostileText()
{
    QString text;
    for (int i = 0; i < 2000; ++i)
        text += QStringLiteral("https://x.org/(((") + QChar(u'\0') + QStringLiteral("http");
    const QStringList links = LinkExtractor::extract(text);
    QCOMPARE(links, QStringList { QStringLiteral("https://x.org/(((") });
}

QTEST_GUILESS_MAIN(TestLinkExtractor)
#include "tst_linkextractor.moc"
