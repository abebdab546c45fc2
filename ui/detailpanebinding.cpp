// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpanebinding.h"

#include "detailpane.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperdetailsbuilder.h"
#include "itemmodels/paperlistmodel.h"
#include "library/listmarks.h"
#include "paperactions.h"
#include "paperlistview.h"

#include <algorithm>

DetailPaneBinding::DetailPaneBinding(DetailPane *pane, PaperListView *list,
    const PaperListModel *listModel, const ListMarks *state, const FilterController *filter,
    PaperActions *actions)
    : QObject(pane)
    , m_pane(pane)
    , m_list(list)
    , m_listModel(listModel)
    , m_state(state)
    , m_filter(filter)
{
    connect(m_list, &PaperListView::currentPaperChanged, this, &DetailPaneBinding::showPaper);
    connect(m_state, &ListMarks::rowsChanged, this, &DetailPaneBinding::showChangedRows);
    connect(m_state, &ListMarks::contextChanged, this,
        [this] { m_pane->setTagNames(m_state->tagNames()); });

    connect(m_pane, &DetailPane::tagAdded, actions,
        [actions](PaperId id, const QString &tag) { actions->addTag({ id }, tag); });
    connect(m_pane, &DetailPane::tagRemoved, actions,
        [actions](PaperId id, const QString &tag) { actions->removeTag({ id }, tag); });
    connect(m_pane, &DetailPane::readToggled, actions,
        [actions](PaperId id, bool read) { actions->setRead({ id }, read); });
    connect(m_pane, &DetailPane::starToggled, actions,
        [actions](PaperId id, bool starred) { actions->setStarred({ id }, starred); });
    connect(m_pane, &DetailPane::noteEdited, actions, &PaperActions::setNote);
    connect(m_pane, &DetailPane::unsafeLinkRefused, this, [this](const QString &url) {
        Q_EMIT message(tr("Not opened: only http and https links open (%1)").arg(url));
    });
}

void DetailPaneBinding::showCurrentPaper()
{
    const PaperId id = m_list->currentPaper();
    if (id == m_builtId && m_filter->queryText() == m_builtQuery
        && m_listModel->collection().get() == m_builtCollection)
        return;
    showPaper(id);
}

void DetailPaneBinding::showPaper(PaperId id)
{
    const LoadedCollectionPtr shown = m_listModel->collection();
    const auto details = shown ? PaperDetailsBuilder::build(*shown, *m_state, id, m_filter->query())
                               : std::nullopt;
    m_builtId = id;
    m_builtQuery = m_filter->queryText();
    m_builtCollection = shown.get();
    if (details)
        m_pane->showDetails(*details);
    else
        m_pane->clear();
}

// Only the marks: the text, and a note being typed, stay as they are.
void DetailPaneBinding::showChangedRows(const QList<int> &rows)
{
    const PaperId current = m_list->currentPaper();
    const int row = m_listModel->rowOf(current);
    if (row < 0 || !std::binary_search(rows.cbegin(), rows.cend(), row))
        return;
    if (const auto marks
        = PaperDetailsBuilder::marks(*m_listModel->collection(), *m_state, current))
        m_pane->showMarks(current, *marks);
}
