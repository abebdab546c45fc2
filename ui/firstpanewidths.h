// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QSplitter;

/// Gives the window's three panes their first widths once the splitter has its real width
/// (when the window is shown, after any resize before it): the sidebar what its names need,
/// up to a share of the window, then the list and the detail pane 3:2. Fixed widths set at
/// construction were right for one window size only: on a 1280x720 screen they left the list
/// a few dozen pixels. Used only when no widths were remembered; deletes itself once done.
class FirstPaneWidths final : public QObject
{
    Q_OBJECT
public:
    /// Most of the width the sidebar may take at first: enough on a 1366-pixel-wide window
    /// for the longest names of the built-in topics, and the list and detail keep the rest.
    static constexpr double largestSidebarShare = 0.38;

    FirstPaneWidths(QSplitter *splitter, int sidebarWanted);

    /// Sidebar, list and detail widths for panes width pixels wide in all.
    static QList<int> widths(int width, int sidebarWanted);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QSplitter *m_splitter;
    int m_sidebarWanted;
};
