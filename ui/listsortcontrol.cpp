// SPDX-License-Identifier: GPL-3.0-or-later
#include "listsortcontrol.h"

#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperlistmodel.h"

#include <QActionGroup>
#include <QHeaderView>
#include <QMenu>
#include <QSettings>

namespace {

const QString settingsKey = QStringLiteral("list/sort");

// The column of each column sort, and back.
int columnOf(PaperSort::Key key)
{
    switch (key) {
    case PaperSort::Key::Starred:
        return PaperListModel::StarColumn;
    case PaperSort::Key::Title:
        return PaperListModel::TitleColumn;
    case PaperSort::Key::Tags:
        return PaperListModel::TagsColumn;
    case PaperSort::Key::Topics:
        return PaperListModel::TopicsColumn;
    default:
        return -1;
    }
}

PaperSort::Key keyOf(int column)
{
    switch (column) {
    case PaperListModel::StarColumn:
        return PaperSort::Key::Starred;
    case PaperListModel::TitleColumn:
        return PaperSort::Key::Title;
    case PaperListModel::TagsColumn:
        return PaperSort::Key::Tags;
    default:
        return PaperSort::Key::Topics;
    }
}

// The direction a first click on the column gives (PaperListModel's InitialSortOrderRole).
Qt::SortOrder firstOrder(PaperSort::Key key)
{
    return key == PaperSort::Key::Starred ? Qt::DescendingOrder : Qt::AscendingOrder;
}

} // namespace

ListSortControl::ListSortControl(QHeaderView *header, FilterController *filter, QMenu *viewMenu)
    : QObject(viewMenu)
    , m_header(header)
    , m_filter(filter)
    , m_keys(new QActionGroup(this))
{
    m_header->setSectionsClickable(true);
    m_header->setSortIndicatorShown(true);
    // A third click on a column goes back to the default order, as the menu can.
    m_header->setSortIndicatorClearable(true);
    connect(
        m_header, &QHeaderView::sortIndicatorChanged, this, &ListSortControl::headerSortChanged);

    // No mnemonic is a key of the list (R, S, T, 1-9): those act on the papers while the list
    // has the focus, also with a menu open.
    QMenu *menu = viewMenu->addMenu(tr("Sort &By"));
    const std::pair<PaperSort::Key, QString> choices[] = {
        { PaperSort::Key::Relevance, tr("Rele&vance (When Searching)") },
        { PaperSort::Key::ListOrder, tr("&List Order") },
        { PaperSort::Key::Title, tr("T&itle") },
        { PaperSort::Key::Topics, tr("T&opics") },
        { PaperSort::Key::Tags, tr("Ta&gs") },
        { PaperSort::Key::Starred, tr("Starred, Then &Unread") },
    };
    for (const auto &[key, text] : choices) {
        if (key == PaperSort::Key::Title)
            menu->addSeparator();
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setData(int(key));
        m_keys->addAction(action);
        connect(action, &QAction::triggered, this, [this, key = key] {
            PaperSort sort;
            sort.key = key;
            sort.order = firstOrder(key);
            setSort(sort);
        });
    }
    menu->addSeparator();
    m_descending = menu->addAction(tr("&Descending"));
    m_descending->setCheckable(true);
    connect(m_descending, &QAction::triggered, this, [this](bool descending) {
        PaperSort sort = m_filter->sort();
        sort.order = descending ? Qt::DescendingOrder : Qt::AscendingOrder;
        setSort(sort);
    });
    showSort();
}

void ListSortControl::restore(const QByteArray &headerState)
{
    m_header->restoreState(headerState);
    setSort(PaperSort::fromString(QSettings().value(settingsKey).toString()));
    showSort();
}

void ListSortControl::setSort(const PaperSort &sort)
{
    m_filter->setSort(sort);
    QSettings().setValue(settingsKey, sort.toString());
    showSort();
}

void ListSortControl::headerSortChanged(int section, Qt::SortOrder order)
{
    if (m_showing)
        return;
    PaperSort sort;
    if (section >= 0) {
        sort.key = keyOf(section);
        sort.order = order;
    }
    setSort(sort);
}

void ListSortControl::showSort()
{
    const PaperSort &sort = m_filter->sort();
    m_showing = true;
    m_header->setSortIndicatorShown(true);
    m_header->setSortIndicator(columnOf(sort.key), sort.order);
    m_showing = false;
    for (QAction *action : m_keys->actions())
        action->setChecked(action->data().toInt() == int(sort.key));
    m_descending->setEnabled(sort.isColumn());
    m_descending->setChecked(sort.isColumn() && sort.order == Qt::DescendingOrder);
}
