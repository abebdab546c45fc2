// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/bibtexwriter.h"
#include "formats/collectionreader.h"
#include "formats/riswriter.h"
#include "testdata.h"
#include "writerroundtrip.h"

/// BibtexWriter and RisWriter: what Copy as ▸ BibTeX and RIS put on the clipboard, and that
/// an export opens again with the same papers under the same ids.
class TestWritersBibtexRis : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static ExportedPaper paper(const QString &title, const QStringList &authors, int year)
    {
        ExportedPaper exported;
        exported.paper.title = title;
        exported.paper.authors = authors;
        exported.paper.year = year;
        exported.paper.abstract = QStringLiteral("We study things.");
        exported.paper.id = PaperId(0x1234);
        return exported;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void bibtexReopensWithTheSameIdsAndText_data() { WriterRoundTrip::addFixtureRows(); }
    void bibtexReopensWithTheSameIdsAndText()
    {
        QFETCH(QString, path);
        // LaTeX has no line breaks of its own within a value: BibTeX reads them as spaces.
        WriterRoundTrip::check(
            path, ExportFormat::Bibtex, m_dir, WriterRoundTrip::Abstracts::WhitespaceSimplified);
    }

    void risReopensWithTheSameIdsAndText_data() { WriterRoundTrip::addFixtureRows(); }
    void risReopensWithTheSameIdsAndText()
    {
        QFETCH(QString, path);
        WriterRoundTrip::check(path, ExportFormat::Ris, m_dir);
    }

    void bibtexReopensARealBibtexList()
    {
        PAPERDESK_SHARED_FILE_OR_SKIP(path, "icml2018-pmlr.bib");
        WriterRoundTrip::check(
            path, ExportFormat::Bibtex, m_dir, WriterRoundTrip::Abstracts::WhitespaceSimplified);
    }

    void escapedTextReadsBackAsItWas_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("LaTeX kept as written") << QStringLiteral("an $\\ell_1$ penalty");
        QTest::newRow("specials") << QStringLiteral("50% of R&D #1 a_b {x} ~10 x^2 `q'");
        QTest::newRow("dashes and quotes") << QStringLiteral("a--b---c ''quoted''");
        QTest::newRow("backslash at the end") << QStringLiteral("ends in \\");
        QTest::newRow("a web address as written, up to the brace after it")
            << QStringLiteral("code at \\url{https://x.org/a_b~c}. See https://y.org/%20.");
    }
    void escapedTextReadsBackAsItWas()
    {
        QFETCH(QString, text);
        const QByteArray bib
            = "@inproceedings{k,\n  title = {" + BibtexWriter::escaped(text).toUtf8() + "},\n}\n";
        const QString path = writeTestFile(QDir(m_dir.path()), "escaped.bib", bib);
        const auto loaded = CollectionLoader::load(path, Taxonomy::builtIn());
        QVERIFY2(loaded.collection, qPrintable(loaded.error.toString()));
        QCOMPARE(loaded.collection->paper(0).title, text);
    }

    void citationKeysAreSurnameYearAndFirstTitleWord_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QStringList>("authors");
        QTest::addColumn<int>("year");
        QTest::addColumn<QString>("key");
        QTest::newRow("first author's surname, accents off")
            << "The Attention Machine" << QStringList { "José Müller", "Ada Lovelace" } << 2025
            << "muller2025attention";
        QTest::newRow("derived name without authors")
            << "DiffuX: diffusion for graphs" << QStringList() << 2024 << "diffux2024diffusion";
        QTest::newRow("no year") << "Sparse codes" << QStringList { "Ada Lovelace" } << 0
                                 << "lovelacesparse";
        QTest::newRow("nothing to make a key of") << "基于扩散" << QStringList() << 0 << "paper";
    }
    void citationKeysAreSurnameYearAndFirstTitleWord()
    {
        QFETCH(QString, title);
        QFETCH(QStringList, authors);
        QFETCH(int, year);
        QFETCH(QString, key);
        QCOMPARE(BibtexWriter::citationKey(paper(title, authors, year).paper), key);
    }

    void repeatedKeysGetLetterSuffixesWithinOneOutput()
    {
        BibtexWriter writer;
        const ExportedPaper same = paper("Graph nets", { "Ada Lovelace" }, 2020);
        const QString text = writer.entries({ same, same, same });
        QVERIFY(text.contains("@inproceedings{lovelace2020graph,"));
        QVERIFY(text.contains("@inproceedings{lovelace2020grapha,"));
        QVERIFY(text.contains("@inproceedings{lovelace2020graphb,"));
        BibtexWriter another; // a new output starts again
        QVERIFY(another.entry(same).startsWith("@inproceedings{lovelace2020graph,"));
    }

    void bibtexEntryHasTheListsNameAsBooktitleAndTheNote()
    {
        BibtexWriter writer(QStringLiteral("ICML 2025"));
        ExportedPaper exported = paper("T", { "A B" }, 2025);
        exported.note = QStringLiteral("read 50% of it");
        exported.paper.links = { "javascript:alert(1)", "https://example.org/p" };
        const QString text = writer.entry(exported);
        QVERIFY2(text.contains("  booktitle = {ICML 2025},\n"), qPrintable(text));
        QVERIFY(text.contains("  note = {read 50\\% of it},\n"));
        QVERIFY(text.contains("  url = {https://example.org/p},\n"));
        QVERIFY(!text.contains("javascript"));
        QVERIFY(text.contains("  author = {A B},\n"));
    }

    void risEntryTagsEveryField()
    {
        RisWriter writer(QStringLiteral("List"));
        ExportedPaper exported = paper("T", { "A B", "C D" }, 2025);
        exported.tags = { QStringLiteral("to read") };
        exported.note = QStringLiteral("my note");
        exported.paper.links = { "https://example.org/p" };
        QCOMPARE(writer.entry(exported),
            QStringLiteral("TY  - CPAPER\nTI  - T\nAU  - A B\nAU  - C D\nT2  - List\nPY  - 2025\n"
                           "AB  - We study things.\nUR  - https://example.org/p\nKW  - to read\n"
                           "N1  - my note\nID  - paperdesk:0000000000001234?tag=to%20read\n"
                           "ER  - \n"));
    }

    // Issue 26: "$D^2$" went out as "D\textasciicircum{}2", "$\ell_p$" as "ℓ\_p".
    void aBibtexSourceGoesOutAsTheLatexItCameInAs()
    {
        const QByteArray bib
            = "@inproceedings{k,\n  title = {$D^2$: Decentralized Training},\n"
              "  author = {M{\\\"u}ller, Jos{\\'e} and Lovelace, Ada},\n"
              "  abstract = {We study $\\ell_p$ norms --- and more, as in \\cite{x}.}\n}\n";
        const QString path = writeTestFile(QDir(m_dir.path()), "latex.bib", bib);
        const auto loaded = CollectionLoader::load(path, Taxonomy::builtIn());
        QVERIFY2(loaded.collection, qPrintable(loaded.error.toString()));
        const QString written
            = QString::fromUtf8(WriterRoundTrip::written(ExportFormat::Bibtex, *loaded.collection));
        QVERIFY2(written.contains(QStringLiteral("title = {$D^2$: Decentralized Training}")),
            qPrintable(written));
        QVERIFY(written.contains(
            QStringLiteral("author = {M{\\\"u}ller, Jos{\\'e} and Lovelace, Ada}")));
        QVERIFY(written.contains(QStringLiteral("$\\ell_p$ norms --- and more, as in \\cite{x}.")));
        QVERIFY(!written.contains(QStringLiteral("textasciicircum")));
        WriterRoundTrip::check(
            path, ExportFormat::Bibtex, m_dir, WriterRoundTrip::Abstracts::WhitespaceSimplified);
    }

    // Issue 26: a paperlists record's BibTeX said booktitle = {acl2021-papercopilot}, no year,
    // although the record's own bibtex field had its booktitle, year and DOI.
    void aPaperlistsRecordGivesItsOwnVenueYearAndDoi()
    {
        const QByteArray json
            = "[{\"id\": \"2021.acl-long.24\", \"title\": \"A Bidirectional Transformer\", "
              "\"abstract\": \"We align words.\", \"site\": "
              "\"https://aclanthology.org/2021.acl-long.24/\", \"bibtex\": "
              "\"@inproceedings{zhang-2021-bidirectional,\\n title = \\\"A Bidirectional "
              "Transformer (BTBA)\\\",\\n booktitle = \\\"Proceedings of the 59th Annual Meeting "
              "of the ACL\\\",\\n month = aug,\\n year = \\\"2021\\\",\\n doi = "
              "\\\"10.18653/v1/2021.acl-long.24\\\"\\n}\"}]";
        const QString path = writeTestFile(QDir(m_dir.path()), "acl.json", json);
        const auto loaded = CollectionLoader::load(path, Taxonomy::builtIn());
        QVERIFY2(loaded.collection, qPrintable(loaded.error.toString()));
        const QString written
            = QString::fromUtf8(WriterRoundTrip::written(ExportFormat::Bibtex, *loaded.collection));
        QVERIFY2(written.contains(QStringLiteral(
                     "booktitle = {Proceedings of the 59th Annual Meeting of the ACL}")),
            qPrintable(written));
        QVERIFY(written.contains(QStringLiteral("year = {2021}")));
        QVERIFY(written.contains(QStringLiteral("doi = {10.18653/v1/2021.acl-long.24}")));
        QVERIFY(!written.contains(QStringLiteral("acl.json"))
            && !written.contains(QStringLiteral("{acl}")));
    }

    // Tags go where reference managers read them, and Paperdesk reads them back as tags.
    void tagsGoInKeywordsAndComeBackAsTags()
    {
        BibtexWriter writer;
        ExportedPaper exported = paper("T", {}, 0);
        exported.paper.keywords = { QStringLiteral("cs.LG") };
        exported.tags = { QStringLiteral("to read") };
        const QString text = writer.entry(exported);
        QVERIFY2(text.contains(QStringLiteral("keywords = {cs.LG, to read}")), qPrintable(text));
        const ReadResult read = CollectionReader::readBytes(text.toUtf8(), QStringLiteral("x.bib"));
        QVERIFY(read.ok());
        QCOMPARE(read.collection.papers.first().keywords, QStringList { "cs.LG" });
        QCOMPARE(read.collection.carriedTags.value(0), QStringList { "to read" });
    }

    void risContinuesAValueOnIndentedLinesThatReadAsNoTag()
    {
        RisWriter writer;
        ExportedPaper exported = paper("T", {}, 0);
        exported.paper.abstract = QStringLiteral("First line.\nER  - \nTY  - JOUR");
        QVERIFY(writer.entry(exported).contains(
            QStringLiteral("AB  - First line.\n   ER  -\n   TY  - JOUR\n")));
    }
};

QTEST_GUILESS_MAIN(TestWritersBibtexRis)
#include "tst_writersbibtexris.moc"
