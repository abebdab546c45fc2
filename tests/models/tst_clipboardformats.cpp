// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/clipboardformats.h"

#include <QTest>

class TestClipboardFormats : public QObject
{
    Q_OBJECT

private:
    static Paper paper(const QString &title, const QString &abstract, const QStringList &links)
    {
        Paper p;
        p.title = title;
        p.abstract = abstract;
        p.links = links;
        return p;
    }

    static QList<Paper> sample()
    {
        return { paper("Diff-Instruct*", "We propose DI*.\n", { "https://github.com/a/di" }),
            paper("A <b> & \"c\"", "Second abstract.",
                { "https://x.org/?a=1&b=2", "http://y.org/p.pdf", "javascript:alert(1)" }),
            paper("", "", { "https://github.com/a/di" }) };
    }

private Q_SLOTS:
    void separatesAbstractsWithABlankLine()
    {
        QCOMPARE(ClipboardFormats::abstractsText(sample()),
            QStringLiteral("We propose DI*.\n\nSecond abstract."));
        QCOMPARE(ClipboardFormats::abstractsText({}), QString());
    }

    void putsOneTitlePerLine()
    {
        QList<Paper> papers = sample();
        papers[0].title = QStringLiteral("Wrapped\ntitle");
        QCOMPARE(
            ClipboardFormats::titlesText(papers), QStringLiteral("Wrapped title\nA <b> & \"c\""));
    }

    // Issue 26: the links of several papers came as bare addresses, and in HTML every link of
    // a paper read "Title (host)".
    void groupsTheLinksOfSeveralPapersUnderTheirTitlesEachNamed()
    {
        QCOMPARE(ClipboardFormats::linksText(sample()),
            QStringLiteral("Diff-Instruct*\n  code: https://github.com/a/di\n\n"
                           "A <b> & \"c\"\n  page: https://x.org/?a=1&b=2\n"
                           "  PDF: http://y.org/p.pdf"));
    }

    void putsOnePapersLinksOnePerLine()
    {
        QCOMPARE(ClipboardFormats::linksText({ sample().at(1) }),
            QStringLiteral("https://x.org/?a=1&b=2\nhttp://y.org/p.pdf"));
    }

    void escapesHtmlLinksTitleFirstThenNamed()
    {
        QCOMPARE(ClipboardFormats::linksHtml(sample()),
            QStringLiteral(
                "<a dir=\"auto\" href=\"https://github.com/a/di\">Diff-Instruct*</a><br>\n"
                "<a dir=\"auto\" href=\"https://x.org/?a=1&amp;b=2\">A &lt;b&gt; &amp; "
                "&quot;c&quot;</a> (<a dir=\"ltr\" href=\"http://y.org/p.pdf\">PDF</a>)"));
    }

    void labelsUntitledLinksByTheirAddress()
    {
        const QList<Paper> papers { paper("", "An abstract.", { "https://z.org/a\"b" }) };
        QCOMPARE(ClipboardFormats::linksHtml(papers),
            QStringLiteral(
                "<a dir=\"ltr\" href=\"https://z.org/a&quot;b\">https://z.org/a&quot;b</a>"));
    }

    // Issue 13: Copy links carried a right-to-left override into the href and the text, where
    // it reversed the rest of the line and spilled into the next links.
    void copiesLinksWithoutHiddenCharacters()
    {
        const QList<Paper> papers { paper("", "A.", { "https://example.com/\u202Egnp.exe" }),
            paper("", "B.", { "https://exa\u200Bmple.com/a" }) };
        QCOMPARE(ClipboardFormats::linksText(papers),
            QStringLiteral("page: https://example.com/%E2%80%AEgnp.exe\n\n"
                           "page: https://exa%E2%80%8Bmple.com/a"));
        QCOMPARE(ClipboardFormats::linksHtml(papers),
            QStringLiteral("<a dir=\"ltr\" href=\"https://example.com/%E2%80%AEgnp.exe\">"
                           "https://example.com/%E2%80%AEgnp.exe</a><br>\n"
                           "<a dir=\"ltr\" href=\"https://exa%E2%80%8Bmple.com/a\">"
                           "https://exa%E2%80%8Bmple.com/a</a>"));
    }
};

QTEST_GUILESS_MAIN(TestClipboardFormats)
#include "tst_clipboardformats.moc"
