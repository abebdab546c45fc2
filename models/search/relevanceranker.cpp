// SPDX-License-Identifier: GPL-3.0-or-later
#include "relevanceranker.h"

#include "searchindex.h"
#include "text/cjkbigrams.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace {

constexpr double k1 = 1.2;
constexpr double b = 0.75;
constexpr qsizetype minimumPrefix = 3;

bool isText(Query::Field field)
{
    return field == Query::Field::Any || field == Query::Field::Title
        || field == Query::Field::Abstract;
}

// The BM25 weight of a count in a field of this length (the idf is applied by the caller).
float saturated(quint32 count, quint16 length, double averageLength)
{
    if (count == 0)
        return 0;
    const double norm = k1 * (1 - b + b * double(length) / averageLength);
    return float(double(count) * (k1 + 1) / (double(count) + norm));
}

} // namespace

bool RelevanceRanker::canRank(const Query &query)
{
    const QList<Query::Term> terms = query.positiveTerms();
    return std::any_of(terms.cbegin(), terms.cend(), [](const Query::Term &term) {
        return isText(term.field) && !Query::tokens(term.text).isEmpty();
    });
}

std::vector<RelevanceRanker::Term> RelevanceRanker::termsOf(
    const SearchIndex &index, const Query &query)
{
    std::vector<Term> terms;
    const QList<Query::Term> positive = query.positiveTerms();
    for (const Query::Term &word : positive) {
        if (!isText(word.field))
            continue;
        const QStringList tokens = Query::tokens(word.text);
        for (qsizetype i = 0; i < tokens.size(); ++i) {
            Term term;
            term.title = word.field != Query::Field::Abstract;
            term.abstract = word.field != Query::Field::Title;
            // A prefix of one or two letters starts too many words to say what is meant
            // (and ranking by all of them, every paper's, costs the most): until its third
            // letter it counts as the word it is. A lone CJK character counts as the bigrams
            // it starts (it is found anywhere in a run, but the bigrams ending in it would
            // take a scan of the dictionary).
            const bool prefix
                = i + 1 == tokens.size() && word.prefix && tokens[i].size() >= minimumPrefix;
            if (prefix || CjkBigrams::isLoneCjk(tokens[i])) {
                std::tie(term.first, term.last) = index.m_dictionary.prefixRange(tokens[i]);
            } else {
                term.first = index.m_dictionary.find(tokens[i]);
                term.last = term.first + 1;
            }
            // A token the list does not hold adds nothing; one written twice counts once.
            const bool known = std::any_of(terms.cbegin(), terms.cend(), [&](const Term &t) {
                return t.first == term.first && t.last == term.last && t.title == term.title
                    && t.abstract == term.abstract;
            });
            if (term.first >= 0 && term.first < term.last && !known)
                terms.push_back(term);
        }
    }
    return terms;
}

void RelevanceRanker::addTerm(const SearchIndex &index, const Term &term, const Bitset &result)
{
    const TermFrequencies &frequencies = index.m_ranking->frequencies;
    const auto count = [&](const PostingStore &postings, TermFrequencies::Field field,
                           std::vector<quint16> &counts) {
        for (int token = term.first; token < term.last; ++token) {
            const quint8 *tf = frequencies.counts(field, index.m_codeOfToken[size_t(token)]);
            postings.forEachRow(token, [&](qsizetype row) {
                if (m_titleCounts[size_t(row)] == 0 && m_abstractCounts[size_t(row)] == 0)
                    m_touched.push_back(quint32(row));
                counts[size_t(row)] += *tf++;
            });
        }
    };
    m_touched.clear();
    if (term.title)
        count(index.m_title, TermFrequencies::Title, m_titleCounts);
    if (term.abstract)
        count(index.m_abstract, TermFrequencies::Abstract, m_abstractCounts);

    // The papers holding the term in any of its fields are its document frequency.
    const double n = double(index.m_size);
    const double df = double(m_touched.size());
    const float idf = float(std::log(1 + (n - df + 0.5) / (df + 0.5)));
    const double titleAverage = frequencies.averageLength(TermFrequencies::Title);
    const double abstractAverage = frequencies.averageLength(TermFrequencies::Abstract);
    for (const quint32 row : m_touched) {
        if (result.test(row)) {
            const float weight = titleWeight
                    * saturated(m_titleCounts[row], frequencies.length(TermFrequencies::Title, row),
                        titleAverage)
                + saturated(m_abstractCounts[row],
                    frequencies.length(TermFrequencies::Abstract, row), abstractAverage);
            m_scores[row] += idf * weight;
        }
        m_titleCounts[row] = 0;
        m_abstractCounts[row] = 0;
    }
}

std::vector<quint32> RelevanceRanker::rank(
    const SearchIndex &index, const Query &query, const Bitset &result)
{
    const size_t n = size_t(index.m_size);
    m_scores.assign(n, 0);
    m_titleCounts.resize(n, 0);
    m_abstractCounts.resize(n, 0);
    index.prepareRanking();
    if (!index.m_ranking->frequencies.isEmpty() && result.size() == qsizetype(n)) {
        for (const Term &term : termsOf(index, query))
            addTerm(index, term, result);
    }

    // A stable LSD radix sort of the result on its scores, highest first: scores are
    // non-negative floats, whose bits order as unsigned integers do, so the key is their
    // complement. Rows go in ascending, so equal scores keep the list's order. A comparison
    // sort of 100,000 rows took several milliseconds of the keystroke's budget.
    std::vector<quint32> rows;
    rows.reserve(size_t(result.count()));
    result.forEachSet([&](qsizetype row) { rows.push_back(quint32(row)); });
    if (rows.empty())
        return rows;
    std::vector<quint32> keys(n);
    for (const quint32 row : rows) {
        quint32 bits;
        std::memcpy(&bits, &m_scores[row], sizeof bits);
        keys[row] = ~bits;
    }
    std::vector<quint32> sorted(rows.size());
    for (int shift = 0; shift < 32; shift += 8) {
        std::array<quint32, 257> starts {};
        for (const quint32 row : rows)
            ++starts[((keys[row] >> shift) & 0xff) + 1];
        if (starts[((keys[rows.front()] >> shift) & 0xff) + 1] == rows.size())
            continue; // every row has the same byte here: the pass would change nothing
        for (size_t i = 1; i < starts.size(); ++i)
            starts[i] += starts[i - 1];
        for (const quint32 row : rows)
            sorted[starts[(keys[row] >> shift) & 0xff]++] = row;
        rows.swap(sorted);
    }
    return rows;
}

float RelevanceRanker::score(qsizetype row) const
{
    return row >= 0 && size_t(row) < m_scores.size() ? m_scores[size_t(row)] : 0.0f;
}
