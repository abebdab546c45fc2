// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/storecommand.h"

#include <QList>
#include <QString>
#include <QStringList>

class LibraryStore;

/// Factories for every change the user can make. Each command captures, when its redo runs,
/// exactly what its undo needs (the papers that really changed, a tag's spelling, position
/// and members), so undo restores the store as it was: tag list, order, members and states.
/// The returned command is not pushed yet; the caller owns it until it pushes it.
namespace LibraryEdits {

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

} // namespace LibraryEdits
