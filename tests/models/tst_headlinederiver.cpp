// SPDX-License-Identifier: GPL-3.0-or-later
#include "plainabstracts.h"
#include "testdata.h"
#include "text/headlinederiver.h"
#include "text/sentencescanner.h"
#include "timebudget.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestHeadlineDeriver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void derivesUsefulTitlesForTheSeedList_data();
    void derivesUsefulTitlesForTheSeedList();
    void findsTheNamedMethod_data();
    void findsTheNamedMethod();
    void handlesOddInput_data();
    void handlesOddInput();
    void buildsTheClauseFromWhatTheWordsSay_data();
    void buildsTheClauseFromWhatTheWordsSay();
    void neverExceedsTheLimitOnRealAbstracts();
    void ignoresHowTheAbstractIsWrapped();
    void takesMicrosecondsPerAbstract();

private:
    QStringList m_seed;
};

void TestHeadlineDeriver::initTestCase()
{
    m_seed = readAbstracts(fixturePath(QStringLiteral("icml2025.txt")));
    QCOMPARE(m_seed.size(), 19);
}

void TestHeadlineDeriver::derivesUsefulTitlesForTheSeedList_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<QString>("title");
    QTest::newRow("position paper on user studies: lead-in and \"we argue that\" dropped")
        << 0
        << QStringLiteral("User studies are key to understanding the value of "
                          "explainable AI methods");
    QTest::newRow("\"We propose Diff-Instruct*(DI*), a ...\": name and apposition cut at a word")
        << 1
        << QStringLiteral("Diff-Instruct*(DI*): a data-efficient post-training "
                          "approach to one-step text-to-image generative…");
    QTest::newRow("no name: the contribution \"we propose a novel framework for ...\"")
        << 2
        << QStringLiteral("A framework for building multimodal diffusion models on "
                          "arbitrary state spaces");
    QTest::newRow("\"This paper introduces a family of ...\" cut at the relative clause")
        << 3
        << QStringLiteral("A family of learning-augmented algorithms for online "
                          "knapsack problems");
    QTest::newRow("weak verb \"we study to what extent ...\"")
        << 4
        << QStringLiteral("To what extent an agent can learn causal reasoning from "
                          "passive data");
    QTest::newRow("\"we propose MoMa, an efficient adapter framework ...\" cut before \"by\"")
        << 5
        << QStringLiteral("MoMa: an efficient adapter framework that achieves full "
                          "spatial-temporal modeling");
    QTest::newRow("\"we introduce APM (all-Atom ...), ...\" keeps its expansion")
        << 6
        << QStringLiteral("APM (all-Atom Protein generative Model): a model designed "
                          "for modeling multi-chain proteins");
    QTest::newRow("\"this paper introduces Node-Guided Contrastive Encoding (NGCE)\" mid-sentence")
        << 7
        << QStringLiteral("Node-Guided Contrastive Encoding (NGCE): a novel MVGC "
                          "approach");
    QTest::newRow("name starting with a digit: 3D-LMVIC")
        << 8
        << QStringLiteral("3D-LMVIC: a learning-based multi-view image compression "
                          "framework");
    QTest::newRow("\"proposes the Label-Noise-based Re-balancing (LNR) approach to ...\" reads on")
        << 9
        << QStringLiteral("Label-Noise-based Re-balancing (LNR) approach to solve "
                          "imbalanced learning");
    QTest::newRow("\"..., dubbed GenZSL\" takes the description before it")
        << 10
        << QStringLiteral("GenZSL: an inductive variational autoencoder for "
                          "generative zero-shot learning");
    QTest::newRow("\"Our work formalizes … and proposes a novel measure\" over the background")
        << 11
        << QStringLiteral("A measure to quantify the consistency of individual "
                          "predictions without expensive model retraining");
    QTest::newRow("\"We introduce Reward-Guided Speculative Decoding (RSD)\"")
        << 12
        << QStringLiteral("Reward-Guided Speculative Decoding (RSD): a framework "
                          "aimed at improving the efficiency…");
    QTest::newRow("\"In the present study, we introduce a hierarchical filtering procedure\"")
        << 13
        << QStringLiteral("A hierarchical filtering procedure for data models of "
                          "sequences on trees");
    QTest::newRow("\"we present DexScale, a data engine ...\"")
        << 14
        << QStringLiteral("DexScale: a data engine designed to perform automatic "
                          "skills simulation and scaling for learning…");
    QTest::newRow("\"We consider the problem of X\" gives X")
        << 15 << QStringLiteral("Length generalization in sequence prediction");
    QTest::newRow("\"We propose Model Swarms, ...\" stops at the clause comma")
        << 16
        << QStringLiteral("Model Swarms: a collaborative search algorithm to adapt "
                          "LLMs via swarm intelligence");
    QTest::newRow("\"This work introduces Residual TPP, a novel, unified, and lightweight ...\"")
        << 17
        << QStringLiteral("Residual TPP: a novel, unified, and lightweight approach "
                          "for analyzing event stream data");
    QTest::newRow("\"This work takes memory layers beyond proof-of-concept\" over the opening")
        << 18 << QStringLiteral("Memory layers beyond proof-of-concept");
}

