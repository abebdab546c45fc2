// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagsidebar.h"

#include "itemmodels/sidebarfiltermodel.h"
#include "itemmodels/tagmodel.h"
#include "search/querytext.h"
#include "tagstatedelegate.h"
#include "topics/taxonomy.h"

#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

TagSidebar::TagSidebar(QWidget *parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_hideEmpty(new QToolButton(this))
    , m_view(new QTreeView(this))
    , m_proxy(new SidebarFilterModel(this))
{
    m_filter->setPlaceholderText(tr("Find a topic or tag…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Find a topic or tag"));
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &SidebarFilterModel::setNameFilter);
    // Down goes into the rows found, Enter applies the first of them.
    m_filter->installEventFilter(this);

    m_hideEmpty->setText(tr("Hide empty"));
    m_hideEmpty->setCheckable(true);
    m_hideEmpty->setToolTip(tr("Hide rows with no paper in the current result"));
    connect(m_hideEmpty, &QToolButton::toggled, this, [this](bool hide) {
        m_proxy->setHideEmpty(hide);
        Q_EMIT hideEmptyChanged(hide);
    });

    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new TagStateDelegate(m_view));
    m_view->header()->hide();
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setExpandsOnDoubleClick(false);
    m_view->setContextMenuPolicy(Qt::DefaultContextMenu);
    m_view->setAccessibleName(tr("Topics and tags"));
    m_view->viewport()->installEventFilter(this);
    m_view->installEventFilter(this);
    // The tree is rebuilt on a new collection and new tags arrive as rows; show them open.
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

QMenu *TagSidebar::createContextMenu(const QModelIndex &index, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    if (!index.isValid())
        return menu;
    if (!index.data(TagModel::FieldRole).toString().isEmpty())
        addStateActions(menu, index);
    if (index.data(TagModel::KindRole).value<TagModel::Kind>() == TagModel::Kind::Tag)
        addTagActions(menu, index);
    addModeAction(menu, index);
    return menu;
}

void TagSidebar::setMatchAny(const QString &field, bool any)
{
    if (any)
        m_anyFields.insert(field);
    else
        m_anyFields.remove(field);
}

// On an area row (its topics) and on the Tags and Keywords sections (their rows). A section
// row has no field of its own, so it is taken from its rows; a section without any has
// nothing to combine.
void TagSidebar::addModeAction(QMenu *menu, const QModelIndex &index)
{
    const auto kind = index.data(TagModel::KindRole).value<TagModel::Kind>();
    QString field;
    if (kind == TagModel::Kind::Area) {
        field = index.data(TagModel::FieldRole).toString();
    } else if (kind == TagModel::Kind::Section) {
        // The source model, so tag rows the view hides for now still count.
        const QModelIndex section = m_proxy->mapToSource(index);
        const QAbstractItemModel *model = section.model();
        for (int row = 0; row < model->rowCount(section) && field.isEmpty(); ++row) {
            const QModelIndex child = model->index(row, 0, section);
            const auto childKind = child.data(TagModel::KindRole).value<TagModel::Kind>();
            if (childKind == TagModel::Kind::Tag || childKind == TagModel::Kind::Keyword)
                field = child.data(TagModel::FieldRole).toString();
        }
    }
    if (field.isEmpty())
        return;
    if (!menu->isEmpty())
        menu->addSeparator();
    QAction *any = menu->addAction(tr("Match &Any of These"));
    any->setCheckable(true);
    any->setChecked(m_anyFields.contains(field));
    // The query is the only record of the mode, and it needs a row to write it with.
    any->setEnabled(any->isChecked() || includesAny(field));
    connect(any, &QAction::toggled, this,
        [this, field](bool checked) { Q_EMIT modeRequested(field, checked); });
}

// Include / Exclude / Clear map onto the click actions: Toggle adds or removes an
// inclusion, Exclude adds or removes an exclusion, so each item is offered only where it
// changes something.
void TagSidebar::addStateActions(QMenu *menu, const QModelIndex &index)
{
    const QString field = index.data(TagModel::FieldRole).toString();
    const QString value = index.data(TagModel::ValueRole).toString();
    const auto state = TermState(index.data(TagModel::StateRole).toInt());
    QAction *only = menu->addAction(tr("Show &Only This"), this,
        [=] { Q_EMIT termActivated(field, value, SidebarQuery::Action::Only); });
    // On the query's only selection, Only would take it away instead.
    only->setEnabled(!index.data(TagModel::SoleSelectionRole).toBool());
    QAction *include = menu->addAction(tr("&Include"), this, [=] {
        if (state == TermState::Excluded)
            Q_EMIT termActivated(field, value, SidebarQuery::Action::Exclude);
        Q_EMIT termActivated(field, value, SidebarQuery::Action::Toggle);
    });
    include->setEnabled(state != TermState::Included);
    QAction *exclude = menu->addAction(tr("&Exclude"), this, [=] {
        if (state == TermState::Included)
            Q_EMIT termActivated(field, value, SidebarQuery::Action::Toggle);
        Q_EMIT termActivated(field, value, SidebarQuery::Action::Exclude);
    });
    exclude->setEnabled(state != TermState::Excluded);
    QAction *clear = menu->addAction(tr("&Clear"), this, [=] {
        Q_EMIT termActivated(field, value,
            state == TermState::Included ? SidebarQuery::Action::Toggle
                                         : SidebarQuery::Action::Exclude);
    });
    clear->setEnabled(state != TermState::Off);
}

