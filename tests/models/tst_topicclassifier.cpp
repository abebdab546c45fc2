// SPDX-License-Identifier: GPL-3.0-or-later
#include "plainabstracts.h"
#include "testdata.h"
#include "text/textnormalizer.h"
#include "topicclassifiertestdata.h"
#include "topics/taxonomy.h"
#include "topics/topicclassifier.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QtConcurrent>

#include <algorithm>
#include <ctime>

class TestTopicClassifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void assignsTopicsResearchersAgreeWithToSeedPapers_data();
    void assignsTopicsResearchersAgreeWithToSeedPapers();
    void givesOneToThreeTopicsToEveryRealPaper();
    void coversNearlyAllNeurIpsPapers();
    void givesTheSameTopicsFromSplitTextAsFromText();
    void givesTheSameAnswersFromManyThreads();
    void measuresCoverageOnTheSharedCorpus();

private:
    Taxonomy m_taxonomy;
    QStringList m_seed;
};

void TestTopicClassifier::initTestCase()
{
    m_taxonomy = Taxonomy::builtIn();
    QVERIFY(m_taxonomy.size() >= 60);
    m_seed = readAbstracts(fixturePath(QStringLiteral("icml2025.txt")));
    QCOMPARE(m_seed.size(), 19);
}

void TestTopicClassifier::assignsTopicsResearchersAgreeWithToSeedPapers_data()
{
    // paper: 0-based position in the seed list. required: every id must be given;
    // acceptable: at least one of these must be given.
    QTest::addColumn<int>("paper");
    QTest::addColumn<QStringList>("required");
    QTest::addColumn<QStringList>("acceptable");
    auto row = [](const char *name, int paper, QStringList required, QStringList acceptable) {
        QTest::newRow(name) << paper << required << acceptable;
    };
    row("position paper on user studies for explainable AI", 0, { "interpretability" },
        { "interpretability", "humanai", "evaluation" });
    row("Diff-Instruct*: RLHF for one-step text-to-image diffusion", 1, { "diffusion", "rlhf" },
        { "diffusion" });
    row("multimodal diffusion on arbitrary state spaces", 2, { "diffusion" }, { "diffusion" });
    row("learning-augmented online knapsack", 3, {}, { "onlinelearning", "combinatorial" });
    row("axiomatic training of transformers for causal reasoning", 4, { "causal" },
        { "causal", "transformers", "llm" });
    row("MoMa: Mamba adapters for video understanding", 5, { "video" }, { "video", "ssm" });
    row("APM: all-atom multi-chain protein generation", 6, { "biology" }, { "biology" });
    row("node-guided contrastive multi-view graph clustering", 7, {},
        { "gnn", "clustering", "ssl" });
    row("3D Gaussian splatting for multi-view image compression", 8, {},
        { "lowlevel", "vision3d" });
    row("label noise re-balancing for imbalanced learning", 9, { "noisylabels" },
        { "noisylabels" });
    row("GenZSL: generative zero-shot learning", 10, { "fewshot" }, { "fewshot", "vae" });
    row("fine-tuning multiplicity of tabular LLMs", 11, {}, { "llm", "supervised", "finetuning" });
    row("reward-guided speculative decoding", 12, {}, { "efficiency", "llm" });
    row("how transformers learn hierarchical filtering", 13, {},
        { "transformers", "interpretability" });
    row("DexScale: simulated data for robot manipulation", 14, {},
        { "manipulation", "robotlearning" });
    row("length generalization via spectral filtering", 15, {},
        { "onlinelearning", "ssm", "timeseries", "learningtheory", "longcontext" });
    row("Model Swarms: swarm intelligence to adapt LLM experts", 16, { "llm" }, { "llm" });
    row("Residual TPP for event streams", 17, { "timeseries" }, { "timeseries" });
    row("memory layers at scale", 18, {}, { "llm", "efficiency", "moe" });
}

void TestTopicClassifier::assignsTopicsResearchersAgreeWithToSeedPapers()
{
    QFETCH(int, paper);
    QFETCH(QStringList, required);
    QFETCH(QStringList, acceptable);
    const TopicClassifier classifier(m_taxonomy);
    const QStringList given = topicIds(m_taxonomy, classifier.classify({}, m_seed.at(paper)));
    const QString message = QStringLiteral("given: %1").arg(given.join(u", "));
    for (const QString &id : required) {
        QVERIFY2(m_taxonomy.indexOfId(id) >= 0, qPrintable(id));
        QVERIFY2(given.contains(id), qPrintable(id + QStringLiteral(" missing; ") + message));
    }
    const bool anyAcceptable = std::any_of(acceptable.begin(), acceptable.end(),
        [&](const QString &id) { return given.contains(id); });
    QVERIFY2(anyAcceptable, qPrintable(message));
}

void TestTopicClassifier::givesOneToThreeTopicsToEveryRealPaper()
{
    const TopicClassifier classifier(m_taxonomy);
    for (const QString &abstract : std::as_const(m_seed)) {
        const QList<int> topics = classifier.classify({}, abstract);
        QVERIFY2(!topics.isEmpty() && topics.size() <= TopicClassifier::maxTopics,
            qPrintable(abstract.left(80)));
        QCOMPARE(QSet<int>(topics.begin(), topics.end()).size(), topics.size());
    }
}

