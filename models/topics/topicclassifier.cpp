// SPDX-License-Identifier: GPL-3.0-or-later
#include "topicclassifier.h"

#include "text/textnormalizer.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <utility>

namespace {

constexpr qsizetype maxTokenLength = 48;
constexpr float titleFactor = 2.0f; // a phrase in the title counts double
constexpr float repeatBonus = 0.5f; // each repetition adds half the weight …
constexpr float maxRepeats = 2.0f; // … at most twice, so one word cannot swamp a topic
constexpr float keepRatio = 0.35f; // further topics need this share of the best score
constexpr float fallbackScore = 1.0f; // below every minScore, still better than nothing

// Light plural folding, the same for phrases and text: "models" → "model", "studies" → "study".
// Returns the length written to buf (at least maxTokenLength long).
qsizetype stem(QStringView token, char16_t *buf)
{
    qsizetype n = token.size();
    for (qsizetype i = 0; i < n; ++i)
        buf[i] = token[i].unicode();
    if (n > 4 && buf[n - 1] == u's' && buf[n - 2] == u'e' && buf[n - 3] == u'i') {
        buf[n - 3] = u'y';
        return n - 2;
    }
    if (n > 3 && buf[n - 1] == u's' && buf[n - 2] != u's' && buf[n - 2] != u'u'
        && buf[n - 2] != u'i')
        return n - 1;
    return n;
}

quint32 hashToken(const char16_t *s, qsizetype n)
{
    quint32 h = 2166136261u;
    for (qsizetype i = 0; i < n; ++i) {
        h ^= s[i];
        h *= 16777619u;
    }
    return h;
}

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
    qsizetype capacity = 64;
    while (capacity < 8 * (phrases + 8))
        capacity *= 2;
    m_vocabulary.resize(capacity);
    m_edges.resize(capacity);

    for (int t = 0; t < taxonomy.size(); ++t) {
        const Topic &topic = taxonomy.topic(t);
        for (const TopicPhrase &p : topic.phrases)
            addPhrase(p.text, t, float(p.weight));
        for (const TopicPhrase &p : topic.negatives)
            addPhrase(p.text, t, -float(p.weight));
    }
    m_terminalStart.resize(m_nodeCount + 1, qint32(m_terminals.size()));
    m_rootChild.resize(m_tokenCount + 1);
    m_rootChild[0] = -1;
    for (qint32 token = 0; token < m_tokenCount; ++token)
        m_rootChild[token + 1] = child(0, token);
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
        char16_t buf[maxTokenLength];
        const qsizetype n = stem(QStringView(folded).mid(start, length), buf);
        const qint32 token = internToken(QStringView(buf, n));
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

qint32 TopicClassifier::internToken(QStringView stemmed)
{
    const quint32 hash = hashToken(stemmed.utf16(), stemmed.size());
    const qint32 existing = lookUp(stemmed, hash);
    if (existing >= 0)
        return existing;
    const qsizetype mask = m_vocabulary.size() - 1;
    qsizetype i = hash & mask;
    while (m_vocabulary[i].id >= 0)
        i = (i + 1) & mask;
    m_vocabulary[i] = VocabularySlot { hash, m_tokenCount, qint32(m_vocabularyText.size()),
        qint32(stemmed.size()) };
    m_vocabularyText += stemmed;
    return m_tokenCount++;
}

qint32 TopicClassifier::tokenId(std::u16string_view folded) const
{
    const qsizetype length = qsizetype(folded.size());
    if (length > maxTokenLength)
        return -1;
    char16_t stemmed[maxTokenLength];
    const qsizetype n = stem(QStringView(folded.data(), length), stemmed);
    return lookUp(QStringView(stemmed, n), hashToken(stemmed, n));
}

qint32 TopicClassifier::lookUp(QStringView stemmed, quint32 hash) const
{
    const qsizetype mask = m_vocabulary.size() - 1;
    for (qsizetype i = hash & mask;; i = (i + 1) & mask) {
        const VocabularySlot &slot = m_vocabulary[i];
        if (slot.id < 0)
            return -1;
        if (slot.hash == hash && slot.length == stemmed.size()
            && QStringView(m_vocabularyText).mid(slot.offset, slot.length) == stemmed)
            return slot.id;
    }
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
            char16_t stemmed[maxTokenLength];
            const qsizetype n = stem(QStringView(token, length), stemmed);
            ids.append(lookUp(QStringView(stemmed, n), hashToken(stemmed, n)));
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
    // (terminal, in title) for every phrase occurrence.
    QVarLengthArray<std::pair<qint32, bool>, 128> hits;
    const qsizetype n = ids.size();
    // The words that start a phrase, found with one array read per word and no branch (which
    // words do is not predictable); only from those is the trie walked.
    QVarLengthArray<qint32, 512> starts(n);
    const qint32 *rootChild = m_rootChild.constData() + 1; // [-1] is -1, for "no token"
    qsizetype startCount = 0;
    for (qsizetype i = 0; i < n; ++i) {
        starts[startCount] = qint32(i);
        startCount += rootChild[ids[i]] >= 0;
    }
    for (qsizetype s = 0; s < startCount; ++s) {
        const qsizetype i = starts[s];
        qint32 node = rootChild[ids[i]];
        for (qsizetype j = i + 1; node >= 0; ++j) {
            for (qint32 t = m_terminalStart[node]; t < m_terminalStart[node + 1]; ++t)
                hits.append({ t, i < titleEnd });
            node = j < n && ids[j] >= 0 ? child(node, ids[j]) : -1;
        }
    }
    if (hits.isEmpty())
        return {};
    std::sort(hits.begin(), hits.end());

    QVarLengthArray<float, 128> scores(m_taxonomy.size());
    std::fill(scores.begin(), scores.end(), 0.0f);
    for (qsizetype h = 0; h < hits.size();) {
        const qint32 terminal = hits[h].first;
        float occurrences = 0;
        for (; h < hits.size() && hits[h].first == terminal; ++h)
            occurrences += hits[h].second ? titleFactor : 1.0f;
        const Terminal &t = m_terminals[terminal];
        scores[t.topic] += t.weight * (1.0f + repeatBonus * std::min(occurrences - 1, maxRepeats));
    }

    QVarLengthArray<int, 128> order;
    for (int t = 0; t < m_taxonomy.size(); ++t) {
        if (scores[t] > 0)
            order.append(t);
    }
    std::stable_sort(
        order.begin(), order.end(), [&scores](int a, int b) { return scores[a] > scores[b]; });
    QList<int> result;
    if (order.isEmpty())
        return result;
    const float best = scores[order.front()];
    for (int t : order) {
        if (result.size() == maxTopics)
            break;
        if (scores[t] >= float(m_taxonomy.topic(t).minScore) && scores[t] >= keepRatio * best)
            result.append(t);
    }
    // Weak evidence still beats an empty topic list: the strongest single topic is kept.
    if (result.isEmpty() && best >= fallbackScore)
        result.append(order.front());
    return result;
}
