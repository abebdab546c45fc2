// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bitset.h"
#include "forwardindex.h"
#include "keywordpostings.h"
#include "postingstore.h"
#include "query.h"
#include "searchcontext.h"
#include "termfrequencies.h"
#include "termresultcache.h"
#include "tokendictionary.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMultiHash>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

struct Paper;

/// Everything a query needs to find papers without touching their text: a sorted token
/// dictionary (prefixes are id ranges) with per-field posting lists, a compact forward index
/// for phrases, topic sets, and the folded links. Built once per loaded list, then
/// immutable: evaluate() is const and safe to call from several threads at once.
///
/// Cost (measured numbers in the search README section of the report): memory well under
/// the text size; evaluating a term is proportional to the postings it touches, never to
/// the text size. Does not know tags or read state: pass them in a SearchContext.
class SearchIndex
{
public:
    using Progress = std::function<void(qsizetype done)>;

    /// Indexes titles, abstracts, links, topics and keywords of papers. topicNames[i] names topic i
    /// (Paper::topics indexes it); areaTopics maps an area name to its topics. progress is
    /// called on the calling thread with the number of papers done; when *cancel becomes
    /// true the build stops early and returns an empty index (size() == 0). The papers are
    /// only read: ChunkTokenizer and then SearchIndexBuilder, the stages a loader runs itself.
    static SearchIndex build(const QList<Paper> &papers, const QStringList &topicNames = {},
        const QMultiHash<QString, int> &areaTopics = {}, const Progress &progress = {},
        const std::atomic_bool *cancel = nullptr);

    /// The papers matching query; the empty query matches all of them. With a cache, the
    /// sets of terms found in it are reused and the terms evaluated are added to it.
    Bitset evaluate(const Query &query, const SearchContext &context = {},
        TermResultCache *cache = nullptr) const;

    qsizetype size() const { return m_size; }
    const Bitset &topicSet(int topic) const;
    /// Union of the topics a `topic:` value names (see Query); empty set when none.
    Bitset topicsNamed(const QString &foldedName, bool allowPrefix) const;
    /// The papers of each of the list's own keywords (`keyword:`, the sidebar's Keywords).
    const KeywordPostings &keywords() const { return m_keywords; }
    const Bitset &hasLinkSet() const { return m_hasLink; }
    const Bitset &hasCodeSet() const { return m_hasCode; }
    /// Papers without any topic (`is:topicless`).
    const Bitset &noTopicSet() const { return m_noTopic; }
    /// Builds what ranking by relevance needs (RelevanceRanker), unless it is built already:
    /// ~0.1 s at 100,000 papers, so a loader calls it on its worker thread once the list is
    /// shown, and the first ranked keystroke finds it ready. Thread-safe: a second caller
    /// waits for the first one's build.
    void prepareRanking() const;
    /// Bytes held by the index (approximate: container capacities).
    qsizetype memoryUsage() const;
    int tokenCount() const { return m_dictionary.size(); }

    /// Each paper's title and abstract as token codes, and the folded text of a code: what
    /// PhraseCounter reads to count the phrases of a result without touching the text.
    const ForwardIndex &forwardIndex() const { return m_forward; }
    quint32 codeCount() const { return quint32(m_tokenOfCode.size()); }
    std::u16string_view codeText(quint32 code) const
    {
        return m_dictionary.token(int(m_tokenOfCode[code]));
    }

private:
    friend class SearchIndexBuilder;
    friend class RelevanceRanker;

    Bitset evaluateNode(
        const Query &query, int node, const SearchContext &context, TermResultCache *cache) const;
    Bitset evaluateTerm(const Query::Term &term, const SearchContext &context) const;
    Bitset evaluateText(const Query::Term &term) const;
    Bitset evaluateCjkCharacter(char16_t c, Query::Field field) const;
    std::vector<int> cjkTokensEndingIn(char16_t c) const;
    Bitset evaluateUrl(const QString &text) const;
    Bitset evaluateTag(const Query::Term &term, const SearchContext &context) const;
    Bitset evaluateIs(const QString &value, const SearchContext &context) const;
    void uniteTokens(Bitset &into, int first, int last, Query::Field field) const;
    Bitset sized(const Bitset &set) const;

    qsizetype m_size = 0;
    TokenDictionary m_dictionary;
    PostingStore m_title;
    PostingStore m_abstract;
    ForwardIndex m_forward;
    /// For ranking: built on first use (prepareRanking()), shared by copies of the index.
    struct Ranking
    {
        std::once_flag built;
        TermFrequencies frequencies;
    };
    std::shared_ptr<Ranking> m_ranking = std::make_shared<Ranking>();
    std::vector<quint32> m_codeOfToken; ///< token id → forward index code
    std::vector<quint32> m_tokenOfCode;
    QStringList m_topicNames; ///< folded
    QHash<QString, QList<int>> m_areas; ///< folded area name → topics
    std::vector<Bitset> m_topicSets;
    KeywordPostings m_keywords;
    Bitset m_hasLink;
    Bitset m_hasCode;
    Bitset m_noTopic;
    QByteArray m_links; ///< folded UTF-8 links, each followed by '\n'
    std::vector<quint32> m_linkStarts; ///< offset of each link in m_links
    std::vector<quint32> m_linkPapers; ///< paper of each link
};
