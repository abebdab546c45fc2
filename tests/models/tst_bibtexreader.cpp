// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/bibtexfields.h"
#include "formats/bibtexreader.h"
#include "formats/fieldtext.h"
#include "testdata.h"

#include <QFile>
#include <QTest>

class TestBibtexReader : public QObject
{
    Q_OBJECT

private:
    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static const Paper *byKey(const ReadResult &result, const QString &key)
    {
        for (const Paper &paper : result.collection.papers) {
            if (paper.sourceKey == key)
                return &paper;
        }
        return nullptr;
    }

private Q_SLOTS:
    void readsEntriesOfTheFixture()
    {
        const ReadResult result = BibtexReader::read(readAll(fixturePath("papers.bib")));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 3);
        QCOMPARE(result.skipped, 1); // the @proceedings with neither title nor abstract

        const Paper *tang = byKey(result, "pmlr-v80-tang18a");
        QVERIFY(tang);
        QCOMPARE(
            tang->title, QStringLiteral("D^2: Decentralized Training over Decentralized Data"));
        QCOMPARE(tang->authors,
            (QStringList {
                "Hanlin Tang", "Xiangru Lian", "Tim Rocktäschel", "Barnes and Noble", "et al." }));
        QCOMPARE(tang->venue,
            QStringLiteral("Proceedings of the 35th International Conference on Machine Learning"));
        QCOMPARE(tang->year, 2018);
        QCOMPARE(tang->abstract,
            QStringLiteral(
                "While training a model using multiple workers, we achieve a 10% speed-up — see "
                "https://github.com/x/y."));
        QCOMPARE(tang->links,
            (QStringList { "https://proceedings.mlr.press/v80/tang18a.html",
                "http://proceedings.mlr.press/v80/tang18a/tang18a.pdf" }));

        const Paper *quoted = byKey(result, "quoted2019");
        QVERIFY(quoted);
        QCOMPARE(quoted->title, QStringLiteral("A \"Quoted\" Title with Nested Braces"));
        QCOMPARE(quoted->authors, (QStringList { "José García", "Hans Müller" }));
        QCOMPARE(
            quoted->venue, QStringLiteral("Proceedings of Machine Learning Research, Volume 97"));
        QCOMPARE(quoted->year, 2019);
        QCOMPARE(quoted->links, QStringList { "https://doi.org/10.1000/xyz123" });

