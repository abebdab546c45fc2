// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "lookup/searchsites.h"

#include <QMenu>

class PaperListView;

/// Find on ▸ for one paper: an item per site of SearchSites that opens the paper's search page
/// there in the browser, and Copy Search Link ▸ with the same sites, which puts the page's
/// address on the clipboard. Nothing is opened or fetched before an item is clicked, and only
/// http(s) addresses are opened.
class FindOnMenu final : public QMenu
{
    Q_OBJECT
public:
    explicit FindOnMenu(QWidget *parent = nullptr);

    /// The paper the items look up; they are greyed while it has no title.
    void setPaper(const Paper &paper);
    /// Adds Find on ▸ for the list's current paper to menu (the list's context menu), after a
    /// separator; nothing when no paper is current.
    static void addTo(QMenu *menu, const PaperListView *list);

private:
    void open(SearchSites::Site site);
    void copy(SearchSites::Site site);

    Paper m_paper;
    QMenu *m_copyMenu;
};