void TestHeadlineDeriver::derivesUsefulTitlesForTheSeedList()
{
    QFETCH(int, paper);
    QFETCH(QString, title);
    const QString derived = HeadlineDeriver::derive(m_seed.at(paper));
    QCOMPARE(derived, title);
    QVERIFY(!derived.isEmpty());
    QVERIFY(derived.size() <= HeadlineDeriver::maxLength);
}

void TestHeadlineDeriver::findsTheNamedMethod_data()
{
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("name");
    QTest::newRow("we propose NAME, an apposition")
        << QStringLiteral("Old methods fail. We propose FooNet, a network for bars.")
        << QStringLiteral("FooNet: a network for bars");
    QTest::newRow("dubbed NAME after the description")
        << QStringLiteral("We propose an inductive autoencoder for zero-shot learning, dubbed "
                          "GenZSL. It works.")
        << QStringLiteral("GenZSL: an inductive autoencoder for zero-shot learning");
    QTest::newRow("this work introduces a two-word name")
        << QStringLiteral("This work introduces Residual TPP, a lightweight approach.")
        << QStringLiteral("Residual TPP: a lightweight approach");
    QTest::newRow("name with an acronym in parentheses")
        << QStringLiteral("We introduce Reward-Guided Speculative Decoding (RSD), a framework "
                          "for fast inference.")
        << QStringLiteral("Reward-Guided Speculative Decoding (RSD): a framework for fast "
                          "inference");
    QTest::newRow("called NAME with a generic description reads on")
        << QStringLiteral("We propose a new method called ProfWeight for transferring "
                          "information to simpler models.")
        << QStringLiteral("ProfWeight: a method for transferring information to simpler "
                          "models");
    QTest::newRow("lower-case name recognised by its apposition")
        << QStringLiteral("We introduce collapsed compilation, a novel approximate "
                          "inference algorithm.")
        << QStringLiteral("Collapsed compilation: a novel approximate inference algorithm");
    QTest::newRow("capitalised common word is not a name")
        << QStringLiteral("We introduce Bayesian optimization to tune robots.")
        << QStringLiteral("Bayesian optimization to tune robots");
    QTest::newRow("LaTeX emphasis around the name is dropped")
        << QStringLiteral("We propose a technique named \\textit{Stochastic Path Estimator} "
                          "(SPIDER), which tracks quantities.")
        << QStringLiteral("Stochastic Path Estimator (SPIDER): a technique which tracks "
                          "quantities");
}

void TestHeadlineDeriver::findsTheNamedMethod()
{
    QFETCH(QString, abstract);
    QFETCH(QString, name);
    QCOMPARE(HeadlineDeriver::derive(abstract), name);
}

void TestHeadlineDeriver::handlesOddInput_data()
{
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("title");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("only whitespace") << QStringLiteral(" \n\t ") << QString();
    QTest::newRow("one word") << QStringLiteral("Transformers") << QStringLiteral("Transformers");
    QTest::newRow("one word with a period")
        << QStringLiteral("Transformers.") << QStringLiteral("Transformers");
    QTest::newRow("no period at the end") << QStringLiteral("graph neural networks for molecules")
                                          << QStringLiteral("Graph neural networks for molecules");
    QTest::newRow("only punctuation") << QStringLiteral("...") << QStringLiteral("...");
    // A word's key ends at U+0000, so its last character does not tell what it is.
    QTest::newRow("U+0000 inside a strong verb")
        << QStringLiteral("We present") + QChar(0)
            + QStringLiteral("a new point-based approach for modeling the appearance of real "
                             "scenes. It works.")
        << QStringLiteral("New point-based approach for modeling the appearance of real scenes");
    QTest::newRow("U+0000 after a weak verb")
        << QStringLiteral("In this paper we study") + QChar(0)
            + QStringLiteral(" how transformers generalize to longer inputs. They do not.")
        << QStringLiteral("How transformers generalize to longer inputs");
    QTest::newRow("5,000 characters without spaces")
        << QString(5000, u'x') << u'X' + QString(HeadlineDeriver::maxLength - 2, u'x') + u'\u2026';
    QTest::newRow("long sentence not cut after \"for the\"")
        << QStringLiteral("Memory layers use a trainable key-value lookup mechanism to add "
                          "parameters to a model for the benefit of the many users of "
                          "this thing we built.")
        << QStringLiteral("Memory layers use a trainable key-value lookup mechanism to add "
                          "parameters to a model\u2026");
    QTest::newRow("open parenthesis is not left dangling")
        << QStringLiteral("We propose an approach that first retrieves a training example "
                          "based on the input (e.g., a sentence), then edits it.")
        << QStringLiteral("An approach that first retrieves a training example based on "
                          "the input");
}

