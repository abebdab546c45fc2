// SPDX-License-Identifier: GPL-3.0-or-later
#include "distinctivephrases.h"

#include "phrasebackground.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace DistinctivePhrases {

namespace {

/// How much more often than in the background a list must use a phrase for it to count:
/// below 3×, the words of a whole field ("training", "task") fill the section.
constexpr double minimumRatio = 3.0;
/// Distinct phrases of one to three words (with meaningful end words) in an abstract: about
/// how many phrases a paper puts to the test, counted or not. A phrase in a single paper is
/// not counted, yet it was one of the phrases that could have been in two by chance.
constexpr double phrasesPerPaper = 300;
/// The chance, over all the phrases of a list together, that one of them is shown though the
/// list holds it only as often as research at large does (the family-wise error rate).
constexpr double familyErrorRate = 0.05;

/// The log-likelihood ratio G² (Dunning 1993) of k papers of n holding a phrase that the
/// background holds at rate p: how much better "this list's own rate" explains the count than
/// the background's. Unlike the bare ratio it knows that 2 of 19 papers may be chance.
double logLikelihoodRatio(double k, double n, double p)
{
    const auto term = [](double observed, double expected) {
        return observed > 0 ? observed * std::log(observed / expected) : 0.0;
    };
    return 2 * (term(k, n * p) + term(n - k, n * (1 - p)));
}

struct Candidate
{
    const PhraseCount *phrase;
    double score;
};

/// The phrase with each word's plural "s" dropped: "language models" and "language model"
/// are one phrase to a reader.
QString singular(const QString &phrase)
{
    QString text = phrase;
    for (qsizetype i = text.size(); i-- > 1;) {
        const bool wordEnd = i + 1 == text.size() || text.at(i + 1) == QLatin1Char(' ');
        if (wordEnd && text.at(i) == QLatin1Char('s') && text.at(i - 1) != QLatin1Char('s'))
            text.remove(i, 1);
    }
    return text;
}

/// Whether the phrase ends in the abbreviation of its other words ("entity recognition ner",
/// "question answering qa"): a piece of "Named Entity Recognition (NER)", said already by the
/// phrase without the abbreviation.
bool endsInItsAbbreviation(const QString &phrase)
{
    const QStringList words = phrase.split(QLatin1Char(' '));
    if (words.size() < 2)
        return false;
    const QString &last = words.last();
    const qsizetype k = qMin(last.size(), words.size() - 1);
    for (qsizetype i = 0; i < k; ++i) {
        if (last.at(last.size() - k + i) != words.at(words.size() - 1 - k + i).front())
            return false;
    }
    // One matching initial is an abbreviation only in a short word: not "speech synthesis".
    return k >= 2 || last.size() <= 5;
}

/// Whether the words of a are a run of the words of b (or the other way round), or the two
/// are the same phrase in singular and plural.
bool nested(const QString &a, const QString &b)
{
    if (singular(a) == singular(b))
        return true;
    const QString &shorter = a.size() <= b.size() ? a : b;
    const QString &longer = a.size() <= b.size() ? b : a;
    const qsizetype at = longer.indexOf(shorter);
    if (at < 0 || shorter.size() == longer.size())
        return false;
    const bool startsAtWord = at == 0 || longer.at(at - 1) == QLatin1Char(' ');
    const qsizetype end = at + shorter.size();
    return startsAtWord && (end == longer.size() || longer.at(end) == QLatin1Char(' '));
}

} // namespace

QList<PhraseCount> rank(
    const PhraseCounter::Counts &counts, const PhraseBackground &background, int maxPhrases)
{
    QList<Candidate> candidates;
    const double read = double(qMax<qsizetype>(1, counts.papersRead));
    const double backgroundPapers = double(qMax<qsizetype>(1, background.papers()));
    // Every phrase of the papers is a test: with thousands of them, some pass a single test's
    // bar by chance, so each must pass it at familyErrorRate / tests (Bonferroni). As a G²
    // this is a chi-square bar of one degree of freedom; 2 ln(tests / rate) bounds it from
    // above (~23 for a list of 19 papers).
    const double tests = qMax(double(counts.phrases.size()), read * phrasesPerPaper);
    const double bar = 2 * std::log(tests / familyErrorRate);
    for (const PhraseCount &phrase : counts.phrases) {
        const double papers = qMin(double(phrase.papers), read);
        const double here = papers / read;
        const double there = background.papers() > 0
            ? background.papersWith(phrase.text) / backgroundPapers
            : 1.0 / backgroundPapers;
        const double thereAtMost = std::min(0.5,
            background.papers() > 0 ? background.mostPapersWith(phrase.text) / backgroundPapers
                                    : 1.0 / backgroundPapers);
        if (here <= thereAtMost || endsInItsAbbreviation(phrase.text))
            continue;
        // minimumRatio times as frequent (not a common word a list uses a little more), and
        // significantly so: "achieves" in 8 of 19 papers against 7% of the background could be
        // chance among the list's thousands of phrases.
        if (here < minimumRatio * thereAtMost
            || logLikelihoodRatio(papers, read, thereAtMost) < bar)
            continue;
        // A phrase of two or three words names a subject more exactly than one word does.
        const double words = double(phrase.text.count(QLatin1Char(' ')) + 1);
        candidates.append({ &phrase,
            std::pow(double(phrase.papers), 0.6) * std::log(here / there)
                * (1 + (words - 1) / 4) });
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        return a.score != b.score ? a.score > b.score : a.phrase->text < b.phrase->text;
    });

    QList<PhraseCount> chosen;
    for (const Candidate &candidate : std::as_const(candidates)) {
        if (chosen.size() >= maxPhrases)
            break;
        // Found mostly together with a phrase already chosen: it says the same thing.
        const bool repeats = std::any_of(chosen.cbegin(), chosen.cend(), [&](const PhraseCount &c) {
            const qsizetype low = qMin(c.papers, candidate.phrase->papers);
            const qsizetype high = qMax(c.papers, candidate.phrase->papers);
            return (singular(c.text) == singular(candidate.phrase->text) || low * 10 >= high * 7)
                && nested(c.text, candidate.phrase->text);
        });
        if (!repeats)
            chosen.append(*candidate.phrase);
    }
    return chosen;
}

Result find(const SearchIndex &index, const Bitset &rows, const PhraseBackground &background,
    const Options &options)
{
    PhraseCounter::Options counting;
    counting.maxPapers = options.maxPapers;
    const qsizetype inRows = rows.count();
    const qsizetype read = options.maxPapers > 0 ? qMin(inRows, options.maxPapers) : inRows;
    // Two papers make a phrase of a small list; in a large one a phrase in fewer than 1 in
    // 250 papers never makes the best 50, and counting it is most of the work.
    counting.minPapers = qMax<qsizetype>(2, read / 250);
    const PhraseCounter::Counts counts = PhraseCounter::count(index, rows, counting);
    Result result;
    result.phrases = rank(counts, background, options.maxPhrases);
    result.papers = inRows;
    result.estimated = counts.papersRead < counts.papersInRows;
    if (result.estimated) {
        const double scale = double(counts.papersInRows) / double(counts.papersRead);
        for (PhraseCount &phrase : result.phrases)
            phrase.papers = qsizetype(std::llround(double(phrase.papers) * scale));
    }
    return result;
}

} // namespace DistinctivePhrases
