// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/headlinederiver.h"

#include <QTest>

// The faults issue 15 found in derived titles, each on a few sentences of a real abstract from
// the dev lists (../shared/data; the list is named above each row). scripts/measure-titles
// measures the same faults on whole lists.
class TestTitleFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void derivesTheTitleOfTheContribution_data();
    void derivesTheTitleOfTheContribution();
};

void TestTitleFaults::derivesTheTitleOfTheContribution_data()
{
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QString>("title");
    // acl2021
    QTest::newRow("\"Chinese Named Entity Recognition (NER)\" is no name; \"This paper presents … "
                  "(MECT)\" is")
        << QStringLiteral(
               "Recently, word enhancement has become very popular for Chinese Named Entity "
               "Recognition (NER), reducing segmentation errors and increasing the semantic "
               "and boundary information of Chinese words. However, these methods tend to "
               "ignore the information of the Chinese character structure after integrating "
               "the lexical information. Chinese characters have evolved from pictographs "
               "since ancient times, and their structure often reflects more information "
               "about the characters. This paper presents a novel Multi-metadata Embedding "
               "based Cross-Transformer (MECT) to improve the performance of Chinese NER by "
               "fusing the structural information of Chinese characters.")
        << QStringLiteral("MECT: Multi-metadata Embedding based Cross-Transformer to improve the "
                          "performance of Chinese NER");
    // acl2021
    QTest::newRow("name after \"called\", described by the words before it")
        << QStringLiteral(
               "Nowadays, fake news detection, which aims to verify whether a news document "
               "is trusted or fake, has become urgent and important. Most existing methods "
               "rely heavily on linguistic and semantic features from the news content, and "
               "fail to effectively exploit external knowledge which could help determine "
               "whether the news document is trusted. In this paper, we propose a novel "
               "end-to-end graph neural model called CompareNet, which compares the news to "
               "the knowledge base (KB) through entities for fake news detection.")
        << QStringLiteral(
               "CompareNet: a novel end-to-end graph neural model which compares the news to "
               "the knowledge base (KB)");
    // acl2021
    QTest::newRow("name after \"(termed\", without the parenthesis")
        << QStringLiteral(
               "Inspired by prior work on semantic specialization of static word embedding "
               "(WE) models, we show that it is possible to expose and enrich lexical "
               "knowledge from the LMs, that is, to specialize them to serve as effective and "
               "universal “decontextualized” word encoders even when fed input words “in "
               "isolation” (i.e., without any context). Their transformation into such word "
               "encoders is achieved through a simple and efficient lexical fine-tuning "
               "procedure (termed LexFit) based on dual-encoder network structures.")
        << QStringLiteral("LexFit: a simple and efficient lexical fine-tuning procedure");
    // acl2021
    QTest::newRow("name after \"dubbed\", set off by commas")
        << QStringLiteral(
               "Distantly supervision automatically generates plenty of training samples for "
               "relation extraction. Thirdly, we propose a pipeline approach, dubbed ReRe, "
               "that first performs sentence classification with relational labels and then "
               "extracts the subjects/objects.")
        << QStringLiteral(
               "ReRe: a pipeline approach that first performs sentence classification with "
               "relational labels…");
    // acl2021
    QTest::newRow("\"This dataset, which we call CLIP\"")
        << QStringLiteral(
               "Continuity of care is crucial to ensuring positive health outcomes for "
               "patients discharged from an inpatient hospital setting, and improved "
               "information sharing can help. To share information, caregivers write "
               "discharge notes containing action items to share with patients and their "
               "future caregivers, but these action items are easily lost due to the "
               "lengthiness of the documents. In this work, we describe our creation of a "
               "dataset of clinical action items annotated over MIMIC-III, the largest "
               "publicly available dataset of real clinical notes. This dataset, which we "
               "call CLIP, is annotated by physicians and covers 718 documents representing "
               "100K sentences.")
        << QStringLiteral("CLIP: our creation of a dataset of clinical action items annotated over "
                          "MIMIC-III");
    // naacl2021
    QTest::newRow("\"FoolMeTwice (FM2 for short), a large dataset\"")
        << QStringLiteral(
               "We release FoolMeTwice (FM2 for short), a large dataset of challenging "
               "entailment pairs collected through a fun multi-player game. Gamification "
               "encourages adversarial examples, drastically lowering the number of examples "
               "that can be solved using “shortcuts” compared to other popular entailment "
               "datasets.")
        << QStringLiteral("FoolMeTwice: a large dataset of challenging entailment pairs collected");
    // acl2021
    QTest::newRow("\"Our method, NMT-Adapt, combines\", described by the authors' sentence, not "
                  "the background")
        << QStringLiteral(
               "The scarcity of parallel data is a major obstacle for training high-quality "
               "machine translation systems for low-resource languages. Fortunately, some "
               "low-resource languages are linguistically related or similar to high-resource "
               "languages; these related languages may share many lexical or syntactic "
               "structures. In this work, we exploit this linguistic overlap to facilitate "
               "translating to and from a low-resource language with only monolingual data, "
               "in addition to any parallel data in the related high-resource language. Our "
               "method, NMT-Adapt, combines denoising autoencoding, back-translation and "
               "adversarial objectives to utilize monolingual data for low-resource "
               "adaptation.")
        << QStringLiteral(
               "NMT-Adapt: this linguistic overlap to facilitate translating to and from a "
               "low-resource language…");
    // acl2021
    QTest::newRow("name after its expansion: \"called COunterfactual SYntax (COSY)\"")
        << QStringLiteral(
               "Pre-trained multilingual language models, e.g., multilingual-BERT, are widely "
               "used in cross-lingual tasks, yielding the state-of-the-art performance. "
               "However, such models suffer from a large performance gap between source and "
               "target languages, especially in the zero-shot setting, where the models are "
               "fine-tuned only on English but tested on other languages for the same task. "
               "We tackle this issue by incorporating language-agnostic information, "
               "specifically, universal syntax such as dependency relations and POS tags, "
               "into language models, based on the observation that universal syntax is "
               "transferable across different languages. Our approach, called COunterfactual "
               "SYntax (COSY), includes the design of SYntax-aware networks as well as a "
               "COunterfactual training method to implicitly force the networks to learn not "
               "only the semantics but also the syntax.")
        << QStringLiteral(
               "COunterfactual SYntax (COSY): incorporating language-agnostic information, "
               "universal syntax…");
    // acl2021
    QTest::newRow("acronym before a long expansion: \"a Pre-trained … knowledgE (PLOME)\"")
        << QStringLiteral(
               "Chinese spelling correction (CSC) is a task to detect and correct spelling "
               "errors in texts. CSC is essentially a linguistic problem, thus the ability of "
               "language understanding is crucial to this task. In this paper, we propose a "
               "Pre-trained masked Language model with Misspelled knowledgE (PLOME) for CSC, "
               "which jointly learns how to understand language and correct spelling errors.")
        << QStringLiteral(
               "PLOME: Pre-trained masked Language model with Misspelled knowledgE for CSC");
    // acl2021
    QTest::newRow("name after \"namely\"")
        << QStringLiteral(
               "Vision-language pre-training (VLP) on large-scale image-text pairs has "
               "achieved huge success for the cross-modal downstream tasks. The most existing "
               "pre-training methods mainly adopt a two-step training procedure, which "
               "firstly employs a pre-trained object detector to extract region-based visual "
               "features, then concatenates the image representation and text embedding as "
               "the input of Transformer to train. However, these methods face problems of "
               "using task-specific visual representation of the specific object detector for "
               "generic cross-modal understanding, and the computation inefficiency of "
               "two-stage pipeline. In this paper, we propose the first end-to-end "
               "vision-language pre-trained model for both V+L understanding and generation, "
               "namely E2E-VLP, where we build a unified Transformer framework to jointly "
               "learn visual representation, and semantic alignments between image and text.")
        << QStringLiteral(
               "E2E-VLP: the first end-to-end vision-language pre-trained model for both V+L "
               "understanding…");
    // acl2021
    QTest::newRow("\"In this work, we highlight\" over the background sentence before it")
        << QStringLiteral(
               "Few-shot crosslingual transfer has been shown to outperform its zero-shot "
               "counterpart with pretrained encoders like multilingual BERT. Despite its "
               "growing popularity, little to no attention has been paid to standardizing and "
               "analyzing the design of few-shot experiments. In this work, we highlight a "
               "fundamental risk posed by this shortcoming, illustrating that the model "
               "exhibits a high degree of sensitivity to the selection of few shots.")
        << QStringLiteral("A fundamental risk posed by this shortcoming");
    // naacl2021
    QTest::newRow("not cut inside \"a subset of a given, possibly noisy corpus\"")
        << QStringLiteral(
               "Data filtering for machine translation (MT) describes the task of selecting a "
               "subset of a given, possibly noisy corpus with the aim to maximize the "
               "performance of an MT system trained on this selected data. Over the years, "
               "many different filtering approaches have been proposed.")
        << QStringLiteral(
               "Data filtering for machine translation (MT) describes the task of selecting a "
               "subset…");
    // acl2021
    QTest::newRow("no title ending in \"and\" at \"challenging and where\"")
        << QStringLiteral(
               "Recent pretrained language models “solved” many reading comprehension "
               "benchmarks, where questions are written with access to the evidence document. "
               "However, datasets containing information-seeking queries where evidence "
               "documents are provided after the queries are written independently remain "
               "challenging. We analyze why answering information-seeking queries is more "
               "challenging and where their prevalent unanswerabilities arise, on Natural "
               "Questions and TyDi QA.")
        << QStringLiteral("Why answering information-seeking queries is more challenging");
    // acl2021
    QTest::newRow("no title ending in \"where\" (\"legal text where, contrary to …\")")
        << QStringLiteral(
               "Interpretability or explainability is an emerging research field in NLP. From "
               "a user-centric point of view, the goal is to build models that provide proper "
               "justification for their decisions, similar to those of humans, by requiring "
               "the models to satisfy additional constraints. To this end, we introduce a new "
               "application on legal text where, contrary to mainstream literature targeting "
               "word-level rationales, we conceive rationales as selected paragraphs in "
               "multi-paragraph structured court cases.")
        << QStringLiteral(
               "A new application on legal text where, contrary to mainstream literature "
               "targeting word-level…");
    // corpus-78k
    QTest::newRow("keeps the task after \"X, a … framework,\"")
        << QStringLiteral(
               "Most prior works generate AEs that are either unconscionable due to lexical "
               "errors or semantically and functionally deviant from original examples. In "
               "this paper, we present ReinforceBug, a reinforcement learning framework, that "
               "learns a policy that is transferable on unseen datasets and generates "
               "utility-preserving and transferable (on other models) AEs.")
        << QStringLiteral("ReinforceBug: a reinforcement learning framework, that learns a policy");
    // corpus-78k
    QTest::newRow("filler \"to solve the problem\" dropped")
        << QStringLiteral(
               "We study the problem of safe offline reinforcement learning (RL), the goal is "
               "to learn a policy that maximizes long-term reward while satisfying safety "
               "constraints given only offline data, without further interaction with the "
               "environment. This problem is more appealing for real world RL applications, "
               "in which data collection is costly or dangerous. Enforcing constraint "
               "satisfaction is non-trivial, especially in offline settings, as there is a "
               "potential large discrepancy between the policy distribution and the data "
               "distribution, causing errors in estimating the value of safety constraints. "
               "We show that naïve approaches that combine techniques from safe RL and "
               "offline RL can only learn sub-optimal solutions. We thus develop a simple yet "
               "effective algorithm, Constraints Penalized Q-Learning (CPQ), to solve the "
               "problem.")
        << QStringLiteral(
               "Constraints Penalized Q-Learning (CPQ): a simple yet effective algorithm");
    // corpus-78k (COLT)
    QTest::newRow("no stub: \"We describe an open problem: reduce …\" goes on past the colon")
        << QStringLiteral(
               "We describe an open problem: reduce offline nonconvex stochastic optimization "
               "to regret minimization in online convex optimization. The conjectured "
               "reduction aims to make progress on explaining the success of adaptive "
               "gradient methods for deep learning.")
        << QStringLiteral(
               "An open problem: reduce offline nonconvex stochastic optimization to regret "
               "minimization in online…");
    // corpus-78k
    QTest::newRow(
        "\"We present Ruckig; an algorithm for … (OTG)\": the name, not the acronym after it")
        << QStringLiteral(
               "We present Ruckig; an algorithm for Online Trajectory Generation (OTG) "
               "respecting third-order constraints and complete kinematic target states. "
               "Given any initial state of a system with multiple Degrees of Freedom (DoFs); "
               "Ruckig calculates a time-optimal trajectory to an arbitrary target state "
               "defined by its position; velocity; and acceleration limited by velocity; "
               "acceleration; and jerk constraints.")
        << QStringLiteral("Ruckig: an algorithm for Online Trajectory Generation (OTG) respecting "
                          "third-order constraints…");
}

void TestTitleFaults::derivesTheTitleOfTheContribution()
{
    QFETCH(QString, abstract);
    QFETCH(QString, title);
    QCOMPARE(HeadlineDeriver::derive(abstract), title);
}

QTEST_GUILESS_MAIN(TestTitleFaults)
#include "tst_titlefaults.moc"
