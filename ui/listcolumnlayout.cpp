// SPDX-License-Identifier: GPL-3.0-or-later
#include "listcolumnlayout.h"

#include "itemmodels/paperlistmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

ListColumnLayout::ListColumnLayout(QTableView *view)
    : QObject(view)
    , m_view(view)
{
    view->viewport()->installEventFilter(this);
    connect(view->horizontalHeader(), &QHeaderView::sectionResized, this,
        &ListColumnLayout::sectionResized);
}

void ListColumnLayout::apply()
{
    QHeaderView *columns = m_view->horizontalHeader();
    if (columns->count() != PaperListModel::ColumnCount)
        return;
    const QFontMetrics metrics = m_view->fontMetrics();
    // A state saved before the title stretched had the last column stretch to the rest of
    // the width, and that width is no measure of what the topics need.
    const bool savedByStretchingLast = columns->stretchLastSection();
    columns->setStretchLastSection(false);
    columns->setMinimumSectionSize(metrics.height() + 10);
    columns->setSectionResizeMode(PaperListModel::StarColumn, QHeaderView::Fixed);
    columns->setSectionResizeMode(PaperListModel::TitleColumn, QHeaderView::Stretch);
    columns->setSectionResizeMode(PaperListModel::TagsColumn, QHeaderView::Interactive);
    columns->setSectionResizeMode(PaperListModel::TopicsColumn, QHeaderView::Interactive);
    m_fitting = true;
    columns->resizeSection(PaperListModel::StarColumn, metrics.height() + 10);
    m_fitting = false;
    if (m_preferredTags == 0 || savedByStretchingLast) {
        m_preferredTags = metrics.averageCharWidth() * 14;
        m_preferredTopics = metrics.averageCharWidth() * 24;
    } else {
        m_preferredTags = columns->sectionSize(PaperListModel::TagsColumn);
        m_preferredTopics = columns->sectionSize(PaperListModel::TopicsColumn);
    }
    fit();
}

bool ListColumnLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

void ListColumnLayout::sectionResized(int column, int, int newSize)
{
    // Only a drag of the user's sets a preference; the fitting's own resizes do not.
    if (m_fitting)
        return;
    if (column == PaperListModel::TagsColumn)
        m_preferredTags = newSize;
    else if (column == PaperListModel::TopicsColumn)
        m_preferredTopics = newSize;
    else
        return;
    fit();
}

void ListColumnLayout::fit()
{
    QHeaderView *columns = m_view->horizontalHeader();
    if (m_fitting || m_preferredTags == 0 || columns->count() != PaperListModel::ColumnCount)
        return;
    const int pane = m_view->viewport()->width() - columns->sectionSize(PaperListModel::StarColumn);
    const int room = qMax(0, pane * (5 - titleFifths) / 5);
    const int wanted = m_preferredTags + m_preferredTopics;
    int tags = m_preferredTags;
    int topics = m_preferredTopics;
    if (wanted > room) {
        tags = int(qint64(m_preferredTags) * room / wanted);
        topics = room - tags;
    }
    m_fitting = true;
    columns->resizeSection(PaperListModel::TagsColumn, qMax(tags, columns->minimumSectionSize()));
    columns->resizeSection(
        PaperListModel::TopicsColumn, qMax(topics, columns->minimumSectionSize()));
    m_fitting = false;
}
