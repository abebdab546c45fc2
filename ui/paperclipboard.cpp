// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperclipboard.h"

#include "formats/clipboardformats.h"
#include "itemmodels/paperlistmodel.h"
#include "paperlistview.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>

namespace {

bool putOnClipboard(const QString &text, const QString &html = QString())
{
    if (text.isEmpty())
        return false;
    auto *mime = new QMimeData;
    mime->setText(text);
    if (!html.isEmpty())
        mime->setHtml(html);
    QGuiApplication::clipboard()->setMimeData(mime);
    return true;
}

} // namespace

PaperClipboard::PaperClipboard(PaperListView *list)
    : QObject(list)
    , m_list(list)
    , m_copyAbstracts(new QAction(tr("Copy &Abstract"), this))
    , m_copyLinks(new QAction(tr("Copy &Links"), this))
    , m_copyTitles(new QAction(tr("Copy &Title"), this))
{
    m_copyAbstracts->setShortcut(QKeySequence::Copy);
    m_copyLinks->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyAbstracts->setStatusTip(tr("Copy the abstracts of the selected papers"));
    m_copyLinks->setStatusTip(tr("Copy the links of the selected papers"));
    m_copyTitles->setStatusTip(tr("Copy the titles of the selected papers"));
    for (What what : { What::Abstracts, What::Links, What::Titles }) {
        QAction *copyAction = action(what);
        // Ctrl+C in the search box or the note copies their text, not papers.
        copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        list->addAction(copyAction);
        connect(copyAction, &QAction::triggered, this, [this, what] { copy(what); });
    }
    connect(list, &PaperListView::actedOnChanged, this, &PaperClipboard::updateActions);
    list->installEventFilter(this);
    updateActions();
}

QAction *PaperClipboard::action(What what) const
{
    switch (what) {
    case What::Abstracts:
        return m_copyAbstracts;
    case What::Links:
        return m_copyLinks;
    case What::Titles:
        break;
    }
    return m_copyTitles;
}

void PaperClipboard::addActionsTo(QMenu *menu)
{
    menu->addAction(m_copyAbstracts);
    menu->addAction(m_copyLinks);
    menu->addAction(m_copyTitles);
    connect(menu, &QMenu::aboutToShow, this, &PaperClipboard::checkContents);
}

void PaperClipboard::fillContextMenu(QMenu *menu)
{
    if (!menu->isEmpty())
        menu->addSeparator();
    addActionsTo(menu);
}

void PaperClipboard::updateActions()
{
    const bool any = m_list->hasActedOnRows();
    m_copyAbstracts->setEnabled(any);
    m_copyLinks->setEnabled(any);
    m_copyTitles->setEnabled(any);
}

void PaperClipboard::checkContents()
{
    const auto anyHas = [this](int role) {
        return m_list->anyActedOnRow([role](const QModelIndex &row) {
            const QVariant value = row.data(role);
            return value.userType() == QMetaType::QStringList
                ? !value.toStringList().isEmpty()
                : !value.toString().trimmed().isEmpty();
        });
    };
    m_copyAbstracts->setEnabled(anyHas(PaperListModel::AbstractRole));
    m_copyLinks->setEnabled(anyHas(PaperListModel::LinksRole));
    m_copyTitles->setEnabled(anyHas(PaperListModel::TitleRole));
}

void PaperClipboard::copy(What what)
{
    const QList<Paper> papers = m_list->selectedPapers();
    if (papers.isEmpty()) {
        Q_EMIT message(tr("Nothing to copy: no paper is shown"));
        return;
    }
    const int count = int(papers.size());
    const auto copied = [this, count](const QString &what) {
        Q_EMIT message(count == 1 ? tr("Copied 1 paper as %1").arg(what)
                                  : tr("Copied %Ln papers as %1", nullptr, count).arg(what));
    };
    switch (what) {
    case What::Abstracts:
        if (copyAbstracts(papers))
            copied(tr("Abstract"));
        else
            Q_EMIT message(count == 1
                    ? tr("No abstract in the selected paper")
                    : tr("No abstracts in the %Ln selected papers", nullptr, count));
        break;
    case What::Links:
        if (copyLinks(papers))
            copied(tr("Links"));
        else
            Q_EMIT message(count == 1 ? tr("No links in the selected paper")
                                      : tr("No links in the %Ln selected papers", nullptr, count));
        break;
    case What::Titles:
        if (copyTitles(papers))
            copied(tr("Title"));
        else
            Q_EMIT message(count == 1 ? tr("No title in the selected paper")
                                      : tr("No titles in the %Ln selected papers", nullptr, count));
        break;
    }
}

// A greyed action's key is not a shortcut any more and arrives as a key press: answer it
// here, before the table view would put its current cell's text on the clipboard.
bool PaperClipboard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const QKeySequence key(static_cast<QKeyEvent *>(event)->keyCombination());
        for (What what : { What::Abstracts, What::Links, What::Titles }) {
            const QAction *copyAction = action(what);
            if (!copyAction->isEnabled() && copyAction->shortcuts().contains(key)) {
                copy(what);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

bool PaperClipboard::copyAbstracts(const QList<Paper> &papers)
{
    return putOnClipboard(ClipboardFormats::abstractsText(papers));
}

bool PaperClipboard::copyLinks(const QList<Paper> &papers)
{
    return putOnClipboard(ClipboardFormats::linksText(papers), ClipboardFormats::linksHtml(papers));
}

bool PaperClipboard::copyTitles(const QList<Paper> &papers)
{
    return putOnClipboard(ClipboardFormats::titlesText(papers));
}
