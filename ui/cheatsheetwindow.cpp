// SPDX-License-Identifier: GPL-3.0-or-later
#include "cheatsheetwindow.h"

#include "cheatsheet.h"

#include <QFontDatabase>
#include <QScreen>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

CheatSheetWindow::CheatSheetWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Search Syntax and Shortcuts — Paperdesk"));
    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    // What the user types and presses is set in the system's fixed-pitch font, as in the
    // README; HTML's default for <code> names fonts a desktop may not have.
    m_browser->document()->setDefaultStyleSheet(
        QStringLiteral("code { font-family: \"%1\"; } th, td { padding: 3px 8px; }")
            .arg(QFontDatabase::systemFont(QFontDatabase::FixedFont).family()));
    m_browser->setHtml(
        CheatSheet::html(CheatSheet::keys()) + CheatSheet::html(CheatSheet::searchSyntax()));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    // The arrow and page keys scroll the tables as soon as the window opens.
    m_browser->setFocus();

    for (const QKeySequence &key :
        { QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::HelpContents) })
        connect(new QShortcut(key, this), &QShortcut::activated, this, &QWidget::close);

    // Wide enough for the longest row on one line, never larger than the screen it opens on.
    QSize size(760, 640);
    if (const QScreen *screen = parent ? parent->screen() : nullptr)
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    resize(size);
}

// Closing only hides the window: opening it again is instant and keeps its place.
void CheatSheetWindow::toggle(QWidget *parent)
{
    auto *sheet = parent->findChild<CheatSheetWindow *>(QString(), Qt::FindDirectChildrenOnly);
    if (sheet && sheet->isVisible()) {
        sheet->close();
        return;
    }
    if (!sheet)
        sheet = new CheatSheetWindow(parent);
    sheet->show();
    sheet->raise();
    sheet->activateWindow();
}
