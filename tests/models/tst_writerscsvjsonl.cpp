// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/csvwriter.h"
#include "formats/jsonlineswriter.h"
#include "testdata.h"
#include "writerroundtrip.h"

#include <QJsonArray>
#include <QJsonDocument>

/// CsvWriter and JsonLinesWriter: RFC 4180 rows, the JSON object Copy as ▸ JSON puts on the
/// clipboard, and that an export opens again with the same papers under the same ids.
class TestWritersCsvJsonl : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void csvReopensWithTheSameIdsAndText_data() { WriterRoundTrip::addFixtureRows(); }
    void csvReopensWithTheSameIdsAndText()
    {
        QFETCH(QString, path);
        WriterRoundTrip::check(path, ExportFormat::Csv, m_dir);
    }

    void jsonLinesReopensWithTheSameIdsAndText_data() { WriterRoundTrip::addFixtureRows(); }
    void jsonLinesReopensWithTheSameIdsAndText()
    {
        QFETCH(QString, path);
        WriterRoundTrip::check(path, ExportFormat::JsonLines, m_dir);
    }

    void csvReopensTheSeedListFromSharedData()
    {
        PAPERDESK_SHARED_FILE_OR_SKIP(path, "icml2025.txt");
        WriterRoundTrip::check(path, ExportFormat::Csv, m_dir);
    }

    void csvQuotesAsRfc4180_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("quoted");
        QTest::newRow("plain text as it is") << "plain text"
                                             << "plain text";
        QTest::newRow("a comma") << "a, b"
                                 << "\"a, b\"";
        QTest::newRow("quotes doubled") << "say \"hi\""
                                        << "\"say \"\"hi\"\"\"";
        QTest::newRow("a line break") << "a\nb"
                                      << "\"a\nb\"";
        QTest::newRow("a semicolon, for readers that sniff it") << "a;b"
                                                                << "\"a;b\"";
        QTest::newRow("empty") << ""
                               << "";
    }
    void csvQuotesAsRfc4180()
    {
        QFETCH(QString, field);
        QFETCH(QString, quoted);
        QCOMPARE(CsvWriter::quoted(field), quoted);
    }

    void csvHasItsColumnsAndAnOptionalByteOrderMark()
    {
        const QString names = QStringLiteral(
            "title,authors,venue,year,abstract,links,keywords,topics,tags,read,starred,"
            "note,id\r\n");
        QCOMPARE(CsvWriter().header(), names);
        QCOMPARE(CsvWriter(QString(), CsvWriter::Cells::ForSpreadsheets).header(),
            QChar(0xFEFF) + names);
        ExportedPaper exported;
        exported.paper.title = QStringLiteral("T");
        exported.paper.authors = QStringList { "A B", "C D" };
        exported.paper.abstract = QStringLiteral("Line one,\nline two.");
        exported.paper.links = QStringList { "https://a.org/x", "ftp://b.org/y" };
        exported.paper.id = PaperId(0xab);
        exported.paper.keywords = QStringList { "cs.LG", "stat.ML" };
        exported.tags = QStringList { "x", "y" };
        exported.starred = true;
        exported.note = QStringLiteral("n");
        // A list one item per line; one item that other programs would split ends in a line break.
        exported.topics = QStringList { "Graphs, trees" };
        QCOMPARE(CsvWriter(QStringLiteral("L")).entry(exported),
            QStringLiteral("T,\"A B\nC D\",L,,\"Line one,\nline two.\",https://a.org/x,"
                           "\"cs.LG\nstat.ML\",\"Graphs, trees\n\",\"x\ny\",no,yes,n,"
                           "paperdesk:00000000000000ab\r\n"));
    }

    void onlyCsvForSpreadsheetsMarksWhatASpreadsheetWouldRun_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("forSpreadsheets");
        QTest::newRow("a formula") << "=1+1"
                                   << "'=1+1";
        QTest::newRow("a link formula") << "=HYPERLINK(\"https://evil.example\")"
                                        << "\"'=HYPERLINK(\"\"https://evil.example\"\")\"";
        QTest::newRow("a command") << "+cmd|' /C calc'!A0"
                                   << "'+cmd|' /C calc'!A0";
        QTest::newRow("a function") << "@SUM(A1)"
                                    << "'@SUM(A1)";
        QTest::newRow("a minus") << "-2"
                                 << "'-2";
        // A title is one line: its tab goes, and what is left is marked.
        QTest::newRow("a tab first") << "\t=1+2"
                                     << "'=1+2";
        QTest::newRow("an apostrophe of its own before a formula") << "'=x"
                                                                   << "''=x";
        QTest::newRow("an apostrophe of its own") << "'quoted'"
                                                  << "'quoted'";
        QTest::newRow("ordinary text") << "Graph nets"
                                       << "Graph nets";
    }
    void onlyCsvForSpreadsheetsMarksWhatASpreadsheetWouldRun()
    {
        QFETCH(QString, title);
        QFETCH(QString, forSpreadsheets);
        ExportedPaper exported;
        exported.paper.title = title;
        exported.paper.id = PaperId(0xab);
        const QString sheetRow
            = CsvWriter(QString(), CsvWriter::Cells::ForSpreadsheets).entry(exported);
        QVERIFY2(sheetRow.startsWith(forSpreadsheets + u','), qPrintable(sheetRow));
        const QString exactRow = CsvWriter().entry(exported);
        QVERIFY2(exactRow.startsWith(CsvWriter::quoted(title.simplified()) + u','),
            qPrintable(exactRow));
    }

    void jsonEntryIsTheExportsObjectWithTheNote()
    {
        ExportedPaper exported;
        exported.paper.title = QStringLiteral("T");
        exported.paper.abstract = QStringLiteral("A");
        exported.paper.id = PaperId(0xab);
        exported.topics = QStringList { "Graphs" };
        exported.note = QStringLiteral("my note");
        exported.read = true;
        JsonLinesWriter writer;
        const QString line = writer.entry(exported);
        QVERIFY(line.endsWith(u'\n'));
        const QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object();
        QCOMPARE(object.value("id").toString(), QStringLiteral("00000000000000ab"));
        QCOMPARE(object.value("note").toString(), QStringLiteral("my note"));
        QCOMPARE(object.value("read").toBool(), true);
        QCOMPARE(object.value("topics").toArray().first().toString(), QStringLiteral("Graphs"));
        QCOMPARE(object.value("titleDerived").toBool(true), false);
    }
};

QTEST_GUILESS_MAIN(TestWritersCsvJsonl)
#include "tst_writerscsvjsonl.moc"
