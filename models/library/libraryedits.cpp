// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/libraryedits.h"

#include "library/store/librarystore.h"
#include <QCoreApplication>
#include <memory>

namespace LibraryEdits {

namespace {

// lupdate reads the LibraryEdits context from here; texts with a count spell out their
// singular, which English needs when no translation is loaded ("1 paper", not "1 paper(s)").
class Text
{
    Q_DECLARE_TR_FUNCTIONS(LibraryEdits)
};

} // namespace

StoreCommand *addTag(LibraryStore *store, const QList<PaperId> &papers, const QString &tag)
{
    struct Undo
    {
        bool created = false;
        QList<PaperId> tagged; // papers that did not have the tag before
    };
    auto undo = std::make_shared<Undo>();
    const int n = int(papers.size());
    const QString text = n == 0 ? Text::tr("Create tag “%1”").arg(tag)
        : n == 1                ? Text::tr("Tag 1 paper “%1”").arg(tag)
                                : Text::tr("Tag %n papers “%1”", nullptr, n).arg(tag);
    return new StoreCommand(
        text,
        [=] {
            undo->created = store->tagPosition(tag) < 0;
            return store->addTag(papers, tag, &undo->tagged)
                && (undo->created || !undo->tagged.isEmpty());
        },
        [=] {
            return undo->created ? store->deleteTag(tag) : store->removeTag(undo->tagged, tag);
        });
}

StoreCommand *removeTag(LibraryStore *store, const QList<PaperId> &papers, const QString &tag)
{
    auto untagged = std::make_shared<QList<PaperId>>();
    const int n = int(papers.size());
    return new StoreCommand(
        (n == 1 ? Text::tr("Untag 1 paper “%1”") : Text::tr("Untag %n papers “%1”", nullptr, n))
            .arg(tag),
        [=] { return store->removeTag(papers, tag, untagged.get()) && !untagged->isEmpty(); },
        [=] { return store->addTag(*untagged, tag); });
}

StoreCommand *renameTag(LibraryStore *store, const QString &from, const QString &to)
{
    struct TagSnapshot
    {
        QString name; // as stored
        int position = -1;
        QList<PaperId> papers;
    };
    struct Undo
    {
        TagSnapshot source;
        TagSnapshot target; // position -1: no merge
        QString renamedTo;
    };
    auto undo = std::make_shared<Undo>();
    auto snapshot = [store](const QString &tag, const QStringList &names) {
        TagSnapshot s;
        s.position = store->tagPosition(tag);
        if (s.position >= 0) {
            s.name = names.value(s.position);
            s.papers = store->papersWithTag(tag);
        }
        return s;
    };
    const bool merging
        = store->tagPosition(to) >= 0 && store->tagPosition(to) != store->tagPosition(from);
    const QString text = merging ? Text::tr("Merge tag “%1” into “%2”").arg(from, to)
                                 : Text::tr("Rename tag “%1” to “%2”").arg(from, to);
    return new StoreCommand(
        text,
        [=] {
            const QStringList names = store->tags();
            undo->source = snapshot(from, names);
            undo->target = snapshot(to, names);
            if (undo->target.position == undo->source.position)
                undo->target = {}; // a change of case, not a merge
            undo->renamedTo = LibraryStore::normalizedTagName(to);
            return store->renameTag(from, to) && undo->renamedTo != undo->source.name;
        },
        [=] {
            if (undo->target.position < 0)
                return store->renameTag(undo->renamedTo, undo->source.name);
            // Source first: restoring it at its old position shifts the target back to its own.
            return store->restoreTag(undo->source.name, undo->source.papers, undo->source.position)
                && store->restoreTag(undo->target.name, undo->target.papers, undo->target.position);
        });
}

StoreCommand *deleteTag(LibraryStore *store, const QString &tag)
{
    struct Undo
    {
        QString name;
        int position = -1;
        QList<PaperId> papers;
    };
    auto undo = std::make_shared<Undo>();
    return new StoreCommand(
        Text::tr("Delete tag “%1”").arg(tag),
        [=] {
            undo->position = store->tagPosition(tag);
            undo->name = store->tags().value(undo->position);
            undo->papers = store->papersWithTag(tag);
            return store->deleteTag(tag);
        },
        [=] { return store->restoreTag(undo->name, undo->papers, undo->position); });
}

StoreCommand *setRead(LibraryStore *store, const QList<PaperId> &papers, bool read)
{
    auto changed = std::make_shared<QList<PaperId>>();
    const int n = int(papers.size());
    const QString text = read
        ? (n == 1 ? Text::tr("Mark 1 paper read") : Text::tr("Mark %n papers read", nullptr, n))
        : (n == 1 ? Text::tr("Mark 1 paper unread")
                  : Text::tr("Mark %n papers unread", nullptr, n));
    return new StoreCommand(
        text, [=] { return store->setRead(papers, read, changed.get()) && !changed->isEmpty(); },
        [=] { return store->setRead(*changed, !read); });
}

StoreCommand *setStarred(LibraryStore *store, const QList<PaperId> &papers, bool starred)
{
    auto changed = std::make_shared<QList<PaperId>>();
    const int n = int(papers.size());
    const QString text = starred
        ? (n == 1 ? Text::tr("Star 1 paper") : Text::tr("Star %n papers", nullptr, n))
        : (n == 1 ? Text::tr("Unstar 1 paper") : Text::tr("Unstar %n papers", nullptr, n));
    return new StoreCommand(
        text,
        [=] { return store->setStarred(papers, starred, changed.get()) && !changed->isEmpty(); },
        [=] { return store->setStarred(*changed, !starred); });
}

StoreCommand *setNote(LibraryStore *store, PaperId paper, const QString &note)
{
    auto before = std::make_shared<QString>();
    return new StoreCommand(
        note.isEmpty() ? Text::tr("Remove note") : Text::tr("Edit note"),
        [=] {
            const QHash<PaperId, PaperState> states = store->statesOf({ paper });
            if (!states.contains(paper))
                return false;
            *before = states.value(paper).note;
            return *before != note && store->setNote(paper, note);
        },
        [=] { return store->setNote(paper, *before); });
}

StoreCommand *setTagOrder(LibraryStore *store, const QStringList &names)
{
    auto before = std::make_shared<QStringList>();
    return new StoreCommand(
        Text::tr("Reorder tags"),
        [=] {
            *before = store->tags();
            return store->setTagOrder(names) && store->tags() != *before;
        },
        [=] { return store->setTagOrder(*before); });
}

} // namespace LibraryEdits
