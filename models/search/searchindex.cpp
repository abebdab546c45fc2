// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchindex.h"

#include "text/cjkbigrams.h"

#include <algorithm>

namespace {

bool hasTitle(Query::Field f)
{
    return f == Query::Field::Any || f == Query::Field::Title;
}

bool hasAbstract(Query::Field f)
{
    return f == Query::Field::Any || f == Query::Field::Abstract;
}

} // namespace

Bitset SearchIndex::evaluate(
    const Query &query, const SearchContext &context, TermResultCache *cache) const
{
    if (query.isEmpty())
        return Bitset(m_size, true);
    return evaluateNode(query, query.root(), context, cache);
}

Bitset SearchIndex::evaluateNode(
    const Query &query, int index, const SearchContext &ctx, TermResultCache *cache) const
{
    const Query::Node &node = query.node(index);
    switch (node.type) {
    case Query::NodeType::Term: {
        if (!cache || !TermResultCache::isCacheable(node.term))
            return evaluateTerm(node.term, ctx);
        if (const Bitset *cached = cache->find(node.term))
            return *cached;
        Bitset result = evaluateTerm(node.term, ctx);
        cache->insert(node.term, result);
        return result;
    }
    case Query::NodeType::Not:
        return evaluateNode(query, node.children.front(), ctx, cache).invert();
    case Query::NodeType::Or: {
        Bitset result = evaluateNode(query, node.children.front(), ctx, cache);
        for (qsizetype i = 1; i < node.children.size(); ++i)
            result |= evaluateNode(query, node.children[i], ctx, cache);
        return result;
    }
    case Query::NodeType::And:
        break;
    }
    // Excluded children are subtracted instead of inverted and intersected.
    Bitset result(m_size, true);
    for (int child : node.children) {
        const Query::Node &c = query.node(child);
        if (c.type == Query::NodeType::Not)
            result.andNot(evaluateNode(query, c.children.front(), ctx, cache));
        else
            result &= evaluateNode(query, child, ctx, cache);
    }
    return result;
}

Bitset SearchIndex::evaluateTerm(const Query::Term &term, const SearchContext &context) const
{
    switch (term.field) {
    case Query::Field::Any:
    case Query::Field::Title:
    case Query::Field::Abstract:
        return evaluateText(term);
    case Query::Field::Topic:
        return topicsNamed(term.text, term.prefix);
    case Query::Field::Keyword:
        return m_keywords.named(term.text, term.prefix);
    case Query::Field::Tag:
        return evaluateTag(term, context);
    case Query::Field::Url:
        return evaluateUrl(term.text);
    case Query::Field::Has:
        return term.text == u"code" ? m_hasCode : m_hasLink;
    case Query::Field::Is:
        return evaluateIs(term.text, context);
    }
    return Bitset(m_size);
}

void SearchIndex::uniteTokens(Bitset &into, int first, int last, Query::Field field) const
{
    for (int t = first; t < last; ++t) {
        if (hasTitle(field))
            m_title.unite(into, t);
        if (hasAbstract(field))
            m_abstract.unite(into, t);
    }
}

