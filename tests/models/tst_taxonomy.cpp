// SPDX-License-Identifier: GPL-3.0-or-later
#include "topics/taxonomy.h"

#include <QSet>
#include <QTest>

class TestTaxonomy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsTheBuiltInTaxonomy();
    void hasTopicsInEveryArea();
    void namesTheAreasOfThePrimaryAreaList_data();
    void namesTheAreasOfThePrimaryAreaList();
    void findsTopicsByNameIgnoringCase();
    void acceptsPhraseListsAndWeightObjects();
    void reportsBadFiles_data();
    void reportsBadFiles();
    void mergeReplacesSameIdAndAddsNewTopics();
    void mergesAUserTopicOverANewLeaf();
    void splitsEveryFieldIntoManyLeaves();
};

void TestTaxonomy::loadsTheBuiltInTaxonomy()
{
    const Taxonomy taxonomy = Taxonomy::builtIn();
    QVERIFY(taxonomy.size() >= 60);
    QSet<QString> ids;
    QSet<QString> names;
    for (const Topic &topic : taxonomy.topics()) {
        QVERIFY(!topic.id.isEmpty());
        QVERIFY(!topic.name.isEmpty());
        QVERIFY(!topic.phrases.isEmpty());
        ids.insert(topic.id);
        names.insert(topic.name.toLower());
        for (const TopicPhrase &p : topic.phrases)
            QVERIFY2(p.weight > 0 && p.weight <= 5, qPrintable(topic.id + u':' + p.text));
    }
    QCOMPARE(ids.size(), taxonomy.size());
    QCOMPARE(names.size(), taxonomy.size());
}

void TestTaxonomy::hasTopicsInEveryArea()
{
    const Taxonomy taxonomy = Taxonomy::builtIn();
    const QStringList areas = taxonomy.areas();
    QVERIFY(areas.size() >= 8);
    int total = 0;
    for (const QString &area : areas) {
        const QList<int> topics = taxonomy.topicsInArea(area);
        QVERIFY2(!topics.isEmpty(), qPrintable(area));
        for (int t : topics)
            QCOMPARE(taxonomy.topic(t).area, area);
        total += int(topics.size());
    }
    QCOMPARE(total, taxonomy.size());
    QVERIFY(taxonomy.topicsInArea(QStringLiteral("No such area")).isEmpty());
}

void TestTaxonomy::namesTheAreasOfThePrimaryAreaList_data()
{
    QTest::addColumn<QString>("topic");
    QTest::addColumn<QString>("area");
    QTest::newRow("LLMs under deep learning") << "Large language models"
                                              << "Deep learning";
    QTest::newRow("diffusion under generative models") << "Diffusion models"
                                                       << "Generative models";
    QTest::newRow("RLHF under reinforcement learning") << "RLHF and preference optimization"
                                                       << "Reinforcement learning";
    QTest::newRow("proteins under applications") << "Biology and proteins"
                                                 << "Applications";
    QTest::newRow("fairness under social aspects") << "Fairness"
                                                   << "Social aspects";
    QTest::newRow("privacy under social aspects") << "Privacy"
                                                  << "Social aspects";
    QTest::newRow("federated learning under optimization") << "Federated and distributed learning"
                                                           << "Optimization";
    QTest::newRow("mixture of experts under deep learning") << "Mixture of experts"
                                                            << "Deep learning";
    QTest::newRow("graph networks under deep learning") << "Graph neural networks"
                                                        << "Deep learning";
}

void TestTaxonomy::namesTheAreasOfThePrimaryAreaList()
{
    QFETCH(QString, topic);
    QFETCH(QString, area);
    const Taxonomy taxonomy = Taxonomy::builtIn();
    const int index = taxonomy.indexOfName(topic);
    QVERIFY2(index >= 0, qPrintable(topic));
    QCOMPARE(taxonomy.topic(index).area, area);
}

void TestTaxonomy::findsTopicsByNameIgnoringCase()
{
    const Taxonomy taxonomy = Taxonomy::builtIn();
    const int index = taxonomy.indexOfName(u"Diffusion models");
    QVERIFY(index >= 0);
    QCOMPARE(taxonomy.indexOfName(u"DIFFUSION MODELS"), index);
    QCOMPARE(taxonomy.indexOfName(u"  diffusion models "), index);
    QCOMPARE(taxonomy.indexOfName(u"diffusion"), -1);
    QCOMPARE(taxonomy.indexOfName(u""), -1);
    QCOMPARE(taxonomy.indexOfId(u"diffusion"), index);
}

void TestTaxonomy::acceptsPhraseListsAndWeightObjects()
{
    QString error;
    const Taxonomy taxonomy = Taxonomy::fromJson(R"({"topics": [
        {"id": "a", "name": "A", "area": "X", "phrases": ["one", "two"], "not": ["three"]},
        {"id": "b", "name": "B", "area": "Y", "phrases": {"four": 2.5}, "minScore": 2}
    ]})",
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(taxonomy.size(), 2);
    QCOMPARE(taxonomy.topic(0).phrases.size(), 2);
    QCOMPARE(taxonomy.topic(0).phrases.at(1).weight, 1.0);
    QCOMPARE(taxonomy.topic(0).negatives.size(), 1);
    QCOMPARE(taxonomy.topic(1).phrases.at(0).weight, 2.5);
    QCOMPARE(taxonomy.topic(1).minScore, 2.0);
    QCOMPARE(taxonomy.areas(), (QStringList { QStringLiteral("X"), QStringLiteral("Y") }));
}

