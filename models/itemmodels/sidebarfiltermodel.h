// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

/// The sidebar's view of TagModel: rows whose name contains the filter text (an area or
/// section stays when one of its rows matches), and optionally no rows with a zero count
/// unless the query includes or excludes them. Fixed rows (All papers, Unread, Starred,
/// Untagged, No topic) and section headings are never hidden by counts. A row of a section
/// in Any mode counts what it would bring in (TagModel), so hiding it means adding it would
/// show nothing more. The model is small (rows are topics and tags, not papers), so the
/// stock proxy is the right tool here.
class SidebarFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit SidebarFilterModel(QObject *parent = nullptr);

    void setNameFilter(const QString &text);
    void setHideEmpty(bool hide);
    bool hidesEmpty() const { return m_hideEmpty; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_nameFilter;
    bool m_hideEmpty = false;
};
