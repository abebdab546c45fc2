// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/headlinederiver.h"

#include <QTest>

// A name the authors set off by an apposition, when no cue names the method (AppositionNames,
// docs/titles.md), each on a few sentences of a real abstract from the dev lists
// (../shared/data; the list is named above each row), and what such a comma does not name.
class TestTitleAppositions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesWhatTheAuthorsPresent_data();
    void namesWhatTheAuthorsPresent();
};

void TestTitleAppositions::namesWhatTheAuthorsPresent_data()
{
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("title");
    // www2025
    QTest::newRow("after the verb: \"we develop TransBox, an effective … method\"")
        << QStringLiteral(
               "In this paper, we propose $\\mathcal{EL}^{++}$-closed ontology embeddings which "
               "are "
               "able to represent any logical expressions in DL $\\mathcal{EL}^{++}$ via "
               "composition. Furthermore, we develop TransBox, an effective "
               "$\\mathcal{EL}^{++}$-closed ontology embedding method that can handle "
               "many-to-one, one-to-many and many-to-many relations. Our extensive experiments "
               "demonstrate that TransBox often achieves state-of-the-art performance across "
               "various real-world datasets for predicting complex axioms.")
        << QStringLiteral(
               "TransBox: $\\mathcal{EL}^{++}$-closed ontology embeddings which are able to "
               "represent any logical…");
    // www2025
    QTest::newRow("after the object's noun: \"introduces a novel framework, DRP, which …\"")
        << QStringLiteral(
               "This paper reexamines existing approaches through a unified lens using both causal "
               "graphs and Venn diagrams, uncovering two prevalent yet significant issues: "
               "entangled preference and relevance effects, and a collapsed modeling space. To "
               "surmount these challenges, our research introduces a novel framework, DRP, which "
               "enhances search accuracy through two components to reconstruct the behavior "
               "modeling space.")
        << QStringLiteral(
               "DRP: existing approaches through a unified lens using both causal graphs "
               "and Venn diagrams");
    // corpus-78k
    QTest::newRow("after the object's noun: \"develop a … legged robot, Omni-Roach, that …\"")
        << QStringLiteral(
               "Robots excel at avoiding obstacles but struggle to traverse complex 3-D terrain "
               "with cluttered large obstacles. By contrast, insects like cockroaches excel at "
               "doing so. Here we built on these fundamental insights to develop a "
               "cockroach-inspired legged robot, Omni-Roach, that integrated these strategies to "
               "achieve multi-modal locomotion.")
        << QStringLiteral("Omni-Roach: these fundamental insights to develop a cockroach-inspired "
                          "legged robot");
    // corpus-78k
    QTest::newRow("a platform: \"on the Fujitsu humanoid robot, Hoap-2\" is no name")
        << QStringLiteral(
               "This paper presents a novel approach to acquire dynamic whole-body movements on "
               "humanoid robots focused on learning a control policy for the center of mass. To "
               "demonstrate the effectiveness of our method, we apply it in simulation to the "
               "learning of a strong punching movement on the Fujitsu humanoid robot, Hoap-2.")
        << QStringLiteral(
               "A novel approach to acquire dynamic whole-body movements on humanoid robots "
               "focused on learning…");
    // corpus-78k
    QTest::newRow("a tool: \"We used EDEM, a … software\" is no name")
        << QStringLiteral(
               "This study presents experimental and computational results of a submerged, "
               "double-helix Archimedes screw generating propulsive force against a bed of "
               "soda-lime glass beads. We used EDEM, a Discrete Element Modeling (DEM) software "
               "for computational studies of the screw interactions with granular media.")
        << QStringLiteral("Experimental and computational results of a submerged, double-helix "
                          "Archimedes screw generating…");
    // icml2018-pmlr
    QTest::newRow("expansion after a cue: \"namely the … network (DCFNet)\"")
        << QStringLiteral(
               "Filters in a Convolutional Neural Network (CNN) contain model parameters learned "
               "from enormous amounts of data. In this paper, we suggest to decompose "
               "convolutional "
               "filters in CNN as a truncated expansion with pre-fixed bases, namely the "
               "Decomposed "
               "Convolutional Filters network (DCFNet), where the expansion coefficients remain "
               "learned from data.")
        << QStringLiteral(
               "DCFNet: decompose convolutional filters in CNN as a truncated expansion with "
               "pre-fixed bases");
    // corpus-78k
    QTest::newRow("expansion after \"our\": \"Our proposed method Meta Test-Time Training (MT3)\"")
        << QStringLiteral(
               "An unresolved problem in Deep Learning is the ability of neural networks to cope "
               "with domain shifts during test-time, imposed by commonly fixing network parameters "
               "after training. Our proposed method Meta Test-Time Training (MT3), however, breaks "
               "this paradigm and enables adaption at test-time. We combine meta-learning, "
               "self-supervision and test-time training to learn to adapt to unseen test "
               "distributions.")
        << QStringLiteral(
               "MT3: meta-learning, self-supervision and test-time training to learn to adapt to "
               "unseen test…");
    // corpus-78k
    QTest::newRow("after the authors' noun: \"our predictor, P4P, achieves …\"")
        << QStringLiteral(
               "To fill the gap, we propose a simple but effective alternative that combines a "
               "physics-based trajectory generator and a learning-based relation predictor to "
               "identify conflicts and infer conflict relations. We demonstrate that our "
               "predictor, "
               "P4P, achieves superior performance over existing learning-based predictors in "
               "realistic interactive driving scenarios from Waymo Open Motion Dataset.")
        << QStringLiteral("P4P: a simple but effective alternative that combines a physics-based "
                          "trajectory generator…");
    // corpus-78k
    QTest::newRow("a tool: \"Our approach utilizes Model Predictive Control (MPC)\" is no name")
        << QStringLiteral(
               "In this paper, we present a fully distributed framework for multiple quadruped "
               "robots in environments with obstacles. Our approach utilizes Model Predictive "
               "Control (MPC) and multi-robot consensus protocol to obtain the distributed control "
               "law.")
        << QStringLiteral(
               "A fully distributed framework for multiple quadruped robots in environments "
               "with obstacles");
}

void TestTitleAppositions::namesWhatTheAuthorsPresent()
{
    QFETCH(QString, abstract);
    QFETCH(QString, title);
    const QString derived = HeadlineDeriver::derive(abstract);
    QCOMPARE(derived, title);
    QVERIFY(derived.size() <= HeadlineDeriver::maxLength);
}

QTEST_GUILESS_MAIN(TestTitleAppositions)
#include "tst_titleappositions.moc"
