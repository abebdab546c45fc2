// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/tagmodel.h"

#include "search/query.h"
#include "text/displaytext.h"
#include "text/textnormalizer.h"

#include <QFont>

namespace {

// The query's own field names, so a row always writes a term the parser reads.
const QString topicField = Query::fieldName(Query::Field::Topic);
const QString isField = Query::fieldName(Query::Field::Is);
const QString tagField = Query::fieldName(Query::Field::Tag);
const QString keywordField = Query::fieldName(Query::Field::Keyword);
// Untagged and No topic come first in the Tags section; the user's tags follow them.
constexpr int fixedTagRows = 2;

// A set from the context that does not fit the collection (not given yet, or stale) is empty.
Bitset fitted(const Bitset &set, qsizetype size)
{
    return set.size() == size ? set : Bitset(size);
}

} // namespace

TagModel::TagModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

int TagModel::addNode(Node node)
{
    const int number = int(m_nodes.size());
    if (node.parent < 0) {
        node.row = int(m_topLevel.size());
        m_topLevel.append(number);
    } else {
        node.row = int(m_nodes[node.parent].children.size());
        m_nodes[node.parent].children.append(number);
    }
    m_nodes.append(std::move(node));
    return number;
}

int TagModel::addTermNode(
    Kind kind, const QString &name, const QString &field, const QString &value, int parent)
{
    Node node;
    node.kind = kind;
    node.name = name;
    node.field = field;
    node.value = value;
    node.parent = parent;
    node.members = Bitset(m_size);
    return addNode(std::move(node));
}

void TagModel::setCollection(const LoadedCollectionPtr &collection)
{
    beginResetModel();
    m_nodes.clear();
    m_topLevel.clear();
    m_unread = m_starred = m_tagsSection = m_untagged = m_noTopic = m_keywordsSection = -1;
    m_firstTagNode = 0;
    m_collection = collection;
    m_size = collection ? collection->size() : 0;
    m_result = Bitset(m_size, true);
    m_anyBases.clear();
    if (collection) {
        Node all;
        all.kind = Kind::AllPapers;
        all.name = tr("All papers");
        all.members = Bitset(m_size, true);
        addNode(std::move(all));

        Node reading;
        reading.kind = Kind::Section;
        reading.name = tr("Reading");
        const int readingNode = addNode(std::move(reading));
        m_unread = addTermNode(
            Kind::Status, tr("Unread"), isField, QStringLiteral("unread"), readingNode);
        m_starred = addTermNode(
            Kind::Status, tr("Starred"), isField, QStringLiteral("starred"), readingNode);
        Node tags;
        tags.kind = Kind::Section;
        tags.name = tr("Tags");
        m_tagsSection = addNode(std::move(tags));
        m_untagged = addTermNode(
            Kind::Untagged, tr("Untagged"), isField, QStringLiteral("untagged"), m_tagsSection);
        m_noTopic = addTermNode(
            Kind::NoTopic, tr("No topic"), isField, QStringLiteral("topicless"), m_tagsSection);
        m_nodes[m_noTopic].members = collection->index.noTopicSet();

        // Areas in taxonomy order, each with the topics this collection has papers in.
        QStringList areas;
        for (const QString &area : collection->topicAreas)
            if (!areas.contains(area))
                areas.append(area);
        for (const QString &area : std::as_const(areas)) {
            const int areaNumber = addTermNode(Kind::Area, area, topicField, area, -1);
            for (int topic = 0; topic < collection->topicNames.size(); ++topic) {
                if (collection->topicAreas.value(topic) != area)
                    continue;
                const QString &name = collection->topicNames.at(topic);
                const int topicNode = addTermNode(Kind::Topic, name, topicField, name, areaNumber);
                m_nodes[topicNode].members = collection->index.topicSet(topic);
                m_nodes[areaNumber].members |= m_nodes[topicNode].members;
            }
        }
        addKeywordNodes();
        m_firstTagNode = int(m_nodes.size());
        // Tag rows start empty: the user's sets come with setLibrary() for this collection.
        addTagNodes();
        updateLibraryMembers(SearchContext());
        for (Node &node : m_nodes) {
            recount(node);
            node.state = stateOf(node);
        }
    }
    endResetModel();
}

// Tag nodes are appended last, so that replacing them never renumbers another node (a
// node's number is its QModelIndex::internalId).
void TagModel::addTagNodes()
{
    for (const QString &name : std::as_const(m_tagNames))
        addTermNode(Kind::Tag, name, tagField, name, m_tagsSection);
}

