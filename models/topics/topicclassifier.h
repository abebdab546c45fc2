// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "phrasehits.h"
#include "phrasevocabulary.h"
#include "taxonomy.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>

#include <string_view>

/// Gives a paper its leaf topics from the phrases of a Taxonomy.
///
/// The phrases are compiled once into a token trie (an interned vocabulary plus a hash of
/// (node, token) edges), so classifying costs one pass over the folded title and abstract
/// whatever the number of topics: roughly 100,000 papers in a few seconds on one core.
/// classify() is const and keeps no state between calls, so one classifier can serve many
/// threads (QtConcurrent) at once. It does not learn and does not look at authors or venues.
class TopicClassifier final
{
public:
    static constexpr int maxTopics = 3;
    /// A text as the classifier sees it: the ids of the title's tokens, -1, then the ids of
    /// the abstract's (-1 also for a token no phrase has).
    using TokenIds = QVarLengthArray<qint32, 512>;
    /// The tokens of a title or an abstract, [begin, end), as ids into a table of tokens.
    struct TokenRange
    {
        const quint32 *begin = nullptr;
        const quint32 *end = nullptr;
    };

    explicit TopicClassifier(const Taxonomy &taxonomy);

    /// 1 to maxTopics topic indices into taxonomy(), best first; empty when no phrase of any
    /// topic occurs in the paper, or only one too weak to name a subject (or it has no text).
    QList<int> classify(QStringView title, QStringView abstract) const;

    /// The same for a text split already (as SearchIndex splits it, so the text is not split
    /// a second time): ids from tokenId(), titleEnd the index of the -1 after the title's.
    QList<int> classify(const TokenIds &ids, qsizetype titleEnd) const;
    /// The same for a text split into ids of some table of tokens (a chunk's of the search
    /// index), read where they are: tokenIds[id] is tokenId() of the table's token id.
    QList<int> classify(const qint32 *tokenIds, TokenRange title, TokenRange abstract) const;
    /// The id of one folded token (TextNormalizer's definition), -1 when no phrase has it.
    qint32 tokenId(std::u16string_view folded) const;

    const Taxonomy &taxonomy() const { return m_taxonomy; }

private:
    struct Terminal
    {
        int topic;
        float weight; ///< negative for the phrases that count against the topic
    };
    // Each token that some phrase has after its first word gets one of 63 bits (tokens share
    // them round robin), and a node the bits of the tokens it has edges for: nearly every word
    // that goes on none of a node's phrases is told so by the bits, without probing m_edges.
    // Every token has bit 63 too.
    static constexpr quint64 everyToken = quint64(1) << 63;
    struct Node
    {
        qint32 firstTerminal = 0; ///< the node's terminals are [firstTerminal, endTerminal)
        qint32 endTerminal = 0;
        quint64 childBits = 0; ///< the bits of the tokens it has edges for
    };
    struct TokenInfo
    {
        quint64 bit = everyToken; ///< everyToken, and its own bit if it has one
        /// The bits of the next token that make a walk from root worth it: the root's
        /// childBits, and everyToken when a phrase ends at root. 0 when root is -1.
        quint64 startBits = 0;
        qint32 root = -1; ///< child(0, token): the node of the phrases it starts, or -1
        quint8 guard = 0; ///< GuardBefore, GuardAfter: a word of the baseline guard
    };
    enum GuardFlag : quint8
    {
        GuardBefore = 1,
        GuardAfter = 2
    };
    /// How far before and after a phrase a guard word makes it a baseline mention.
    static constexpr qsizetype guardBefore = 3;
    static constexpr qsizetype guardAfter = 2;
    struct EdgeSlot
    {
        quint64 key = 0;
        qint32 child = -1;
    };

    void addPhrase(const QString &phrase, int topic, float weight);
    void buildClassifyTables();
    qint32 child(qint32 node, qint32 token) const;
    void addEdge(qint32 node, qint32 token, qint32 child);
    template <typename Ids> void appendTokenIds(QStringView text, Ids &ids) const;
    template <typename IdAt>
    void findPhrases(qsizetype size, IdAt idAt, bool inTitle, PhraseHits &hits) const;
    template <typename IdAt>
    bool isBaselineMention(qsizetype size, IdAt idAt, qsizetype begin, qsizetype end) const;
    void markGuardWords(const QStringList &words, quint8 flag);
    QList<int> rank(const PhraseHits &hits) const;

    Taxonomy m_taxonomy;
    PhraseVocabulary m_vocabulary;
    QList<EdgeSlot> m_edges; ///< open addressing, size a power of two
    qint32 m_edgeCount = 0;
    qint32 m_nodeCount = 1; ///< node 0 is the root
    QList<qint32> m_terminalStart; ///< per node, into m_terminals; size m_nodeCount + 1
    QList<Terminal> m_terminals;
    QList<float> m_terminalScores; ///< what a terminal adds to its topic's score, by occurrences
    QList<float> m_minScores; ///< per topic
    QList<bool> m_broad; ///< per topic: Topic::broad
    QList<TokenInfo> m_tokens; ///< [token + 1]; [0], for no token (-1), matches nothing
    QList<Node> m_nodes; ///< per node; what classify() reads of the trie bar the edges
};
