// SPDX-License-Identifier: GPL-3.0-or-later
#include "topicclassifier.h"
#include "topicselection.h"

#include "phrasehits.h"
#include "text/textnormalizer.h"

#include <QVarLengthArray>
#include <QtAlgorithms>

#include <algorithm>
#include <cmath>
#include <utility>

namespace {

constexpr qsizetype maxTokenLength = PhraseVocabulary::maxTokenLength;
constexpr int titleFactor = 2; // a phrase in the title counts double
constexpr float repeatBonus = 0.5f; // each repetition adds half the weight …
constexpr int maxRepeats = 2; // … at most twice, so one word cannot swamp a topic
static_assert(PhraseHits::maxCount == 1 + maxRepeats);

quint64 edgeKey(qint32 node, qint32 token)
{
    return (quint64(quint32(node)) << 32) | quint32(token);
}

quint64 mixKey(quint64 key)
{
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdull;
    key ^= key >> 33;
    return key;
}

} // namespace

TopicClassifier::TopicClassifier(const Taxonomy &taxonomy)
    : m_taxonomy(taxonomy)
{
    // Sized once for the phrases (a few thousand): load factor stays at or below one half.
    qsizetype phrases = 0;
    for (const Topic &topic : taxonomy.topics())
        phrases += topic.phrases.size() + topic.negatives.size();
    phrases += taxonomy.baselineGuardBefore().size() + taxonomy.baselineGuardAfter().size();
    qsizetype capacity = 64;
    while (capacity < 8 * (phrases + 8))
        capacity *= 2;
    m_vocabulary.reserveSlots(capacity);
    m_edges.resize(capacity);

    for (int t = 0; t < taxonomy.size(); ++t) {
        const Topic &topic = taxonomy.topic(t);
        for (const TopicPhrase &p : topic.phrases)
            addPhrase(p.text, t, float(p.weight));
        for (const TopicPhrase &p : topic.negatives)
            addPhrase(p.text, t, -float(p.weight));
    }
    m_terminalStart.resize(m_nodeCount + 1, qint32(m_terminals.size()));
    buildClassifyTables();
    markGuardWords(taxonomy.baselineGuardBefore(), GuardBefore);
    markGuardWords(taxonomy.baselineGuardAfter(), GuardAfter);
}

void TopicClassifier::buildClassifyTables()
{
    m_terminalScores.reserve(m_terminals.size() * PhraseHits::maxCount);
    for (const Terminal &t : std::as_const(m_terminals)) {
        for (int count = 1; count <= PhraseHits::maxCount; ++count) {
            const float occurrences = float(count);
            m_terminalScores.append(
                t.weight * (1.0f + repeatBonus * std::min(occurrences - 1, float(maxRepeats))));
        }
    }
    for (const Topic &topic : m_taxonomy.topics())
        m_minScores.append(float(topic.minScore));
    for (const Topic &topic : m_taxonomy.topics())
        m_broad.append(topic.broad);

    m_nodes.resize(m_nodeCount);
    for (qint32 node = 0; node < m_nodeCount; ++node)
        m_nodes[node] = Node { m_terminalStart[node], m_terminalStart[node + 1], 0 };
    m_tokens.resize(m_vocabulary.size() + 1);
    int bits = 0;
    for (const EdgeSlot &edge : std::as_const(m_edges)) {
        if (edge.child >= 0 && (edge.key >> 32) != 0) {
            TokenInfo &info = m_tokens[qint32(quint32(edge.key)) + 1];
            if (info.bit == everyToken)
                info.bit |= quint64(1) << (bits++ % 63);
        }
    }
    for (const EdgeSlot &edge : std::as_const(m_edges)) {
        if (edge.child >= 0) {
            const quint64 bit = m_tokens[qint32(quint32(edge.key)) + 1].bit & ~everyToken;
            m_nodes[qint32(edge.key >> 32)].childBits |= bit;
        }
    }
    for (qint32 token = 0; token < m_vocabulary.size(); ++token) {
        TokenInfo &info = m_tokens[token + 1];
        info.root = child(0, token);
        if (info.root >= 0) {
            const Node &root = m_nodes[info.root];
            info.startBits = root.childBits
                | (root.endTerminal > root.firstTerminal ? everyToken : quint64(0));
        }
    }
}