// One token: the union of its postings (of every token in the prefix's id range). Several
// tokens: papers holding all of them, then checked for the run in the forward index. A lone
// CJK character at an end of the run may be half of one of the text's bigrams (CjkBigrams):
// at the end, the first half (the bigrams starting with it); at the start, the second half.
Bitset SearchIndex::evaluateText(const Query::Term &term) const
{
    const QStringList tokens = Query::tokens(term.text);
    if (tokens.isEmpty())
        return Bitset(m_size, true);
    const qsizetype n = tokens.size();
    const bool loneFirst = CjkBigrams::isLoneCjk(tokens.front());
    if (n == 1 && loneFirst)
        return evaluateCjkCharacter(tokens.front().front().unicode(), term.field);
    const bool lastIsPrefix = term.prefix || CjkBigrams::isLoneCjk(tokens.back());
    std::pair<int, int> last = lastIsPrefix
        ? m_dictionary.prefixRange(tokens.back())
        : std::pair<int, int> { m_dictionary.find(tokens.back()), 0 };
    if (!lastIsPrefix)
        last.second = last.first + 1;
    if (last.first < 0 || last.first >= last.second)
        return Bitset(m_size);
    Bitset result(m_size);
    uniteTokens(result, last.first, last.second, term.field);
    if (n == 1)
        return result;

    // codes[i]: the code the run's token i must have; firstCodes: those its first may have.
    std::vector<quint32> codes(size_t(n - 1));
    std::vector<quint32> firstCodes;
    for (qsizetype i = 0; i < n - 1; ++i) {
        std::vector<int> ids;
        if (i == 0 && loneFirst)
            ids = cjkTokensEndingIn(tokens.front().front().unicode());
        else if (const int id = m_dictionary.find(tokens[i]); id >= 0)
            ids.push_back(id);
        if (ids.empty())
            return Bitset(m_size);
        Bitset set(m_size);
        for (const int id : ids) {
            uniteTokens(set, id, id + 1, term.field);
            if (i == 0)
                firstCodes.push_back(m_codeOfToken[size_t(id)]);
        }
        codes[size_t(i)] = m_codeOfToken[size_t(ids.front())];
        result &= set;
    }
    std::sort(firstCodes.begin(), firstCodes.end());
    const auto isLast = [&](quint32 code) {
        const quint32 token = m_tokenOfCode[code];
        return token >= quint32(last.first) && token < quint32(last.second);
    };
    const auto holdsRun = [&](const std::vector<quint32> &seq) {
        for (size_t start = 0; start + size_t(n) <= seq.size(); ++start) {
            if (!std::binary_search(firstCodes.cbegin(), firstCodes.cend(), seq[start]))
                continue;
            size_t i = 1;
            while (i < codes.size() && seq[start + i] == codes[i])
                ++i;
            if (i == codes.size() && isLast(seq[start + i]))
                return true;
        }
        return false;
    };
    Bitset verified(m_size);
    std::vector<quint32> seq;
    result.forEachSet([&](qsizetype row) {
        bool found = false;
        if (hasTitle(term.field)) {
            m_forward.decode(row, ForwardIndex::Title, seq);
            found = holdsRun(seq);
        }
        if (!found && hasAbstract(term.field)) {
            m_forward.decode(row, ForwardIndex::Abstract, seq);
            found = holdsRun(seq);
        }
        if (found)
            verified.set(row);
    });
    return verified;
}

// One CJK character found wherever it stands: the tokens starting with it (itself and its
// bigrams: one id range) and the bigrams ending in it.
Bitset SearchIndex::evaluateCjkCharacter(char16_t c, Query::Field field) const
{
    Bitset result(m_size);
    const auto [first, last] = m_dictionary.prefixRange(QStringView(&c, 1));
    uniteTokens(result, first, last, field);
    for (const int id : cjkTokensEndingIn(c))
        uniteTokens(result, id, id + 1, field);
    return result;
}

// The character itself and the bigrams ending in it. Only a scan finds those: it starts at
// the first CJK block, so a list without CJK costs one binary search, and one with CJK a pass
// over the CJK part of the dictionary (its bigrams).
std::vector<int> SearchIndex::cjkTokensEndingIn(char16_t c) const
{
    std::vector<int> ids;
    if (const int id = m_dictionary.find(QStringView(&c, 1)); id >= 0)
        ids.push_back(id);
    for (int id = m_dictionary.lowerBound(u"\u1100"); id < m_dictionary.size(); ++id) {
        if (CjkBigrams::isBigramEndingIn(m_dictionary.token(id), c))
            ids.push_back(id);
    }
    return ids;
}

