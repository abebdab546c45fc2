// SPDX-License-Identifier: GPL-3.0-or-later
#include "query.h"

#include <algorithm>

#include "text/cjkbigrams.h"
#include "text/textnormalizer.h"

int Query::addTerm(const Term &term)
{
    Node node;
    node.type = NodeType::Term;
    node.term = term;
    m_nodes.append(node);
    return int(m_nodes.size() - 1);
}

int Query::addNot(int child)
{
    Node node;
    node.type = NodeType::Not;
    node.children = { child };
    m_nodes.append(node);
    return int(m_nodes.size() - 1);
}

int Query::addGroup(NodeType type, const QList<int> &children)
{
    Q_ASSERT(type == NodeType::And || type == NodeType::Or);
    if (children.size() == 1)
        return children.front();
    Node node;
    node.type = type;
    for (int child : children) {
        if (m_nodes.at(child).type == type)
            node.children += m_nodes.at(child).children;
        else
            node.children.append(child);
    }
    m_nodes.append(node);
    return int(m_nodes.size() - 1);
}

QList<Query::Term> Query::positiveTerms() const
{
    QList<Term> terms;
    if (m_root >= 0)
        collectPositive(m_root, false, terms);
    return terms;
}

bool Query::dependsOnLibrary() const
{
    return std::any_of(m_nodes.cbegin(), m_nodes.cend(), [](const Node &node) {
        return node.type == NodeType::Term
            && (node.term.field == Field::Tag || node.term.field == Field::Is);
    });
}

void Query::collectPositive(int index, bool negated, QList<Term> &out) const
{
    const Node &n = m_nodes.at(index);
    if (n.type == NodeType::Term) {
        if (!negated)
            out.append(n.term);
        return;
    }
    for (int child : n.children)
        collectPositive(child, n.type == NodeType::Not ? !negated : negated, out);
}

QString Query::toString() const
{
    return m_root < 0 ? QStringLiteral("ALL") : nodeToString(m_root);
}

QString Query::nodeToString(int index) const
{
    const Node &n = m_nodes.at(index);
    if (n.type == NodeType::Term) {
        const Term &t = n.term;
        if (t.field == Field::Has || t.field == Field::Is)
            return fieldName(t.field) + u':' + t.text;
        QString s;
        if (t.field != Field::Any)
            s = fieldName(t.field) + u'.';
        if (t.phrase)
            return s + QStringLiteral("phrase:\"") + t.text
                + (t.prefix ? QStringLiteral("\"*") : QStringLiteral("\""));
        return s + (t.prefix ? QStringLiteral("word:") : QStringLiteral("exact:")) + t.text;
    }
    QStringList parts;
    for (int child : n.children)
        parts.append(nodeToString(child));
    const char *name = n.type == NodeType::And ? "AND" : n.type == NodeType::Or ? "OR" : "NOT";
    return QLatin1String(name) + u'(' + parts.join(QStringLiteral(", ")) + u')';
}

QStringList Query::tokens(QStringView foldedText)
{
    QStringList out;
    CjkBigrams::forEachToken(foldedText, [&](qsizetype start, qsizetype length) {
        out.append(foldedText.mid(start, length).toString());
    });
    return out;
}

namespace {
constexpr const char *fieldNames[]
    = { "", "title", "abstract", "topic", "tag", "url", "has", "is", "keyword" };
}

QString Query::fieldName(Field field)
{
    return QLatin1String(fieldNames[int(field)]);
}

std::optional<Query::Field> Query::fieldFromName(QStringView name)
{
    for (int i = 1; i < int(std::size(fieldNames)); ++i) {
        if (name.compare(QLatin1String(fieldNames[i]), Qt::CaseInsensitive) == 0)
            return Field(i);
    }
    return std::nullopt;
}

QStringList Query::fieldValues(Field field)
{
    switch (field) {
    case Field::Has:
        return { QStringLiteral("link"), QStringLiteral("code") };
    case Field::Is:
        return { QStringLiteral("unread"), QStringLiteral("read"), QStringLiteral("starred"),
            QStringLiteral("unstarred"), QStringLiteral("tagged"), QStringLiteral("untagged"),
            QStringLiteral("topicless") };
    default:
        return {};
    }
}
