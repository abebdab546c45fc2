// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/filtercontroller.h"

#include "itemmodels/paperfiltermodel.h"
#include "itemmodels/tagmodel.h"
#include "search/queryparser.h"
#include "search/querytext.h"
#include "search/sidebarquery.h"

FilterController::FilterController(
    PaperFilterModel *filterModel, TagModel *tagModel, QObject *parent)
    : QObject(parent)
    , m_filterModel(filterModel)
    , m_tagModel(tagModel)
    , m_fields(QueryText::readFields(QString(), SidebarQuery::fields()))
{
}

void FilterController::setCollection(LoadedCollectionPtr collection)
{
    m_collection = std::move(collection);
    m_context = {};
    m_termCache.clear();
    m_orderer.setCollection(m_collection);
    m_tagModel->setCollection(m_collection);
    applyTermStates();
    evaluate();
}

void FilterController::setContext(SearchContext context)
{
    m_context = std::move(context);
    m_orderer.libraryChanged();
    // A tag or a read mark changed: only a query that asks about them has another result.
    if (m_query.dependsOnLibrary())
        evaluate();
}

void FilterController::setQueryText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    const QueryParseResult parsed = QueryParser::parse(m_text);
    m_query = parsed.query;
    m_queryError = parsed.error;
    m_fields = QueryText::readFields(m_text, SidebarQuery::fields());
    Q_EMIT queryParsed(parsed.error, parsed.errorPosition, parsed.readAs, parsed.assumptions);
    applyTermStates();
    evaluate();
    Q_EMIT queryApplied();
}

void FilterController::setSort(const PaperSort &sort)
{
    if (sort == m_orderer.sort())
        return;
    m_orderer.setSort(sort);
    if (m_collection)
        m_filterModel->setAcceptedRows(m_result, m_orderer.order(m_query, m_result, m_context));
}

void FilterController::applyTermStates()
{
    m_tagModel->setTermStates(m_fields.terms);
}

void FilterController::evaluate()
{
    if (!m_collection) {
        m_result = Bitset();
        Q_EMIT resultChanged(0, 0);
        return;
    }
    m_result = m_collection->index.evaluate(m_query, m_context, &m_termCache);
    m_filterModel->setAcceptedRows(m_result, m_orderer.order(m_query, m_result, m_context));
    m_tagModel->setResult(m_result, anyGroupBases());
    Q_EMIT resultChanged(m_result.count(), m_collection->size());
}

// A second evaluation per field in Any mode, of the query without that field's group. Its
// terms are the ones just evaluated, so the term cache holds their sets and this costs a
// parse and a few set operations. Text that is not a valid query is searched as plain
// words, so it has no group to leave out.
QHash<QString, Bitset> FilterController::anyGroupBases()
{
    QHash<QString, Bitset> bases;
    if (m_query.isEmpty())
        return bases;
    for (const QString &field : SidebarQuery::fields()) {
        if (m_fields.modes.value(field) != FieldMode::Any)
            continue;
        const QueryParseResult parsed
            = QueryParser::parse(QueryText::withoutAnyGroup(m_text, field));
        if (parsed.error.isEmpty() && m_queryError.isEmpty())
            bases.insert(
                field, m_collection->index.evaluate(parsed.query, m_context, &m_termCache));
    }
    return bases;
}
