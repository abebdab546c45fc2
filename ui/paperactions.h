// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"
#include "library/announcedcommand.h"
#include "library/queryfollowingcommand.h"

#include <QList>
#include <QObject>

class ListMarks;
class LibraryStore;
class PaperListView;
class QAction;
class QMenu;
class QUndoCommand;
class QUndoStack;
class QWidget;

/// Everything the user can change about papers and tags, as actions and slots: read, star,
/// tags on the selection (R, S, 1-9, the list's context menu), the detail pane's edits, and
/// renaming, merging, deleting and reordering tags from the sidebar.
///
/// Every change is a StoreCommand pushed on the undo stack; nothing writes to the store any
/// other way. Reads the selection from the list view (the current paper when none is
/// selected) and the current state from ListMarks; holds no state of its own besides the
/// actions.
class PaperActions final : public QObject
{
    Q_OBJECT
public:
    /// dialogParent is where questions (new tag name, merge) are asked.
    PaperActions(LibraryStore *store, const ListMarks *state, QUndoStack *undoStack,
        PaperListView *list, QWidget *dialogParent);

    QAction *toggleReadAction() const { return m_toggleRead; }
    QAction *toggleStarAction() const { return m_toggleStar; }
    QAction *addTagAction() const { return m_addTag; }
    /// Keys 1-9: toggle the first nine tags (in the user's order) on the selection.
    const QList<QAction *> &tagKeyActions() const { return m_tagKeys; }
    /// The search box's text: renaming or deleting a tag edits its terms there in the same
    /// undo step, so a list filtered on the tag keeps showing its papers.
    void setQueryText(QueryFollowingCommand::Getter text, QueryFollowingCommand::Setter setText);
    /// Adds the state and tag actions for the current selection to menu.
    void fillContextMenu(QMenu *menu);

    void addTag(const QList<PaperId> &papers, const QString &tag);
    void removeTag(const QList<PaperId> &papers, const QString &tag);
    void setRead(const QList<PaperId> &papers, bool read);
    void setStarred(const QList<PaperId> &papers, bool starred);
    void setNote(PaperId paper, const QString &note);
    /// Asks for a new name; a name that exists merges after a question.
    void renameTag(const QString &tag);
    void mergeTag(const QString &from, const QString &into);
    void deleteTag(const QString &tag);
    /// Moves the tag by delta places in the user's order.
    void moveTag(const QString &tag, int delta);
    /// Asks for a tag name (with completion) and adds it to the selection.
    void askAndAddTag();

Q_SIGNALS:
    /// A sentence for the status bar: what happened, or why a change was refused.
    void message(const QString &text);

private:
    void push(QUndoCommand *command);
    QUndoCommand *outOfSight(QUndoCommand *command, const QList<PaperId> &papers);
    /// Sends a command's announcements to message().
    AnnouncedCommand::Announce announcer();
    /// change, and the edit of the search box's text that goes with it in the same undo step
    /// (change itself when the actions were given no query text).
    QUndoCommand *followingQuery(QUndoCommand *change, QueryFollowingCommand::Rewrite rewrite,
        QueryFollowingCommand::Rewrite undoRewrite = {});
    /// Renames from to to (a merge when to exists), the query's tag terms following.
    QUndoCommand *renameFollowingQuery(const QString &from, const QString &to, bool merge);
    /// The list's selected papers; with none (an empty list) says so instead of doing nothing.
    QList<PaperId> papersToChange();
    void toggleRead();
    void toggleStar();
    void toggleTagKey(int key);
    void nameTagKeys();
    /// True when every selected paper satisfies has(row).
    template <typename Has> bool allSelected(Has &&has) const;
    QString validTagName(const QString &name);

    LibraryStore *m_store;
    const ListMarks *m_state;
    QUndoStack *m_undo;
    PaperListView *m_list;
    QWidget *m_dialogParent;
    QAction *m_toggleRead;
    QAction *m_toggleStar;
    QAction *m_addTag;
    QList<QAction *> m_tagKeys;
    QueryFollowingCommand::Getter m_queryText;
    QueryFollowingCommand::Setter m_setQueryText;
};
