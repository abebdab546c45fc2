// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"

#include <QList>
#include <QObject>
#include <QStringList>

class ListMarks;
class PaperActions;
class QAction;
class QUndoStack;

/// The tags a list's file brings for its papers (Paperdesk's own export carries its user's:
/// PaperCollection::carriedTags), offered for the papers that have none here: a list someone
/// exported with their tags opens with "this file carries tags for 12 papers", and Edit ▸ Take
/// Tags from the File adds them, as one undoable step. Nothing is added unasked: opening a file
/// never changes the library. A paper tagged here keeps its own tags.
class FileTags final : public QObject
{
    Q_OBJECT
public:
    FileTags(const ListMarks *state, PaperActions *actions, QUndoStack *undo, QObject *parent);

    /// Edit ▸ Take Tags from the File, enabled while there are tags to take.
    QAction *takeAction() const { return m_take; }

Q_SIGNALS:
    /// A sentence for the status bar: the file's tags on offer, or what was taken.
    void message(const QString &text);

private:
    struct Offer
    {
        PaperId paper;
        QStringList tags;
    };

    void update();
    void take();

    const ListMarks *m_state;
    PaperActions *m_actions;
    QUndoStack *m_undo;
    QAction *m_take;
    QList<Offer> m_offers; ///< the papers of the list shown that have no tag here
    const void *m_offeredFor = nullptr; ///< the collection last said: compared, never read
};
