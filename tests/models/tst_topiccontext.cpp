// SPDX-License-Identifier: GPL-3.0-or-later
// Topics that need context: the false positives single words once gave, the fields of NLP and
// vision lists, and phrases named only as a baseline.
#include "topics/taxonomy.h"
#include "topics/topicclassifier.h"

#include <QTest>

namespace {

QStringList topicIds(const Taxonomy &taxonomy, const QList<int> &topics)
{
    QStringList ids;
    for (int t : topics)
        ids << taxonomy.topic(t).id;
    return ids;
}

} // namespace

class TestTopicContext : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void givesTheNamedFalsePositivesNoTopic_data();
    void givesTheNamedFalsePositivesNoTopic();
    void splitsNlpListsIntoTheirFields_data();
    void splitsNlpListsIntoTheirFields();
    void ignoresAPhraseMentionedOnlyAsABaseline();

private:
    Taxonomy m_taxonomy;
};

void TestTopicContext::initTestCase()
{
    m_taxonomy = Taxonomy::builtIn();
    QVERIFY(!m_taxonomy.isEmpty());
}

void TestTopicContext::givesTheNamedFalsePositivesNoTopic_data()
{
    // Real abstracts (trimmed) whose single words once gave a wrong topic.
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("wrong");
    QTest::newRow("causal mechanism is no actuator")
        << "From the point of view of causal modeling, the structure of each distribution is "
           "induced by physical mechanisms that give rise to dependences between observables. "
           "We propose an algorithm that recovers a set of independent causal mechanisms."
        << "robotdesign";
    QTest::newRow("a learning mechanism is no actuator")
        << "We identify the mechanism behind in-context learning in transformers: an induction "
           "head mechanism copies earlier tokens, and a second mechanism aggregates them."
        << "robotdesign";
    QTest::newRow("neuro-symbolic is no theorem proving")
        << "We present a neuro-symbolic model for visual question answering that parses the "
           "question into a program over the scene and answers questions about images."
        << "programs";
    QTest::newRow("two benchmark datasets make no benchmark paper")
        << "We propose a graph contrastive method for recommendation. Experiments on two "
           "benchmark datasets show that the recommender outperforms strong baselines."
        << "evaluation";
    QTest::newRow("an LSTM baseline makes no recurrent model")
        << "We propose a transformer for neural machine translation. Compared with an LSTM "
           "baseline, our model improves the BLEU score of the translations by two points."
        << "ssm";
    // Words that name a subject only in context, and phrases a narrower leaf owns.
    QTest::newRow("fault diagnosis of robots is no health")
        << "One approach to deal with such failures is diagnosis, where the true world state is "
           "determined by identifying a set of faults based on sensed observations. We present "
           "a novel approach to explanatory diagnosis, based on the assumption that most "
           "failures occur due to some robot hardware failure. We apply diagnosis as planning "
           "with a top-k planning approach, and evaluate it with mobile robots in a logistics "
           "scenario."
        << "health";
    QTest::newRow("a hospital as a setting is no health")
        << "We explain unachievable robot tasks in natural language. The supported language and "
           "logical capabilities are illustrated using examples involving a robot assistant in "
           "a hospital."
        << "health";
    QTest::newRow("a neural ODE is no physics")
        << "Specifically, the proposed NORMAL model designs a time-aware neural ODE block to "
           "learn task-specific time information for multi-task learning."
        << "science";
    QTest::newRow("a physics simulation for robots is no physics")
        << "The key aspects of a good simulator, an accurate physics simulation and realistic "
           "graphical rendering system, are also central to modern computer games. The "
           "simulator is capable of simulating multiple robots for navigation."
        << "science";
    QTest::newRow("scale misalignment of images is no AI safety")
        << "To fully leverage reference information across multiple scales and enhance "
           "robustness to scale misalignment, we develop the MSDA module for reference-based "
           "image super-resolution. It corrects minor scale misalignment and brings "
           "robustness to large scale misalignment."
        << "safety";
    QTest::newRow("spelling correction is no morphology")
        << "Chinese spelling correction (CSC) is a task to detect and correct spelling errors in "
           "texts. We propose a pre-trained masked language model with misspelled knowledge "
           "for CSC, which learns how to correct spelling errors."
        << "morphology";
    QTest::newRow("the question a paper asks is no question answering")
        << "How do previous decisions influence the outcome of a new case? Answering this "
           "question is crucial for guaranteeing fairness. We are the first to approach this "
           "question computationally, modelling it as a case outcome classification task."
        << "qa";
    QTest::newRow("tactile sensors belong to tactile sensing, not robot perception")
        << "This paper introduces a new designed modular tactile sensing dexterous hand for "
           "domestic service robots. The tactile sensor unit with new structure can help to "
           "decrease sensor number and keep a good sensing ability."
        << "robotperception";
}