void TopicClassifier::addPhrase(const QString &phrase, int topic, float weight)
{
    const QString folded = TextNormalizer::fold(phrase);
    qint32 node = 0;
    bool any = false;
    TextNormalizer::forEachToken(folded, [&](qsizetype start, qsizetype length) {
        if (node < 0)
            return;
        if (length > maxTokenLength) {
            node = -1;
            return;
        }
        const qint32 token = m_vocabulary.intern(QStringView(folded).mid(start, length));
        qint32 next = child(node, token);
        if (next < 0) {
            next = m_nodeCount++;
            addEdge(node, token, next);
        }
        node = next;
        any = true;
    });
    if (!any || node < 0)
        return;
    // m_terminals stays grouped by node, m_terminalStart[n] .. [n + 1] being node n's. Phrases
    // are a few thousand, so an ordered insert at construction is cheap enough.
    if (m_terminalStart.size() < m_nodeCount + 1)
        m_terminalStart.resize(m_nodeCount + 1, qint32(m_terminals.size()));
    // "llm" and "llms" are one phrase after plural folding: counted once, at the larger weight.
    for (qint32 t = m_terminalStart[node]; t < m_terminalStart[node + 1]; ++t) {
        Terminal &existing = m_terminals[t];
        if (existing.topic == topic && (existing.weight > 0) == (weight > 0)) {
            if (std::abs(weight) > std::abs(existing.weight))
                existing.weight = weight;
            return;
        }
    }
    const qint32 at = m_terminalStart[node + 1];
    m_terminals.insert(at, Terminal { topic, weight });
    for (qsizetype n = node + 1; n < m_terminalStart.size(); ++n)
        ++m_terminalStart[n];
}

qint32 TopicClassifier::tokenId(std::u16string_view folded) const
{
    const qsizetype length = qsizetype(folded.size());
    if (length > maxTokenLength)
        return -1;
    return m_vocabulary.id(QStringView(folded.data(), length));
}

qint32 TopicClassifier::child(qint32 node, qint32 token) const
{
    const quint64 key = edgeKey(node, token);
    const qsizetype mask = m_edges.size() - 1;
    for (qsizetype i = mixKey(key) & mask;; i = (i + 1) & mask) {
        const EdgeSlot &slot = m_edges[i];
        if (slot.child < 0)
            return -1;
        if (slot.key == key)
            return slot.child;
    }
}

void TopicClassifier::addEdge(qint32 node, qint32 token, qint32 childNode)
{
    const quint64 key = edgeKey(node, token);
    const qsizetype mask = m_edges.size() - 1;
    qsizetype i = mixKey(key) & mask;
    while (m_edges[i].child >= 0)
        i = (i + 1) & mask;
    m_edges[i] = EdgeSlot { key, childNode };
    ++m_edgeCount;
}

template <typename Ids> void TopicClassifier::appendTokenIds(QStringView text, Ids &ids) const
{
    // Folds while it splits, as TextNormalizer::forEachToken(fold(text)) would: one pass and
    // no folded copy of every abstract.
    char16_t token[maxTokenLength];
    qsizetype length = 0;
    const auto endToken = [&] {
        if (length > maxTokenLength) {
            ids.append(-1);
        } else {
            ids.append(m_vocabulary.id(QStringView(token, length)));
        }
        length = 0;
    };
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const QChar folded = u < 0x80 ? QChar(u >= 'A' && u <= 'Z' ? char16_t(u + 32) : u)
                                      : TextNormalizer::foldChar(c);
        if (TextNormalizer::isTokenChar(folded)) {
            if (length < maxTokenLength)
                token[length] = folded.unicode();
            ++length;
        } else if (length > 0) {
            endToken();
        }
    }
    if (length > 0)
        endToken();
}

QList<int> TopicClassifier::classify(QStringView title, QStringView abstract) const
{
    if (m_taxonomy.isEmpty() || (title.isEmpty() && abstract.isEmpty()))
        return {};
    // Token ids of the title, a separator, then the abstract: phrases never span the two.
    TokenIds ids;
    appendTokenIds(title, ids);
    const qsizetype titleEnd = ids.size();
    ids.append(-1);
    appendTokenIds(abstract, ids);
    return classify(ids, titleEnd);
}

QList<int> TopicClassifier::classify(const TokenIds &ids, qsizetype titleEnd) const
{
    if (m_taxonomy.isEmpty())
        return {};
    PhraseHits hits(m_terminals.size());
    const qint32 *title = ids.constData();
    const qsizetype titleSize = std::clamp(titleEnd, qsizetype(0), ids.size());
    findPhrases(
        titleSize, [title](qsizetype i) { return title[i]; }, true, hits);
    const qint32 *abstract = title + titleSize;
    findPhrases(
        ids.size() - titleSize, [abstract](qsizetype i) { return abstract[i]; }, false, hits);
    return rank(hits);
}

QList<int> TopicClassifier::classify(
    const qint32 *tokenIds, TokenRange title, TokenRange abstract) const
{
    if (m_taxonomy.isEmpty())
        return {};
    PhraseHits hits(m_terminals.size());
    findPhrases(
        title.end - title.begin,
        [tokenIds, title](qsizetype i) { return tokenIds[title.begin[i]]; }, true, hits);
    findPhrases(
        abstract.end - abstract.begin,
        [tokenIds, abstract](qsizetype i) { return tokenIds[abstract.begin[i]]; }, false, hits);
    return rank(hits);
}

