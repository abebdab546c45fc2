// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paperderiver.h"
#include "formats/collectionreader.h"
#include "search/chunktokenizer.h"
#include "testdata.h"
#include "text/headlinederiver.h"
#include "topics/taxonomy.h"
#include "topics/topicclassifier.h"

#include <QTest>
#include <QtConcurrent>

namespace {

const QString apmAbstract = QStringLiteral(
    "Proteins typically exist in complexes. We introduce APM (all-Atom Protein generative "
    "Model), a model specifically designed for modeling multi-chain proteins. We released "
    "our code at https://github.com/bytedance/apm.");

} // namespace

class TestPaperDeriver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void keepsIdsStableUnderRewrapping_data();
    void keepsIdsStableUnderRewrapping();
    void includesTheSourceKeyInTheId();
    void keepsAClaimedIdTheTextGives();
    void refusesAClaimedIdTheTextDoesNotGive_data();
    void refusesAClaimedIdTheTextDoesNotGive();
    void derivesATitleOnlyWhenThereIsNone();
    void keepsARealTitle();
    void derivesTitlesOfListsWithLatexFromTheTextAsShown();
    void takesTheSourceTitleIntoTheIdOfAShortAbstract();
    void putsTheSourceLinksFirst();
    void givesTopics();
    void derivesManyPapersInParallel();
    void assignsTheTopicsDeriveGivesFromIndexedTokens();

private:
    Taxonomy m_taxonomy;
};

void TestPaperDeriver::initTestCase()
{
    m_taxonomy = Taxonomy::builtIn();
    QVERIFY(!m_taxonomy.isEmpty());
}

void TestPaperDeriver::keepsIdsStableUnderRewrapping_data()
{
    QTest::addColumn<QString>("variant");
    QString wrapped = apmAbstract;
    wrapped.replace(QStringLiteral(" We "), QStringLiteral("\nWe "));
    QTest::newRow("hard-wrapped lines") << wrapped;
    QString crlf = wrapped;
    crlf.replace(u'\n', QStringLiteral("\r\n"));
    QTest::newRow("CRLF line ends") << crlf;
    QTest::newRow("double spaces and tabs")
        << QString(apmAbstract).replace(QStringLiteral(". "), QStringLiteral(".  \t"));
    QTest::newRow("leading and trailing blanks") << QStringLiteral("\n  ") + apmAbstract + u' ';
}

void TestPaperDeriver::keepsIdsStableUnderRewrapping()
{
    QFETCH(QString, variant);
    const TopicClassifier classifier(m_taxonomy);
    const PaperDeriver deriver(classifier);
    Paper original;
    original.abstract = apmAbstract;
    Paper rewrapped;
    rewrapped.abstract = variant;
    deriver.derive(original);
    deriver.derive(rewrapped);
    QVERIFY(!original.id.isNull());
    QCOMPARE(rewrapped.id, original.id);
    QCOMPARE(rewrapped.title, original.title);
    QCOMPARE(rewrapped.topics, original.topics);
}

void TestPaperDeriver::includesTheSourceKeyInTheId()
{
    const TopicClassifier classifier(m_taxonomy);
    const PaperDeriver deriver(classifier);
    Paper plain;
    plain.abstract = apmAbstract;
    Paper keyed = plain;
    keyed.sourceKey = QStringLiteral("chen2025apm");
    deriver.derive(plain);
    deriver.derive(keyed);
    QCOMPARE(keyed.id, PaperId::fromAbstract(apmAbstract, keyed.sourceKey));
    QVERIFY(keyed.id != plain.id);
}

void TestPaperDeriver::keepsAClaimedIdTheTextGives()
{
    const TopicClassifier classifier(m_taxonomy);
    Paper paper;
    paper.abstract = apmAbstract;
    paper.sourceKey = QStringLiteral("apm");
    paper.idCopy = 2; // the third paper of its list with this text
    const PaperId claimed = PaperId::fromAbstract(apmAbstract, paper.sourceKey).copyId(2);
    paper.id = claimed;
    QVERIFY(!PaperDeriver(classifier).derive(paper));
    QCOMPARE(paper.id, claimed);
    QCOMPARE(paper.idCopy, 2);
}