void TestTopicClassifier::coversNearlyAllNeurIpsPapers()
{
    PAPERDESK_SHARED_FILE_OR_SKIP(path, "neurips2018-abstracts.txt");
    const TopicClassifier classifier(m_taxonomy);
    const QStringList papers = readAbstracts(path);
    QCOMPARE(papers.size(), 999);
    int covered = 0;
    for (const QString &abstract : papers) {
        const QList<int> topics = classifier.classify({}, abstract);
        QVERIFY(topics.size() <= TopicClassifier::maxTopics);
        for (int t : topics)
            QVERIFY(t >= 0 && t < m_taxonomy.size());
        covered += topics.isEmpty() ? 0 : 1;
    }
    // The goal is 97% (docs/topics.md): a lone weak word ("dataset") no longer gives a topic.
    QVERIFY2(covered >= 975, qPrintable(QString::number(covered)));
}

void TestTopicClassifier::givesTheSameTopicsFromSplitTextAsFromText()
{
    QStringList abstracts = m_seed;
    const QString neurips = QStringLiteral(PAPERDESK_SHARED_DATA "/neurips2018-abstracts.txt");
    if (QFileInfo::exists(neurips))
        abstracts += readAbstracts(neurips);
    const TopicClassifier classifier(m_taxonomy);
    int withTopics = 0;
    for (const QString &text : std::as_const(abstracts)) {
        // The first words stand in for a title, so that title phrases count double.
        const QString title = text.section(u' ', 0, 11);
        const QString abstract = text.section(u' ', 12);
        const QList<int> expected = classifier.classify(title, abstract);
        const SplitText split(classifier, title, abstract);
        QCOMPARE(split.classify(classifier), expected);
        QCOMPARE(split.classifyIds(classifier), expected);
        withTopics += expected.isEmpty() ? 0 : 1;
    }
    QVERIFY(withTopics >= abstracts.size() - abstracts.size() / 50);
}

void TestTopicClassifier::givesTheSameAnswersFromManyThreads()
{
    const TopicClassifier classifier(m_taxonomy);
    QStringList papers;
    for (int i = 0; i < 50; ++i)
        papers += m_seed;
    QList<QList<int>> sequential;
    for (const QString &p : std::as_const(papers))
        sequential << classifier.classify({}, p);
    const QList<QList<int>> parallel = QtConcurrent::blockingMapped(
        papers, [&classifier](const QString &p) { return classifier.classify({}, p); });
    QCOMPARE(parallel, sequential);
}

void TestTopicClassifier::measuresCoverageOnTheSharedCorpus()
{
    PAPERDESK_SHARED_FILE_OR_SKIP(path, "corpus-78k.jsonl.xz");
    if (QStandardPaths::findExecutable(QStringLiteral("xz")).isEmpty())
        QSKIP("xz is not installed");
    QProcess xz;
    xz.start(QStringLiteral("xz"), { QStringLiteral("-dc"), path });
    QVERIFY(xz.waitForFinished(120000));
    const QByteArray data = xz.readAllStandardOutput();
    QList<std::pair<QString, QString>> papers;
    for (const QByteArray &line : data.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (!o.isEmpty())
            papers.append({ o.value(QLatin1String("title")).toString(),
                o.value(QLatin1String("abstract")).toString() });
    }
    QVERIFY(papers.size() > 70000);

    const TopicClassifier classifier(m_taxonomy);
    QList<int> perTopic(m_taxonomy.size(), 0);
    qsizetype covered = 0;
    qsizetype assigned = 0;
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = threadCpuMs();
    for (const auto &[title, abstract] : std::as_const(papers)) {
        const QList<int> topics = classifier.classify(title, abstract);
        covered += topics.isEmpty() ? 0 : 1;
        assigned += topics.size();
        for (int t : topics)
            ++perTopic[t];
    }
    const qint64 ms = timer.elapsed();
    const double cpuMs = threadCpuMs() - cpuStart;
    QList<int> order(m_taxonomy.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return perTopic[a] > perTopic[b]; });
    const double n = double(papers.size());
    qInfo("corpus: %lld papers, one core", qlonglong(papers.size()));
    qInfo("with at least one topic: %.1f%%; topics per paper: %.2f", 100.0 * covered / n,
        assigned / n);
    qInfo("classification: %lld ms (%.2f s per 100,000 papers); CPU %.0f ms (%.2f s per 100,000)",
        qlonglong(ms), ms / n * 100000 / 1000, cpuMs, cpuMs / n * 100000 / 1000);
    for (int i = 0; i < 12; ++i)
        qInfo("  %5.1f%%  %s", 100.0 * perTopic[order[i]] / n,
            qPrintable(m_taxonomy.topic(order[i]).name));
    qInfo("  ... smallest: %.2f%% %s", 100.0 * perTopic[order.back()] / n,
        qPrintable(m_taxonomy.topic(order.back()).name));
    QVERIFY(covered >= 0.9 * n);
    QVERIFY(perTopic[order.front()] <= 0.25 * n);
}

QTEST_GUILESS_MAIN(TestTopicClassifier)
#include "tst_topicclassifier.moc"
