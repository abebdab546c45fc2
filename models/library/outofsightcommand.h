// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUndoCommand>

#include <functional>
#include <memory>

/// A change of some papers' marks that says what it changed when it is undone or redone
/// while those papers are not on screen: "Undid “Star 1 paper” on “Diff-Instruct: …” in
/// COLING 2022, a list not shown". The history is not cut when another list opens (several
/// will be open at once), so Ctrl+Z may reach a paper the user no longer sees; the status bar
/// then names the list and the paper instead of changing it without a word.
///
/// Wraps the command that does the work and forwards its obsolete flag, as AnnouncedCommand
/// does. Says nothing when the papers are on screen: the list shows the change.
class OutOfSightCommand final : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(OutOfSightCommand)
public:
    /// Whether all of these papers are in the list on screen.
    using OnScreen = std::function<bool(const QList<PaperId> &papers)>;
    using Announce = std::function<void(const QString &)>;

    /// listName and firstTitle describe the papers when the change was made.
    OutOfSightCommand(QUndoCommand *command, QList<PaperId> papers, QString listName,
        QString firstTitle, OnScreen onScreen, Announce announce);
    ~OutOfSightCommand() override;

    void redo() override;
    void undo() override;

private:
    void tell(bool undone);

    std::unique_ptr<QUndoCommand> m_command;
    QList<PaperId> m_papers;
    QString m_listName;
    QString m_firstTitle;
    OnScreen m_onScreen;
    Announce m_announce;
    bool m_pushed = false; ///< the first redo is the push: the user sees that change made
};
