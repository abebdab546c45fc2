// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "text/linkextractor.h"

#include <QFile>
#include <QTest>
#include <QUrl>

class TestLinkExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void extractsLinks_data();
    void extractsLinks();
    void findsExactlyTheTwoLinksOfTheSeedList();
    void recognisesCodeHosts_data();
    void recognisesCodeHosts();
    void opensOnlyWebLinks_data();
    void opensOnlyWebLinks();
    void survivesHostileText();
    void makesLinksSafeToShowAndCopy_data();
    void makesLinksSafeToShowAndCopy();
    void keepsSafeLinksAsTheyAre();
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
    // Issue 13: a zero-width space cut a link short. Break hints inside a URL are dropped and
    // the URL goes on; a bidi control ends it, so the override never gets into the link.
    row("zero-width space inside the host is dropped",
        QStringLiteral("see https://exa\u200Bmple.com/code."),
        { QStringLiteral("https://example.com/code") });
    row("zero-width space, joiners, word joiner, BOM and soft hyphen in a path are dropped",
        QStringLiteral("at https://x.org/a\u200Bb\u200Cc\u200Dd\u2060e\uFEFFf\u00ADg now"),
        { QStringLiteral("https://x.org/abcdefg") });
    row("right-to-left override ends the link",
        QStringLiteral("https://example.com/\u202Egnp.exe and https://b.org"),
        { QStringLiteral("https://example.com/"), QStringLiteral("https://b.org") });
    row("right-to-left mark after a link in Hebrew text ends it",
        QStringLiteral("\u05E7\u05D5\u05D3 https://x.org/a\u200F\u05D6\u05D4"),
        { QStringLiteral("https://x.org/a") });
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

// Issue 13: "https://example.com/\u202Egnp.exe" showed as ".../exe.png". Every bidi control
// and invisible character is percent-encoded, in host and path alike, as browsers show them.
void TestLinkExtractor::makesLinksSafeToShowAndCopy_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("safe");
    const struct
    {
        const char *name;
        char32_t character;
        const char *encoded;
    } hidden[] = {
        { "left-to-right override (LRO)", 0x202D, "%E2%80%AD" },
        { "right-to-left override (RLO)", 0x202E, "%E2%80%AE" },
        { "left-to-right embedding (LRE)", 0x202A, "%E2%80%AA" },
        { "right-to-left embedding (RLE)", 0x202B, "%E2%80%AB" },
        { "pop directional formatting (PDF)", 0x202C, "%E2%80%AC" },
        { "left-to-right isolate (LRI)", 0x2066, "%E2%81%A6" },
        { "right-to-left isolate (RLI)", 0x2067, "%E2%81%A7" },
        { "first strong isolate (FSI)", 0x2068, "%E2%81%A8" },
        { "pop directional isolate (PDI)", 0x2069, "%E2%81%A9" },
        { "Arabic letter mark (ALM)", 0x061C, "%D8%9C" },
        { "left-to-right mark (LRM)", 0x200E, "%E2%80%8E" },
        { "right-to-left mark (RLM)", 0x200F, "%E2%80%8F" },
        { "zero-width space (ZWSP)", 0x200B, "%E2%80%8B" },
        { "zero-width non-joiner (ZWNJ)", 0x200C, "%E2%80%8C" },
        { "zero-width joiner (ZWJ)", 0x200D, "%E2%80%8D" },
        { "byte order mark (BOM)", 0xFEFF, "%EF%BB%BF" },
        { "soft hyphen", 0x00AD, "%C2%AD" },
        { "word joiner", 0x2060, "%E2%81%A0" },
        { "Hangul filler", 0x3164, "%E3%85%A4" },
        { "variation selector", 0xFE0F, "%EF%B8%8F" },
        { "tag character", 0xE0041, "%F3%A0%81%81" },
        { "no-break space", 0x00A0, "%C2%A0" },
        { "line separator", 0x2028, "%E2%80%A8" },
        { "escape (a control character)", 0x1B, "%1B" },
        { "space", 0x20, "%20" },
    };
    for (const auto &[name, character, encoded] : hidden) {
        const QString c = QStringView(QChar::fromUcs4(character)).toString();
        const QString e = QString::fromLatin1(encoded);
        QTest::addRow("%s in the path", name)
            << QStringLiteral("https://example.com/") + c + QStringLiteral("gnp.exe")
            << QStringLiteral("https://example.com/") + e + QStringLiteral("gnp.exe");
        QTest::addRow("%s in the host", name)
            << QStringLiteral("https://exa") + c + QStringLiteral("mple.com/a")
            << QStringLiteral("https://exa") + e + QStringLiteral("mple.com/a");
    }
    QTest::newRow("lone surrogate as U+FFFD") << QStringLiteral("https://x.org/") + QChar(0xD800)
                                              << QStringLiteral("https://x.org/%EF%BF%BD");
    QTest::newRow("several in a row, each byte encoded") << QStringLiteral(
        "https://x.org/\u202E\u200B/") << QStringLiteral("https://x.org/%E2%80%AE%E2%80%8B/");
}

void TestLinkExtractor::makesLinksSafeToShowAndCopy()
{
    QFETCH(QString, link);
    QFETCH(QString, safe);
    QCOMPARE(LinkExtractor::safeLink(link), safe);
    // What is left is plain ASCII where the hidden character was: it cannot reorder the text.
    for (const QChar c : LinkExtractor::safeLink(link))
        QVERIFY(c.direction() != QChar::DirRLO && c.category() != QChar::Other_Format);
}

void TestLinkExtractor::keepsSafeLinksAsTheyAre()
{
    for (const QString &link : { QStringLiteral("https://github.com/bytedance/apm"),
             QStringLiteral("https://x.org/p?a=1&b=%20c#sec"),
             QStringLiteral("https://de.wikipedia.org/wiki/Käse_(Lebensmittel)"),
             QStringLiteral("https://he.wikipedia.org/wiki/\u05E2\u05D1\u05E8\u05D9\u05EA"),
             QStringLiteral("https://例子.测试/路径") })
        QCOMPARE(LinkExtractor::safeLink(link), link);
}

QTEST_GUILESS_MAIN(TestLinkExtractor)
#include "tst_linkextractor.moc"
