// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "phrases/distinctivephrases.h"
#include "phrases/phrasebackground.h"
#include "phrases/phrasecounter.h"
#include "testdata.h"
#include "topics/taxonomy.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class TestDistinctivePhrases : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsPapersNotOccurrences();
    void phrasesStopAtFunctionWordsAndTheTitle();
    void sampleReadsEveryKthPaper();
    void backgroundReadsTheShippedTable();
    void backgroundRejectsMalformedLines_data();
    void backgroundRejectsMalformedLines();
    void rankPrefersWhatTheBackgroundLacks();
    void rankKeepsOneOfNestedPhrases();
    void namesTheFieldsOfAnNlpList();
    void rankAsksMoreOfASmallList_data();
    void rankAsksMoreOfASmallList();
    void showsOnlyWhatSeveralPapersOfASmallListShare();

private:
    LoadedCollectionPtr load(const QStringList &abstracts);
    QTemporaryDir m_dir;
};

LoadedCollectionPtr TestDistinctivePhrases::load(const QStringList &abstracts)
{
    const QString path = m_dir.filePath(QStringLiteral("list.txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write("Phrases test list\n");
    for (const QString &abstract : abstracts)
        file.write("\n" + abstract.toUtf8() + "\n");
    file.close();
    return CollectionLoader::load(path, Taxonomy::builtIn()).collection;
}

static qsizetype papersWith(const PhraseCounter::Counts &counts, const QString &text)
{
    for (const PhraseCount &phrase : counts.phrases) {
        if (phrase.text == text)
            return phrase.papers;
    }
    return 0;
}

void TestDistinctivePhrases::countsPapersNotOccurrences()
{
    const LoadedCollectionPtr list = load({
        QStringLiteral("Question answering over tables. Question answering is hard."),
        QStringLiteral("We study open question answering with retrieval of passages."),
        QStringLiteral("Graph neural networks for molecules and question answering."),
        QStringLiteral("Graph neural networks scale to large graphs."),
    });
    QVERIFY(list);
    PhraseCounter::Options options;
    options.minPapers = 2;
    const auto counts = PhraseCounter::count(list->index, Bitset(list->size(), true), options);
    QCOMPARE(counts.papersRead, 4);
    QCOMPARE(papersWith(counts, QStringLiteral("question answering")), 3);
    QCOMPARE(papersWith(counts, QStringLiteral("graph neural networks")), 2);
    QCOMPARE(papersWith(counts, QStringLiteral("graph")), 2);
    // In one paper only: below minPapers.
    QCOMPARE(papersWith(counts, QStringLiteral("retrieval")), 0);

    Bitset firstTwo(list->size());
    firstTwo.set(0);
    firstTwo.set(1);
    const auto some = PhraseCounter::count(list->index, firstTwo, options);
    QCOMPARE(papersWith(some, QStringLiteral("question answering")), 2);
    QCOMPARE(papersWith(some, QStringLiteral("graph")), 0);
}

void TestDistinctivePhrases::phrasesStopAtFunctionWordsAndTheTitle()
{
    const LoadedCollectionPtr list = load({
        QStringLiteral("The bag of words model of the text in 2024. Results of the study."),
        QStringLiteral("A bag of words model of the corpus in 2024. Results of the study."),
    });
    QVERIFY(list);
    PhraseCounter::Options options;
    options.minPapers = 2;
    const auto counts = PhraseCounter::count(list->index, Bitset(list->size(), true), options);
    QCOMPARE(papersWith(counts, QStringLiteral("bag of words")), 2);
    QCOMPARE(papersWith(counts, QStringLiteral("words model")), 2);
    for (const QString &left : { QStringLiteral("of the"), QStringLiteral("the"),
             QStringLiteral("2024"), QStringLiteral("of"), QStringLiteral("results of") }) {
        QCOMPARE(papersWith(counts, left), 0);
    }
}

void TestDistinctivePhrases::sampleReadsEveryKthPaper()
{
    QStringList abstracts;
    for (int i = 0; i < 10; ++i)
        abstracts << QStringLiteral("Machine translation paper number %1.").arg(i);
    const LoadedCollectionPtr list = load(abstracts);
    QVERIFY(list);
    PhraseCounter::Options options;
    options.maxPapers = 4;
    const auto counts = PhraseCounter::count(list->index, Bitset(list->size(), true), options);
    QCOMPARE(counts.papersInRows, 10);
    QCOMPARE(counts.papersRead, 4); // rows 0, 3, 6, 9
    QCOMPARE(papersWith(counts, QStringLiteral("machine translation")), 4);
}

void TestDistinctivePhrases::backgroundReadsTheShippedTable()
{
    const PhraseBackground &background = PhraseBackground::builtIn();
    QCOMPARE(background.papers(), 77990);
    QVERIFY(background.phraseCount() > 10000);
    QVERIFY(background.papersWith(QStringLiteral("paper")) > 30000);
    // Rarer than the table's minimum (20): half of it.
    QCOMPARE(background.papersWith(QStringLiteral("no such phrase here")), 10.0);
}

void TestDistinctivePhrases::backgroundRejectsMalformedLines_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("no header") << QByteArray("learning\t5\n")
                               << QStringLiteral("line 1: expected \"papers<TAB>N<TAB>min<TAB>M\"");
    QTest::newRow("no count") << QByteArray("papers\t10\tmin\t2\nlearning\t5\nmodel\n")
                              << QStringLiteral("line 3: expected \"phrase<TAB>papers\"");
    QTest::newRow("zero") << QByteArray("papers\t10\tmin\t2\nlearning\t0\n")
                          << QStringLiteral("line 2: expected \"phrase<TAB>papers\"");
}

void TestDistinctivePhrases::backgroundRejectsMalformedLines()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    QBuffer buffer(&text);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    PhraseBackground background;
    QString message;
    QVERIFY(!background.read(buffer, &message));
    QCOMPARE(message, error);
    QCOMPARE(background.papers(), 0);
}