void TestTaxonomy::reportsBadFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // a part of the message
    QTest::newRow("syntax error gives line and column")
        << QByteArray("{\n  \"topics\": [\n    {\"id\": \"a\",,}\n  ]\n}")
        << QStringLiteral("line 3, column");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("line 1, column 1");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("JSON object");
    QTest::newRow("no topics list")
        << QByteArray("{\"areas\": []}") << QStringLiteral("\"topics\"");
    QTest::newRow("missing name names the topic")
        << QByteArray(R"({"topics": [{"id": "x", "area": "A", "phrases": ["p"]}]})")
        << QStringLiteral("topic 1 (\"x\")");
    QTest::newRow("duplicate id") << QByteArray(
        R"({"topics": [{"id": "x", "name": "X", "area": "A", "phrases": ["p"]},
                                         {"id": "x", "name": "Y", "area": "A", "phrases": ["q"]}]})")
                                  << QStringLiteral("used twice");
    QTest::newRow("empty phrases")
        << QByteArray(R"({"topics": [{"id": "x", "name": "X", "area": "A", "phrases": {}}]})")
        << QStringLiteral("\"phrases\"");
    QTest::newRow("negative weight") << QByteArray(
        R"({"topics": [{"id": "x", "name": "X", "area": "A", "phrases": {"p": -1}}]})")
                                     << QStringLiteral("\"phrases\"");
    QTest::newRow("newer format version")
        << QByteArray(R"({"version": 99, "topics": []})") << QStringLiteral("version 99");
}

void TestTaxonomy::reportsBadFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QString error;
    const Taxonomy taxonomy = Taxonomy::fromJson(json, &error);
    QVERIFY(taxonomy.isEmpty());
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestTaxonomy::mergeReplacesSameIdAndAddsNewTopics()
{
    Taxonomy taxonomy = Taxonomy::builtIn();
    const int before = taxonomy.size();
    const int diffusion = taxonomy.indexOfId(u"diffusion");
    QString error;
    const Taxonomy user = Taxonomy::fromJson(R"({"topics": [
        {"id": "diffusion", "name": "Score models", "area": "My area", "phrases": ["score"]},
        {"id": "mine", "name": "My topic", "area": "My area", "phrases": ["my phrase"]}
    ]})",
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    taxonomy.merge(user);
    QCOMPARE(taxonomy.size(), before + 1);
    QCOMPARE(taxonomy.indexOfId(u"diffusion"), diffusion); // replaced in place
    QCOMPARE(taxonomy.topic(diffusion).name, QStringLiteral("Score models"));
    QCOMPARE(taxonomy.indexOfName(u"Diffusion models"), -1);
    QCOMPARE(taxonomy.indexOfName(u"my topic"), before);
    QCOMPARE(taxonomy.areas().last(), QStringLiteral("My area"));
    QCOMPARE(taxonomy.topicsInArea(QStringLiteral("My area")), (QList<int> { diffusion, before }));
}

void TestTaxonomy::mergesAUserTopicOverANewLeaf()
{
    Taxonomy taxonomy = Taxonomy::builtIn();
    const int before = taxonomy.size();
    const int mt = taxonomy.indexOfId(u"mt");
    QVERIFY(mt >= 0);
    QCOMPARE(taxonomy.topic(mt).area, QStringLiteral("Natural language processing"));
    QString error;
    const Taxonomy user = Taxonomy::fromJson(R"({"topics": [
        {"id": "mt", "name": "Translation", "area": "Natural language processing",
         "phrases": ["machine translation", "nmt"], "broad": true}
    ]})",
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    taxonomy.merge(user);
    QCOMPARE(taxonomy.size(), before);
    QCOMPARE(taxonomy.indexOfId(u"mt"), mt);
    QCOMPARE(taxonomy.topic(mt).name, QStringLiteral("Translation"));
    QVERIFY(taxonomy.topic(mt).broad);
    // The built-in baseline guard stays when the user file names none.
    QVERIFY(taxonomy.baselineGuardAfter().contains(QStringLiteral("baseline")));
}

void TestTaxonomy::splitsEveryFieldIntoManyLeaves()
{
    const Taxonomy taxonomy = Taxonomy::builtIn();
    QVERIFY(taxonomy.size() >= 150);
    const auto count
        = [&](const char *area) { return taxonomy.topicsInArea(QString::fromLatin1(area)).size(); };
    QVERIFY(count("Natural language processing") >= 14);
    QVERIFY(count("Computer vision") >= 14);
    QVERIFY(count("Information retrieval and web") >= 3);
    QVERIFY(count("Robotics") >= 14);
}

QTEST_GUILESS_MAIN(TestTaxonomy)
#include "tst_taxonomy.moc"
