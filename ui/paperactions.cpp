// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperactions.h"

#include "library/libraryedits.h"
#include "library/listmarks.h"
#include "library/outofsightcommand.h"
#include "library/store/librarystore.h"
#include "paperlistview.h"
#include "search/querytext.h"
#include "text/textnormalizer.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QUndoStack>

namespace {

QAction *listAction(
    const QString &text, const QKeySequence &key, PaperListView *list, QObject *parent)
{
    auto *action = new QAction(text, parent);
    action->setShortcut(key);
    // Plain letter and digit keys act only while the list has focus, so they stay text in
    // the search box, the note and the tag box.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    list->addAction(action);
    return action;
}

} // namespace

PaperActions::PaperActions(LibraryStore *store, const ListMarks *state, QUndoStack *undoStack,
    PaperListView *list, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_store(store)
    , m_state(state)
    , m_undo(undoStack)
    , m_list(list)
    , m_dialogParent(dialogParent)
    , m_toggleRead(listAction(tr("Toggle &Read"), QKeySequence(Qt::Key_R), list, this))
    , m_toggleStar(listAction(tr("Toggle &Star"), QKeySequence(Qt::Key_S), list, this))
    , m_addTag(listAction(tr("Add &Tag…"), QKeySequence(Qt::Key_T), list, this))
{
    m_toggleRead->setStatusTip(tr("Mark the selected papers read, or unread when all are read"));
    m_toggleStar->setStatusTip(tr("Star the selected papers, or unstar when all are starred"));
    m_addTag->setStatusTip(tr("Add a tag to the selected papers"));
    connect(m_toggleRead, &QAction::triggered, this, &PaperActions::toggleRead);
    connect(m_toggleStar, &QAction::triggered, this, &PaperActions::toggleStar);
    connect(m_addTag, &QAction::triggered, this, &PaperActions::askAndAddTag);
    for (int key = 1; key <= 9; ++key) {
        QAction *action
            = listAction(tr("Toggle Tag %1").arg(key), QKeySequence(Qt::Key_0 + key), list, this);
        connect(action, &QAction::triggered, this, [this, key] { toggleTagKey(key); });
        m_tagKeys.append(action);
    }
    connect(m_state, &ListMarks::tagNamesChanged, this, &PaperActions::nameTagKeys);
    nameTagKeys();
}

// The menu shows which tag each key toggles, so the keys can be learnt from it.
void PaperActions::nameTagKeys()
{
    const QStringList tags = m_state->tagNames();
    for (int key = 1; key <= m_tagKeys.size(); ++key) {
        QAction *action = m_tagKeys.at(key - 1);
        const bool has = key <= tags.size();
        action->setText(has ? tr("Toggle “%1”").arg(tags.at(key - 1))
                            : tr("Toggle Tag %1 (none yet)").arg(key));
    }
}

void PaperActions::setQueryText(
    QueryFollowingCommand::Getter text, QueryFollowingCommand::Setter setText)
{
    m_queryText = std::move(text);
    m_setQueryText = std::move(setText);
}

QUndoCommand *PaperActions::followingQuery(QUndoCommand *change,
    QueryFollowingCommand::Rewrite rewrite, QueryFollowingCommand::Rewrite undoRewrite)
{
    if (!m_queryText)
        return change;
    return new QueryFollowingCommand(
        change, m_queryText, m_setQueryText, std::move(rewrite), std::move(undoRewrite));
}

QUndoCommand *PaperActions::renameFollowingQuery(const QString &from, const QString &to, bool merge)
{
    const QString field = QStringLiteral("tag");
    // After a merge `tag:to` was there before, so an edited text cannot be mapped back.
    QueryFollowingCommand::Rewrite back;
    if (!merge)
        back = [=](const QString &q) { return QueryText::withRenamedValue(q, field, to, from); };
    return followingQuery(
        LibraryEdits::renameTag(m_store, from, to),
        [=](const QString &q) { return QueryText::withRenamedValue(q, field, from, to); }, back);
}

void PaperActions::push(QUndoCommand *command)
{
    m_undo->push(command);
    // A command that failed made itself obsolete and was dropped; the store says why. What the
    // database could not save gets a dialog (LibrarySession); a refused request a line here.
    if (m_store->lastErrorKind() == LibraryStore::ErrorKind::Refused)
        Q_EMIT message(tr("Not saved: %1").arg(m_store->lastError()));
}

template <typename Has> bool PaperActions::allSelected(Has &&has) const
{
    const QList<int> rows = m_list->selectedSourceRows();
    return !rows.isEmpty() && std::all_of(rows.cbegin(), rows.cend(), has);
}

QList<PaperId> PaperActions::papersToChange()
{
    const QList<PaperId> papers = m_list->selectedIds();
    if (papers.isEmpty())
        Q_EMIT message(tr("Nothing to change: no paper is shown"));
    return papers;
}

void PaperActions::toggleRead()
{
    const QList<PaperId> papers = papersToChange();
    if (!papers.isEmpty())
        setRead(papers, !allSelected([this](int row) { return m_state->isRead(row); }));
}

void PaperActions::toggleStar()
{
    const QList<PaperId> papers = papersToChange();
    if (!papers.isEmpty())
        setStarred(papers, !allSelected([this](int row) { return m_state->isStarred(row); }));
}

void PaperActions::toggleTagKey(int key)
{
    const QStringList tags = m_state->tagNames();
    if (key > tags.size()) {
        Q_EMIT message(tr("No tag on key %1 yet: the first nine tags in the sidebar are on "
                          "keys 1-9 (Move Up/Down in a tag's menu orders them).")
                           .arg(key));
        return;
    }
    const QString tag = tags.at(key - 1);
    const QList<PaperId> papers = papersToChange();
    if (papers.isEmpty())
        return;
    const bool all = allSelected(
        [this, &tag](int row) { return m_state->tagsOf(row).contains(tag, Qt::CaseInsensitive); });
    all ? removeTag(papers, tag) : addTag(papers, tag);
}

QString PaperActions::validTagName(const QString &name)
{
    QString error;
    const QString normalized = LibraryStore::normalizedTagName(name, &error);
    if (normalized.isNull())
        Q_EMIT message(error);
    return normalized;
}

void PaperActions::addTag(const QList<PaperId> &papers, const QString &tag)
{
    const QString name = validTagName(tag);
    if (!name.isNull() && !papers.isEmpty())
        push(outOfSight(LibraryEdits::addTag(m_store, papers, name), papers));
}

void PaperActions::removeTag(const QList<PaperId> &papers, const QString &tag)
{
    if (!papers.isEmpty())
        push(outOfSight(LibraryEdits::removeTag(m_store, papers, tag), papers));
}

void PaperActions::setRead(const QList<PaperId> &papers, bool read)
{
    if (!papers.isEmpty())
        push(outOfSight(LibraryEdits::setRead(m_store, papers, read), papers));
}

void PaperActions::setStarred(const QList<PaperId> &papers, bool starred)
{
    if (!papers.isEmpty())
        push(outOfSight(LibraryEdits::setStarred(m_store, papers, starred), papers));
}

void PaperActions::setNote(PaperId paper, const QString &note)
{
    if (!paper.isNull())
        push(outOfSight(LibraryEdits::setNote(m_store, paper, note), { paper }));
}

void PaperActions::askAndAddTag()
{
    const QList<PaperId> papers = papersToChange();
    if (papers.isEmpty())
        return;
    // An editable combo box completes from the existing tags as you type.
    QInputDialog dialog(m_dialogParent);
    dialog.setWindowTitle(tr("Add Tag"));
    dialog.setLabelText(papers.size() == 1
            ? tr("Tag for the selected paper:")
            : tr("Tag for the %L1 selected papers:").arg(papers.size()));
    dialog.setComboBoxItems(m_state->tagNames());
    dialog.setComboBoxEditable(true);
    dialog.setTextValue(QString());
    if (dialog.exec() == QDialog::Accepted)
        addTag(papers, dialog.textValue());
}

void PaperActions::fillContextMenu(QMenu *menu)
{
    const QList<int> rows = m_list->selectedSourceRows();
    if (rows.isEmpty())
        return;
    const QList<PaperId> papers = m_list->selectedIds();
    const bool allRead = allSelected([this](int row) { return m_state->isRead(row); });
    const bool anyRead
        = std::any_of(rows.cbegin(), rows.cend(), [this](int row) { return m_state->isRead(row); });
    const bool allStarred = allSelected([this](int row) { return m_state->isStarred(row); });
    const bool anyStarred = std::any_of(
        rows.cbegin(), rows.cend(), [this](int row) { return m_state->isStarred(row); });
    menu->addAction(tr("Mark &Read"), this, [this, papers] { setRead(papers, true); })
        ->setEnabled(!allRead);
    menu->addAction(tr("Mark &Unread"), this, [this, papers] { setRead(papers, false); })
        ->setEnabled(anyRead);
    menu->addAction(tr("&Star"), this, [this, papers] { setStarred(papers, true); })
        ->setEnabled(!allStarred);
    menu->addAction(tr("U&nstar"), this, [this, papers] { setStarred(papers, false); })
        ->setEnabled(anyStarred);
    menu->addSeparator();
    menu->addAction(m_addTag);

    // The tags some selected paper carries, in the user's order.
    QMenu *remove = menu->addMenu(tr("Remove Ta&g"));
    QSet<QString> present;
    for (int row : rows)
        for (const QString &tag : m_state->tagsOf(row))
            present.insert(TextNormalizer::fold(tag));
    for (const QString &tag : m_state->tagNames()) {
        if (present.contains(TextNormalizer::fold(tag)))
            remove->addAction(tag, this, [this, papers, tag] { removeTag(papers, tag); });
    }
    remove->setEnabled(!remove->isEmpty());
}

void PaperActions::renameTag(const QString &tag)
{
    bool ok = false;
    const QString to = QInputDialog::getText(m_dialogParent, tr("Rename Tag"),
        tr("New name for “%1”:").arg(tag), QLineEdit::Normal, tag, &ok);
    if (!ok)
        return;
    const QString name = validTagName(to);
    if (name.isNull() || name == tag)
        return;
    const bool exists = std::any_of(
        m_state->tagNames().cbegin(), m_state->tagNames().cend(), [&](const QString &other) {
            return other != tag && other.compare(name, Qt::CaseInsensitive) == 0;
        });
    if (exists) {
        const auto answer = QMessageBox::question(m_dialogParent, tr("Merge Tags"),
            tr("A tag “%1” exists already. Merge “%2” into it?").arg(name, tag));
        if (answer != QMessageBox::Yes)
            return;
    }
    push(renameFollowingQuery(tag, name, exists));
}

void PaperActions::mergeTag(const QString &from, const QString &into)
{
    push(new AnnouncedCommand(renameFollowingQuery(from, into, true),
        tr("Merged “%1” into “%2” (Ctrl+Z undoes it)").arg(from, into),
        tr("Undid the merge: “%1” and “%2” are apart again").arg(from, into), announcer()));
}

void PaperActions::deleteTag(const QString &tag)
{
    const QString field = QStringLiteral("tag");
    QUndoCommand *remove = followingQuery(LibraryEdits::deleteTag(m_store, tag),
        [=](const QString &q) { return QueryText::withFieldTerm(q, field, tag, TermState::Off); });
    push(new AnnouncedCommand(remove, tr("Deleted the tag “%1” (Ctrl+Z brings it back)").arg(tag),
        tr("Restored the tag “%1”").arg(tag), announcer()));
}

// A change of these papers that names them when it is undone or redone out of their sight:
// the list they are in and the first one's title, as they were when it was made.
QUndoCommand *PaperActions::outOfSight(QUndoCommand *command, const QList<PaperId> &papers)
{
    const LoadedCollectionPtr collection = m_state->collection();
    QString title;
    if (collection && !papers.isEmpty()) {
        if (const int row = m_state->rowOf(papers.first()); row >= 0)
            title = collection->collection.papers.at(row).title;
    }
    const QString list = collection ? collection->collection.name : QString();
    const auto onScreen = [guard = QPointer<PaperActions>(this)](const QList<PaperId> &ids) {
        return guard && std::all_of(ids.cbegin(), ids.cend(), [&](PaperId id) {
            return guard->m_state->rowOf(id) >= 0;
        });
    };
    return new OutOfSightCommand(command, papers, list, title, onScreen, announcer());
}

// Undo and redo run long after the action that pushed the command, so what the status bar
// says follows the command itself.
AnnouncedCommand::Announce PaperActions::announcer()
{
    return [guard = QPointer<PaperActions>(this)](const QString &text) {
        if (guard)
            Q_EMIT guard->message(text);
    };
}

void PaperActions::moveTag(const QString &tag, int delta)
{
    QStringList order = m_state->tagNames();
    const qsizetype from = order.indexOf(tag);
    const qsizetype to = from + delta;
    if (from < 0 || to < 0 || to >= order.size())
        return;
    order.move(from, to);
    push(LibraryEdits::setTagOrder(m_store, order));
}
