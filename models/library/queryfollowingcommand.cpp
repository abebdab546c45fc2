// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/queryfollowingcommand.h"

QueryFollowingCommand::QueryFollowingCommand(
    QUndoCommand *change, Getter text, Setter setText, Rewrite rewrite, Rewrite undoRewrite)
    : QUndoCommand(change->text())
    , m_change(change)
    , m_text(std::move(text))
    , m_setText(std::move(setText))
    , m_rewrite(std::move(rewrite))
    , m_undoRewrite(std::move(undoRewrite))
{
}

QueryFollowingCommand::~QueryFollowingCommand() = default;

void QueryFollowingCommand::redo()
{
    m_change->redo();
    if (m_change->isObsolete()) { // refused or changed nothing: the query stays as it is
        setObsolete(true);
        return;
    }
    m_before = m_text();
    m_after = m_rewrite(m_before);
    if (m_after != m_before)
        m_setText(m_after);
}

void QueryFollowingCommand::undo()
{
    m_change->undo();
    if (m_change->isObsolete()) {
        setObsolete(true);
        return;
    }
    // Text typed since the change is the user's: only the term this step wrote goes back.
    const QString now = m_text();
    if (now == m_after)
        m_setText(m_before);
    else if (m_undoRewrite)
        m_setText(m_undoRewrite(now));
}
