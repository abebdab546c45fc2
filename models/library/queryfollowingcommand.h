// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <memory>

/// A change of the library (renaming or deleting a tag) together with the edit it needs in
/// the query text, as one undo step: the box that filtered on `tag:old` says `tag:new` after
/// the rename (or loses the term after a delete), and Ctrl+Z brings back both the tag and
/// the text. The query is reached through two functions so that this knows no widget.
class QueryFollowingCommand final : public QUndoCommand
{
public:
    using Getter = std::function<QString()>;
    using Setter = std::function<void(const QString &)>;
    using Rewrite = std::function<QString(const QString &)>;

    /// change (a StoreCommand) is owned from here on; rewrite maps the query as it is to the query
    /// after the change, undoRewrite maps it back when the text was edited in between (may be
    /// empty: then an edited text is left as it is).
    QueryFollowingCommand(QUndoCommand *change, Getter text, Setter setText, Rewrite rewrite,
        Rewrite undoRewrite = {});
    ~QueryFollowingCommand() override;

    void redo() override;
    void undo() override;

private:
    std::unique_ptr<QUndoCommand> m_change;
    Getter m_text;
    Setter m_setText;
    Rewrite m_rewrite;
    Rewrite m_undoRewrite;
    QString m_before; ///< the query when redo ran
    QString m_after; ///< the query redo wrote
};
