// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paper.h"
#include "search/matchhighlighter.h"
#include "search/queryparser.h"
#include "search/searchindex.h"
#include "searchindextestdata.h"
#include "testdata.h"
#include "text/cjkbigrams.h"
#include "text/textnormalizer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cstring>

namespace {

// The reference: every paper's folded tokens, checked term by term with plain loops.
class ReferenceMatcher
{
public:
    ReferenceMatcher(const QList<Paper> &papers, const QStringList &topicNames)
    {
        for (const QString &name : topicNames)
            m_topicNames.append(TextNormalizer::fold(name));
        for (const Paper &paper : papers) {
            m_title.append(Query::tokens(TextNormalizer::fold(paper.title)));
            m_abstract.append(Query::tokens(TextNormalizer::fold(paper.abstract)));
            QStringList links;
            for (const QString &link : paper.links)
                links.append(TextNormalizer::fold(link));
            m_links.append(links);
            m_topics.append(paper.topics);
        }
    }

    Bitset evaluate(const Query &query) const
    {
        Bitset result(m_title.size());
        for (qsizetype row = 0; row < m_title.size(); ++row) {
            if (query.isEmpty() || matches(query, query.root(), row))
                result.set(row);
        }
        return result;
    }

private:
    bool matches(const Query &query, int index, qsizetype row) const
    {
        const Query::Node &node = query.node(index);
        switch (node.type) {
        case Query::NodeType::Not:
            return !matches(query, node.children.front(), row);
        case Query::NodeType::And:
            for (int child : node.children) {
                if (!matches(query, child, row))
                    return false;
            }
            return true;
        case Query::NodeType::Or:
            for (int child : node.children) {
                if (matches(query, child, row))
                    return true;
            }
            return false;
        case Query::NodeType::Term:
            break;
        }
        const Query::Term &term = node.term;
        switch (term.field) {
        case Query::Field::Any:
            return holds(m_title[row], term) || holds(m_abstract[row], term);
        case Query::Field::Title:
            return holds(m_title[row], term);
        case Query::Field::Abstract:
            return holds(m_abstract[row], term);
        case Query::Field::Url:
            for (const QString &link : m_links[row]) {
                if (link.contains(term.text))
                    return true;
            }
            return false;
        case Query::Field::Has:
            return !m_links[row].isEmpty();
        case Query::Field::Topic: {
            const qsizetype exact = m_topicNames.indexOf(term.text);
            for (int topic : m_topics[row]) {
                if (exact >= 0 ? topic == exact
                               : term.prefix && m_topicNames[topic].startsWith(term.text))
                    return true;
            }
            return false;
        }
        default:
            return false;
        }
    }

    static bool holds(const QStringList &words, const Query::Term &term)
    {
        const QStringList tokens = Query::tokens(term.text);
        for (qsizetype start = 0; start + tokens.size() <= words.size(); ++start) {
            bool all = true;
            for (qsizetype i = 0; i < tokens.size() && all; ++i) {
                const bool last = i == tokens.size() - 1;
                all = (last && term.prefix) ? words[start + i].startsWith(tokens[i])
                                            : words[start + i] == tokens[i];
            }
            if (all)
                return true;
        }
        return false;
    }

