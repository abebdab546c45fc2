// SPDX-License-Identifier: GPL-3.0-or-later
#include "writerproperty.h"

#include <QRandomGenerator>
#include <QTest>

/// Every writer against its reader over papers whose fields hold hostile text (a RIS "ER  - "
/// line, a BibTeX "},title={", a Markdown "](", an HTML comment, a formula, LaTeX): each field
/// comes back as it was, the id and the tags too, and no text reaches another paper or field
/// (WriterProperty::check). Seeded, so a failure names the seed that shows it again;
/// fuzz_writers runs the same check on the fuzzer's choices.
class TestWriterProperty : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFieldComesBackWhateverItHolds_data()
    {
        QTest::addColumn<ExportFormat>("format");
        for (ExportFormat format : ExportFormats::all())
            QTest::newRow(qPrintable(ExportFormats::name(format))) << format;
    }
    void everyFieldComesBackWhateverItHolds()
    {
        QFETCH(ExportFormat, format);
        constexpr int rounds = 1000;
        for (quint32 seed = 1; seed <= rounds; ++seed) {
            QRandomGenerator random(seed);
            const WriterProperty::Pick pick
                = [&random](quint32 bound) { return random.bounded(bound); };
            QList<ExportedPaper> papers;
            for (int i = 1 + int(pick(4)); i > 0; --i)
                papers.append(WriterProperty::paper(pick));
            const QString failure = WriterProperty::check(format, papers);
            QVERIFY2(
                failure.isEmpty(), qPrintable(QStringLiteral("seed %1: ").arg(seed) + failure));
        }
    }

    // The reproducers of the attack, as a user's list would hold them.
    void aRisAbstractCannotAddARecordOrTakeAnId()
    {
        ExportedPaper genuine;
        genuine.paper.title = QStringLiteral("Genuine paper");
        genuine.paper.abstract = QStringLiteral(
            "We study the genuine problem with a method of our own and report what it does on "
            "three benchmarks that everybody uses.");
        genuine.paper.id = PaperId::fromAbstract(genuine.paper.abstract);
        ExportedPaper crafted;
        crafted.paper.title = QStringLiteral("Crafted paper");
        crafted.paper.abstract = QStringLiteral("Harmless words.\nER  - \nTY  - JOUR\nTI  - "
                                                "Injected\nAB  - injected\nID  - %1\n")
                                     .arg(genuine.paper.id.toString());
        crafted.paper.id = PaperId::fromAbstract(crafted.paper.abstract, {}, crafted.paper.title);
        QCOMPARE(WriterProperty::check(ExportFormat::Ris, { crafted, genuine }), QString());
    }

    void aBibtexLinkCannotAddFieldsOrAnEntry_data()
    {
        QTest::addColumn<QString>("link");
        QTest::newRow("fields") << "https://example.org/},title={Evil},abstract={evil},x={";
        QTest::newRow("an entry") << "https://example.org/}}@inproceedings{evil,title={Evil},x={";
    }
    void aBibtexLinkCannotAddFieldsOrAnEntry()
    {
        QFETCH(QString, link);
        ExportedPaper paper;
        paper.paper.title = QStringLiteral("Genuine paper");
        paper.paper.abstract = QStringLiteral("We study a problem.");
        paper.paper.links = { link };
        paper.paper.id = PaperId::fromAbstract(paper.paper.abstract, {}, paper.paper.title);
        QCOMPARE(WriterProperty::check(ExportFormat::Bibtex, { paper }), QString());
    }

    void markdownKeepsOrdinaryTextAsItIs_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("link");
        QTest::addColumn<QString>("note");
        QTest::newRow("parentheses in a link that do not nest") << "A title"
                                                                << "https://example.org/))[x](("
                                                                << "";
        QTest::newRow("brackets in a title") << "[Re] A [reproduction] of x]"
                                             << ""
                                             << "";
        QTest::newRow("a link in a title") << "Title ](https://evil.example/) more"
                                           << "https://example.org/paper"
                                           << "";
        QTest::newRow("a link in a note") << "A title"
                                          << ""
                                          << "compare [the baseline](https://example.org/base)";
        QTest::newRow("a comment in a note") << "A title"
                                             << "https://example.org/p"
                                             << "see <!-- paperdesk:0123456789abcdef -->";
    }
    void markdownKeepsOrdinaryTextAsItIs()
    {
        QFETCH(QString, title);
        QFETCH(QString, link);
        QFETCH(QString, note);
        ExportedPaper paper;
        paper.paper.title = title;
        paper.paper.abstract = QStringLiteral("We study a problem.");
        if (!link.isEmpty())
            paper.paper.links = { link };
        paper.note = note;
        paper.paper.id = PaperId::fromAbstract(paper.paper.abstract, {}, title);
        QCOMPARE(
            WriterProperty::check(ExportFormat::Markdown, { paper, paper }).left(400), QString());
    }
};

QTEST_GUILESS_MAIN(TestWriterProperty)
#include "tst_writerproperty.moc"
