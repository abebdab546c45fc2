// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"

#include <QList>
#include <QObject>
#include <QString>

class DetailPane;
class FilterController;
class ListMarks;
class PaperActions;
class PaperListModel;
class PaperListView;

/// Keeps the detail pane on the list's current paper: builds what it shows
/// (PaperDetailsBuilder) when the current paper changes or the query's highlights do,
/// updates only the marks when the library changes that paper's row, and hands what the
/// user changes in the pane (tags, read, star, note) to PaperActions.
class DetailPaneBinding final : public QObject
{
    Q_OBJECT
public:
    DetailPaneBinding(DetailPane *pane, PaperListView *list, const PaperListModel *listModel,
        const ListMarks *state, const FilterController *filter, PaperActions *actions);

    /// Builds the pane again for the current paper after the query's highlights or the list
    /// changed, unless it was already built for this paper with this query and list.
    void showCurrentPaper();

Q_SIGNALS:
    /// A line for the status bar: a link the pane would not open.
    void message(const QString &text);

private:
    void showPaper(PaperId id);
    void showChangedRows(const QList<int> &rows);

    DetailPane *m_pane;
    PaperListView *m_list;
    const PaperListModel *m_listModel;
    const ListMarks *m_state;
    const FilterController *m_filter;
    // What the pane was last built for: one build per keystroke, also when the keystroke
    // changes both the current paper and the highlights.
    PaperId m_builtId;
    QString m_builtQuery;
    const void *m_builtCollection = nullptr; ///< compared, never read
};