void TestPaperDeriver::refusesAClaimedIdTheTextDoesNotGive_data()
{
    QTest::addColumn<QString>("sourceKey");
    QTest::addColumn<int>("copy");
    QTest::addColumn<PaperId>("claimed");
    const PaperId genuine = PaperId::fromAbstract(QStringLiteral("The genuine paper's text."));
    QTest::newRow("another paper's id") << QString() << 0 << genuine;
    QTest::newRow("another paper's id with a copy number") << QString() << 1 << genuine.copyId(1);
    QTest::newRow("its own text under another source key")
        << QStringLiteral("other") << 0 << PaperId::fromAbstract(apmAbstract);
    QTest::newRow("its own text as another copy")
        << QString() << 1 << PaperId::fromAbstract(apmAbstract).copyId(2);
}

void TestPaperDeriver::refusesAClaimedIdTheTextDoesNotGive()
{
    QFETCH(QString, sourceKey);
    QFETCH(int, copy);
    QFETCH(PaperId, claimed);
    const TopicClassifier classifier(m_taxonomy);
    Paper paper;
    paper.abstract = apmAbstract;
    paper.sourceKey = sourceKey;
    paper.idCopy = copy;
    paper.id = claimed;
    QVERIFY(PaperDeriver(classifier).derive(paper));
    QCOMPARE(paper.id, PaperId::fromAbstract(apmAbstract, sourceKey));
    QCOMPARE(paper.idCopy, 0);
}

void TestPaperDeriver::derivesATitleOnlyWhenThereIsNone()
{
    const TopicClassifier classifier(m_taxonomy);
    Paper paper;
    paper.abstract = apmAbstract;
    PaperDeriver(classifier).derive(paper);
    QCOMPARE(paper.title, HeadlineDeriver::derive(apmAbstract));
    QVERIFY(paper.title.startsWith(QLatin1String("APM (all-Atom Protein generative Model)")));
    QVERIFY(paper.titleDerived);
}

void TestPaperDeriver::keepsARealTitle()
{
    const TopicClassifier classifier(m_taxonomy);
    Paper paper;
    paper.title = QStringLiteral("An All-Atom Generative Model for Designing Protein Complexes");
    paper.abstract = apmAbstract;
    PaperDeriver(classifier).derive(paper);
    QCOMPARE(paper.title,
        QStringLiteral("An All-Atom Generative Model for Designing Protein Complexes"));
    QVERIFY(!paper.titleDerived);
}

// Issue 12: a plain list's derived title showed raw LaTeX ("$\ell_1$").
void TestPaperDeriver::derivesTitlesOfListsWithLatexFromTheTextAsShown()
{
    const TopicClassifier classifier(m_taxonomy);
    const QString abstract = QStringLiteral(
        "We propose $\\ell_1$-SVD, a sparse decomposition with $O(n^2)$ cost. It is fast.");
    Paper paper;
    paper.abstract = abstract;
    PaperDeriver(classifier, PaperDeriver::Abstracts::MayHoldLatex).derive(paper);
    QVERIFY2(paper.title.startsWith(QStringLiteral("ℓ₁-SVD")), qPrintable(paper.title));
    QVERIFY(!paper.title.contains(u'$') && !paper.title.contains(u'\\'));
    QCOMPARE(paper.abstract, abstract); // the stored abstract stays as written
    QCOMPARE(paper.id, PaperId::fromAbstract(abstract)); // and so does the id
    Paper asRead;
    asRead.abstract = abstract;
    PaperDeriver(classifier).derive(asRead);
    QCOMPARE(asRead.title, HeadlineDeriver::derive(abstract));
}

void TestPaperDeriver::takesTheSourceTitleIntoTheIdOfAShortAbstract()
{
    const TopicClassifier classifier(m_taxonomy);
    const PaperDeriver deriver(classifier);
    Paper paper;
    paper.title = QStringLiteral("Graph Networks");
    paper.abstract = QStringLiteral("TBA");
    deriver.derive(paper);
    QCOMPARE(paper.id, PaperId::fromAbstract(u"TBA", {}, u"Graph Networks"));
    // A derived title never enters the id: it is the abstract's own.
    Paper untitled;
    untitled.abstract = QStringLiteral("TBA");
    deriver.derive(untitled);
    QVERIFY(untitled.titleDerived);
    QCOMPARE(untitled.id, PaperId::fromAbstract(u"TBA"));
    // Two at once, as the loader derives them, give the same.
    Paper pair[2] = { Paper(), Paper() };
    pair[0].title = paper.title;
    pair[0].titleDerived = false;
    const QStringView abstracts[2] = { u"TBA", u"TBA" };
    deriver.deriveTexts(pair, abstracts, 2);
    QCOMPARE(pair[0].id, paper.id);
    QCOMPARE(pair[1].id, untitled.id);
}

