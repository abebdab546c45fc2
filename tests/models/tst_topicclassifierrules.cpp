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

/// The classifier's rules on small taxonomies: no text, no topic; phrases across case, plurals
/// and hyphens; negative phrases; the order and the scoring of topics.
class TestTopicClassifierRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void givesNoTopicWithoutText_data();
    void givesNoTopicWithoutText();
    void matchesPhrasesAcrossCasePluralsAndHyphens_data();
    void matchesPhrasesAcrossCasePluralsAndHyphens();
    void letsNegativePhrasesCancelATopic();
    void ordersTopicsBestFirst();
    void keepsTheStrongestWeakTopicRatherThanNone();
    void rulesOfScoring_data();
    void rulesOfScoring();

private:
    Taxonomy m_taxonomy;
    QStringList m_seed;
};

void TestTopicClassifierRules::initTestCase()
{
    m_taxonomy = Taxonomy::builtIn();
    QVERIFY(m_taxonomy.size() >= 60);
    m_seed = readAbstracts(fixturePath(QStringLiteral("icml2025.txt")));
    QCOMPARE(m_seed.size(), 19);
}

void TestTopicClassifierRules::givesNoTopicWithoutText_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("abstract");
    QTest::newRow("empty title and abstract") << QString() << QString();
    QTest::newRow("only whitespace and punctuation")
        << QStringLiteral(" \n") << QStringLiteral("?!.");
    QTest::newRow("words no topic mentions")
        << QString() << QStringLiteral("The cat sat on a mat.");
}

void TestTopicClassifierRules::givesNoTopicWithoutText()
{
    QFETCH(QString, title);
    QFETCH(QString, abstract);
    const TopicClassifier classifier(smallTaxonomy());
    QCOMPARE(classifier.classify(title, abstract), QList<int>());
}

void TestTopicClassifierRules::matchesPhrasesAcrossCasePluralsAndHyphens_data()
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

void TestTopicClassifierRules::matchesPhrasesAcrossCasePluralsAndHyphens()
{
    QFETCH(QString, abstract);
    QFETCH(QString, topic);
    const Taxonomy taxonomy = smallTaxonomy();
    const TopicClassifier classifier(taxonomy);
    QCOMPARE(topicIds(taxonomy, classifier.classify({}, abstract)), QStringList { topic });
}

void TestTopicClassifierRules::letsNegativePhrasesCancelATopic()
{
    const TopicClassifier classifier(smallTaxonomy());
    QCOMPARE(classifier.classify({}, QStringLiteral("Diffusion tensor imaging of the brain.")),
        QList<int>());
}

void TestTopicClassifierRules::ordersTopicsBestFirst()
{
    const Taxonomy taxonomy = smallTaxonomy();
    const TopicClassifier classifier(taxonomy);
    // Both are in the title and the abstract; reinforcement learning also has "policy".
    const QStringList ids = topicIds(taxonomy,
        classifier.classify(QStringLiteral("Reinforcement learning for diffusion models"),
            QStringLiteral("We fine-tune a diffusion model with reinforcement learning and a "
                           "policy.")));
    QCOMPARE(ids, (QStringList { QStringLiteral("rl"), QStringLiteral("diffusion") }));
}

void TestTopicClassifierRules::keepsTheStrongestWeakTopicRatherThanNone()
{
    const Taxonomy taxonomy = smallTaxonomy();
    const TopicClassifier classifier(taxonomy);
    // "rarely" (weight 1) twice scores 1.5, below the minimum 3 but above 40% of it.
    QCOMPARE(topicIds(taxonomy,
                 classifier.classify({}, QStringLiteral("This happens rarely, very rarely."))),
        QStringList { QStringLiteral("weak") });
    // Once, it scores 1: a lone weak word names no subject.
    QCOMPARE(topicIds(taxonomy, classifier.classify({}, QStringLiteral("This happens rarely."))),
        QStringList());
}

void TestTopicClassifierRules::rulesOfScoring_data()
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
    row("three mentions add the weight again", "", "gamma gamma gamma alpha alpha alpha",
        { "alpha" });
    row("a mention in the title counts twice", "Alpha", "gamma gamma gamma alpha", { "alpha" });
    row("repeats beyond two add nothing", "", "beta gamma gamma gamma gamma gamma gamma",
        { "beta" });
    row("phrases inside longer phrases count too", "Neural network pruning", "",
        { "pruning", "net", "neural" });
    row("no phrase runs from the title into the abstract", "Neural", "network", { "neural" });
    row("equal scores keep the taxonomy's order", "Neural beta", "", { "beta", "neural" });
    row("at most three topics, the best", "Alpha beta alpha neural network pruning alpha", "",
        { "pruning", "beta", "net" });
    // Side topics: every topic but the best and the best narrow one.
    row("a side topic only in the abstract needs a score of 5", "", "beta neural", { "beta" });
    row("a side topic only in the abstract needs 70% of the best", "", "big big big side side side",
        { "big" });
    row("a side topic named in the title needs 40% of the best", "Side", "big big big side",
        { "big", "side" });
    row("a side topic of three phrases' worth stays however strong the best", "",
        "big big big strong strong strong", { "big", "strong" });
}

void TestTopicClassifierRules::rulesOfScoring()
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

QTEST_GUILESS_MAIN(TestTopicClassifierRules)
#include "tst_topicclassifierrules.moc"
