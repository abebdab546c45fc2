// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "text/textnormalizer.h"
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

namespace {

// Paragraphs after the header line, joined the way the plain-list reader joins them.
QStringList readAbstracts(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    QStringList paragraphs
        = text.split(QRegularExpression(QStringLiteral("\\n\\s*\\n")), Qt::SkipEmptyParts);
    if (!paragraphs.isEmpty())
        paragraphs.removeFirst();
    for (QString &p : paragraphs)
        p = p.simplified();
    return paragraphs;
}

// CPU time of this thread: unlike the wall clock, it does not grow when other processes share
// the cores, so a measurement on a busy machine still compares.
double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

QStringList topicIds(const Taxonomy &taxonomy, const QList<int> &topics)
{
    QStringList ids;
    for (int t : topics)
        ids << taxonomy.topic(t).id;
    return ids;
}

Taxonomy smallTaxonomy()
{
    QString error;
    const Taxonomy taxonomy = Taxonomy::fromJson(R"({"topics": [
        {"id": "diffusion", "name": "Diffusion models", "area": "Generative models",
         "phrases": {"diffusion model": 3, "text-to-image": 2}, "not": {"diffusion tensor": 4}},
        {"id": "rl", "name": "Reinforcement learning", "area": "RL",
         "phrases": {"reinforcement learning": 3, "policy": 1}},
        {"id": "weak", "name": "Weak", "area": "Other", "phrases": {"rarely": 1}}
    ]})",
        &error);
    Q_ASSERT_X(error.isEmpty(), "smallTaxonomy", qPrintable(error));
    return taxonomy;
}

// A taxonomy whose scores are easy to follow: each case of rulesOfScoring_data() adds up.
Taxonomy scoringTaxonomy()
{
    QString error;
    const Taxonomy taxonomy = Taxonomy::fromJson(R"({"topics": [
        {"id": "alpha", "name": "Alpha", "area": "A", "phrases": {"alpha": 1}, "minScore": 2},
        {"id": "beta", "name": "Beta", "area": "A", "phrases": {"beta": 3}},
        {"id": "gamma", "name": "Gamma", "area": "A", "phrases": {"gamma": 1}, "minScore": 2.5},
        {"id": "net", "name": "Networks", "area": "B", "phrases": {"neural network": 3}},
        {"id": "pruning", "name": "Pruning", "area": "B",
         "phrases": {"neural network pruning": 3, "pruning": 1}},
        {"id": "neural", "name": "Neural", "area": "B", "phrases": {"neural": 3}}
    ]})",
        &error);
    Q_ASSERT_X(error.isEmpty(), "scoringTaxonomy", qPrintable(error));
    return taxonomy;
}

// A title and an abstract as a search index chunk hands them over: ids into a table of the
// chunk's distinct tokens, with the classifier's id of each.
struct SplitText
{
    QList<qint32> tokenIds; ///< per table id
    QList<quint32> title;
    QList<quint32> abstract;

    SplitText(
        const TopicClassifier &classifier, const QString &titleText, const QString &abstractText)
    {
        QHash<QString, quint32> table;
        const auto split = [&](const QString &text, QList<quint32> &ids) {
            const QString folded = TextNormalizer::fold(text);
            TextNormalizer::forEachToken(folded, [&](qsizetype start, qsizetype length) {
                const QString token = folded.mid(start, length);
                auto it = table.constFind(token);
                if (it == table.constEnd()) {
                    it = table.insert(token, quint32(tokenIds.size()));
                    tokenIds.append(classifier.tokenId(std::u16string_view(
                        reinterpret_cast<const char16_t *>(token.utf16()), size_t(length))));
                }
                ids.append(*it);
            });
        };
        split(titleText, title);
        split(abstractText, abstract);
    }

    QList<int> classify(const TopicClassifier &classifier) const
    {
        return classifier.classify(tokenIds.constData(),
            { title.constData(), title.constData() + title.size() },
            { abstract.constData(), abstract.constData() + abstract.size() });
    }

    QList<int> classifyIds(const TopicClassifier &classifier) const
    {
        TopicClassifier::TokenIds ids;
        for (quint32 id : title)
            ids.append(tokenIds[id]);
        const qsizetype titleEnd = ids.size();
        ids.append(-1);
        for (quint32 id : abstract)
            ids.append(tokenIds[id]);
        return classifier.classify(ids, titleEnd);
    }
};

} // namespace

class TestTopicClassifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void assignsTopicsResearchersAgreeWithToSeedPapers_data();
    void assignsTopicsResearchersAgreeWithToSeedPapers();
    void givesOneToFourTopicsToEveryRealPaper();
    void coversNearlyAllNeurIpsPapers();
    void givesNoTopicWithoutText_data();
    void givesNoTopicWithoutText();
    void matchesPhrasesAcrossCasePluralsAndHyphens_data();
    void matchesPhrasesAcrossCasePluralsAndHyphens();
    void letsNegativePhrasesCancelATopic();
    void ordersTopicsBestFirst();
    void keepsTheStrongestWeakTopicRatherThanNone();
    void rulesOfScoring_data();
    void rulesOfScoring();
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

