// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/markdownwriter.h"
#include "testdata.h"
#include "writerroundtrip.h"

Q_DECLARE_METATYPE(ExportedPaper)

/// MarkdownWriter: the list item Copy as ▸ Markdown puts on the clipboard, and a file that
/// MarkdownReader reads back with the same titles, abstracts, links and ids.
class TestWritersMarkdown : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static ExportedPaper paper(const QString &title, const QString &abstract,
        const QStringList &links, const QString &note = {})
    {
        ExportedPaper exported;
        exported.paper.title = title;
        exported.paper.abstract = abstract;
        exported.paper.links = links;
        exported.note = note;
        return exported;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The id rides in an HTML comment: lists with source keys and papers without a web link
    // come back whole too.
    void reopensWithTheSameIdsAndText_data() { WriterRoundTrip::addFixtureRows(); }
    void reopensWithTheSameIdsAndText()
    {
        QFETCH(QString, path);
        WriterRoundTrip::check(path, ExportFormat::Markdown, m_dir);
    }

    void copiesATitleLinkAndFirstSentence_data()
    {
        QTest::addColumn<ExportedPaper>("paper");
        QTest::addColumn<QString>("markdown");
        QTest::newRow("link and first sentence")
            << paper("Graph nets", "We study graphs. Then more.", { "https://a.org/x" })
            << QStringLiteral("- [Graph nets](https://a.org/x) \u2014 We study graphs.\u2026\n");
        QTest::newRow("no web link: the title only")
            << paper("Graph nets", "", { "ftp://a.org/x" }) << QStringLiteral("- Graph nets\n");
        QTest::newRow("one sentence, no ellipsis") << paper("T", "e.g. this one.",
            { "https://a.org" }) << QStringLiteral("- [T](https://a.org) \u2014 e.g. this one.\n");
        QTest::newRow("the note as a quoted line") << paper("T", "", { "https://a.org" },
            "my\nnote") << QStringLiteral("- [T](https://a.org)\n  > my note\n");
        QTest::newRow("an unbalanced parenthesis in the link: the target in angle brackets")
            << paper("T", "", { "https://a.org/x)" })
            << QStringLiteral("- [T](<https://a.org/x)>)\n");
        QTest::newRow("nested parentheses in the link as they are")
            << paper("T", "", { "https://a.org/Mamba_(model)" })
            << QStringLiteral("- [T](https://a.org/Mamba_(model))\n");
        QTest::newRow("marks in the title escaped")
            << paper("[Re] *A* `b` <c>", "", { "https://a.org" })
            << QStringLiteral("- [\\[Re\\] \\*A\\* \\`b\\` \\<c\\>](https://a.org)\n");
        QTest::newRow("a title that would start a numbered list")
            << paper("2024. A year", "", {}) << QStringLiteral("- 2024\\. A year\n");
    }
    void copiesATitleLinkAndFirstSentence()
    {
        QFETCH(ExportedPaper, paper);
        QFETCH(QString, markdown);
        MarkdownWriter writer;
        QCOMPARE(writer.entry(paper), markdown);
    }

    void aFileCarriesTheIdInAHiddenComment()
    {
        MarkdownWriter writer(QString(), MarkdownWriter::Abstract::Whole);
        ExportedPaper linked = paper("T", "One.", { "https://a.org/x" });
        linked.paper.id = PaperId::fromString(u"0123456789abcdef");
        QCOMPARE(writer.entry(linked),
            QStringLiteral("- [T](https://a.org/x) <!-- paperdesk:0123456789abcdef -->\n"
                           "  > One.\n"));
        ExportedPaper unlinked = paper("T (v2)", "One.", {});
        unlinked.paper.id = linked.paper.id;
        QCOMPARE(writer.entry(unlinked),
            QStringLiteral("- T (v2) <!-- paperdesk:0123456789abcdef -->\n  > One.\n"));
        // The clipboard's short form has no id.
        QCOMPARE(
            MarkdownWriter().entry(linked), QStringLiteral("- [T](https://a.org/x) \u2014 One.\n"));
    }

    void aFileHasTheWholeAbstractAndEveryLink()
    {
        MarkdownWriter writer(QString(), MarkdownWriter::Abstract::Whole);
        QCOMPARE(
            writer.entry(paper("T", "One.\nTwo.", { "https://a.org/x", "https://b.org/y" }, "n")),
            QStringLiteral("- [T](https://a.org/x) ([b.org](https://b.org/y))\n  > One.\n  >\n"
                           "  > Two.\n  - Note: n\n"));
    }
};

QTEST_GUILESS_MAIN(TestWritersMarkdown)
#include "tst_writersmarkdown.moc"
