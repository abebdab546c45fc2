// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentlistsmenu.h"

#include "collection/recentlists.h"
#include "mainwindow.h"
#include "text/displaytext.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>

RecentListsMenu::RecentListsMenu(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_menu(new QMenu(tr("Open &Recent"), window))
{
    m_menu->setToolTipsVisible(true);
    connect(m_menu, &QMenu::aboutToShow, this, &RecentListsMenu::fill);
    connect(window, &MainWindow::collectionShown, this, &RecentListsMenu::rememberShownList);
    fill();
}

void RecentListsMenu::fill()
{
    m_menu->clear();
    const QStringList paths = RecentLists::load().paths();
    for (int i = 0; i < paths.size(); ++i) {
        const QString &path = paths.at(i);
        const QFileInfo file(path);
        // &1 … &9 pick an entry with one key; the tenth is 1&0, as in most desktop apps.
        const QString number = i < 9 ? QStringLiteral("&%1").arg(i + 1) : QStringLiteral("1&0");
        // A name may hold a line break or a bidi override: shown as text, on one line.
        QString name = DisplayText::line(file.fileName());
        name.replace(u'&', QLatin1String("&&"));
        QString folder = DisplayText::line(QDir::toNativeSeparators(file.path()));
        if (folder.startsWith(QDir::homePath()))
            folder.replace(0, QDir::homePath().size(), QStringLiteral("~"));
        folder.replace(u'&', QLatin1String("&&"));
        QAction *action = m_menu->addAction(
            tr("%1 %2  (%3)").arg(number, name, folder), this, [this, path] { openRecent(path); });
        action->setToolTip(DisplayText::line(QDir::toNativeSeparators(path)));
    }
    if (paths.isEmpty())
        m_menu->addAction(tr("No Recent Lists"))->setEnabled(false);
    m_menu->addSeparator();
    m_menu->addAction(tr("&Clear Menu"), this, &RecentListsMenu::clear)
        ->setEnabled(!paths.isEmpty());
}

void RecentListsMenu::openRecent(const QString &path)
{
    if (QFileInfo::exists(path)) {
        m_window->openFile(path);
        return;
    }
    RecentLists recent = RecentLists::load();
    recent.remove(path);
    recent.save();
    m_window->statusBar()->showMessage(
        tr("“%1” is gone (it was in %2): removed from Open Recent")
            .arg(QFileInfo(path).fileName(), QDir::toNativeSeparators(QFileInfo(path).path())),
        10000);
}

void RecentListsMenu::rememberShownList()
{
    if (!m_window->collection())
        return;
    RecentLists recent = RecentLists::load();
    recent.add(m_window->collection()->collection.sourcePath);
    recent.save();
}

void RecentListsMenu::clear()
{
    RecentLists recent;
    recent.save();
}