void TestDistinctivePhrases::rankPrefersWhatTheBackgroundLacks()
{
    QByteArray table("papers\t1000\tmin\t5\nlearning\t400\nmodel\t300\n");
    QBuffer buffer(&table);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    PhraseBackground background;
    QString error;
    QVERIFY(background.read(buffer, &error));
    PhraseCounter::Counts counts;
    counts.papersRead = counts.papersInRows = 100;
    counts.phrases = { { QStringLiteral("learning"), 60 }, { QStringLiteral("model"), 20 },
        { QStringLiteral("parsing"), 10 }, { QStringLiteral("dialogue"), 30 } };
    const QList<PhraseCount> ranked = DistinctivePhrases::rank(counts, background, 10);
    QStringList texts;
    for (const PhraseCount &phrase : ranked)
        texts << phrase.text;
    // learning: 60% here, 40% there, not twice as often; model: less often than there.
    QCOMPARE(texts, QStringList({ QStringLiteral("dialogue"), QStringLiteral("parsing") }));
}

void TestDistinctivePhrases::rankKeepsOneOfNestedPhrases()
{
    PhraseCounter::Counts counts;
    counts.papersRead = counts.papersInRows = 100;
    counts.phrases
        = { { QStringLiteral("question answering"), 40 }, { QStringLiteral("answering"), 42 },
              { QStringLiteral("question"), 80 }, { QStringLiteral("answering questions"), 5 } };
    const QList<PhraseCount> ranked
        = DistinctivePhrases::rank(counts, PhraseBackground::builtIn(), 10);
    QStringList texts;
    for (const PhraseCount &phrase : ranked)
        texts << phrase.text;
    QVERIFY2(texts.contains(QStringLiteral("question answering")), qPrintable(texts.join(u',')));
    // Found with "question answering" nearly always: the same thing said twice.
    QVERIFY2(!texts.contains(QStringLiteral("answering")), qPrintable(texts.join(u',')));
    // "question" is in twice as many papers: it says more than the pair.
    QVERIFY2(texts.contains(QStringLiteral("question")), qPrintable(texts.join(u',')));
}

