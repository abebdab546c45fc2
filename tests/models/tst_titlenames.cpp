// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/headlinederiver.h"

#include <QTest>

// Names that derived titles missed after issue 15's first rules (docs/titles.md), each on a few
// sentences of a real abstract from the dev lists (../shared/data; the list is named above each
// row): a name given in the passive, after "our proposed detector", and the authors' verb of an
// abstract wrapped in quotes. tst_titlefaults.cpp holds the earlier rows.
class TestTitleNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void derivesTheNameOfTheContribution_data();
    void derivesTheNameOfTheContribution();
};

void TestTitleNames::derivesTheNameOfTheContribution_data()
{
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("title");
    // corpus-78k
    QTest::newRow("passive: \"a … Network (PG-Net) is proposed to …\"")
        << QStringLiteral(
               "Visual object tracking aims to precisely estimate the bounding box for the given "
               "target, which is a challenging problem due to factors such as deformation and "
               "occlusion. In this paper, a Pixel to Global Matching Network (PG-Net) is proposed "
               "to suppress the influence of background in search image while achieving "
               "state-of-the-art tracking performance.")
        << QStringLiteral("Pixel to Global Matching Network (PG-Net): to suppress the influence of "
                          "background in search image");
    // corpus-78k
    QTest::newRow("passive: \"a novel … correlation filter (BiCF) is proposed\"")
        << QStringLiteral(
               "Correlation filters (CFs) have shown excellent performance in unmanned aerial "
               "vehicle (UAV) tracking scenarios due to their high computational efficiency. In "
               "this work, a novel bidirectional incongruity-aware correlation filter (BiCF) is "
               "proposed.")
        << QStringLiteral("BiCF: a bidirectional incongruity-aware correlation filter");
    // corpus-78k
    QTest::newRow("passive: \"A D2HNet framework is developed to …\"")
        << QStringLiteral(
               "Short-exposure images are noisy while long-exposure images are blurry. A D2HNet "
               "framework is developed to recover a high-quality image by deblurring and "
               "enhancing a long-exposure image under the guidance of a short-exposure image.")
        << QStringLiteral("D2HNet: a framework to recover a high-quality image by deblurring and "
                          "enhancing a long-exposure…");
    // corpus-78k
    QTest::newRow("\"was introduced\" is what others did, no name")
        << QStringLiteral(
               "Recently, Federated Averaging Langevin Dynamics (FALD) was introduced, which "
               "extends the Federated Averaging algorithm to Bayesian inference.")
        << QStringLiteral("Federated Averaging Langevin Dynamics (FALD) was introduced");
    // corpus-78k
    QTest::newRow("\"Our proposed detector EResFD obtained\"") << QStringLiteral(
        "Based on our observation, we propose to employ ResNet with a highly reduced "
        "channel, which surprisingly allows high efficiency compared to other "
        "mobile-friendly networks (e.g., MobileNetV1, V2, V3). Our proposed detector "
        "EResFD obtained 80.4% mAP on WIDER FACE Hard subset which only has 92.3K "
        "parameters.") << QStringLiteral("EResFD: employ ResNet with a highly reduced channel");
    // icml2018-pmlr
    QTest::newRow("\"we call our method … (GAIN)\" over the acronym the first verb introduces")
        << QStringLiteral(
               "We propose a novel method for imputing missing data by adapting the well-known "
               "Generative Adversarial Nets (GAN) framework. Accordingly, we call our method "
               "Generative Adversarial Imputation Nets (GAIN). The generator (G) observes some "
               "components of a real data vector, imputes the missing components conditioned on "
               "what is actually observed, and outputs a completed vector.")
        << QStringLiteral("GAIN: a novel method for imputing missing data by adapting the "
                          "well-known Generative Adversarial…");
    // icml2018-pmlr
    QTest::newRow("\"Our approach, Cycle-Consistent … (CyCADA), guides\"")
        << QStringLiteral(
               "We propose a model which adapts between domains using both generative image "
               "space alignment and latent representation space alignment. Our approach, "
               "Cycle-Consistent Adversarial Domain Adaptation (CyCADA), guides transfer between "
               "domains according to a specific discriminatively trained task and avoids "
               "divergence by enforcing consistency of the relevant semantics before and after "
               "adaptation.")
        << QStringLiteral("CyCADA: Cycle-Consistent Adversarial Domain Adaptation, a model which "
                          "adapts between domains using…");
    // corpus-78k
    QTest::newRow("abstract wrapped in quotes: \"\\\"We propose CLIP-Actor\"")
        << QStringLiteral(
               "\"We propose CLIP-Actor, a text-driven motion recommendation and neural mesh "
               "stylization system for human mesh animation. CLIP-Actor animates a 3D human mesh "
               "to conform to a text prompt by recommending a motion sequence and optimizing mesh "
               "style attributes.\"")
        << QStringLiteral("CLIP-Actor: a text-driven motion recommendation and neural mesh "
                          "stylization system for human mesh…");
}

void TestTitleNames::derivesTheNameOfTheContribution()
{
    QFETCH(QString, abstract);
    QFETCH(QString, title);
    const QString derived = HeadlineDeriver::derive(abstract);
    QCOMPARE(derived, title);
    QVERIFY(derived.size() <= HeadlineDeriver::maxLength);
}

QTEST_GUILESS_MAIN(TestTitleNames)
#include "tst_titlenames.moc"
