// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/announcedcommand.h"

AnnouncedCommand::AnnouncedCommand(
    QUndoCommand *command, const QString &done, const QString &undone, Announce announce)
    : QUndoCommand(command->text())
    , m_command(command)
    , m_done(done)
    , m_undone(undone)
    , m_announce(std::move(announce))
{
}

AnnouncedCommand::~AnnouncedCommand() = default;

void AnnouncedCommand::redo()
{
    m_command->redo();
    setObsolete(m_command->isObsolete());
    if (!isObsolete())
        m_announce(m_done);
}

void AnnouncedCommand::undo()
{
    m_command->undo();
    setObsolete(m_command->isObsolete());
    if (!isObsolete())
        m_announce(m_undone);
}
