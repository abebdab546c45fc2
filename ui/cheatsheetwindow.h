// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QTextBrowser;

/// F1: the keys and the search syntax (CheatSheet's two tables) in a window of its own beside
/// the main window. Not modal: the list and the search box stay usable while it is open, so
/// the syntax can be read while typing a query. F1 or Esc in it closes it; it remembers
/// nothing between runs.
class CheatSheetWindow final : public QWidget
{
    Q_OBJECT
public:
    explicit CheatSheetWindow(QWidget *parent = nullptr);

    /// Shows parent's cheat sheet (made on first use), or closes it when it is shown.
    static void toggle(QWidget *parent);

    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};
