// SPDX-License-Identifier: GPL-3.0-or-later
#include "startuplist.h"

#include "collection/recentlists.h"
#include "formats/readerror.h"
#include "mainwindow.h"

#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

QString StartupList::bundledList()
{
    return QStringLiteral(":/icml2025.txt");
}

void StartupList::open(MainWindow *window, const QString &file)
{
    (new StartupList(window))->start(file);
}

StartupList::StartupList(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    connect(window, &MainWindow::loadFailed, this,
        [this](const ReadError &error) { openInstead(error.path); });
    connect(window, &MainWindow::openingCancelled, this, &StartupList::openBundledAfterCancel);
    connect(window, &MainWindow::collectionShown, this, &StartupList::finish);
}

void StartupList::start(const QString &file)
{
    if (!file.isEmpty()) {
        openList(file);
        return;
    }
    RecentLists recent = RecentLists::load();
    const QString last = recent.last();
    if (!last.isEmpty() && QFileInfo::exists(last)) {
        openList(last);
        return;
    }
    if (!last.isEmpty()) {
        // Said once: the entry goes, as it does when it is picked from Open Recent.
        recent.remove(last);
        recent.save();
        m_note = tr("The last list, “%1”, is gone from %2: showing the bundled ICML 2025 list")
                     .arg(QFileInfo(last).fileName(),
                         QDir::toNativeSeparators(QFileInfo(last).path()));
    }
    openList(bundledList());
}

// The window has said why the list could not be read (in its message box); behind that
// message it shows a list rather than nothing.
void StartupList::openInstead(const QString &failedPath)
{
    if (m_window->collection())
        return finish();
    const QString last = RecentLists::load().last();
    const bool lastUsable = !last.isEmpty() && QFileInfo::exists(last)
        && QFileInfo(last).absoluteFilePath() != QFileInfo(failedPath).absoluteFilePath();
    const QString instead = lastUsable ? last : bundledList();
    if (instead == failedPath)
        return finish(); // the bundled list itself failed: nothing else to show
    m_note = lastUsable ? tr("“%1” could not be opened: showing the last list, “%2”")
                              .arg(QFileInfo(failedPath).fileName(), QFileInfo(last).fileName())
                        : tr("“%1” could not be opened: showing the bundled ICML 2025 list")
                              .arg(QFileInfo(failedPath).fileName());
    openList(instead);
}

void StartupList::openBundledAfterCancel()
{
    if (m_window->collection() || m_opening == bundledList())
        return finish();
    m_note = tr("Opening “%1” was cancelled: showing the bundled ICML 2025 list")
                 .arg(QFileInfo(m_opening).fileName());
    openList(bundledList());
}

void StartupList::openList(const QString &path)
{
    m_opening = path;
    m_window->openFile(path);
}

void StartupList::finish()
{
    if (!m_note.isEmpty())
        m_window->statusBar()->showMessage(m_note, 15000);
    disconnect(m_window, nullptr, this, nullptr);
    deleteLater();
}