// No section for a list without keywords (a plain list, most JSON). A keyword row holds no
// set of its own: at 100,000 papers that would be 12.5 KB for each of maybe thousands.
void TagModel::addKeywordNodes()
{
    const KeywordPostings &keywords = m_collection->index.keywords();
    if (keywords.count() == 0)
        return;
    Node section;
    section.kind = Kind::Section;
    section.name = tr("Keywords");
    m_keywordsSection = addNode(std::move(section));
    for (int keyword = 0; keyword < keywords.count(); ++keyword) {
        Node node;
        node.kind = Kind::Keyword;
        node.name = node.value = keywords.name(keyword);
        node.field = keywordField;
        node.parent = m_keywordsSection;
        node.keyword = keyword;
        addNode(std::move(node));
    }
}

void TagModel::updateLibraryMembers(const SearchContext &context)
{
    if (m_unread < 0)
        return;
    m_nodes[m_unread].members = fitted(context.read, m_size).invert();
    m_nodes[m_starred].members = fitted(context.starred, m_size);
    m_nodes[m_untagged].members = fitted(context.tagged, m_size).invert();
    for (int number = m_firstTagNode; number < m_nodes.size(); ++number) {
        Node &node = m_nodes[number];
        node.members = fitted(context.tags.value(TextNormalizer::fold(node.name)), m_size);
    }
}

void TagModel::setLibrary(const QStringList &tagNames, const SearchContext &context)
{
    if (tagNames != m_tagNames && m_tagsSection >= 0) {
        const QModelIndex section = indexOfNode(m_tagsSection);
        const int oldCount = int(m_nodes.size()) - m_firstTagNode;
        if (oldCount > 0) {
            beginRemoveRows(section, fixedTagRows, fixedTagRows + oldCount - 1);
            m_nodes.resize(m_firstTagNode);
            m_nodes[m_tagsSection].children.resize(fixedTagRows);
            endRemoveRows();
        }
        m_tagNames = tagNames;
        if (!m_tagNames.isEmpty()) {
            beginInsertRows(section, fixedTagRows, fixedTagRows + int(m_tagNames.size()) - 1);
            addTagNodes();
            updateLibraryMembers(context);
            for (int number = m_firstTagNode; number < m_nodes.size(); ++number) {
                recount(m_nodes[number]);
                m_nodes[number].state = stateOf(m_nodes[number]);
            }
            endInsertRows();
        }
    }
    m_tagNames = tagNames;
    updateLibraryMembers(context);
    for (Node &node : m_nodes)
        recount(node);
    emitChangedAll();
}

void TagModel::recount(Node &node) const
{
    const auto base = m_anyBases.constFind(node.field);
    const Bitset &against = base == m_anyBases.cend() ? m_result : *base;
    if (node.keyword >= 0) {
        node.count = m_collection->index.keywords().countIn(node.keyword, against);
        return;
    }
    node.count
        = node.members.size() == against.size() && m_size > 0 ? node.members.countAnd(against) : 0;
}

void TagModel::setResult(const Bitset &result, const QHash<QString, Bitset> &anyBases)
{
    m_result = result;
    m_anyBases = anyBases;
    for (Node &node : m_nodes)
        recount(node);
    emitChangedAll();
}

// What SidebarQuery::apply calls "only this": a plain click on it would clear it, so
// "Show Only This" has nothing to do. States hold every sidebar term of the query, also
// those without a row (`topic:diff`), so any other term makes the row not the only one.
bool TagModel::isSoleSelection(const Node &node) const
{
    if (node.state != TermState::Included)
        return false;
    qsizetype terms = 0;
    for (const auto &field : m_states)
        terms += field.size();
    return terms == 1;
}

// The whole name first: the row may show it cut. "1 paper" is written out, as the
// application ships no translation that would turn "%n papers" into it.
QString TagModel::toolTipOf(const Node &node) const
{
    const int n = int(node.count);
    if (m_anyBases.contains(node.field)) {
        return (n == 1 ? tr("%1\n1 paper with the rest of the query. Ctrl+click adds this row "
                            "to the Match Any group, or takes it out.")
                       : tr("%1\n%Ln papers with the rest of the query. Ctrl+click adds this "
                            "row to the Match Any group, or takes it out.",
                           nullptr, n))
            .arg(node.name);
    }
    return (n == 1 ? tr("%1\n1 paper in the current result.\nClick to show only these, "
                        "Ctrl+click to add, Alt+click to exclude; right-click for more.")
                   : tr("%1\n%Ln papers in the current result.\nClick to show only these, "
                        "Ctrl+click to add, Alt+click to exclude; right-click for more.",
                       nullptr, n))
        .arg(node.name);
}

