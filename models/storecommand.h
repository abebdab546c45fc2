// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperid.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QUndoCommand>

#include <functional>

class LibraryStore;

/// One undoable change of the user's library: a redo and an undo action, each returning
/// whether the store accepted it. QUndoStack::push() runs redo() at once.
///
/// A command whose action fails, or whose redo changed nothing, marks itself obsolete, so the
/// stack drops it instead of keeping a step that would undo nothing (or the wrong thing);
/// the reason of a failure is then in the store's lastError(). Never merges with another.
class StoreCommand final : public QUndoCommand
{
public:
    using Action = std::function<bool()>;

    StoreCommand(const QString &text, Action redo, Action undo, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Action m_redo;
    Action m_undo;
};

/// Factories for every change the user can make. Each command captures, when its redo runs,
/// exactly what its undo needs (the papers that really changed, a tag's spelling, position
/// and members), so undo restores the store as it was: tag list, order, members and states.
/// The returned command is not pushed yet; the caller owns it until it pushes it.
namespace StoreCommands {

/// Tags the papers, creating the tag when needed; undo removes the tag from the papers that
/// did not have it, or deletes the tag when this command created it.
StoreCommand *addTag(LibraryStore *store, const QList<PaperId> &papers, const QString &tag);
/// Removes the tag from the papers; undo gives it back to those that had it.
StoreCommand *removeTag(LibraryStore *store, const QList<PaperId> &papers, const QString &tag);
/// Renames a tag, or merges it into `to` when that tag exists; undo restores both tags with
/// their spelling, position and members.
StoreCommand *renameTag(LibraryStore *store, const QString &from, const QString &to);
/// Deletes the tag from the list and every paper; undo restores it exactly.
StoreCommand *deleteTag(LibraryStore *store, const QString &tag);
StoreCommand *setRead(LibraryStore *store, const QList<PaperId> &papers, bool read);
StoreCommand *setStarred(LibraryStore *store, const QList<PaperId> &papers, bool starred);
/// Replaces the paper's note (empty removes it); undo puts the old note back.
StoreCommand *setNote(LibraryStore *store, PaperId paper, const QString &note);
/// Puts the named tags first in this order (see LibraryStore::setTagOrder); undo restores
/// the whole previous order.
StoreCommand *setTagOrder(LibraryStore *store, const QStringList &names);

} // namespace StoreCommands