    QStringList m_topicNames;
    QList<QStringList> m_title, m_abstract, m_links;
    QList<QList<int>> m_topics;
};

// A random valid query built from the corpus' own words and phrases.
QString randomClause(QRandomGenerator &random, const QList<QStringList> &abstracts, int depth)
{
    const QStringList &words = abstracts[random.bounded(int(abstracts.size()))];
    const QString word
        = words.isEmpty() ? QStringLiteral("x") : words[random.bounded(int(words.size()))];
    const auto prefixOf
        = [&](const QString &w) { return w.left(1 + random.bounded(int(w.size()))); };
    switch (random.bounded(depth > 0 ? 11 : 9)) {
    case 0:
    case 1:
        return word;
    case 2:
        return prefixOf(word);
    case 3: {
        const int n = 2 + random.bounded(2);
        if (words.size() < n)
            return word;
        const int start = random.bounded(int(words.size()) - n + 1);
        return u'"' + words.mid(start, n).join(u' ') + u'"';
    }
    case 4: {
        if (words.size() < 2)
            return word;
        const int start = random.bounded(int(words.size()) - 1);
        return words[start] + u'-' + prefixOf(words[start + 1]);
    }
    case 5:
        return (random.bounded(2) ? QStringLiteral("title:") : QStringLiteral("abstract:"))
            + prefixOf(word);
    case 6:
        return QStringLiteral("topic:") + QStringLiteral("tmn").mid(random.bounded(3), 1);
    case 7:
        return random.bounded(2)
            ? QStringLiteral("has:link")
            : QStringLiteral("url:") + QStringLiteral("github").left(2 + random.bounded(4));
    case 8:
        return u'-' + randomClause(random, abstracts, 0);
    case 9:
        return randomClause(random, abstracts, depth - 1) + QStringLiteral(" OR ")
            + randomClause(random, abstracts, depth - 1);
    default:
        return QStringLiteral("-(") + randomClause(random, abstracts, depth - 1) + u' '
            + randomClause(random, abstracts, depth - 1) + u')';
    }
}

} // namespace

/// SearchIndex against a plain matcher over real abstracts and random queries built from them.
class TestSearchIndexReference : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void agreesWithAPlainMatcherOnRealAbstracts();
};

void TestSearchIndexReference::agreesWithAPlainMatcherOnRealAbstracts()
{
    PAPERDESK_SHARED_FILE_OR_SKIP(path, "neurips2018-abstracts.txt");
    const QList<Paper> papers = readPlainList(path);
    QCOMPARE(papers.size(), 999);
    const QStringList topics = { QStringLiteral("Theory"), QStringLiteral("Tabular data"),
        QStringLiteral("Metrics"), QStringLiteral("Neural nets"), QStringLiteral("Multitask"),
        QStringLiteral("Meta learning"), QStringLiteral("Topology") };
    const SearchIndex index = SearchIndex::build(papers, topics, {});
    const ReferenceMatcher reference(papers, topics);
    QList<QStringList> abstracts;
    for (const Paper &paper : papers)
        abstracts.append(Query::tokens(TextNormalizer::fold(paper.abstract)));

    QRandomGenerator random(20181203);
    qsizetype nonTrivial = 0;
    // Shared by all queries, as in the window while typing: every result must also be right
    // when some of its terms come from earlier queries.
    TermResultCache cache;
    for (int round = 0; round < 400; ++round) {
        QString text = randomClause(random, abstracts, 2);
        for (int more = random.bounded(3); more > 0; --more)
            text += u' ' + randomClause(random, abstracts, 2);
        const QueryParseResult parsed = QueryParser::parse(text);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(text + QStringLiteral(": ") + parsed.error));
        const Bitset expected = reference.evaluate(parsed.query);
        const Bitset actual = index.evaluate(parsed.query);
        QVERIFY2(index.evaluate(parsed.query, {}, &cache) == actual, qPrintable(text));
        if (actual != expected) {
            Bitset diff = actual;
            diff |= expected;
            diff.andNot(actual & expected);
            QFAIL(qPrintable(QStringLiteral("%1 (%2): index %3, reference %4 papers; differ at %5")
                                 .arg(text, parsed.query.toString())
                                 .arg(actual.count())
                                 .arg(expected.count())
                                 .arg(rowsOf(diff).left(60))));
        }
        nonTrivial += expected.count() > 0 && expected.count() < papers.size();
    }
    QVERIFY2(nonTrivial > 200, "most random queries should select some but not all papers");
}

QTEST_GUILESS_MAIN(TestSearchIndexReference)
#include "tst_searchindexreference.moc"
