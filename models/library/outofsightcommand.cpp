// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/outofsightcommand.h"

OutOfSightCommand::OutOfSightCommand(QUndoCommand *command, QList<PaperId> papers, QString listName,
    QString firstTitle, OnScreen onScreen, Announce announce)
    : QUndoCommand(command->text())
    , m_command(command)
    , m_papers(std::move(papers))
    , m_listName(std::move(listName))
    , m_firstTitle(std::move(firstTitle))
    , m_onScreen(std::move(onScreen))
    , m_announce(std::move(announce))
{
}

OutOfSightCommand::~OutOfSightCommand() = default;

void OutOfSightCommand::redo()
{
    m_command->redo();
    setObsolete(m_command->isObsolete());
    if (m_pushed && !isObsolete())
        tell(false);
    m_pushed = true;
}

void OutOfSightCommand::undo()
{
    m_command->undo();
    setObsolete(m_command->isObsolete());
    if (!isObsolete())
        tell(true);
}

void OutOfSightCommand::tell(bool undone)
{
    if (m_onScreen(m_papers))
        return;
    const int others = int(m_papers.size()) - 1;
    const QString papers = others == 0 ? tr("“%1”").arg(m_firstTitle)
                                       : tr("“%1” and %n more", nullptr, others).arg(m_firstTitle);
    m_announce(undone
            ? tr("Undid “%1” on %2 in %3, a list not shown").arg(text(), papers, m_listName)
            : tr("Redid “%1” on %2 in %3, a list not shown").arg(text(), papers, m_listName));
}