Bitset SearchIndex::evaluateUrl(const QString &text) const
{
    Bitset result(m_size);
    const QByteArray needle = text.toUtf8();
    qsizetype pos = 0;
    while ((pos = m_links.indexOf(needle, pos)) >= 0) {
        const auto it = std::upper_bound(m_linkStarts.begin(), m_linkStarts.end(), quint32(pos));
        const size_t link = size_t(it - m_linkStarts.begin()) - 1;
        result.set(m_linkPapers[link]);
        pos = it == m_linkStarts.end() ? m_links.size() : qsizetype(*it);
    }
    return result;
}

Bitset SearchIndex::evaluateTag(const Query::Term &term, const SearchContext &context) const
{
    if (const auto it = context.tags.constFind(term.text); it != context.tags.cend())
        return sized(*it);
    Bitset result(m_size);
    if (!term.prefix)
        return result;
    for (auto it = context.tags.cbegin(); it != context.tags.cend(); ++it) {
        if (it.key().startsWith(term.text) && it->size() == m_size)
            result |= *it;
    }
    return result;
}

Bitset SearchIndex::evaluateIs(const QString &value, const SearchContext &context) const
{
    if (value == u"read")
        return sized(context.read);
    if (value == u"unread")
        return sized(context.read).invert();
    if (value == u"starred")
        return sized(context.starred);
    if (value == u"unstarred")
        return sized(context.starred).invert();
    if (value == u"tagged")
        return sized(context.tagged);
    if (value == u"untagged")
        return sized(context.tagged).invert();
    if (value == u"topicless")
        return m_noTopic;
    return Bitset(m_size);
}

// A set from the context that does not fit this index (not given, or stale) counts as empty.
Bitset SearchIndex::sized(const Bitset &set) const
{
    return set.size() == m_size ? set : Bitset(m_size);
}

const Bitset &SearchIndex::topicSet(int topic) const
{
    static const Bitset none;
    return topic >= 0 && size_t(topic) < m_topicSets.size() ? m_topicSets[size_t(topic)] : none;
}

Bitset SearchIndex::topicsNamed(const QString &foldedName, bool allowPrefix) const
{
    Bitset result(m_size);
    const auto uniteArea = [&](const QList<int> &topics) {
        for (int topic : topics) {
            if (topicSet(topic).size() == m_size)
                result |= topicSet(topic);
        }
    };
    const qsizetype exact = m_topicNames.indexOf(foldedName);
    const auto area = m_areas.constFind(foldedName);
    if (exact >= 0 || area != m_areas.cend()) {
        if (exact >= 0)
            result |= m_topicSets[size_t(exact)];
        if (area != m_areas.cend())
            uniteArea(*area);
        return result;
    }
    if (!allowPrefix)
        return result;
    for (qsizetype i = 0; i < m_topicNames.size(); ++i) {
        if (m_topicNames[i].startsWith(foldedName))
            result |= m_topicSets[size_t(i)];
    }
    for (auto it = m_areas.cbegin(); it != m_areas.cend(); ++it) {
        if (it.key().startsWith(foldedName))
            uniteArea(*it);
    }
    return result;
}

void SearchIndex::prepareRanking() const
{
    if (!m_ranking)
        return;
    std::call_once(m_ranking->built, [this] {
        m_ranking->frequencies = TermFrequencies(m_forward, m_size, quint32(m_tokenOfCode.size()));
    });
}

qsizetype SearchIndex::memoryUsage() const
{
    qsizetype bytes = m_dictionary.memoryUsage() + m_title.memoryUsage() + m_abstract.memoryUsage()
        + m_forward.memoryUsage()
        + qsizetype((m_codeOfToken.capacity() + m_tokenOfCode.capacity()) * 4) + m_links.capacity()
        + qsizetype((m_linkStarts.capacity() + m_linkPapers.capacity()) * 4)
        + qsizetype(m_hasLink.words().capacity() + m_hasCode.words().capacity()
              + m_noTopic.words().capacity())
            * 8;
    for (const Bitset &set : m_topicSets)
        bytes += qsizetype(set.words().capacity() * 8);
    bytes += m_keywords.memoryUsage();
    return bytes;
}