void TestPaperDeriver::putsTheSourceLinksFirst()
{
    const TopicClassifier classifier(m_taxonomy);
    Paper paper;
    paper.abstract = apmAbstract + QStringLiteral(" Project page: https://apm.example.org/.");
    paper.links = { QStringLiteral("https://proceedings.example.org/apm.pdf"),
        QStringLiteral("https://github.com/bytedance/apm") };
    PaperDeriver deriver(classifier);
    deriver.derive(paper);
    const QStringList expected { QStringLiteral("https://proceedings.example.org/apm.pdf"),
        QStringLiteral("https://github.com/bytedance/apm"),
        QStringLiteral("https://apm.example.org/") };
    QCOMPARE(paper.links, expected);
    deriver.derive(paper); // deriving twice adds nothing
    QCOMPARE(paper.links, expected);
}

void TestPaperDeriver::givesTopics()
{
    const TopicClassifier classifier(m_taxonomy);
    Paper paper;
    paper.abstract = apmAbstract;
    PaperDeriver(classifier).derive(paper);
    QVERIFY(paper.topics.contains(m_taxonomy.indexOfId(u"biology")));
    Paper empty;
    PaperDeriver(classifier).derive(empty);
    QVERIFY(empty.topics.isEmpty());
    QVERIFY(empty.title.isEmpty());
    QVERIFY(!empty.titleDerived);
}

void TestPaperDeriver::derivesManyPapersInParallel()
{
    const TopicClassifier classifier(m_taxonomy);
    const PaperDeriver deriver(classifier);
    QList<Paper> papers(2000);
    for (qsizetype i = 0; i < papers.size(); ++i)
        papers[i].abstract = apmAbstract + QStringLiteral(" Variant %1.").arg(i % 7);
    QtConcurrent::blockingMap(papers, [&deriver](Paper &p) { deriver.derive(p); });
    for (const Paper &p : std::as_const(papers)) {
        Paper again;
        again.abstract = p.abstract;
        deriver.derive(again);
        QCOMPARE(p.id, again.id);
        QCOMPARE(p.title, again.title);
        QCOMPARE(p.links, again.links);
        QCOMPARE(p.topics, again.topics);
    }
}

void TestPaperDeriver::assignsTheTopicsDeriveGivesFromIndexedTokens()
{
    const ReadResult read = CollectionReader::readFile(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(read.ok());
    QList<Paper> papers = read.collection.papers;
    QVERIFY(papers.size() >= 19);
    // Without a title of its own: the derived one must not count as a title.
    Paper untitled;
    untitled.abstract = apmAbstract;
    papers.insert(3, untitled);
    // With a title that has phrases of its own.
    Paper titled;
    titled.title = QStringLiteral("Diffusion models for reinforcement learning");
    titled.abstract = QStringLiteral("We study policies.");
    papers.append(titled);

    const TopicClassifier classifier(m_taxonomy);
    const PaperDeriver deriver(classifier);
    QList<Paper> derived = papers;
    for (Paper &paper : derived)
        deriver.derive(paper);

    for (Paper &paper : papers)
        deriver.deriveText(paper);
    const IndexedTokens tokens = ChunkTokenizer::tokenize(papers, 0, papers.size());
    deriver.assignTopics(tokens, papers.data());

    QVERIFY(papers.at(3).titleDerived);
    int withTopics = 0;
    for (qsizetype row = 0; row < papers.size(); ++row) {
        QVERIFY2(papers.at(row).topics == derived.at(row).topics, qPrintable(papers.at(row).title));
        withTopics += papers.at(row).topics.isEmpty() ? 0 : 1;
    }
    QCOMPARE(withTopics, papers.size());
}

QTEST_GUILESS_MAIN(TestPaperDeriver)
#include "tst_paperderiver.moc"
