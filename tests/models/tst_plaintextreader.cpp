// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/fieldtext.h"
#include "formats/plaintextreader.h"
#include "testdata.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

class TestPlainTextReader : public QObject
{
    Q_OBJECT

private:
    static QStringList abstractsOf(const ReadResult &result)
    {
        QStringList abstracts;
        for (const Paper &paper : result.collection.papers)
            abstracts.append(paper.abstract);
        return abstracts;
    }

    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return file.readAll();
    }

private Q_SLOTS:
    void splitsParagraphsIntoPapers_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("abstracts");

        const QString a = QStringLiteral("We propose A. It works.");
        const QString b = QStringLiteral("We study B.");
        QTest::newRow("header line then blank line")
            << QByteArray("My list\n\nWe propose A. It works.\n\nWe study B.\n") << "My list"
            << QStringList { a, b };
        QTest::newRow("no header, first paragraph is an abstract") << QByteArray(
            "We propose A. It works.\n\nWe study B.") << QString() << QStringList { a, b };
        QTest::newRow("header line without blank line after it")
            << QByteArray("ICML 2025 list\nWe propose A. It works.\n\nWe study B.")
            << "ICML 2025 list" << QStringList { a, b };
        QTest::newRow("header line without blank line before a hard-wrapped abstract")
            << QByteArray("NeurIPS 2018 paper list\n"
                          "We consider the problem of linear regression with heavy-tailed\n"
                          "distributions. Different from previous studies that use the squared\n"
                          "loss, we choose the absolute loss.")
            << "NeurIPS 2018 paper list"
            << QStringList { "We consider the problem of linear regression with heavy-tailed "
                             "distributions. Different from previous studies that use the "
                             "squared loss, we choose the absolute loss." };
        QTest::newRow("hard-wrapped abstract whose second line starts with a capital")
            << QByteArray("Large language models are increasingly deployed as agents called\n"
                          "LLM-Agents that plan and act.")
            << QString()
            << QStringList { "Large language models are increasingly deployed as agents called "
                             "LLM-Agents that plan and act." };
        QTest::newRow("hard-wrapped first abstract is not taken for a header")
            << QByteArray("We propose a method for the\nsegmentation of cells.\n\nWe study B.")
            << QString() << QStringList { "We propose a method for the segmentation of cells.", b };
        QTest::newRow("short first line ending with a period is not a header")
            << QByteArray("Short.\n\nWe study B.") << QString() << QStringList { "Short.", b };
        QTest::newRow("CRLF line ends")
            << QByteArray("List\r\n\r\nWe propose A.\r\nIt works.\r\n\r\nWe study B.\r\n") << "List"
            << QStringList { a, b };
        QTest::newRow("CR line ends")
            << QByteArray("List\r\rWe propose A.\rIt works.\r\rWe study B.\r") << "List"
            << QStringList { a, b };
        QTest::newRow("LF, CR and CRLF line ends mixed")
            << QByteArray("List\r\nWe propose A.\rIt works.\n\r\nWe study B.\rIt is hard.\n\rWe "
                          "show C.\r\n")
            << "List"
            << QStringList { "We propose A. It works.", "We study B. It is hard.", "We show C." };
        QTest::newRow("UTF-8 BOM before the header")
            << QByteArray("\xEF\xBB\xBFList\n\nWe study B.") << "List" << QStringList { b };
        QTest::newRow("hard-wrapped lines joined with one space")
            << QByteArray("List\n\nWe propose A.\n   It works.   \n\nWe study B.") << "List"
            << QStringList { a, b };
        QTest::newRow("whitespace-only separator lines")
            << QByteArray("List\n \t \nWe propose A. It works.\n\xC2\xA0\nWe study B.") << "List"
            << QStringList { a, b };
        QTest::newRow("several blank lines between papers")
            << QByteArray("\n\nList\n\n\n\nWe propose A. It works.\n\n\n\n\nWe study B.\n\n\n")
            << "List" << QStringList { a, b };
        QTest::newRow("no final newline")
            << QByteArray("List\n\nWe study B.") << "List" << QStringList { b };
        QTest::newRow("only a header")
            << QByteArray("ICML 2025 论文列表") << "ICML 2025 论文列表" << QStringList();
        QTest::newRow("empty") << QByteArray() << QString() << QStringList();
        QTest::newRow("only blank lines") << QByteArray("\n \n\t\n") << QString() << QStringList();
        QTest::newRow("word broken at its hyphen joins without a space")
            << QByteArray("We propose a data-\nefficient method.\n\nWe study B.") << QString()
            << QStringList { "We propose a data-efficient method.", b };
        QTest::newRow("hyphen followed by blanks at the line end joins too")
            << QByteArray("We propose a data-  \r\n  efficient method.") << QString()
            << QStringList { "We propose a data-efficient method." };
        QTest::newRow("letters outside ASCII on both sides of the break join")
            << QByteArray("List\n\nRandom Erd\xC5\x91s-\nR\xC3\xA9nyi graphs and "
                          "\xE6\x95\xB0\xE5\xAD\xA6-\n"
                          "\xE6\xA8\xA1\xE5\x9E\x8B.")
            << "List" << QStringList { "Random Erdős-Rényi graphs and 数学-模型." };
        QTest::newRow("compound with and joins")
            << QByteArray("A plug-\nand-play prior.") << QString()
            << QStringList { "A plug-and-play prior." };
        QTest::newRow("first half of a pair before and or or keeps its space")
            << QByteArray("Both long-\nand short-term memory, pre-\nor post-training.") << QString()
            << QStringList { "Both long- and short-term memory, pre- or post-training." };
        QTest::newRow("hyphen after a digit keeps the space")
            << QByteArray("Weights of 1-\nbit precision.") << QString()
            << QStringList { "Weights of 1- bit precision." };
        QTest::newRow("dash after a space keeps the space")
            << QByteArray("Our results -\nnot theirs.") << QString()
            << QStringList { "Our results - not theirs." };
        QTest::newRow("double hyphen keeps the space")
            << QByteArray("Our results--\nnot theirs.") << QString()
            << QStringList { "Our results-- not theirs." };
        QTest::newRow("next line starting with a digit keeps the space")
            << QByteArray("Released in mid-\n2020 by us.") << QString()
            << QStringList { "Released in mid- 2020 by us." };
        QTest::newRow("hyphen ending a paragraph stays")
            << QByteArray("List\n\nWe study data-\n\nWe study B.") << "List"
            << QStringList { "We study data-", b };
        // A byte order mark means one only at the very start of the file; anywhere else it is
        // an invisible blank, as a NO-BREAK SPACE is: trimmed at line ends, so that a line of
        // it separates paragraphs and no abstract starts or ends with it.
        QTest::newRow("BOM alone on a line separates paragraphs")
            << QByteArray("List\n\nWe propose A. It works.\n\xEF\xBB\xBF\nWe study B.") << "List"
            << QStringList { a, b };
        QTest::newRow("BOM after vertical tabs starts no abstract")
            << QByteArray("List\n\n\v\v\xEF\xBB\xBF\v\nWe study B.\n\n\xEF\xBB\xBF\xEF\xBB\xBF"
                          "We propose A.\n\xEF\xBB\xBFIt works.\xEF\xBB\xBF")
            << "List" << QStringList { b, a };
        QTest::newRow("BOM inside a line is kept")
            << QByteArray("We study\xEF\xBB\xBF B.") << QString()
            << QStringList { QStringLiteral("We study\uFEFF B.") };
        QTest::newRow("fuzzer's BOM after vertical tabs")
            << QByteArray("@string{a = {x}}\n@str" + QByteArray(20, '\v') + ";\v\v\n"
                   + QByteArray(";\v\v\n").repeated(5) + "\xEF\xBB\xBF\n\ni = {10.1/x}}\n")
            << "@string{a = {x}}"
            << QStringList { "@str" + QString(20, u'\v') + "; ; ; ; ; ;", "i = {10.1/x}}" };
        QTest::newRow("header ending with a full-width question mark is an abstract")
            << QByteArray("什么是好的模型？\n\nWe study B.") << QString()
            << QStringList { "什么是好的模型？", b };
    }

    void splitsParagraphsIntoPapers()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, name);
        QFETCH(QStringList, abstracts);
        const ReadResult result = PlainTextReader::read(input);
        QVERIFY(result.ok());
        QCOMPARE(result.collection.name, name);
        QCOMPARE(abstractsOf(result), abstracts);
        for (const Paper &paper : result.collection.papers)
            QVERIFY(paper.title.isEmpty());

        // Kept as UTF-8 instead: the same abstracts, and none left in the papers.
        const ReadResult utf8 = PlainTextReader::read(input, {}, AbstractStorage::InArena);
        QVERIFY(utf8.ok());
        QCOMPARE(utf8.collection.name, name);
        QCOMPARE(utf8.abstracts.size(), abstracts.size());
        QCOMPARE(utf8.collection.papers.size(), abstracts.size());
        for (qsizetype i = 0; i < abstracts.size(); ++i) {
            QCOMPARE(utf8.abstracts.at(i), abstracts.at(i));
            // The bytes too: decoding drops a U+FEFF that starts a text, so at() alone would
            // not see one kept in the arena.
            QCOMPARE(utf8.abstracts.utf8(i).toByteArray(), abstracts.at(i).toUtf8());
            QVERIFY(utf8.collection.papers.at(i).abstract.isEmpty());
        }

        // Given the bytes to keep: hard-wrapped lines are joined in place, and the caller's
        // copy of the bytes, which shared them, is left as it was.
        const QByteArray before(input.constData(), input.size()); // a deep copy
        QByteArray given = input;
        const ReadResult adopted
            = PlainTextReader::read(std::move(given), {}, AbstractStorage::InArena);
        QVERIFY(adopted.ok());
        QCOMPARE(adopted.collection.name, name);
        QCOMPARE(adopted.abstracts.size(), abstracts.size());
        for (qsizetype i = 0; i < abstracts.size(); ++i)
            QCOMPARE(adopted.abstracts.utf8(i).toByteArray(), abstracts.at(i).toUtf8());
        QCOMPARE(input, before);
    }

    void readsTheSeedList()
    {
        const QByteArray bytes = readAll(fixturePath(QStringLiteral("icml2025.txt")));
        QVERIFY(!bytes.isEmpty());
        const ReadResult result = PlainTextReader::read(bytes);
        QVERIFY(result.ok());
        QCOMPARE(result.collection.name, QStringLiteral("ICML 2025 论文列表"));
        QCOMPARE(result.collection.papers.size(), 19);
        QVERIFY(result.collection.papers.first().abstract.startsWith(
            QStringLiteral("In this position paper, we argue that user studies are key")));
        QVERIFY(result.collection.papers.first().abstract.endsWith(
            QStringLiteral("and reduced reliance on functional evaluation.")));
        QVERIFY(result.collection.papers.last().abstract.endsWith(
            QStringLiteral("with up to 8B parameters.")));
        // The seed has one abstract per line: the first and last are those lines, exactly.
        const QList<QByteArray> lines = bytes.split('\n');
        QCOMPARE(result.collection.papers.first().abstract, QString::fromUtf8(lines.at(2)));
        QCOMPARE(result.collection.papers.last().abstract, QString::fromUtf8(lines.last()));
    }

    void keepsTheSameAbstractsWhenReWrappedWithCrlf()
    {
        const QByteArray bytes = readAll(fixturePath(QStringLiteral("icml2025.txt")));
        QByteArray wrapped;
        for (const QByteArray &line : bytes.split('\n')) {
            // Re-wrap each abstract at spaces roughly every 70 bytes, as an e-mail would.
            qsizetype column = 0;
            for (char c : line) {
                if (c == ' ' && column > 70) {
                    wrapped += "\r\n";
                    column = 0;
                    continue;
                }
                wrapped += c;
                ++column;
            }
            wrapped += "\r\n";
        }
        const ReadResult original = PlainTextReader::read(bytes);
        const ReadResult rewrapped = PlainTextReader::read(wrapped);
        QCOMPARE(rewrapped.collection.name, original.collection.name);
        QCOMPARE(abstractsOf(rewrapped), abstractsOf(original));
    }

    // Issue 12: a list re-wrapped at the hyphens of its compound words ("data-" / "efficient")
    // must keep its abstracts, and so its ids, in every way of storing them.
    void keepsTheSameAbstractsWhenReWrappedAtHyphens()
    {
        const QByteArray bytes = readAll(fixturePath(QStringLiteral("icml2025.txt")));
        QByteArray wrapped;
        int breaks = 0;
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            wrapped += bytes[i];
            const bool betweenLetters = i > 0 && i + 1 < bytes.size()
                && QChar::isLetter(uchar(bytes[i - 1])) && QChar::isLetter(uchar(bytes[i + 1]));
            if (bytes[i] == '-' && betweenLetters && !bytes.mid(i + 1).startsWith("and ")
                && !bytes.mid(i + 1).startsWith("or ")) {
                wrapped += '\n';
                ++breaks;
            }
        }
        QVERIFY(breaks > 100);
        const ReadResult original = PlainTextReader::read(bytes);
        const QStringList expected = abstractsOf(original);
        QCOMPARE(abstractsOf(PlainTextReader::read(wrapped)), expected);
        const ReadResult arena = PlainTextReader::read(wrapped, {}, AbstractStorage::InArena);
        QByteArray given(wrapped.constData(), wrapped.size());
        const ReadResult adopted
            = PlainTextReader::read(std::move(given), {}, AbstractStorage::InArena);
        QCOMPARE(arena.abstracts.size(), expected.size());
        QCOMPARE(adopted.abstracts.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(arena.abstracts.at(i), expected.at(i));
            QCOMPARE(adopted.abstracts.at(i), expected.at(i));
        }
    }

    void readsTheNeurips2018List()
    {
        PAPERDESK_SHARED_FILE_OR_SKIP(path, "neurips2018-abstracts.txt");
        const ReadResult result = PlainTextReader::read(readAll(path));
        QVERIFY(result.ok());
        QCOMPARE(result.collection.name, QStringLiteral("NeurIPS 2018 paper list"));
        QCOMPARE(result.collection.papers.size(), 999);
        for (const Paper &paper : result.collection.papers)
            QVERIFY(!paper.abstract.trimmed().isEmpty());
    }

    void readsABigListInTwoPartsAsInOne_data()
    {
        QTest::addColumn<QByteArray>("lineEnd");
        QTest::addColumn<bool>("blankLinesInSecondHalf");
        QTest::newRow("LF") << QByteArray("\n") << true;
        QTest::newRow("CRLF") << QByteArray("\r\n") << true;
        QTest::newRow("CR") << QByteArray("\r") << true;
        QTest::newRow("no paragraph break after the middle") << QByteArray("\n") << false;
    }

    // Lists of 8 MB and more are read as two parts at once, split at a paragraph start near
    // the middle: the papers must be the same as a reading in one part would give.
    void readsABigListInTwoPartsAsInOne()
    {
        QFETCH(QByteArray, lineEnd);
        QFETCH(bool, blankLinesInSecondHalf);
        // Every paragraph is hard-wrapped over three lines, so the middle of the list is most
        // likely inside one; three header lengths move the middle to different lines.
        for (const int headerLength : { 10, 47, 133 }) {
            const QByteArray header = QByteArray("A Big List").leftJustified(headerLength, 'x');
            QByteArray list = header + lineEnd + lineEnd;
            QStringList expected;
            const QByteArray separators[]
                = { lineEnd, " \t" + lineEnd, "\xC2\xA0" + lineEnd, lineEnd + lineEnd };
            for (int i = 0; list.size() < (10 << 20); ++i) {
                const QByteArray number = QByteArray::number(i);
                list += "We study paper " + number + lineEnd + "  and its wrapped lines, " + lineEnd
                    + "with café and 数学 " + number + "." + lineEnd;
                expected.append(QStringLiteral(
                    "We study paper %1 and its wrapped lines, with café and 数学 %1.")
                                    .arg(i));
                // Past 4 MB without blank lines, the rest is one paragraph of many lines.
                if (blankLinesInSecondHalf || list.size() < (4 << 20))
                    list += separators[i % 4];
            }

            const ReadResult result = PlainTextReader::read(list);
            QVERIFY(result.ok());
            QCOMPARE(result.collection.name, QString::fromLatin1(header));
            const QStringList abstracts = abstractsOf(result);
            if (blankLinesInSecondHalf) {
                QCOMPARE(abstracts, expected);
            } else {
                QVERIFY(abstracts.size() > 1000);
                QCOMPARE(abstracts.mid(0, 1000), expected.mid(0, 1000));
                // The paragraph of megabytes, cut where any abstract is (FieldText).
                QVERIFY(abstracts.last().size() > FieldText::longestParagraph / 2);
                QVERIFY(!abstracts.last().contains(QLatin1Char('\n')));
            }

            QByteArray given(list.constData(), list.size()); // a deep copy, taken over
            const ReadResult adopted
                = PlainTextReader::read(std::move(given), {}, AbstractStorage::InArena);
            QVERIFY(adopted.ok());
            QCOMPARE(adopted.collection.name, result.collection.name);
            QCOMPARE(adopted.abstracts.size(), abstracts.size());
            for (qsizetype i = 0; i < abstracts.size(); ++i)
                QCOMPARE(adopted.abstracts.at(i), abstracts.at(i));
        }
    }

    void stopsWhenProgressSaysCancel()
    {
        QByteArray big;
        for (int i = 0; i < 80000; ++i)
            big += "We propose a method that does something rather useful, at some length.\n\n";
        int calls = 0;
        const ReadResult result = PlainTextReader::read(big, [&](qint64 done, qint64 total) {
            ++calls;
            return done < total / 2;
        });
        QVERIFY(calls >= 1);
        QVERIFY(!result.ok());
        QCOMPARE(result.error.reason, ReadError::cancelledReason());
        QVERIFY(result.collection.papers.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlainTextReader)
#include "tst_plaintextreader.moc"