void TestTopicContext::givesTheNamedFalsePositivesNoTopic()
{
    QFETCH(QString, abstract);
    QFETCH(QString, wrong);
    const TopicClassifier classifier(m_taxonomy);
    const QStringList given = topicIds(m_taxonomy, classifier.classify({}, abstract));
    QVERIFY2(!given.isEmpty(), "no topic at all");
    QVERIFY2(!given.contains(wrong), qPrintable(given.join(u", ")));
}

void TestTopicContext::splitsNlpListsIntoTheirFields_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("narrow");
    QTest::newRow("machine translation") << "Multi-Hop Transformer for Document-Level Machine "
                                            "Translation"
                                         << "mt";
    QTest::newRow("dialogue") << "Fast and Scalable Dialogue State Tracking"
                              << "dialogue";
    QTest::newRow("question answering") << "Efficient Passage Retrieval for Open-domain Question "
                                           "Answering"
                                        << "qa";
    QTest::newRow("summarization") << "Improving Faithfulness in Abstractive Summarization"
                                   << "summarization";
    QTest::newRow("named entities") << "Enhancing Entity Boundary Detection for Chinese Named "
                                       "Entity Recognition"
                                    << "ner";
    QTest::newRow("sentiment") << "Aspect-based Sentiment Analysis with Graph Convolutional "
                                  "Networks"
                               << "sentiment";
    QTest::newRow("parsing") << "N-ary Constituent Tree Parsing with a Semi-Markov Model"
                             << "parsing";
    QTest::newRow("coreference") << "End-to-End AMR Coreference Resolution"
                                 << "discourse";
    QTest::newRow("person re-id") << "Part-aligned features for person re-identification"
                                  << "reid";
    QTest::newRow("recommendation") << "Intent-aware Recommendation via Graph Contrastive "
                                       "Learning"
                                    << "recsys";
}

void TestTopicContext::splitsNlpListsIntoTheirFields()
{
    QFETCH(QString, title);
    QFETCH(QString, narrow);
    const TopicClassifier classifier(m_taxonomy);
    const QStringList given = topicIds(m_taxonomy, classifier.classify(title, {}));
    QVERIFY2(given.contains(narrow), qPrintable(given.join(u", ")));
}

void TestTopicContext::ignoresAPhraseMentionedOnlyAsABaseline()
{
    QString error;
    const Taxonomy taxonomy = Taxonomy::fromJson(R"({"topics": [
        {"id": "rnn", "name": "Recurrent", "area": "A", "phrases": {"lstm": 3}},
        {"id": "tf", "name": "Transformers", "area": "A", "phrases": {"transformer": 3}}
    ], "baselineGuard": {"before": ["outperforms", "than", "compared"], "after": ["baseline"]}})",
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const TopicClassifier classifier(taxonomy);
    const auto ids = [&](const char *abstract) {
        return topicIds(taxonomy, classifier.classify({}, QString::fromLatin1(abstract)));
    };
    QCOMPARE(ids("A transformer, compared with an LSTM baseline."), QStringList { "tf" });
    QCOMPARE(ids("Our transformer outperforms the LSTM."), QStringList { "tf" });
    QCOMPARE(ids("A transformer is faster than an LSTM."), QStringList { "tf" });
    QCOMPARE(ids("A transformer and an LSTM baseline model."), QStringList { "tf" });
    // Named as the paper's own method (in the title, so the second one is no side mention),
    // it counts.
    QCOMPARE(
        topicIds(taxonomy, classifier.classify(QStringLiteral("An LSTM and a transformer"), {})),
        (QStringList { "rnn", "tf" }));
}

QTEST_GUILESS_MAIN(TestTopicContext)
#include "tst_topiccontext.moc"
