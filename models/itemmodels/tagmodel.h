// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "search/bitset.h"
#include "search/querytext.h"
#include "search/searchcontext.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QStringList>

/// The sidebar: "All papers"; a "Reading" section (Unread, Starred); a "Tags" section
/// (Untagged, No topic, then the user's tags in their order); then each topic area with its
/// topics as children; then, when the list has keywords of its own (Paper::keywords), a
/// "Keywords" section with them, most papers first. Each row holds a count and whether the current
/// query includes or excludes it.
///
/// The count of a row is the number of papers of the current result in it, except for the
/// rows of a field whose included rows the query combines with OR (a section in Any mode):
/// those count against the result of the query without that OR group, i.e. the papers the
/// row holds (or would bring in, once added to the group) with everything else in the query
/// applied. So a row that would add papers never counts 0 only because the group already
/// narrows the result elsewhere.
///
/// Rows carry a query term (field + value, e.g. topic + "Diffusion models", is + "unread",
/// tag + "to read"): the sidebar turns clicks into query text and the query decides the
/// states, so there is one filter. Counts are popcounts of member sets against the result,
/// about a millisecond for 80 rows at 1,000,000 papers. A recount never adds or removes
/// rows; a changed tag list removes and re-inserts the tag rows only (no reset).
/// Does not know the store: it is handed tag names and member sets (setLibrary()).
class TagModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum class Kind
    {
        AllPapers,
        Area,
        Topic,
        Section,
        Status,
        Tag,
        Untagged,
        NoTopic,
        Keyword
    };
    Q_ENUM(Kind)
    enum Role
    {
        KindRole = Qt::UserRole + 1, ///< TagModel::Kind of the row
        FieldRole, ///< QString query field the row stands for ("topic", "is")
        ValueRole, ///< QString query value (topic, area or tag name, "unread")
        NameRole, ///< QString display name without the count
        CountRole, ///< qsizetype papers in the row (see the class comment)
        StateRole, ///< int TermState of the row in the current query
        ShortcutRole, ///< int 1-9: the key that toggles this tag; 0 for none
        SoleSelectionRole, ///< bool: the row is the query's only sidebar term
        FixedRole, ///< bool: All papers, Unread, Starred, Untagged, No topic
    };
    Q_ENUM(Role)

    explicit TagModel(QObject *parent = nullptr);

    void setCollection(const LoadedCollectionPtr &collection);
    /// The user's tags (in their order) and the sets behind Unread, Starred, Untagged and each
    /// tag. Sets whose size is not the collection's count as empty. Recounts those rows.
    void setLibrary(const QStringList &tagNames, const SearchContext &context);
    /// Recounts every row against result (a Bitset over the collection's rows), the rows of
    /// a field in anyBases against that set instead: the result of the query without the
    /// field's OR group.
    void setResult(const Bitset &result, const QHash<QString, Bitset> &anyBases = {});
    /// States keyed by query field, then by folded value (QueryText::fieldTerms()).
    void setTermStates(const QHash<QString, QHash<QString, TermState>> &statesByField);

    QStringList tagNames() const { return m_tagNames; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Node
    {
        Kind kind = Kind::AllPapers;
        QString name;
        QString field;
        QString value;
        int parent = -1; ///< node number, -1 for top-level rows
        int row = 0; ///< row under its parent
        QList<int> children;
        Bitset members; ///< empty for a keyword: its rows are in the index (KeywordPostings)
        int keyword = -1; ///< KeywordPostings number of a Keyword row
        qsizetype count = 0;
        TermState state = TermState::Off;
    };

    int addNode(Node node);
    int addTermNode(
        Kind kind, const QString &name, const QString &field, const QString &value, int parent);
    void addTagNodes();
    void addKeywordNodes();
    void updateLibraryMembers(const SearchContext &context);
    void recount(Node &node) const;
    bool isSoleSelection(const Node &node) const;
    QString toolTipOf(const Node &node) const;
    TermState stateOf(const Node &node) const;
    int nodeOf(const QModelIndex &index) const;
    QModelIndex indexOfNode(int node) const;
    void emitChangedAll();

    LoadedCollectionPtr m_collection;
    QList<Node> m_nodes;
    QList<int> m_topLevel;
    qsizetype m_size = 0;
    int m_unread = -1;
    int m_starred = -1;
    int m_tagsSection = -1;
    int m_untagged = -1;
    int m_noTopic = -1;
    int m_keywordsSection = -1;
    int m_firstTagNode = 0; ///< tag nodes are always the last ones, from here on
    QStringList m_tagNames;
    Bitset m_result;
    QHash<QString, Bitset> m_anyBases; ///< field → the set its rows count against
    QHash<QString, QHash<QString, TermState>> m_states;
};
