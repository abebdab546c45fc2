// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "formats/collectionreader.h"
#include "testdata.h"
#include "topics/taxonomy.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestCollectionReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        return writeTestFile(QDir(m_dir.path()), name, bytes);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void refusesBadFilesWithAClearReason_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reasonPart");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<qint64>("column");
        QTest::newRow("empty file")
            << "empty.txt" << QByteArray() << "empty" << qint64(0) << qint64(0);
        QTest::newRow("NUL byte on line 2")
            << "nul.txt" << QByteArray("List\nab\0c", 9) << "binary" << qint64(2) << qint64(3);
        QTest::newRow("invalid UTF-8 on line 3 after a multi-byte character")
            << "latin1.txt" << QByteArray("List\n\nÉté \xE9t\xE9") << "not UTF-8" << qint64(3)
            << qint64(5);
        QTest::newRow("overlong encoding of a slash")
            << "overlong.txt" << QByteArray("a\xC0\xAF") << "not UTF-8" << qint64(1) << qint64(2);
        QTest::newRow("encoded surrogate") << "surrogate.txt" << QByteArray("\xED\xA0\x80")
                                           << "not UTF-8" << qint64(1) << qint64(1);
        QTest::newRow("truncated sequence at the end")
            << "cut.txt" << QByteArray("abc\xE2\x82") << "not UTF-8" << qint64(1) << qint64(4);
        QTest::newRow("UTF-16 text")
            << "utf16.txt" << QByteArray("\xFF\xFEL\0i\0", 6) << "UTF-16" << qint64(0) << qint64(0);
        QTest::newRow("only blank lines")
            << "blank.txt" << QByteArray("\n  \n") << "no papers" << qint64(0) << qint64(0);
        QTest::newRow("only a header line") << "header.txt" << QByteArray("ICML 2025 论文列表")
                                            << "no papers" << qint64(0) << qint64(0);
        QTest::newRow("JSON records without title or abstract")
            << "empty.json" << QByteArray("[{\"id\": 1}, {\"id\": 2}]") << "2 record(s)"
            << qint64(0) << qint64(0);
        QTest::newRow("JSON syntax error with position")
            << "broken.json" << QByteArray("[\n  {\"title\": }\n]") << "JSON syntax error"
            << qint64(2) << qint64(13);
        QTest::newRow("BibTeX entry cut off at the end of the file")
            << "cut.bib" << QByteArray("@article{a, title = {A}}\n\n@article{b,\n title = {B")
            << "not terminated" << qint64(3) << qint64(1);
    }

    void refusesBadFilesWithAClearReason()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reasonPart);
        QFETCH(qint64, line);
        QFETCH(qint64, column);
        const QString path = writeFile(name, bytes);
        const ReadResult result = CollectionReader::readFile(path);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.reason.contains(reasonPart), qPrintable(result.error.reason));
        QCOMPARE(result.error.line, line);
        QCOMPARE(result.error.column, column);
        QCOMPARE(result.error.path, path);
        QVERIFY(result.error.toString().startsWith(name));
        QVERIFY(result.collection.papers.isEmpty());
    }

    void namesAMissingFile()
    {
        const ReadResult result = CollectionReader::readFile(m_dir.filePath("missing.txt"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error.toString(),
            QStringLiteral("missing.txt: the file was not found in the folder “%1”")
                .arg(QDir::toNativeSeparators(m_dir.path())));
    }

    void refusesAFolder()
    {
        const ReadResult result = CollectionReader::readFile(m_dir.path());
        QVERIFY(!result.ok());
        QVERIFY(result.error.reason.contains(QLatin1String("folder")));
    }

    void formatsErrorsForPeople()
    {
        ReadError error;
        error.path = QStringLiteral("/some/folder/icml.txt");
        error.reason = QStringLiteral("the file is not UTF-8 text");
        error.line = 3;
        error.column = 7;
        QCOMPARE(error.toString(),
            QStringLiteral("icml.txt, line 3, column 7: the file is not UTF-8 text"));
        error.column = 0;
        QCOMPARE(error.toString(), QStringLiteral("icml.txt, line 3: the file is not UTF-8 text"));
        error.line = 0;
        QCOMPARE(error.toString(), QStringLiteral("icml.txt: the file is not UTF-8 text"));
    }

    void sniffsTheFormatByContent_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        QTest::newRow("JSON array in a .txt file")
            << QByteArray(" \n[{\"title\": \"a\"}]") << "x.txt"
            << "json";
        QTest::newRow("JSON object on one line") << QByteArray("{\"papers\": []}") << "x"
                                                 << "json";
        QTest::newRow("pretty-printed JSON object") << QByteArray("{\n \"papers\": []\n}") << "x"
                                                    << "json";
        QTest::newRow("JSON Lines without extension")
            << QByteArray("{\"title\": \"a\"}\n{\"title\": \"b\"}\n") << "x"
            << "jsonl";
        QTest::newRow("JSON Lines with BOM and CRLF")
            << QByteArray("\xEF\xBB\xBF{\"title\": \"a\"}\r\n{\"title\": \"b\"}") << "x.data"
            << "jsonl";
        QTest::newRow("BibTeX entry first") << QByteArray("@article{a, title={A}}") << "x.txt"
                                            << "bib";
        QTest::newRow("BibTeX with a comment first")
            << QByteArray("% exported\n@article{a, title={A}}") << "x.bib"
            << "bib";
        QTest::newRow("plain list") << QByteArray("List\n\nAn abstract.") << "x.json.txt"
                                    << "txt";
        QTest::newRow("header in brackets stays a plain list")
            << QByteArray("[ICML 2025] papers\n\nAn abstract.") << "x.txt"
            << "txt";
        QTest::newRow("broken JSON named .json is read as JSON")
            << QByteArray("title: a") << "x.json"
            << "json";
        QTest::newRow("plain text mentioning @ in an abstract")
            << QByteArray("List\n\nMail me @home.") << "x.txt"
            << "txt";
        // The head of the file is weighed: one link line among long abstracts is no Markdown.
        const QByteArray abstract = "We study a problem that many have studied before us, and we "
                                    "propose a method that solves it better than the others do, "
                                    "as three benchmarks show.";
        QTest::newRow("a plain list with a Markdown link line in an abstract")
            << QByteArray("A list\n\n" + abstract + "\n\n" + abstract
                   + "\n- code: [repository](https://github.com/a/b)\n\n" + abstract)
            << "x.txt"
            << "txt";
        QTest::newRow("a Markdown list with an introduction")
            << QByteArray("# Papers\n\nA list of papers on graphs, kept by us.\n\n"
                          "- [Graph nets](https://a.org/1)\n- [Graph kernels](https://a.org/2)\n")
            << "x.txt"
            << "md";
        QTest::newRow("a run of [ is a plain list")
            << QByteArray("A list\n\n" + QByteArray(300000, '[')) << "x.txt"
            << "txt";
        QTest::newRow("Paperdesk's own Markdown without links")
            << QByteArray("- A title <!-- paperdesk:0123456789abcdef -->\n  > We study it.\n")
            << "x.txt"
            << "md";
    }

    void sniffsTheFormatByContent()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, path);
        QFETCH(QString, format);
        QCOMPARE(CollectionReader::sniffFormat(bytes, path), format);
    }

    void readsEachFormatThroughOneEntryPoint_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("papers");
        QTest::newRow("plain seed list") << "icml2025.txt"
                                         << "txt"
                                         << "ICML 2025 论文列表" << 19;
        QTest::newRow("JSON") << "papers.json"
                              << "json"
                              << "papers" << 2;
        QTest::newRow("JSON object") << "papers-object.json"
                                     << "json"
                                     << "papers-object" << 2;
        QTest::newRow("JSON Lines") << "corpus-78k-head.jsonl"
                                    << "jsonl"
                                    << "corpus-78k-head" << 3;
        QTest::newRow("BibTeX") << "papers.bib"
                                << "bib"
                                << "papers" << 3;
    }

    void readsEachFormatThroughOneEntryPoint()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        QFETCH(QString, name);
        QFETCH(int, papers);
        const QString path = fixturePath(fixture);
        QList<qint64> reported;
        const ReadResult result = CollectionReader::readFile(path, [&](qint64 done, qint64 total) {
            reported.append(done);
            return done <= total;
        });
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, format);
        QCOMPARE(result.collection.name, name);
        QCOMPARE(result.collection.sourcePath, path);
        QCOMPARE(result.collection.papers.size(), papers);
        QVERIFY(!reported.isEmpty());
        QVERIFY(std::is_sorted(reported.begin(), reported.end()));
    }

    void cancelsWhenProgressSaysSo()
    {
        const ReadResult result = CollectionReader::readFile(
            fixturePath("icml2025.txt"), [](qint64, qint64) { return false; });
        QVERIFY(!result.ok());
        QCOMPARE(result.error.reason, ReadError::cancelledReason());
    }

    void readsTheRealRicherLists_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("papers");
        QTest::addColumn<int>("withAbstract");
        // The JSON record without an abstract is kept: it has a title, an id and links.
        QTest::newRow("papercopilot JSON") << "icml2019-papercopilot.json"
                                           << "json" << 774 << 773;
        QTest::newRow("PMLR BibTeX") << "icml2018-pmlr.bib"
                                     << "bib" << 621 << 621;
        QTest::newRow("NeurIPS plain list") << "neurips2018-abstracts.txt"
                                            << "txt" << 999 << 999;
    }

    void readsTheRealRicherLists()
    {
        QFETCH(QString, fileName);
        QFETCH(QString, format);
        QFETCH(int, papers);
        QFETCH(int, withAbstract);
        const QString path = QStringLiteral(PAPERDESK_SHARED_DATA "/") + fileName;
        if (!QFileInfo::exists(path))
            QSKIP(qPrintable(QStringLiteral("shared data not found: ") + path));
        const ReadResult result = CollectionReader::readFile(path);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, format);
        QCOMPARE(result.collection.papers.size(), papers);
        const auto count = std::count_if(result.collection.papers.cbegin(),
            result.collection.papers.cend(), [](const Paper &p) { return !p.abstract.isEmpty(); });
        QCOMPARE(int(count), withAbstract);
    }

    void findsTheFirstInvalidByte_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("ASCII") << QByteArray("plain ascii text, long enough for words")
                               << qint64(-1);
        QTest::newRow("all lengths valid") << QByteArray("é€𝄞 and 中文") << qint64(-1);
        QTest::newRow("bad byte after eight ASCII bytes")
            << QByteArray("12345678\x80") << qint64(8);
        QTest::newRow("beyond U+10FFFF") << QByteArray("ab\xF4\x90\x80\x80") << qint64(2);
        QTest::newRow("lone continuation byte") << QByteArray("\xBF") << qint64(0);
        QTest::newRow("F5 lead byte") << QByteArray("x\xF5\x80\x80\x80") << qint64(1);
    }

    void findsTheFirstInvalidByte()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, offset);
        QCOMPARE(CollectionReader::firstInvalidUtf8(bytes), offset);
    }

    // The check skips ASCII in blocks of 64 and 8 bytes: a bad byte, or a valid multi-byte
    // character, at any offset of a long ASCII run is found (or passed) wherever the blocks
    // fall.
    void findsABadByteAtEveryOffset()
    {
        const QByteArray ascii(200, 'a');
        for (qsizetype at = 0; at < ascii.size(); ++at) {
            QByteArray bad = ascii;
            bad[at] = '\xFF';
            QCOMPARE(CollectionReader::firstInvalidUtf8(bad), qint64(at));
            QByteArray cut = ascii.left(at) + "\xC3"; // a two-byte character without its end
            QCOMPARE(CollectionReader::firstInvalidUtf8(cut), qint64(at));
            const QByteArray good = ascii.left(at) + "\xC3\xA9" + ascii.mid(at);
            QCOMPARE(CollectionReader::firstInvalidUtf8(good), qint64(-1));
        }
    }
};

QTEST_GUILESS_MAIN(TestCollectionReader)
#include "tst_collectionreader.moc"