void TopicClassifier::markGuardWords(const QStringList &words, quint8 flag)
{
    // A guard word no phrase has gets an id of its own, with no phrase starting at it.
    for (const QString &word : words) {
        const QString folded = TextNormalizer::fold(word);
        TextNormalizer::forEachToken(folded, [&](qsizetype start, qsizetype length) {
            if (length > maxTokenLength)
                return;
            const qint32 token = m_vocabulary.intern(QStringView(folded).mid(start, length));
            if (token + 1 >= m_tokens.size())
                m_tokens.resize(token + 2);
            m_tokens[token + 1].guard |= flag;
        });
    }
}

// Every phrase of the tokens idAt(0) … idAt(size - 1); an occurrence in the title counts
// titleFactor times.
template <typename IdAt>
void TopicClassifier::findPhrases(qsizetype size, IdAt idAt, bool inTitle, PhraseHits &hits) const
{
    const int count = inTitle ? titleFactor : 1;
    // The words worth a walk of the trie, found with no branch (which words are is not
    // predictable): those a phrase is, and those a longer phrase starts with when the next
    // word may go on it. Most words are neither. Word i decides whether i - 1 is one.
    QVarLengthArray<qint32, 512> starts(size + 1);
    const TokenInfo *tokens = m_tokens.constData() + 1; // [-1] is no token
    qsizetype startCount = 0;
    quint64 startBits = 0;
    for (qsizetype i = 0; i < size; ++i) {
        const TokenInfo &token = tokens[idAt(i)];
        starts[startCount] = qint32(i - 1);
        startCount += (startBits & token.bit) != 0;
        startBits = token.startBits;
    }
    starts[startCount] = qint32(size - 1);
    startCount += (startBits & everyToken) != 0;

    for (qsizetype s = 0; s < startCount; ++s) {
        const qsizetype i = starts[s];
        qint32 node = tokens[idAt(i)].root;
        for (qsizetype j = i + 1;; ++j) {
            const Node &n = m_nodes[node];
            if (n.endTerminal > n.firstTerminal && !isBaselineMention(size, idAt, i, j)) {
                for (qint32 t = n.firstTerminal; t < n.endTerminal; ++t)
                    hits.add(t, count, inTitle);
            }
            // Most walks end here, without probing m_edges.
            if (j == size || (n.childBits & tokens[idAt(j)].bit) == 0)
                break;
            node = child(node, idAt(j));
            if (node < 0)
                break;
        }
    }
}

// Whether the phrase at tokens [begin, end) is named only to be compared with ("outperforms
// an LSTM", "than BERT", "an LSTM baseline"): a word of the taxonomy's baseline guard just
// before it or just after it. Such a mention says what the paper is not about.
template <typename IdAt>
bool TopicClassifier::isBaselineMention(
    qsizetype size, IdAt idAt, qsizetype begin, qsizetype end) const
{
    const TokenInfo *tokens = m_tokens.constData() + 1;
    for (qsizetype k = std::max(qsizetype(0), begin - guardBefore); k < begin; ++k) {
        if (tokens[idAt(k)].guard & GuardBefore)
            return true;
    }
    for (qsizetype k = end; k < std::min(size, end + guardAfter); ++k) {
        if (tokens[idAt(k)].guard & GuardAfter)
            return true;
    }
    return false;
}

QList<int> TopicClassifier::rank(const PhraseHits &hits) const
{
    // Only the few topics with hits are touched, never an array of every topic.
    const qsizetype topicCount = m_taxonomy.size();
    QVarLengthArray<float, 128> scores(topicCount); // set only for the topics in order
    QVarLengthArray<quint64, 4> scored((topicCount + 63) / 64);
    std::fill(scored.begin(), scored.end(), 0);
    QVarLengthArray<quint64, 4> namedInTitle((topicCount + 63) / 64);
    std::fill(namedInTitle.begin(), namedInTitle.end(), 0);
    QVarLengthArray<int, 32> order;
    hits.forEach([&](qint32 terminal) {
        const int topic = m_terminals[terminal].topic;
        if (hits.inTitle(terminal) && m_terminals[terminal].weight > 0)
            namedInTitle[topic >> 6] |= quint64(1) << (topic & 63);
        const float score
            = m_terminalScores[terminal * PhraseHits::maxCount + hits.count(terminal) - 1];
        quint64 &word = scored[topic >> 6];
        const quint64 bit = quint64(1) << (topic & 63);
        if (word & bit) {
            scores[topic] += score;
        } else {
            word |= bit;
            scores[topic] = score;
            order.append(topic);
        }
    });
    QVarLengthArray<TopicSelection::Candidate, 32> candidates;
    for (int t : order) {
        const bool inTitle = (namedInTitle[t >> 6] >> (t & 63)) & 1;
        candidates.append({ t, scores[t], m_minScores[t], m_broad[t], inTitle });
    }
    return TopicSelection::choose(candidates, maxTopics);
}
