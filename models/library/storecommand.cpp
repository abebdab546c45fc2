// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/storecommand.h"

#include "library/store/librarystore.h"

#include <QCoreApplication>

#include <memory>

StoreCommand::StoreCommand(const QString &text, Action redo, Action undo, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_redo(std::move(redo))
    , m_undo(std::move(undo))
{
}

// QUndoStack deletes a command that is obsolete after push(), undo() or redo(), so a step
// the store refused never stays on the stack pretending it can be undone.
void StoreCommand::redo()
{
    if (!m_redo || !m_redo())
        setObsolete(true);
}

void StoreCommand::undo()
{
    if (!m_undo || !m_undo())
        setObsolete(true);
}