TermState TagModel::stateOf(const Node &node) const
{
    if (node.field.isEmpty())
        return TermState::Off;
    const auto field = m_states.constFind(node.field);
    if (field == m_states.cend())
        return TermState::Off;
    return field->value(TextNormalizer::fold(node.value), TermState::Off);
}

void TagModel::setTermStates(const QHash<QString, QHash<QString, TermState>> &statesByField)
{
    // Even when no row changes state, a term without a row changes SoleSelectionRole.
    bool changed = statesByField != m_states;
    m_states = statesByField;
    for (Node &node : m_nodes) {
        const TermState state = stateOf(node);
        changed |= state != node.state;
        node.state = state;
    }
    if (changed)
        emitChangedAll();
}

// One dataChanged per parent: a recount moves no row, so this is all a view needs to repaint.
void TagModel::emitChangedAll()
{
    if (m_topLevel.isEmpty())
        return;
    Q_EMIT dataChanged(index(0, 0), index(int(m_topLevel.size()) - 1, 0));
    for (int number = 0; number < m_nodes.size(); ++number) {
        const Node &node = m_nodes.at(number);
        if (!node.children.isEmpty()) {
            const QModelIndex parent = indexOfNode(number);
            Q_EMIT dataChanged(
                index(0, 0, parent), index(int(node.children.size()) - 1, 0, parent));
        }
    }
}

int TagModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? int(index.internalId()) : -1;
}

QModelIndex TagModel::indexOfNode(int number) const
{
    return number < 0 ? QModelIndex() : createIndex(m_nodes.at(number).row, 0, quintptr(number));
}

QModelIndex TagModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    const int parentNode = nodeOf(parent);
    const QList<int> &rows = parentNode < 0 ? m_topLevel : m_nodes.at(parentNode).children;
    if (row >= rows.size())
        return {};
    return createIndex(row, 0, quintptr(rows.at(row)));
}

QModelIndex TagModel::parent(const QModelIndex &child) const
{
    const int number = nodeOf(child);
    return number < 0 ? QModelIndex() : indexOfNode(m_nodes.at(number).parent);
}

int TagModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const int number = nodeOf(parent);
    return int(number < 0 ? m_topLevel.size() : m_nodes.at(number).children.size());
}

int TagModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags TagModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (m_nodes.at(nodeOf(index)).kind == Kind::Section)
        return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant TagModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int number = nodeOf(index);
    const Node &node = m_nodes.at(number);
    switch (role) {
    case Qt::DisplayRole:
        if (node.kind == Kind::Section)
            return node.name;
        return tr("%1 (%L2)").arg(DisplayText::line(node.name)).arg(node.count);
    case Qt::ToolTipRole:
        if (node.kind == Kind::AllPapers)
            return tr("Show every paper");
        if (node.kind == Kind::Section) {
            if (number == m_keywordsSection)
                return tr("The list's own keywords: arXiv categories, the sections of a Markdown "
                          "list, the keywords of BibTeX, RIS, CSV or OpenReview.");
            return number == m_tagsSection
                ? tr("Your tags. Add them from the detail pane or the list's context menu; "
                     "right-click a tag to rename, merge, delete or reorder it.")
                : tr("Your reading state: R marks the selected papers read, S stars them.");
        }
        return toolTipOf(node);
    case Qt::FontRole:
        if (node.state != TermState::Off || node.kind == Kind::Area || node.kind == Kind::Section) {
            QFont font;
            font.setBold(node.state == TermState::Included || node.kind == Kind::Area
                || node.kind == Kind::Section);
            font.setStrikeOut(node.state == TermState::Excluded);
            return font;
        }
        return {};
    case KindRole:
        return QVariant::fromValue(node.kind);
    case FieldRole:
        return node.field;
    case ValueRole:
        return node.value;
    case NameRole:
        return node.name;
    case CountRole:
        return node.count;
    case StateRole:
        return int(node.state);
    case ShortcutRole: {
        const int key = node.row - fixedTagRows + 1;
        return node.kind == Kind::Tag && key <= 9 ? key : 0;
    }
    case SoleSelectionRole:
        return isSoleSelection(node);
    case FixedRole:
        return node.kind == Kind::AllPapers || node.kind == Kind::Status
            || node.kind == Kind::Untagged || node.kind == Kind::NoTopic;
    default:
        return {};
    }
}
