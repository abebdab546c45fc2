// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "itemmodels/papersort.h"
#include "itemmodels/roworderer.h"
#include "search/bitset.h"
#include "search/query.h"
#include "search/querytext.h"
#include "search/searchcontext.h"
#include "search/termresultcache.h"

#include <QHash>
#include <QObject>
#include <QString>

class PaperFilterModel;
class TagModel;

/// The one place that holds the active filter. The search box and the sidebar both edit
/// query text; this evaluates it against the index and pushes the result into the filter
/// model (rows shown) and the tag model (counts and check states).
///
/// Evaluation is synchronous: a newer query's result is therefore always the one shown,
/// and nothing stale can arrive later. Callers coalesce bursts of keystrokes.
class FilterController final : public QObject
{
    Q_OBJECT
public:
    FilterController(PaperFilterModel *filterModel, TagModel *tagModel, QObject *parent = nullptr);

    void setCollection(LoadedCollectionPtr collection);
    LoadedCollectionPtr collection() const { return m_collection; }
    /// User state the query can refer to (tag:, is:unread, is:starred).
    void setContext(SearchContext context);
    const SearchContext &context() const { return m_context; }

    void setQueryText(const QString &text);
    QString queryText() const { return m_text; }
    const Query &query() const { return m_query; }
    /// Each sidebar field's rows and mode as the query text writes them.
    const QueryText::FieldReading &fields() const { return m_fields; }
    const Bitset &result() const { return m_result; }

    /// How the result is ordered (see PaperSort); the rows are shown anew in that order.
    void setSort(const PaperSort &sort);
    const PaperSort &sort() const { return m_orderer.sort(); }

Q_SIGNALS:
    /// error is empty when the text is a valid query; position is where the problem starts.
    /// A half-typed query was searched as readAs; assumptions say why (empty: as written).
    void queryParsed(const QString &error, qsizetype position, const QString &readAs,
        const QStringList &assumptions);
    void resultChanged(qsizetype shown, qsizetype total);
    /// After a new query text was read and its result shown: query(), fields() and result()
    /// are the new text's, read once for everything that shows them.
    void queryApplied();

private:
    void applyTermStates();
    void evaluate();
    /// For each field whose included rows the query combines with OR: the result of the
    /// query without that group, which the tag model counts those rows against.
    QHash<QString, Bitset> anyGroupBases();

    PaperFilterModel *m_filterModel;
    TagModel *m_tagModel;
    LoadedCollectionPtr m_collection;
    SearchContext m_context;
    TermResultCache m_termCache; ///< the last terms typed, for the next keystroke
    RowOrderer m_orderer;
    QString m_text;
    Query m_query;
    QueryText::FieldReading m_fields; ///< the one reading of m_text's sidebar fields
    QString m_queryError; ///< empty when m_text is a valid query
    Bitset m_result;
};
