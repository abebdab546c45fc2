// SPDX-License-Identifier: GPL-3.0-or-later
#include "firstpanewidths.h"

#include <QEvent>
#include <QSplitter>

FirstPaneWidths::FirstPaneWidths(QSplitter *splitter, int sidebarWanted)
    : QObject(splitter)
    , m_splitter(splitter)
    , m_sidebarWanted(sidebarWanted)
{
    splitter->installEventFilter(this);
}

QList<int> FirstPaneWidths::widths(int width, int sidebarWanted)
{
    const int sidebar = qMin(sidebarWanted, int(width * largestSidebarShare));
    const int list = (width - sidebar) * 3 / 5;
    return { sidebar, list, width - sidebar - list };
}

bool FirstPaneWidths::eventFilter(QObject *watched, QEvent *event)
{
    // Before the splitter's own resizeEvent(), which then lays out these widths. The window
    // is visible, the splitter not yet, when the window is first shown.
    if (watched == m_splitter && event->type() == QEvent::Resize
        && m_splitter->window()->isVisible()) {
        int handles = 0;
        for (int i = 1; i < m_splitter->count(); ++i)
            handles += m_splitter->handleWidth();
        m_splitter->setSizes(widths(m_splitter->width() - handles, m_sidebarWanted));
        m_splitter->removeEventFilter(this);
        deleteLater();
    }
    return false;
}
