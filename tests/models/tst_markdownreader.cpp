// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "formats/markdownreader.h"
#include "readertablechecks.h"
#include "testdata.h"

#include <QTest>

class TestMarkdownReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAnAwesomeList()
    {
        const ReadResult result = CollectionReader::readFile(fixturePath("awesome-papers.md"));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.format, QStringLiteral("md"));
        // The table of contents, the badge, the javascript: item and the code block are no
        // papers.
        QCOMPARE(result.collection.papers.size(), 3);

        const Paper &survey = result.collection.papers.at(0);
        QCOMPARE(survey.title,
            QStringLiteral("Diffusion Models: A Comprehensive Survey of Methods and Applications"));
        QCOMPARE(survey.links, QStringList { "https://arxiv.org/abs/2209.00796" });
        QCOMPARE(survey.year, 2023);
        QCOMPARE(survey.keywords, QStringList { "Surveys" }); // the heading above it
        QCOMPARE(survey.abstract,
            QStringLiteral("Diffusion models have emerged as a powerful new family of deep "
                           "generative models with record-breaking performance in many "
                           "applications."));

        const Paper &ddpm = result.collection.papers.at(1);
        QCOMPARE(ddpm.title, QStringLiteral("Denoising Diffusion Probabilistic Models"));
        QCOMPARE(ddpm.links,
            (QStringList {
                "https://arxiv.org/abs/2006.11239", "https://github.com/hojonathanho/diffusion" }));
        QCOMPARE(ddpm.year, 2020);
        QCOMPARE(ddpm.keywords, QStringList { "Image Generation" });
        QVERIFY(ddpm.abstract.startsWith(QLatin1String("We present high quality image")));
        QVERIFY(ddpm.abstract.endsWith(QLatin1String("nonequilibrium thermodynamics.")));

        const Paper &ldm = result.collection.papers.at(2);
        QCOMPARE(ldm.title,
            QStringLiteral("High-Resolution Image Synthesis with Latent Diffusion Models"));
        QCOMPARE(ldm.year, 2022);
        QVERIFY2(
            ldm.abstract.startsWith(QLatin1String("By decomposing")), qPrintable(ldm.abstract));
        QVERIFY(ldm.abstract.endsWith(QLatin1String("synthesis results.")));
    }

    void readsItemShapes_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QStringList>("links");
        QTest::newRow("badge inside the link text") << QByteArray(
            "- **Title A** [![arXiv](https://img.shields.io/b.svg)](https://arxiv.org/abs/1)\n")
                                                    << "Title A"
                                                    << QStringList { "https://arxiv.org/abs/1" };
        QTest::newRow("numbered item with a parenthesis")
            << QByteArray("3) [Title B](https://x.org/b)\n") << "Title B"
            << QStringList { "https://x.org/b" };
        QTest::newRow("URL with parentheses")
            << QByteArray("+ [Title C](https://en.wikipedia.org/wiki/C_(language))\n") << "Title C"
            << QStringList { "https://en.wikipedia.org/wiki/C_(language)" };
        QTest::newRow("emphasis and code marks in the title")
            << QByteArray("- [*`Title`* **D**](https://x.org/d)\n") << "Title D"
            << QStringList { "https://x.org/d" };
    }

    void readsItemShapes()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, title);
        QFETCH(QStringList, links);
        const ReadResult result = MarkdownReader::read(input);
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.collection.papers.size(), 1);
        QCOMPARE(result.collection.papers.first().title, title);
        QCOMPARE(result.collection.papers.first().links, links);
    }

    void reportsMalformedInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("link target never closed")
            << QByteArray("# Papers\n\n- [A](https://x.org/a)\n- [B](https://x.org/b\n")
            << "list.md, line 4, column 6: a link's target is never closed: \"](\" without its "
               "\")\"";
        QTest::newRow("only a table of contents")
            << QByteArray("# Papers\n\n- [Intro](#intro)\n- [Usage](#usage)\n")
            << "list.md: no papers found";
        QTest::newRow("bare links without text")
            << QByteArray("- [](https://x.org/a)\n")
            << "list.md: no papers found (1 record(s) had neither a title nor an abstract)";
    }

    void reportsMalformedInput() { checkMalformedInput(QStringLiteral("/x/list.md")); }

    void isSniffedFromContent_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        QTest::newRow("awesome list named .txt")
            << QByteArray("# List\n\nIntro.\n\n* [T](https://x.org)\n") << "l.txt"
            << "md";
        QTest::newRow("plain list with a heading mark")
            << QByteArray("# ICML 2025\n\nWe study - [a] (b) things.\n") << "l.txt"
            << "txt";
        QTest::newRow(".md without list links decides for Markdown")
            << QByteArray("# Notes\n\nNothing yet.\n") << "l.md"
            << "md";
    }

    void isSniffedFromContent() { checkSniffedFormat(); }
};

QTEST_GUILESS_MAIN(TestMarkdownReader)
#include "tst_markdownreader.moc"
