// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarystore.h"

#include "scopedtransaction.h"
#include "tagtable.h"

#include <QAtomicInteger>
#include <QDir>
#include <QSet>
#include <QSqlError>
#include <QStandardPaths>

#include <algorithm>
#include <limits>

namespace {

constexpr int MaxTagLength = 100;
constexpr int AtTheEnd = std::numeric_limits<int>::max();

QString nextConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("paperdesk-library-%1").arg(++counter);
}

} // namespace

LibraryStore::LibraryStore(QObject *parent)
    : QObject(parent)
    , m_database(nextConnectionName())
{
}

LibraryStore::~LibraryStore() = default;

QString LibraryStore::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    return folder + QStringLiteral("/library.sqlite");
}

QString LibraryStore::normalizedTagName(const QString &name, QString *error)
{
    const QString trimmed = name.trimmed();
    QString problem;
    if (trimmed.isEmpty()) {
        problem = tr("A tag name cannot be empty.");
    } else if (trimmed.size() > MaxTagLength) {
        problem = tr("A tag name can have at most %1 characters.").arg(MaxTagLength);
    } else if (std::any_of(trimmed.begin(), trimmed.end(), [](QChar c) {
                   const auto category = c.category();
                   return category == QChar::Other_Control || category == QChar::Separator_Line
                       || category == QChar::Separator_Paragraph;
               })) {
        problem = tr("A tag name cannot contain line breaks or control characters.");
    }
    if (problem.isEmpty())
        return trimmed;
    if (error)
        *error = problem;
    return {};
}

bool LibraryStore::open(const QString &path)
{
    m_lastError.clear();
    return m_database.open(path) || fail(m_database.lastError());
}

// --- reads -----------------------------------------------------------------------------------

QStringList LibraryStore::tags() const
{
    if (!ensureOpen())
        return {};
    TagTable table(db());
    const QStringList names = table.names();
    return table.ok() || fail(table.lastError()) ? names : QStringList();
}

int LibraryStore::tagPosition(const QString &tag) const
{
    const QString name = normalizedTagName(tag);
    if (name.isEmpty() || !ensureOpen())
        return -1;
    return TagTable(db()).find(name).position;
}

QHash<PaperId, QList<int>> LibraryStore::paperTags() const
{
    if (!ensureOpen())
        return {};
    TagTable table(db());
    const QHash<PaperId, QList<int>> result = table.indexesByPaper();
    return table.ok() || fail(table.lastError()) ? result : QHash<PaperId, QList<int>>();
}

QHash<PaperId, PaperState> LibraryStore::states() const
{
    if (!ensureOpen())
        return {};
    PaperStateTable table(db());
    const QHash<PaperId, PaperState> result = table.all();
    return table.ok() || fail(table.lastError()) ? result : QHash<PaperId, PaperState>();
}

QStringList LibraryStore::tagsOf(PaperId paper) const
{
    if (!ensureOpen())
        return {};
    TagTable table(db());
    const QStringList names = table.namesOf(paper);
    return table.ok() || fail(table.lastError()) ? names : QStringList();
}

PaperState LibraryStore::stateOf(PaperId paper) const
{
    return statesOf({ paper }).value(paper);
}

QList<PaperId> LibraryStore::papersWithTag(const QString &tag) const
{
    const QString name = normalizedTagName(tag);
    if (name.isEmpty() || !ensureOpen())
        return {};
    TagTable table(db());
    const TagTable::Row row = table.find(name);
    const QList<PaperId> papers = row.id < 0 ? QList<PaperId>() : table.members(row.id);
    return table.ok() || fail(table.lastError()) ? papers : QList<PaperId>();
}

QHash<PaperId, PaperState> LibraryStore::statesOf(const QList<PaperId> &papers) const
{
    if (!ensureOpen())
        return {};
    PaperStateTable table(db());
    const QHash<PaperId, PaperState> result = table.of(papers);
    return table.ok() || fail(table.lastError()) ? result : QHash<PaperId, PaperState>();
}

