// SPDX-License-Identifier: GPL-3.0-or-later
#include "sidebarquerylink.h"

#include "itemmodels/filtercontroller.h"
#include "search/query.h"
#include "search/querytext.h"
#include "search/sidebarquery.h"
#include "searchbar.h"
#include "tagsidebar.h"

SidebarQueryLink::SidebarQueryLink(
    TagSidebar *sidebar, SearchBar *search, const FilterController *filter)
    : QObject(sidebar)
    , m_sidebar(sidebar)
    , m_search(search)
    , m_filter(filter)
{
    connect(m_sidebar, &TagSidebar::termActivated, this,
        [this](const QString &field, const QString &value, SidebarQuery::Action action) {
            m_search->setText(SidebarQuery::apply(m_search->text(), field, value, action));
        });
    connect(m_sidebar, &TagSidebar::modeRequested, this, [this](const QString &field, bool any) {
        m_search->setText(SidebarQuery::setMode(
            m_search->text(), field, any ? SidebarQuery::Mode::Any : SidebarQuery::Mode::All));
    });
    connect(m_sidebar, &TagSidebar::allPapersActivated, this,
        [this] { m_search->setText(SidebarQuery::clearSelections(m_search->text())); });
    connect(m_filter, &FilterController::queryApplied, this, &SidebarQueryLink::showModes);
}

void SidebarQueryLink::showModes()
{
    const QHash<QString, FieldMode> &modes = m_filter->fields().modes;
    for (const Query::Field field :
        { Query::Field::Topic, Query::Field::Keyword, Query::Field::Tag }) {
        const QString name = Query::fieldName(field);
        m_sidebar->setMatchAny(name, modes.value(name) == FieldMode::Any);
    }
}
