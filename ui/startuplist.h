// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class MainWindow;

/// What the window shows when Paperdesk starts: the list named on the command line, else the
/// list opened last (RecentLists), else the bundled ICML 2025 list (the very first start, an
/// emptied Open Recent, or a last list that is gone, which the status bar then says).
///
/// Never an empty window: when the list it opens cannot be read, the window's message says
/// why, and then the last list (or the bundled one) is opened instead; when the user cancels
/// opening it (a large last list, say), the bundled list is opened instead. Its work is done, and
/// it deletes itself, once the window shows a list.
class StartupList final : public QObject
{
    Q_OBJECT
public:
    /// The list that ships inside the executable.
    static QString bundledList();

    /// Starts opening the first list in window; file is the one named on the command line, or
    /// empty.
    static void open(MainWindow *window, const QString &file);

private:
    explicit StartupList(MainWindow *window);
    void start(const QString &file);
    void openInstead(const QString &failedPath);
    void openBundledAfterCancel();
    void openList(const QString &path);
    void finish();

    MainWindow *m_window;
    QString m_opening; ///< the list being opened
    QString m_note; ///< for the status bar once a list shows
};
