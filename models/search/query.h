// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

/// A parsed search query: a small tree of And/Or/Not nodes over terms, stored as a node
/// vector so that it copies like any value. An empty Query (no root) matches every paper.
///
/// Term texts are stored folded (TextNormalizer::fold). Matching rules, shared by the index,
/// the highlighter and the tests' reference matcher:
/// - Any/Title/Abstract: the text is split into tokens t1..tn. The term matches when the
///   field holds n consecutive tokens equal to t1..tn, where the last one only has to start
///   with tn when prefix is set (so `diff` finds "diffusion" and `state-of-th` finds
///   "state-of-the-art"). A text without tokens is dropped by the parser. CJK runs are
///   bigrams on both sides, so any two or more characters of a run are found. A lone CJK
///   character may be half of a bigram: alone it is found anywhere in a run; ending the
///   tokens it matches a bigram it starts, starting them a bigram it ends (`用gpt` finds
///   使用GPT).
/// - Topic/Tag: a name equal to the text; for an unquoted (prefix) term with no equal name,
///   every name starting with the text. An area name stands for all of its topics.
/// - Keyword: the same over the list's own keywords (arXiv categories, Markdown sections,
///   keywords of BibTeX, RIS, CSV and OpenReview): `keyword:"cs.LG"` is that one,
///   `keyword:cs.` every one starting with "cs.".
/// - Url: the text is a substring of one of the paper's links.
/// - Has: "link" or "code" (a GitHub, GitLab or Hugging Face link).
/// - Is: "unread", "read", "starred", "unstarred", "tagged", "untagged", and "topicless"
///   (papers without a topic, which needs no library).
class Query
{
public:
    enum class Field : quint8
    {
        Any,
        Title,
        Abstract,
        Topic,
        Tag,
        Url,
        Has,
        Is,
        Keyword
    };
    enum class NodeType : quint8
    {
        Term,
        And,
        Or,
        Not
    };

    struct Term
    {
        Field field = Field::Any;
        QString text; ///< folded value, without quotes
        bool phrase = false; ///< written in quotes
        bool prefix = true; ///< the last token (or the name) may be a prefix
        friend bool operator==(const Term &a, const Term &b)
        {
            return a.field == b.field && a.text == b.text && a.phrase == b.phrase
                && a.prefix == b.prefix;
        }
        friend size_t qHash(const Term &term, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, int(term.field), term.text, term.phrase, term.prefix);
        }
    };

    struct Node
    {
        NodeType type = NodeType::Term;
        Term term; ///< only for NodeType::Term
        QList<int> children; ///< node indices, for And/Or (two or more) and Not (one)
    };

    /// True for the empty query, which matches everything.
    bool isEmpty() const { return m_root < 0; }
    int root() const { return m_root; }
    const Node &node(int index) const { return m_nodes.at(index); }
    qsizetype nodeCount() const { return m_nodes.size(); }

    /// Building blocks for the parser; each returns the new node's index.
    int addTerm(const Term &term);
    int addNot(int child);
    /// And/Or over children; one child is returned as is, nested groups of the same type
    /// are flattened.
    int addGroup(NodeType type, const QList<int> &children);
    void setRoot(int index) { m_root = index; }

    /// Terms that must be present for a match (under an even number of Nots), in order.
    QList<Term> positiveTerms() const;
    /// Whether the papers matched depend on the library (a tag: or is: term anywhere).
    bool dependsOnLibrary() const;

    /// Compact form for tests and debugging: `AND(word:diff, NOT(title.phrase:"a b"))`.
    QString toString() const;

    /// The tokens of a term's (folded) text, as matched against a paper's tokens: words, and
    /// a CJK run as its bigrams (CjkBigrams), so `扩散模型` is the run `扩散 散模 模型`.
    static QStringList tokens(QStringView foldedText);
    /// "title", "abstract", ... as written in queries; Any has no name.
    static QString fieldName(Field field);
    /// Field for a name written before a colon (case-insensitive); nullopt if unknown.
    static std::optional<Field> fieldFromName(QStringView name);
    /// The values Has and Is take ("link", "code"; "unread", ...); empty for other fields.
    static QStringList fieldValues(Field field);

    friend bool operator==(const Query &a, const Query &b) { return a.toString() == b.toString(); }
    friend bool operator!=(const Query &a, const Query &b) { return !(a == b); }

private:
    QString nodeToString(int index) const;
    void collectPositive(int index, bool negated, QList<Term> &out) const;

    QList<Node> m_nodes;
    int m_root = -1;
};
