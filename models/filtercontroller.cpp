// SPDX-License-Identifier: GPL-3.0-or-later
#include "filtercontroller.h"

#include "paperfiltermodel.h"
#include "search/queryparser.h"
#include "search/querytext.h"
#include "tagmodel.h"

FilterController::FilterController(PaperFilterModel *filterModel, TagModel *tagModel,
                                   QObject *parent)
    : QObject(parent), m_filterModel(filterModel), m_tagModel(tagModel)
{
}

void FilterController::setCollection(LoadedCollectionPtr collection)
{
    m_collection = std::move(collection);
    m_context = {};
    m_termCache.clear();
    m_tagModel->setCollection(m_collection);
    applyTermStates();
    evaluate();
}

void FilterController::setContext(SearchContext context)
{
    m_context = std::move(context);
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
    Q_EMIT queryParsed(parsed.error, parsed.errorPosition);
    applyTermStates();
    evaluate();
}

void FilterController::applyTermStates()
{
    QHash<QString, QHash<QString, TermState>> states;
    for (const QString &field : { QStringLiteral("topic"), QStringLiteral("tag"), QStringLiteral("is") })
        states.insert(field, QueryText::fieldTerms(m_text, field));
    m_tagModel->setTermStates(states);
}

void FilterController::evaluate()
{
    if (!m_collection) {
        m_result = Bitset();
        Q_EMIT resultChanged(0, 0);
        return;
    }
    m_result = m_collection->index.evaluate(m_query, m_context, &m_termCache);
    m_filterModel->setAcceptedRows(m_result);
    m_tagModel->setResult(m_result);
    Q_EMIT resultChanged(m_result.count(), m_collection->size());
}