void TestHeadlineDeriver::handlesOddInput()
{
    QFETCH(QString, abstract);
    QFETCH(QString, title);
    QCOMPARE(HeadlineDeriver::derive(abstract), title);
}

void TestHeadlineDeriver::buildsTheClauseFromWhatTheWordsSay_data()
{
    // A clause of plain words separated by single spaces is copied at once; these are not.
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("title");
    QTest::newRow("line-break hyphen before a suffix is joined")
        << QStringLiteral("We propose a method for learn-ing sparse models. It works.")
        << QStringLiteral("A method for learning sparse models");
    QTest::newRow("\"specifically\" is dropped") << QStringLiteral(
        "We propose a method that specifically targets sparse models. "
        "It works.") << QStringLiteral("A method that targets sparse models");
    QTest::newRow("emphasis markers are dropped")
        << QStringLiteral("We propose a *sparse* method for learning models. It works.")
        << QStringLiteral("A sparse method for learning models");
    QTest::newRow("LaTeX emphasis is dropped")
        << QStringLiteral("We propose a \\emph{sparse} method for learning models. It works.")
        << QStringLiteral("A sparse method for learning models");
    QTest::newRow("two spaces between words become one")
        << QStringLiteral("We propose a method  for learning sparse models. It works.")
        << QStringLiteral("A method for learning sparse models");
    QTest::newRow("parenthesis closed after the cut is not dangling")
        << QStringLiteral("Memory layers use a trainable key-value lookup mechanism to add "
                          "parameters to a model (that is, a network with many weights and very "
                          "large tables of values) for the benefit of users.")
        << QStringLiteral("Memory layers use a trainable key-value lookup mechanism to add "
                          "parameters to a model");
}

void TestHeadlineDeriver::buildsTheClauseFromWhatTheWordsSay()
{
    QFETCH(QString, abstract);
    QFETCH(QString, title);
    QCOMPARE(HeadlineDeriver::derive(abstract), title);
}

void TestHeadlineDeriver::neverExceedsTheLimitOnRealAbstracts()
{
    PAPERDESK_SHARED_FILE_OR_SKIP(path, "neurips2018-abstracts.txt");
    const QStringList papers = readAbstracts(path);
    QCOMPARE(papers.size(), 999);
    for (const QString &abstract : papers) {
        const QString title = HeadlineDeriver::derive(abstract);
        QVERIFY2(!title.isEmpty() && title.size() <= HeadlineDeriver::maxLength,
            qPrintable(abstract.left(80)));
        QVERIFY2(!title.front().isSpace() && !title.back().isSpace(), qPrintable(title));
        QVERIFY2(!title.contains(QLatin1String("  ")), qPrintable(title));
    }
}

void TestHeadlineDeriver::ignoresHowTheAbstractIsWrapped()
{
    for (const QString &abstract : std::as_const(m_seed)) {
        QString wrapped = abstract;
        wrapped.replace(u' ', u'\n');
        QCOMPARE(HeadlineDeriver::derive(wrapped), HeadlineDeriver::derive(abstract));
    }
}

void TestHeadlineDeriver::takesMicrosecondsPerAbstract()
{
    QElapsedTimer timer;
    timer.start();
    constexpr int rounds = 200;
    qsizetype total = 0;
    for (int r = 0; r < rounds; ++r) {
        for (const QString &abstract : std::as_const(m_seed))
            total += HeadlineDeriver::derive(abstract).size();
    }
    const double us = timer.nsecsElapsed() / 1000.0 / (rounds * m_seed.size());
    qInfo("%.1f us per abstract (%lld characters of titles)", us, qlonglong(total));
    // Generous bound for a loaded shared machine and debug builds; typical is a few us.
    QVERIFY(us < timeBudget(200));
}

QTEST_GUILESS_MAIN(TestHeadlineDeriver)
#include "tst_headlinederiver.moc"