// Whether a row of field is included, in the source model (the view may hide rows).
bool TagSidebar::includesAny(const QString &field) const
{
    const QAbstractItemModel *model = m_proxy->sourceModel();
    QList<QModelIndex> pending = { QModelIndex() };
    while (model && !pending.isEmpty()) {
        const QModelIndex parent = pending.takeLast();
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            if (index.data(TagModel::FieldRole).toString() == field
                && TermState(index.data(TagModel::StateRole).toInt()) == TermState::Included)
                return true;
            pending.append(index);
        }
    }
    return false;
}

int TagSidebar::widthToFit(const Taxonomy &taxonomy) const
{
    QStyleOptionViewItem option;
    option.initFrom(m_view);
    option.widget = m_view;
    option.font = m_view->font();
    option.font.setBold(true);
    const QString count = QLocale().toString(99999);
    const int indent = m_view->indentation();
    int widest = 0;
    // Areas are top-level rows (one indentation for the arrow), topics their children.
    for (const QString &area : taxonomy.areas())
        widest = qMax(widest, indent + TagStateDelegate::widthFor(option, area, count));
    for (const Topic &topic : taxonomy.topics())
        widest = qMax(widest, 2 * indent + TagStateDelegate::widthFor(option, topic.name, count));
    return widest + 2 * m_view->frameWidth()
        + m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view);
}

void TagSidebar::addTagActions(QMenu *menu, const QModelIndex &index)
{
    const QString tag = index.data(TagModel::NameRole).toString();
    menu->addSeparator();
    menu->addAction(tr("&Rename…"), this, [this, tag] { Q_EMIT renameTagRequested(tag); });

    // Every other tag, also those the view hides for now (no paper in the result).
    QMenu *merge = menu->addMenu(tr("&Merge Into"));
    const QModelIndex source = m_proxy->mapToSource(index);
    const QAbstractItemModel *model = source.model();
    const QModelIndex section = source.parent();
    for (int row = 0; row < model->rowCount(section); ++row) {
        const QModelIndex other = model->index(row, 0, section);
        const QString name = other.data(TagModel::NameRole).toString();
        if (other.data(TagModel::KindRole).value<TagModel::Kind>() != TagModel::Kind::Tag
            || name == tag)
            continue;
        merge->addAction(name, this, [this, tag, name] { Q_EMIT mergeTagRequested(tag, name); });
    }
    merge->setEnabled(!merge->isEmpty());

    QAction *up
        = menu->addAction(tr("Move &Up"), this, [this, tag] { Q_EMIT moveTagRequested(tag, -1); });
    QAction *down = menu->addAction(
        tr("Move &Down"), this, [this, tag] { Q_EMIT moveTagRequested(tag, +1); });
    // Asked of the model, not the view: the view may hide rows. The fixed rows (Untagged,
    // No topic) come before the first tag.
    up->setEnabled(
        source.sibling(source.row() - 1, 0).data(TagModel::KindRole).value<TagModel::Kind>()
        == TagModel::Kind::Tag);
    down->setEnabled(source.row() + 1 < source.model()->rowCount(source.parent()));
    menu->addSeparator();
    menu->addAction(tr("&Delete Tag"), this, [this, tag] { Q_EMIT deleteTagRequested(tag); });
}

// Clicks are taken on release with the modifiers of that event, so Ctrl/Shift/Alt-click
// work the same for mouse users and for tests that synthesize events.
QModelIndex TagSidebar::firstFoundRow(const QModelIndex &parent) const
{
    // Depth first, in the order shown: the first row a click would apply (a topic, a tag,
    // a keyword, a reading state), past section and area headings.
    for (int row = 0; row < m_proxy->rowCount(parent); ++row) {
        const QModelIndex index = m_proxy->index(row, 0, parent);
        const auto kind = index.data(TagModel::KindRole).value<TagModel::Kind>();
        if (!index.data(TagModel::FieldRole).toString().isEmpty() && kind != TagModel::Kind::Area)
            return index;
        if (const QModelIndex found = firstFoundRow(index); found.isValid())
            return found;
    }
    return {};
}

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
    } else if ((watched == m_view->viewport() || watched == m_view)
        && event->type() == QEvent::ContextMenu) {
        // The mouse's menu arrives at the viewport, the Menu key's at the view itself.
        const auto *menuEvent = static_cast<QContextMenuEvent *>(event);
        const bool byKey = menuEvent->reason() == QContextMenuEvent::Keyboard;
        const QModelIndex index
            = byKey ? m_view->currentIndex() : m_view->indexAt(menuEvent->pos());
        const QPoint at = byKey
            ? m_view->viewport()->mapToGlobal(m_view->visualRect(index).bottomLeft())
            : menuEvent->globalPos();
        QMenu *menu = createContextMenu(index, this);
        if (!menu->isEmpty())
            menu->exec(at);
        delete menu;
        return true;
    } else if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QModelIndex first = firstFoundRow();
        if (key->key() == Qt::Key_Down && first.isValid()) {
            m_view->setFocus(Qt::TabFocusReason);
            m_view->setCurrentIndex(first);
            return true;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && first.isValid()) {
            m_view->setCurrentIndex(first);
            activate(first, key->modifiers());
            return true;
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
