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

/// How the deriver's word splitting sees an abstract: every contribution verb and naming word
/// marked, words split at every kind of space wherever it falls.
class TestHeadlineDeriverWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void marksEveryContributionVerbAndNamingWord();
    void splitsWordsAtEveryKindOfSpace();
    void splitsAlikeWhereverOneOtherSpaceFalls();

private:
    QStringList m_seed;
};

void TestHeadlineDeriverWords::initTestCase()
{
    m_seed = readAbstracts(fixturePath(QStringLiteral("icml2025.txt")));
    QCOMPARE(m_seed.size(), 19);
}

void TestHeadlineDeriverWords::marksEveryContributionVerbAndNamingWord()
{
    // Splitting looks closer only at words whose length and first and last units fit a verb or a
    // naming word after a possible subject: whatever the case, quotes or punctuation, it must
    // never miss one that findContributionVerb() or isNamingWord() would find.
    using namespace SentenceScanner;
    using namespace WordSplitter;
    const QStringList subjects = { "we", "We", "WE", "paper", "Paper", "paper,", "(paper", "work)",
        "study", "Study:", "article", "article\u201d", "here", "Here", "note", "papers" };
    const QStringList adverbs = { "", "also", "Also", "further", "then", "newly", "also,", "not" };
    const QStringList verbs = { "propose", "proposes", "introduce", "present", "presents",
        "develop", "design", "designs", "devise", "describes", "study", "studies", "investigate",
        "consider", "explore", "analyze", "analyses", "address", "addresses", "tackle", "examines",
        "dubbed", "called", "named", "termed", "coined", "provide", "systems" };
    QStringList variants;
    for (const QString &verb : verbs) {
        QString capital = verb;
        capital[0] = capital[0].toUpper();
        QString inner = verb;
        inner[2] = inner[2].toUpper();
        variants << verb << verb.toUpper() << capital << inner << QStringLiteral("(") + verb
                 << QStringLiteral("\u201c") + verb << verb + QStringLiteral(")")
                 << verb + QStringLiteral("\u201d") << verb + QStringLiteral(",")
                 << verb + QStringLiteral("2")
                 << QStringLiteral("\"") + verb + QStringLiteral("\"");
    }
    Words w;
    for (const QString &subject : subjects) {
        for (const QString &adverb : adverbs) {
            QString text = QStringLiteral("In short,");
            for (const QString &variant : std::as_const(variants)) {
                text += u' ' + subject + (adverb.isEmpty() ? QString() : u' ' + adverb) + u' '
                    + variant + QStringLiteral(" FooNet.");
            }
            splitWords(text, w);
            qsizetype weak = 0;
            QList<qsizetype> cues;
            for (qsizetype i = 0; i < w.size(); ++i) {
                const Verb verb = findContributionVerb(w, i);
                QCOMPARE(int(w.verbs[i]), int(verb));
                weak += verb == Verb::Weak;
                if (verb == Verb::Strong || isNamingWord(w[i]))
                    cues.append(i);
            }
            QCOMPARE(w.weakVerbs, weak);
            QCOMPARE(QList<qsizetype>(w.cues.begin(), w.cues.end()), cues);
        }
    }
}

void TestHeadlineDeriverWords::splitsWordsAtEveryKindOfSpace()
{
    // Tabs, no-break and ideographic spaces, line separators: words are split at QChar::isSpace()
    // wherever they fall, including across the blocks the scanner reads at once.
    const char16_t spaces[] = { u'\t', u'\r', u'\v', u'\f', 0x0085, 0x00a0, 0x1680, 0x2003, 0x2028,
        0x2029, 0x202f, 0x205f, 0x3000 };
    for (const QString &abstract : std::as_const(m_seed)) {
        QString spaced = abstract;
        qsizetype n = 0;
        for (QChar &c : spaced) {
            if (c == u' ')
                c = QChar(spaces[n++ % std::size(spaces)]);
        }
        QVERIFY(n > 0);
        QCOMPARE(HeadlineDeriver::derive(spaced), HeadlineDeriver::derive(abstract));
        const QString padded = QStringLiteral("  \u3000") + spaced + QStringLiteral("\u00a0 ");
        QCOMPARE(HeadlineDeriver::derive(padded), HeadlineDeriver::derive(abstract));
    }
}

void TestHeadlineDeriverWords::splitsAlikeWhereverOneOtherSpaceFalls()
{
    // A block of blanks and printable ASCII only is split on a shorter path than one with any
    // other unit: one tab at each place of every block must not change the words or their cues.
    using namespace SentenceScanner;
    using namespace WordSplitter;
    const QString abstract = m_seed.front();
    Words plain;
    splitWords(abstract, plain);
    Words tabbed;
    for (qsizetype i = 0; i < abstract.size(); ++i) {
        if (abstract[i] != u' ')
            continue;
        QString text = abstract;
        text[i] = u'\t';
        splitWords(text, tabbed);
        QCOMPARE(tabbed.size(), plain.size());
        for (qsizetype k = 0; k < plain.size(); ++k) {
            QCOMPARE(tabbed[k], plain[k]);
            QCOMPARE(int(tabbed.verbs[k]), int(plain.verbs[k]));
        }
        QCOMPARE(QList<qsizetype>(tabbed.cues.begin(), tabbed.cues.end()),
            QList<qsizetype>(plain.cues.begin(), plain.cues.end()));
    }
}

QTEST_GUILESS_MAIN(TestHeadlineDeriverWords)
#include "tst_headlinederiverwords.moc"
