// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QList>
#include <QObject>

class PaperListView;
class QAction;
class QMenu;

/// Copying papers out of the list: Ctrl+C (abstracts), Ctrl+Shift+C (links) and Copy Title,
/// on the papers the list acts on (the selection, or the current paper when none is selected).
/// Puts them on the system clipboard in the formats other programs paste best: text/plain
/// always, and text/html for links (so a rich-text editor gets real links).
///
/// Never replaces the clipboard with an empty text: with nothing to copy, the clipboard stays
/// as it was and message() says why. Whether there is anything to copy is decided when a menu
/// opens (it reads every acted-on paper, so it is not done on each selection change): the
/// action is greyed there, and its key, which a disabled action no longer takes, still reaches
/// the list and is answered with the message.
class PaperClipboard final : public QObject
{
    Q_OBJECT
public:
    /// The actions act while the list has focus.
    explicit PaperClipboard(PaperListView *list);

    QAction *copyAbstractsAction() const { return m_copyAbstracts; }
    QAction *copyLinksAction() const { return m_copyLinks; }
    QAction *copyTitlesAction() const { return m_copyTitles; }
    /// Adds the three actions to menu, greyed while it is open if they have nothing to copy.
    void addActionsTo(QMenu *menu);
    /// Adds the actions to the list's context menu, below what is there.
    void fillContextMenu(QMenu *menu);

    // For one paper shown elsewhere (the detail pane); each returns false and leaves the
    // clipboard alone when there is nothing to copy.
    static bool copyAbstracts(const QList<Paper> &papers);
    static bool copyLinks(const QList<Paper> &papers);
    static bool copyTitles(const QList<Paper> &papers);

Q_SIGNALS:
    /// A sentence for the status bar: why nothing was copied.
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class What
    {
        Abstracts,
        Links,
        Titles
    };
    void copy(What what);
    /// Greys each action whose papers have nothing to copy.
    void checkContents();
    /// Enables the actions when the list has papers to act on; cheap, on every change.
    void updateActions();
    QAction *action(What what) const;

    PaperListView *m_list;
    QAction *m_copyAbstracts;
    QAction *m_copyLinks;
    QAction *m_copyTitles;
};
