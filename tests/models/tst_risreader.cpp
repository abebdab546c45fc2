// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "formats/risreader.h"
#include "readertablechecks.h"
#include "testdata.h"

#include <QTest>

class TestRisReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAPublisherExport()
    {
        const ReadResult result = CollectionReader::readFile(fixturePath("papers.ris"));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("ris"));
        QCOMPARE(result.collection.papers.size(), 2);
        QCOMPARE(result.skipped, 1); // the record with a year only
        QVERIFY(result.warnings.isEmpty());

        const Paper &first = result.collection.papers.at(0);
        QCOMPARE(first.title, QStringLiteral("Deep Residual Learning for Image Recognition"));
        QCOMPARE(first.authors,
            (QStringList { "Kaiming He", "Xiangyu Zhang", "Shaoqing Ren", "Jian Sun" }));
        QCOMPARE(first.year, 2016);
        QCOMPARE(first.keywords.mid(0, 2), (QStringList { "Training", "Degradation" }));
        QCOMPARE(first.venue,
            QStringLiteral(
                "2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)"));
        QCOMPARE(first.links,
            (QStringList { "https://doi.org/10.1109/CVPR.2016.90",
                "https://ieeexplore.ieee.org/document/7780459" }));
        // The wrapped abstract's second line continues it.
        QVERIFY(first.abstract.startsWith(QLatin1String("Deeper neural networks")));
        QVERIFY(first.abstract.endsWith(QLatin1String("previously.\nWe explicitly reformulate "
                                                      "the layers as learning residual functions "
                                                      "with reference to the layer inputs, "
                                                      "instead of learning unreferenced "
                                                      "functions.")));

        const Paper &second = result.collection.papers.at(1);
        QCOMPARE(second.title, QStringLiteral("Attention Is All You Need"));
        QCOMPARE(second.authors, (QStringList { "Ashish Vaswani", "Noam Shazeer" }));
        QCOMPARE(second.venue, QStringLiteral("Advances in Neural Information Processing Systems"));
        QCOMPARE(second.year, 2017);
        QCOMPARE(second.sourceKey, QStringLiteral("vaswani2017"));
        // javascript: is never a link.
        QCOMPARE(second.links,
            QStringList { "https://papers.nips.cc/paper/7181-attention-is-all-you-need.pdf" });
    }

    void readsFieldsAsExportsWriteThem_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("venue");
        QTest::newRow("one space before the hyphen and LF lines")
            << QByteArray("TY - JOUR\nTI - A title\nJO - Journal\nER -\n") << "A title"
            << "Journal";
        QTest::newRow("T2 wins over JO whatever their order")
            << QByteArray("TY  - CONF\nJO  - Short\nT2  - Long Name\nTI  - T\nER  - \n") << "T"
            << "Long Name";
        QTest::newRow("title wrapped over two lines")
            << QByteArray("TY  - CONF\nTI  - A long\n  title\nER  - \n") << "A long title"
            << "";
        QTest::newRow("the first of TI and T1 is the title")
            << QByteArray("TY  - CONF\nT1  - First\nTI  - Second\nER  - \n") << "First"
            << "";
    }

    void readsFieldsAsExportsWriteThem()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, title);
        QFETCH(QString, venue);
        const ReadResult result = RisReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 1);
        QCOMPARE(result.collection.papers.first().title, title);
        QCOMPARE(result.collection.papers.first().venue, venue);
    }

    void keepsACutOffLastRecordWithAWarning()
    {
        const ReadResult result = CollectionReader::readBytes(
            "TY  - CONF\nTI  - Whole\nER  - \n\nTY  - CONF\nTI  - Cut off\nAB  - Half an ab",
            "/x/list.ris");
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 2);
        QCOMPARE(result.collection.papers.at(1).abstract, QStringLiteral("Half an ab"));
        QCOMPARE(result.warnings.size(), 1);
        QCOMPARE(result.warnings.first().toString(),
            QStringLiteral("list.ris, line 5, column 1: the last record has no ER  - line; the "
                           "file may be cut off"));
    }

    void reportsMalformedInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("field before the first TY")
            << QByteArray("TY  - CONF\nTI  - A\nER  - \nTI  - Stray\n")
            << "list.ris, line 4, column 1: a TI field outside a record (each record begins with "
               "a TY  - line)";
        QTest::newRow("text between records")
            << QByteArray("TY  - CONF\nTI  - A\nER  - \n\nSome notes\n")
            << "list.ris, line 5, column 1: text outside a record (RIS records run from a TY  - "
               "line to an ER  - line)";
        QTest::newRow("a record that never ends before the next")
            << QByteArray("TY  - CONF\r\nTI  - A\r\nTY  - CONF\r\nTI  - B\r\nER  - \r\n")
            << "list.ris, line 3, column 1: a new record (TY) begins before the record of line 1 "
               "ended with ER  -";
        QTest::newRow("records without title or abstract")
            << QByteArray("TY  - CONF\nPY  - 2020\nER  - \n")
            << "list.ris: no papers found (1 record(s) had neither a title nor an abstract)";
    }

    void reportsMalformedInput() { checkMalformedInput(QStringLiteral("/some/folder/list.ris")); }

    void isSniffedFromContent_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        QTest::newRow("RIS named .txt")
            << QByteArray("\xEF\xBB\xBF\r\nTY  - JOUR\r\nER  - \r\n") << "l.txt"
            << "ris";
        QTest::newRow("plain list starting with TY")
            << QByteArray("TY - the list\n\nAn abstract.") << "l.txt"
            << "txt";
        QTest::newRow(".ris with junk first decides for RIS")
            << QByteArray("Exported today\nTY  - JOUR\n") << "l.ris"
            << "ris";
    }

    void isSniffedFromContent() { checkSniffedFormat(); }
};

QTEST_GUILESS_MAIN(TestRisReader)
#include "tst_risreader.moc"