// --- writes: each one transaction, signals after the commit -------------------------------

template <typename Body> bool LibraryStore::inTransaction(Body &&body)
{
    if (!ensureOpen())
        return false;
    ScopedTransaction transaction(db());
    if (!transaction.isActive())
        return fail(tr("Cannot start saving the change"), transaction.lastError());
    if (!body())
        return false; // the transaction rolls back as it goes out of scope
    if (!transaction.commit())
        return fail(tr("Cannot save the change"), transaction.lastError());
    m_lastError.clear();
    return true;
}

bool LibraryStore::addTag(const QList<PaperId> &papers, const QString &tag, QList<PaperId> *changed)
{
    QString name;
    if (!normalizeOrFail(tag, &name))
        return false;
    bool created = false;
    QList<PaperId> tagged;
    const bool ok = inTransaction([&] {
        TagTable table(db());
        qint64 id = table.find(name).id;
        created = table.ok() && id < 0;
        if (created)
            id = table.create(name, AtTheEnd);
        return (table.ok() && table.addMembers(id, papers, &tagged)) || fail(table.lastError());
    });
    if (!ok)
        return false;
    if (created)
        emit tagsChanged();
    if (!tagged.isEmpty())
        emit papersChanged(tagged);
    if (changed)
        *changed = tagged;
    return true;
}

bool LibraryStore::removeTag(
    const QList<PaperId> &papers, const QString &tag, QList<PaperId> *changed)
{
    QString name;
    if (!normalizeOrFail(tag, &name))
        return false;
    QList<PaperId> untagged;
    const bool ok = inTransaction([&] {
        TagTable table(db());
        const qint64 id = table.find(name).id;
        return (table.ok() && (id < 0 || table.removeMembers(id, papers, &untagged)))
            || fail(table.lastError());
    });
    if (!ok)
        return false;
    if (!untagged.isEmpty())
        emit papersChanged(untagged);
    if (changed)
        *changed = untagged;
    return true;
}

bool LibraryStore::renameTag(const QString &from, const QString &to)
{
    QString oldName;
    QString newName;
    if (!normalizeOrFail(from, &oldName) || !normalizeOrFail(to, &newName))
        return false;
    QList<PaperId> affected;
    const bool ok = inTransaction([&] {
        TagTable table(db());
        const TagTable::Row source = table.find(oldName);
        if (table.ok() && source.id < 0)
            return fail(tr("There is no tag named %1.").arg(oldName));
        affected = table.members(source.id);
        const TagTable::Row target = table.find(newName);
        if (!table.ok())
            return fail(table.lastError());
        // Onto another existing tag: merge; the target keeps its spelling and place.
        const bool done = target.id >= 0 && target.id != source.id
            ? table.copyMembers(source.id, target.id) && table.remove(source)
            : table.rename(source.id, newName);
        return done || fail(table.lastError());
    });
    if (!ok)
        return false;
    notifyTagsChanged(affected);
    return true;
}

bool LibraryStore::deleteTag(const QString &tag)
{
    QString name;
    if (!normalizeOrFail(tag, &name))
        return false;
    QList<PaperId> affected;
    const bool ok = inTransaction([&] {
        TagTable table(db());
        const TagTable::Row row = table.find(name);
        if (table.ok() && row.id < 0)
            return fail(tr("There is no tag named %1.").arg(name));
        affected = table.members(row.id);
        return (table.ok() && table.remove(row)) || fail(table.lastError());
    });
    if (!ok)
        return false;
    notifyTagsChanged(affected);
    return true;
}

