// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/sidebarquery.h"

#include <QWidget>

class QAbstractItemModel;
class QLineEdit;
class QToolButton;
class QTreeView;
class TagFilterModel;

/// The sidebar on the left: a box to find a topic, then "All papers" and the topics by area
/// with their counts. Emits what was clicked as a query term and how; holds no pointer to
/// any other widget and filters nothing itself.
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

Q_SIGNALS:
    void termActivated(const QString &field, const QString &value, SidebarQuery::Action action);
    void allPapersActivated();
    void hideEmptyChanged(bool hide);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void activate(const QModelIndex &index, Qt::KeyboardModifiers modifiers);

    QLineEdit *m_filter;
    QToolButton *m_hideEmpty;
    QTreeView *m_view;
    TagFilterModel *m_proxy;
};