        const Paper *paren = byKey(result, "parenthesised");
        QVERIFY(paren);
        QCOMPARE(paren->abstract, QStringLiteral("Uses ( and ) as delimiters."));
    }

    void splitsAuthorNames_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QStringList>("authors");
        QTest::newRow("last, first") << QByteArray("Dy, Jennifer and Krause, Andreas")
                                     << QStringList { "Jennifer Dy", "Andreas Krause" };
        QTest::newRow("first last") << QByteArray("Jennifer Dy AND Andreas Krause")
                                    << QStringList { "Jennifer Dy", "Andreas Krause" };
        QTest::newRow("last, jr, first")
            << QByteArray("King, Jr, Martin Luther") << QStringList { "Martin Luther King Jr" };
        QTest::newRow("and across a line break")
            << QByteArray("A B\n  and\tC D") << QStringList { "A B", "C D" };
        QTest::newRow("braced corporate name")
            << QByteArray("{Google Brain, Inc.}") << QStringList { "Google Brain, Inc." };
        QTest::newRow("name containing 'and'")
            << QByteArray("Alexander Andrews") << QStringList { "Alexander Andrews" };
        QTest::newRow("empty") << QByteArray() << QStringList();
    }

    void splitsAuthorNames()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QStringList, authors);
        QCOMPARE(BibtexFields::splitAuthors(raw), authors);
    }

    void reportsErrorsWithTheirLine_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("unterminated entry names the line where it starts")
            << QByteArray("@article{a, title={A}}\n\n@article{b,\n title = {B},\n") << qint64(3)
            << "not terminated";
        QTest::newRow("unterminated brace value")
            << QByteArray("\n@article{b, title = {B\n\n") << qint64(2) << "not terminated";
        QTest::newRow("missing equals sign")
            << QByteArray("@article{a,\n  title {A}}") << qint64(2) << "'='";
        QTest::newRow("missing value")
            << QByteArray("@article{a,\n title = ,\n}") << qint64(2) << "no value";
        QTest::newRow("missing comma between fields")
            << QByteArray("@article{a, title = {A}\n year = 2000}") << qint64(2) << "','";
    }

    void reportsErrorsWithTheirLine()
    {
        QFETCH(QByteArray, input);
        QFETCH(qint64, line);
        QFETCH(QString, reasonPart);
        const ReadResult result = BibtexReader::read(input);
        QVERIFY(!result.ok());
        QCOMPARE(result.error.line, line);
        QVERIFY2(result.error.reason.contains(reasonPart), qPrintable(result.error.reason));
        QVERIFY(result.collection.papers.isEmpty());
    }

    void keepsAnEntryCutOffByTheNextOneWithAWarning()
    {
        const QByteArray input("@inproceedings{cut,\n title = {Cut},\n abstract = {We propose\n\n"
                               "@inproceedings{whole,\n title = {Whole}\n}\n");
        const ReadResult result = BibtexReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 2);
        QCOMPARE(result.collection.papers.at(0).abstract, QStringLiteral("We propose"));
        QCOMPARE(result.collection.papers.at(1).title, QStringLiteral("Whole"));
        QCOMPARE(result.warnings.size(), 1);
        QCOMPARE(result.warnings.first().line, 1);
    }

    void keepsFileOrderAndMacrosAcrossConversionBatches()
    {
        // Entries are converted a megabyte at a time on every core: 5,000 entries of ~330
        // bytes make two batches of many tasks. A @string defined first is used by all.
        QByteArray input("@string{icml = {International Conference on Machine Learning}}\n");
        const QByteArray filler(200, 'x');
        for (int i = 0; i < 5000; ++i) {
            if (i % 500 == 499) {
                input += "@misc{empty" + QByteArray::number(i) + ", year = 2020}\n"; // skipped
                continue;
            }
            input += "@inproceedings{k" + QByteArray::number(i) + ",\n title = {Na{\\\"i}ve "
                + QByteArray::number(i) + "},\n booktitle = icml,\n abstract = {" + filler
                + "}\n}\n";
        }
        const ReadResult result = BibtexReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.skipped, 10);
        QCOMPARE(result.collection.papers.size(), 4990);
        for (int i = 0, paper = 0; i < 5000; ++i) {
            if (i % 500 == 499)
                continue;
            const Paper &p = result.collection.papers.at(paper++);
            QCOMPARE(p.title, QStringLiteral("Naïve %1").arg(i));
            QCOMPARE(p.sourceKey, QStringLiteral("k%1").arg(i));
            QCOMPARE(p.venue, QStringLiteral("International Conference on Machine Learning"));
        }
    }

    void keepsAbstractsInTheArenaAsThePapersWouldHoldThem()
    {
        // The loader asks for the abstracts as UTF-8 (AbstractStorage::InArena): converted from
        // LaTeX and cleaned of control characters in the conversion batches, row for row the
        // same text the papers would hold once CollectionReader cleaned them, in file order
        // across batches, with skipped entries leaving no row and a missing abstract an empty one.
        QByteArray input;
        const QByteArray filler(300, 'y');
        for (int i = 0; i < 5000; ++i) {
            const QByteArray n = QByteArray::number(i);
            if (i % 700 == 3)
                input += "@misc{empty" + n + ", year = 2020}\n";
            else if (i % 500 == 7)
                input += "@misc{t" + n + ", title = {Title only " + n + "}}\n";
            else
                input += "@inproceedings{k" + n + ",\n title = {T " + n
                    + "},\n abstract = {Na{\\\"i}ve" + " \\emph{" + n + "} -- \x07 tab\there\n "
                    + filler + "}\n}\n";
        }
        const ReadResult papers = BibtexReader::read(input);
        const ReadResult arena = BibtexReader::read(input, {}, {}, AbstractStorage::InArena);
        QVERIFY2(arena.ok(), qPrintable(arena.error.toString()));
        QCOMPARE(arena.skipped, papers.skipped);
        QCOMPARE(arena.collection.papers.size(), papers.collection.papers.size());
        QCOMPARE(arena.abstracts.size(), papers.collection.papers.size());
        for (qsizetype row = 0; row < papers.collection.papers.size(); ++row) {
            const Paper &inPaper = papers.collection.papers.at(row);
            QCOMPARE(arena.abstracts.at(row), FieldText::paragraph(inPaper.abstract));
            QVERIFY(arena.collection.papers.at(row).abstract.isEmpty());
            QCOMPARE(arena.collection.papers.at(row).title, inPaper.title);
        }
        // U+0007, a control character the LaTeX conversion keeps, is a space once cleaned.
        QVERIFY(papers.collection.papers.at(0).abstract.contains(QChar(0x07)));
        QVERIFY(arena.abstracts.at(0).startsWith(QStringLiteral("Naïve 0 –")));
        QVERIFY(!arena.abstracts.at(0).contains(QChar(0x07)));
        QVERIFY(papers.abstracts.isEmpty());
    }

    void readsAStrayClosingBraceInProseAsText()
    {
        const QByteArray input(
            "@article{a,\n abstract = {our (REFORM}) framework},\n year = 2018\n}");
        const ReadResult result = BibtexReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 1);
        QCOMPARE(
            result.collection.papers.first().abstract, QStringLiteral("our (REFORM) framework"));
        QCOMPARE(result.collection.papers.first().year, 2018);
    }

    void readsThePmlrExport()
    {
        PAPERDESK_SHARED_FILE_OR_SKIP(path, "icml2018-pmlr.bib");
        const ReadResult result = BibtexReader::read(readAll(path));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 621);
        // 33 entries of the export lost the end of their abstract (the first one among them):
        // each is read up to the cut, with a warning, and the file still opens.
        QCOMPARE(result.warnings.size(), 33);
        QCOMPARE(result.warnings.first().line, 1);
        for (const Paper &paper : result.collection.papers) {
            QVERIFY(!paper.title.isEmpty());
            QVERIFY(!paper.abstract.isEmpty());
            QVERIFY(!paper.authors.isEmpty());
            QVERIFY(paper.sourceKey.startsWith(QLatin1String("pmlr-v80-")));
            QCOMPARE(paper.year, 2018);
            // No LaTeX markup left to show: braces and accent commands are gone.
            QVERIFY2(!paper.title.contains(QLatin1Char('{')), qPrintable(paper.title));
            for (const QString &author : paper.authors)
                QVERIFY2(!author.contains(QLatin1Char('\\')), qPrintable(author));
        }
        QCOMPARE(result.collection.papers.first().title,
            QStringLiteral("D^2: Decentralized Training over Decentralized Data"));
    }

    // The reproducer of issue 13: each macro twice the one before, forty times, in 1.2 KB;
    // memory grew until std::bad_alloc ended the program. The value that would pass a
    // megabyte more than the file is refused at the macro that makes it so.
    void refusesMacrosThatDoubleWithoutEnd()
    {
        QByteArray bib = "@string{s0 = {ab}}\n";
        for (int i = 1; i <= 40; ++i) {
            bib += "@string{s" + QByteArray::number(i) + " = s" + QByteArray::number(i - 1) + " # s"
                + QByteArray::number(i - 1) + "}\n";
        }
        bib += "@article{k, title = s40}\n";
        QVERIFY(bib.size() < 1300);
        const ReadResult result = BibtexReader::read(bib);
        QVERIFY(!result.ok());
        QCOMPARE(result.error.reason,
            QStringLiteral("BibTeX: the @string macro “s19” makes this value longer than 1 MB "
                           "(macros built from each other grow without limit)"));
        QCOMPARE(result.error.line, 21); // @string{s20 = s19 # s19}
        QCOMPARE(result.error.column, 21);
        QVERIFY(result.collection.papers.isEmpty());
    }

    void refusesMacrosPastedFarBeyondTheFileSize()
    {
        QByteArray bib = "@string{s0 = {ab}}\n";
        for (int i = 1; i <= 19; ++i) {
            bib += "@string{s" + QByteArray::number(i) + " = s" + QByteArray::number(i - 1) + " # s"
                + QByteArray::number(i - 1) + "}\n";
        }
        for (int i = 1; i <= 20; ++i)
            bib += "@article{k" + QByteArray::number(i) + ", abstract = s19}\n";
        const ReadResult result = BibtexReader::read(bib);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.reason.contains(QLatin1String("past 16 MB")),
            qPrintable(result.error.reason));
        QCOMPARE(result.error.line, 20 + 15); // the entry whose megabyte passes 16 MB in all
    }

    void expandsMacrosWithinTheLimits()
    {
        // A journal's macro in every entry of a list is far below any limit.
        QByteArray bib = "@string{jmlr = {Journal of Machine Learning Research}}\n";
        for (int i = 0; i < 2000; ++i)
            bib += "@article{k" + QByteArray::number(i)
                + ", title = {T}, journal = jmlr # { 2020}}\n";
        const ReadResult result = BibtexReader::read(bib);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 2000);
        QCOMPARE(result.collection.papers.back().venue,
            QStringLiteral("Journal of Machine Learning Research 2020"));
    }
};

QTEST_GUILESS_MAIN(TestBibtexReader)
#include "tst_bibtexreader.moc"