void TestDistinctivePhrases::namesTheFieldsOfAnNlpList()
{
    const QString path = QStringLiteral(PAPERDESK_SHARED_DATA "/acl2021-papercopilot.json");
    if (!QFile::exists(path))
        QSKIP(qPrintable(QStringLiteral("shared data not found: ") + path));
    const LoadedCollectionPtr list = CollectionLoader::load(path, Taxonomy::builtIn()).collection;
    QVERIFY(list);
    QElapsedTimer timer;
    timer.start();
    const auto result = DistinctivePhrases::find(
        list->index, Bitset(list->size(), true), PhraseBackground::builtIn());
    const qint64 ms = timer.elapsed();
    QStringList texts;
    for (const PhraseCount &phrase : result.phrases)
        texts << QStringLiteral("%1 (%2)").arg(phrase.text).arg(phrase.papers);
    qInfo(
        "%lld ms for %lld papers: %s", ms, qlonglong(list->size()), qPrintable(texts.join(u", ")));
    QCOMPARE(result.phrases.size(), 50);
    QVERIFY(!result.estimated);
    const QString shown = texts.join(u'|');
    for (const char *expected :
        { "machine translation", "question answering", "named entity recognition", "dialogue" })
        QVERIFY2(shown.contains(QLatin1String(expected)), expected);
    // Pieces of "Named Entity Recognition (NER)" and "question answering (QA)".
    QVERIFY2(!shown.contains(QLatin1String("recognition ner")), qPrintable(shown));
    QVERIFY2(!shown.contains(QLatin1String("answering qa")), qPrintable(shown));
}

void TestDistinctivePhrases::rankAsksMoreOfASmallList_data()
{
    // Counts of the bundled ICML 2025 list (19 papers), against the shipped background.
    QTest::addColumn<QString>("phrase");
    QTest::addColumn<int>("papers");
    QTest::addColumn<int>("listPapers");
    QTest::addColumn<bool>("shown");
    // In 42% of the list and 7% of the background: more, but a common verb, not a subject.
    QTest::newRow("a common verb in 8 of 19") << "achieves" << 8 << 19 << false;
    // 2 of 19 against 0.13%: likely enough by chance among the list's thousand phrases.
    QTest::newRow("a rare phrase in 2 of 19") << "experiments on multiple" << 2 << 19 << false;
    // The same shares in a list of 700 papers are no chance.
    QTest::newRow("a rare phrase in 74 of 700") << "experiments on multiple" << 74 << 700 << true;
    QTest::newRow("a phrase the background lacks, 4 of 19")
        << "explainable ai user studies" << 4 << 19 << true;
}

void TestDistinctivePhrases::rankAsksMoreOfASmallList()
{
    QFETCH(QString, phrase);
    QFETCH(int, papers);
    QFETCH(int, listPapers);
    QFETCH(bool, shown);
    PhraseCounter::Counts counts;
    counts.papersRead = counts.papersInRows = listPapers;
    counts.phrases.append({ phrase, papers });
    bool found = false;
    for (const PhraseCount &ranked :
        DistinctivePhrases::rank(counts, PhraseBackground::builtIn(), 50))
        found = found || ranked.text == phrase;
    QCOMPARE(found, shown);
}

void TestDistinctivePhrases::showsOnlyWhatSeveralPapersOfASmallListShare()
{
    const LoadedCollectionPtr list
        = CollectionLoader::load(fixturePath(QStringLiteral("icml2025.txt")), Taxonomy::builtIn())
              .collection;
    QVERIFY(list);
    QCOMPARE(list->size(), 19);
    const auto result = DistinctivePhrases::find(
        list->index, Bitset(list->size(), true), PhraseBackground::builtIn());
    QStringList texts;
    for (const PhraseCount &phrase : result.phrases)
        texts << QStringLiteral("%1 (%2)").arg(phrase.text).arg(phrase.papers);
    qInfo("%s", qPrintable(texts.join(u", ")));
    QCOMPARE(result.papers, qsizetype(19));
    // Nineteen papers on nineteen subjects: a phrase two of them share, or a verb many use,
    // is no subject of the list.
    for (const PhraseCount &phrase : result.phrases)
        QVERIFY2(phrase.papers >= 3, qPrintable(texts.join(u", ")));
    QVERIFY2(!texts.join(u'|').contains(QLatin1String("achieves")), qPrintable(texts.join(u", ")));
    QVERIFY2(result.phrases.size() <= 10, qPrintable(texts.join(u", ")));
}

QTEST_GUILESS_MAIN(TestDistinctivePhrases)
#include "tst_distinctivephrases.moc"
