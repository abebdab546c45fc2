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
