// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagsidebar.h"

#include "tagfiltermodel.h"
#include "tagmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

TagSidebar::TagSidebar(QWidget *parent)
    : QWidget(parent),
      m_filter(new QLineEdit(this)),
      m_hideEmpty(new QToolButton(this)),
      m_view(new QTreeView(this)),
      m_proxy(new TagFilterModel(this))
{
    m_filter->setPlaceholderText(tr("Find a topic…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Find a topic"));
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &TagFilterModel::setNameFilter);

    m_hideEmpty->setText(tr("Hide empty"));
    m_hideEmpty->setCheckable(true);
    m_hideEmpty->setToolTip(tr("Hide topics with no paper in the current result"));
    connect(m_hideEmpty, &QToolButton::toggled, this, [this](bool hide) {
        m_proxy->setHideEmpty(hide);
        Q_EMIT hideEmptyChanged(hide);
    });

    m_view->setModel(m_proxy);
    m_view->header()->hide();
    m_view->setUniformRowHeights(true);
    // Long topic names lose their middle, never the count at the end.
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setExpandsOnDoubleClick(false);
    m_view->setAccessibleName(tr("Topics"));
    m_view->viewport()->installEventFilter(this);
    m_view->installEventFilter(this);
    // The tree is rebuilt on a new collection; show it open.
    connect(m_proxy, &QAbstractItemModel::modelReset, m_view, &QTreeView::expandAll);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_view, &QTreeView::expandAll);

    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_filter, 1);
    top->addWidget(m_hideEmpty);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
}

void TagSidebar::setModel(QAbstractItemModel *model)
{
    m_proxy->setSourceModel(model);
    m_view->expandAll();
}

void TagSidebar::setHideEmpty(bool hide)
{
    m_hideEmpty->setChecked(hide);
}

bool TagSidebar::hidesEmpty() const
{
    return m_hideEmpty->isChecked();
}

void TagSidebar::activate(const QModelIndex &index, Qt::KeyboardModifiers modifiers)
{
    if (!index.isValid())
        return;
    if (index.data(TagModel::KindRole).value<TagModel::Kind>() == TagModel::Kind::AllPapers) {
        Q_EMIT allPapersActivated();
        return;
    }
    const QString field = index.data(TagModel::FieldRole).toString();
    if (field.isEmpty())
        return;
    SidebarQuery::Action action = SidebarQuery::Action::Only;
    if (modifiers & Qt::AltModifier)
        action = SidebarQuery::Action::Exclude;
    else if (modifiers & (Qt::ControlModifier | Qt::ShiftModifier))
        action = SidebarQuery::Action::Toggle;
    Q_EMIT termActivated(field, index.data(TagModel::ValueRole).toString(), action);
}

// Clicks are taken on release with the modifiers of that event, so Ctrl/Shift/Alt-click
// work the same for mouse users and for tests that synthesize events.
bool TagSidebar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            const QModelIndex index = m_view->indexAt(mouse->position().toPoint());
            // A click on the expand arrow of an area only opens or closes it.
            const QRect rect = m_view->visualRect(index);
            if (index.isValid() && mouse->position().x() >= rect.left()) {
                m_view->setCurrentIndex(index);
                activate(index, mouse->modifiers());
            }
        }
    } else if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter
            || key->key() == Qt::Key_Space) {
            activate(m_view->currentIndex(), key->modifiers());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}
