// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <memory>

/// An undoable command that says what it did, and again what its undo did: "Deleted the tag
/// “x”" when it runs (on push and on redo), "Restored the tag “x”" when it is undone. So a
/// status line never goes on claiming a change that Ctrl+Z has taken back.
///
/// Wraps the command that does the work and forwards its obsolete flag, so a change that
/// failed is still dropped by the stack, and announces nothing.
class AnnouncedCommand final : public QUndoCommand
{
public:
    using Announce = std::function<void(const QString &)>;

    AnnouncedCommand(
        QUndoCommand *command, const QString &done, const QString &undone, Announce announce);
    ~AnnouncedCommand() override;

    void redo() override;
    void undo() override;

private:
    std::unique_ptr<QUndoCommand> m_command;
    QString m_done;
    QString m_undone;
    Announce m_announce;
};