bool LibraryStore::setTagOrder(const QStringList &names)
{
    const bool ok = inTransaction([&] {
        TagTable table(db());
        QList<qint64> order;
        for (const QString &tag : names) {
            QString name;
            if (!normalizeOrFail(tag, &name))
                return false;
            const qint64 id = table.find(name).id;
            if (table.ok() && id < 0)
                return fail(tr("There is no tag named %1.").arg(name));
            if (!order.contains(id))
                order.append(id);
        }
        const QList<qint64> current = table.idsInOrder();
        for (const qint64 id : current) {
            if (!order.contains(id))
                order.append(id);
        }
        return (table.ok() && table.setOrder(order)) || fail(table.lastError());
    });
    if (ok)
        emit tagsChanged();
    return ok;
}

bool LibraryStore::restoreTag(const QString &tag, const QList<PaperId> &papers, int position)
{
    QString name;
    if (!normalizeOrFail(tag, &name))
        return false;
    QList<PaperId> before;
    const bool ok = inTransaction([&] {
        TagTable table(db());
        const TagTable::Row row = table.find(name);
        qint64 id = row.id;
        if (id >= 0) {
            before = table.members(id);
            if (table.ok() && table.rename(id, name) && table.move(row, position))
                table.clearMembers(id);
        } else if (table.ok()) {
            id = table.create(name, position);
        }
        return (table.ok() && table.addMembers(id, papers, nullptr)) || fail(table.lastError());
    });
    if (!ok)
        return false;
    QSet<PaperId> affected(before.cbegin(), before.cend());
    affected.unite(QSet<PaperId>(papers.cbegin(), papers.cend()));
    notifyTagsChanged(affected.values());
    return true;
}

bool LibraryStore::setRead(const QList<PaperId> &papers, bool read, QList<PaperId> *changed)
{
    return setFlag(PaperStateTable::Flag::Read, papers, read, changed);
}

bool LibraryStore::setStarred(const QList<PaperId> &papers, bool starred, QList<PaperId> *changed)
{
    return setFlag(PaperStateTable::Flag::Starred, papers, starred, changed);
}

bool LibraryStore::setFlag(
    PaperStateTable::Flag flag, const QList<PaperId> &papers, bool value, QList<PaperId> *changed)
{
    QList<PaperId> done;
    const bool ok = inTransaction([&] {
        PaperStateTable table(db());
        return table.setFlag(flag, papers, value, &done) || fail(table.lastError());
    });
    if (!ok)
        return false;
    if (!done.isEmpty())
        emit papersChanged(done);
    if (changed)
        *changed = done;
    return true;
}

bool LibraryStore::setNote(PaperId paper, const QString &note)
{
    bool changed = false;
    const bool ok = inTransaction([&] {
        PaperStateTable table(db());
        return table.setNote(paper, note, &changed) || fail(table.lastError());
    });
    if (ok && changed)
        emit papersChanged({ paper });
    return ok;
}

bool LibraryStore::restoreStates(const QHash<PaperId, PaperState> &states)
{
    const bool ok = inTransaction([&] {
        PaperStateTable table(db());
        return table.restore(states) || fail(table.lastError());
    });
    if (ok && !states.isEmpty())
        emit papersChanged(states.keys());
    return ok;
}

// --- helpers ---------------------------------------------------------------------------------

bool LibraryStore::ensureOpen() const
{
    return isOpen() || fail(tr("The library database is not open."));
}

bool LibraryStore::fail(const QString &message) const
{
    m_lastError = message;
    return false;
}

bool LibraryStore::fail(const QString &what, const QSqlError &error) const
{
    return fail(what + QStringLiteral(": ") + error.text());
}

bool LibraryStore::normalizeOrFail(const QString &tag, QString *name) const
{
    QString error;
    *name = normalizedTagName(tag, &error);
    return !name->isEmpty() || fail(error);
}

// After a committed change to the tag list: the list first, then the papers whose tags moved.
void LibraryStore::notifyTagsChanged(const QList<PaperId> &affected)
{
    emit tagsChanged();
    if (!affected.isEmpty())
        emit papersChanged(affected);
}
