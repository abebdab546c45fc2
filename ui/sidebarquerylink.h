// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class FilterController;
class SearchBar;
class TagSidebar;

/// The sidebar edits the query; it keeps no selection of its own. A click on a row, a
/// section's All/Any choice and All papers each rewrite the search bar's text
/// (SidebarQuery), and the sections' Any check marks follow the query FilterController
/// applied (its one reading of the text), since the query is the only record of them.
class SidebarQueryLink final : public QObject
{
    Q_OBJECT
public:
    SidebarQueryLink(TagSidebar *sidebar, SearchBar *search, const FilterController *filter);

private:
    void showModes();

    TagSidebar *m_sidebar;
    SearchBar *m_search;
    const FilterController *m_filter;
};
