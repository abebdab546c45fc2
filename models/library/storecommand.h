// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"

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
