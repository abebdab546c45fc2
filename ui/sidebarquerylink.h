// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class SearchBar;
class TagSidebar;

/// The sidebar edits the query; it keeps no selection of its own. A click on a row, a
/// section's All/Any choice and All papers each rewrite the search bar's text
/// (SidebarQuery), and the sections' Any check marks follow the text as it changes, since the
/// query is the only record of them.
class SidebarQueryLink final : public QObject
{
    Q_OBJECT
public:
    SidebarQueryLink(TagSidebar *sidebar, SearchBar *search);

private:
    void showModes(const QString &text);

    TagSidebar *m_sidebar;
    SearchBar *m_search;
};