void TestTopicClassifier::givesOneToFourTopicsToEveryRealPaper()
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
    QVERIFY2(covered >= 990, qPrintable(QString::number(covered)));
}

void TestTopicClassifier::givesNoTopicWithoutText_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("abstract");
    QTest::newRow("empty title and abstract") << QString() << QString();
    QTest::newRow("only whitespace and punctuation")
        << QStringLiteral(" \n") << QStringLiteral("?!.");
    QTest::newRow("words no topic mentions")
        << QString() << QStringLiteral("The cat sat on a mat.");
}

void TestTopicClassifier::givesNoTopicWithoutText()
{
    QFETCH(QString, title);
    QFETCH(QString, abstract);
    const TopicClassifier classifier(smallTaxonomy());
    QCOMPARE(classifier.classify(title, abstract), QList<int>());
}

void TestTopicClassifier::matchesPhrasesAcrossCasePluralsAndHyphens_data()
{
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("topic");
    QTest::newRow("plural and capitals")
        << QStringLiteral("Diffusion Models are great.") << QStringLiteral("diffusion");
    QTest::newRow("hyphen written as spaces")
        << QStringLiteral("a text to image system") << QStringLiteral("diffusion");
    QTest::newRow("accented letters fold")
        << QStringLiteral("Réinforcement léarning works") << QStringLiteral("rl");
}

void TestTopicClassifier::matchesPhrasesAcrossCasePluralsAndHyphens()
{
    QFETCH(QString, abstract);
    QFETCH(QString, topic);
    const Taxonomy taxonomy = smallTaxonomy();
    const TopicClassifier classifier(taxonomy);
    QCOMPARE(topicIds(taxonomy, classifier.classify({}, abstract)), QStringList { topic });
}

void TestTopicClassifier::letsNegativePhrasesCancelATopic()
{
    const TopicClassifier classifier(smallTaxonomy());
    QCOMPARE(classifier.classify({}, QStringLiteral("Diffusion tensor imaging of the brain.")),
        QList<int>());
}

void TestTopicClassifier::ordersTopicsBestFirst()
{
    const Taxonomy taxonomy = smallTaxonomy();
    const TopicClassifier classifier(taxonomy);
    // Reinforcement learning is in the title (counts double), diffusion only in the abstract.
    const QStringList ids = topicIds(taxonomy,
        classifier.classify(QStringLiteral("Reinforcement learning for everything"),
            QStringLiteral("We fine-tune a diffusion model.")));
    QCOMPARE(ids, (QStringList { QStringLiteral("rl"), QStringLiteral("diffusion") }));
}

void TestTopicClassifier::keepsTheStrongestWeakTopicRatherThanNone()
{
    const Taxonomy taxonomy = smallTaxonomy();
    const TopicClassifier classifier(taxonomy);
    QCOMPARE(topicIds(taxonomy, classifier.classify({}, QStringLiteral("This happens rarely."))),
        QStringList { QStringLiteral("weak") });
}

void TestTopicClassifier::rulesOfScoring_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QStringList>("topics");
    const auto row
        = [](const char *name, const char *title, const char *abstract, QStringList topics) {
              QTest::newRow(name) << QString::fromLatin1(title) << QString::fromLatin1(abstract)
                                  << topics;
          };
    row("one mention of a weak phrase is below its topic's minimum", "", "beta alpha", { "beta" });
    row("two mentions add half the weight", "", "beta alpha alpha", { "beta" });
    row("three mentions add the weight again", "", "beta alpha alpha alpha", { "beta", "alpha" });
    row("a mention in the title counts twice", "Alpha", "beta alpha", { "beta", "alpha" });
    row("repeats beyond two add nothing", "", "beta gamma gamma gamma gamma gamma gamma",
        { "beta" });
    row("phrases inside longer phrases count too", "", "neural network pruning",
        { "pruning", "net", "neural" });
    row("no phrase runs from the title into the abstract", "Neural", "network", { "neural" });
    row("equal scores keep the taxonomy's order", "", "neural beta", { "beta", "neural" });
    row("at most four topics, the best", "", "alpha beta alpha neural network pruning alpha",
        { "pruning", "beta", "net", "neural" });
}

void TestTopicClassifier::rulesOfScoring()
{
    QFETCH(QString, title);
    QFETCH(QString, abstract);
    QFETCH(QStringList, topics);
    const Taxonomy taxonomy = scoringTaxonomy();
    const TopicClassifier classifier(taxonomy);
    const QList<int> given = classifier.classify(title, abstract);
    QCOMPARE(topicIds(taxonomy, given), topics);
    const SplitText split(classifier, title, abstract);
    QCOMPARE(split.classify(classifier), given);
    QCOMPARE(split.classifyIds(classifier), given);
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
