// SPDX-License-Identifier: GPL-3.0-or-later
#include "findonmenu.h"

#include "itemmodels/paperlistmodel.h"
#include "paperlistview.h"
#include "text/linkextractor.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QGuiApplication>

namespace {

// The site's name with its first letter as the item's mnemonic: the six names start with six
// different letters, none of them the C of Copy Search Link.
QString itemText(SearchSites::Site site)
{
    return QLatin1Char('&') + SearchSites::name(site);
}

} // namespace

FindOnMenu::FindOnMenu(QWidget *parent)
    : QMenu(tr("F&ind On"), parent)
    , m_copyMenu(new QMenu(tr("&Copy Search Link"), this))
{
    setObjectName(QStringLiteral("findOnMenu"));
    setToolTipsVisible(true);
    for (const SearchSites::Site site : SearchSites::all()) {
        QAction *find = addAction(itemText(site), this, [this, site] { open(site); });
        find->setStatusTip(
            tr("Search %1 for this paper in the browser").arg(SearchSites::name(site)));
        QAction *copyLink
            = m_copyMenu->addAction(itemText(site), this, [this, site] { copy(site); });
        copyLink->setStatusTip(
            tr("Copy the address of %1's search for this paper").arg(SearchSites::name(site)));
    }
    addSeparator();
    addMenu(m_copyMenu);
    setEnabled(false);
}

void FindOnMenu::setPaper(const Paper &paper)
{
    m_paper = paper;
    setEnabled(!SearchSites::searchText(paper).isEmpty());
}

void FindOnMenu::addTo(QMenu *menu, const PaperListView *list)
{
    // The current paper only: one paper is looked up at a time, and it is the one the detail
    // pane shows.
    const QModelIndex current = list->currentIndex();
    if (!current.isValid())
        return;
    Paper paper;
    paper.title = current.data(PaperListModel::TitleRole).toString();
    paper.titleDerived = current.data(PaperListModel::TitleDerivedRole).toBool();
    if (!menu->isEmpty())
        menu->addSeparator();
    auto *findOn = new FindOnMenu(menu);
    findOn->setPaper(paper);
    menu->addMenu(findOn);
}

void FindOnMenu::open(SearchSites::Site site)
{
    const QUrl url = SearchSites::searchUrl(site, m_paper);
    if (LinkExtractor::isSafeToOpen(url))
        QDesktopServices::openUrl(url);
}

void FindOnMenu::copy(SearchSites::Site site)
{
    const QUrl url = SearchSites::searchUrl(site, m_paper);
    if (url.isValid())
        QGuiApplication::clipboard()->setText(url.toString(QUrl::FullyEncoded));
}
