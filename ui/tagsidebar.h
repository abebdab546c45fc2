// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/sidebarquery.h"

#include <QModelIndex>
#include <QSet>
#include <QWidget>

class QAbstractItemModel;
class QLineEdit;
class QMenu;
class QToolButton;
class QTreeView;
class SidebarFilterModel;
class Taxonomy;

/// The sidebar on the left: a box to find a row, then "All papers", the Reading and Tags
/// sections and the topics by area, with their counts and selection states. Emits what was
/// clicked as a query term and how, and what the user asked to do with a tag; holds no
/// pointer to any other widget, filters nothing and changes no tag itself.
class TagSidebar final : public QWidget
{
    Q_OBJECT
public:
    explicit TagSidebar(QWidget *parent = nullptr);

    /// model is a TagModel (or a model with its roles).
    void setModel(QAbstractItemModel *model);
    QTreeView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    void setHideEmpty(bool hide);
    bool hidesEmpty() const;
    /// The context menu for the row at index (a view index), as shown on right-click; the
    /// caller owns it. For tests and keyboard users (Menu key).
    QMenu *createContextMenu(const QModelIndex &index, QWidget *parent);
    /// Whether the query combines field's included rows with OR (checks "Match Any of
    /// These"); the sidebar does not read the query itself.
    void setMatchAny(const QString &field, bool any);
    /// The width at which every area and topic name of taxonomy shows whole, bold (as when
    /// selected), with a five-digit count, at the sidebar's font: its first width.
    int widthToFit(const Taxonomy &taxonomy) const;

Q_SIGNALS:
    void termActivated(const QString &field, const QString &value, SidebarQuery::Action action);
    void allPapersActivated();
    void hideEmptyChanged(bool hide);
    void renameTagRequested(const QString &tag);
    /// Merge = rename from onto the existing tag into.
    void mergeTagRequested(const QString &from, const QString &into);
    void deleteTagRequested(const QString &tag);
    /// Move the tag up (delta -1) or down (+1) in the user's order.
    void moveTagRequested(const QString &tag, int delta);
    /// The user asked for field's included rows to combine with OR (any) or AND.
    void modeRequested(const QString &field, bool any);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// The first row shown under parent that applies a term, or none.
    QModelIndex firstFoundRow(const QModelIndex &parent = {}) const;

private:
    void activate(const QModelIndex &index, Qt::KeyboardModifiers modifiers);
    void addStateActions(QMenu *menu, const QModelIndex &index);
    void addTagActions(QMenu *menu, const QModelIndex &index);
    void addModeAction(QMenu *menu, const QModelIndex &index);
    bool includesAny(const QString &field) const;

    QLineEdit *m_filter;
    QToolButton *m_hideEmpty;
    QTreeView *m_view;
    SidebarFilterModel *m_proxy;
    QSet<QString> m_anyFields;
};
