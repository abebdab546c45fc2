// SPDX-License-Identifier: GPL-3.0-or-later
#include "filetags.h"

#include "library/listmarks.h"
#include "paperactions.h"

#include <QAction>
#include <QHash>
#include <QTimer>
#include <QUndoStack>

FileTags::FileTags(const ListMarks *state, PaperActions *actions, QUndoStack *undo, QObject *parent)
    : QObject(parent)
    , m_state(state)
    , m_actions(actions)
    , m_undo(undo)
    , m_take(new QAction(tr("Take Tags from the &File"), this))
{
    m_take->setStatusTip(
        tr("Give the papers that have no tag here the tags the list's file carries for them"));
    m_take->setEnabled(false);
    connect(m_take, &QAction::triggered, this, &FileTags::take);
    connect(m_state, &ListMarks::contextChanged, this, &FileTags::update);
}

void FileTags::update()
{
    m_offers.clear();
    const LoadedCollectionPtr collection = m_state->collection();
    if (collection) {
        // The file's tags are few (a row each that carries some): one look-up per row.
        const QHash<qsizetype, QStringList> &carried = collection->collection.carriedTags;
        for (auto it = carried.cbegin(); it != carried.cend(); ++it) {
            const int row = int(it.key());
            if (row < collection->size() && m_state->tagsOf(row).isEmpty())
                m_offers.append({ collection->collection.papers.at(row).id, it.value() });
        }
    }
    m_take->setEnabled(!m_offers.isEmpty());
    if (collection.get() == m_offeredFor)
        return;
    m_offeredFor = collection.get();
    if (m_offers.isEmpty())
        return;
    // After the opening's own word in the status bar, which would replace this one.
    const int count = int(m_offers.size());
    QTimer::singleShot(0, this, [this, count] {
        // English needs the singular spelled out when no translation is loaded.
        Q_EMIT message(count == 1
                ? tr("This file carries tags for 1 paper not tagged here: Edit ▸ Take Tags "
                     "from the File adds them")
                : tr("This file carries tags for %n papers not tagged here: Edit ▸ Take Tags "
                     "from the File adds them",
                    nullptr, count));
    });
}

void FileTags::take()
{
    if (m_offers.isEmpty())
        return;
    // Each tag once, for all its papers: one command a tag, one undo step for all.
    QStringList order;
    QHash<QString, QList<PaperId>> papersOf;
    for (const Offer &offer : std::as_const(m_offers)) {
        for (const QString &tag : offer.tags) {
            if (!papersOf.contains(tag))
                order.append(tag);
            papersOf[tag].append(offer.paper);
        }
    }
    const int count = int(m_offers.size());
    m_undo->beginMacro(count == 1 ? tr("Take the file's tags for 1 paper")
                                  : tr("Take the file's tags for %n papers", nullptr, count));
    for (const QString &tag : std::as_const(order))
        m_actions->addTag(papersOf.value(tag), tag);
    m_undo->endMacro();
    Q_EMIT message(count == 1
            ? tr("Took the file's tags for 1 paper (Ctrl+Z takes them back)")
            : tr("Took the file's tags for %n papers (Ctrl+Z takes them back)", nullptr, count));
}
