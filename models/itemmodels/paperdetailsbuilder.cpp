// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/paperdetailsbuilder.h"

#include "library/listmarks.h"
#include "search/matchhighlighter.h"
#include "text/displaytext.h"

namespace {

struct Row
{
    int index = -1;
    bool stateKnown = false; ///< the library state's rows are the collection's
};

// The state's id index serves when it is of this collection. Otherwise (between a new list
// reaching the models and the state loading it) the rows are searched one by one: rare, and
// the state's rows must not be read then, for they are another list's.
Row rowOf(const LoadedCollection &collection, const ListMarks &state, PaperId id)
{
    if (id.isNull())
        return {};
    if (state.collection().get() == &collection)
        return { state.rowOf(id), true };
    const QList<Paper> &papers = collection.collection.papers;
    for (int row = 0; row < papers.size(); ++row) {
        if (papers.at(row).id == id)
            return { row, false };
    }
    return {};
}

PaperDetails::Marks marksOf(const ListMarks &state, Row row)
{
    if (!row.stateKnown)
        return {};
    return { state.tagsOf(row.index), state.isRead(row.index), state.isStarred(row.index),
        state.noteOf(row.index) };
}

} // namespace

std::optional<PaperDetails> PaperDetailsBuilder::build(
    const LoadedCollection &collection, const ListMarks &state, PaperId id, const Query &query)
{
    const Row row = rowOf(collection, state, id);
    if (row.index < 0)
        return std::nullopt;
    PaperDetails details;
    details.paper = collection.paper(row.index);
    details.shownAbstract = DisplayText::paragraph(collection.shownAbstract(row.index));
    details.shownTitle = DisplayText::line(collection.shownTitle(row.index));
    for (int topic : std::as_const(details.paper.topics))
        details.topicNames.append(collection.topicNames.value(topic));
    details.abstractHighlights
        = MatchHighlighter::ranges(details.shownAbstract, query, Query::Field::Abstract);
    details.titleHighlights
        = MatchHighlighter::ranges(details.shownTitle, query, Query::Field::Title);
    details.marks = marksOf(state, row);
    return details;
}

std::optional<PaperDetails::Marks> PaperDetailsBuilder::marks(
    const LoadedCollection &collection, const ListMarks &state, PaperId id)
{
    const Row row = rowOf(collection, state, id);
    if (row.index < 0)
        return std::nullopt;
    return marksOf(state, row);
}
