// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarystore.h"

#include "scopedtransaction.h"
#include "storechange.h"
#include "tagtable.h"

#include <QAtomicInteger>
#include <QSet>
#include <QSqlError>
#include <QStandardPaths>

#include <algorithm>
#include <limits>

namespace {

constexpr int SqliteFull = 13; // the primary result code in QSqlError::nativeErrorCode()
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
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/library.sqlite");
}

bool LibraryStore::open(const QString &path)
{
    return opened(m_database.open(path));
}

bool LibraryStore::openReadOnly(const QString &path)
{
    return opened(m_database.openReadOnly(path));
}

// After either open: the error, or the data_version that checkForChanges() compares with.
bool LibraryStore::opened(bool ok)
{
    m_dataVersion = -1;
    if (!ok)
        return fail(m_database.lastError(), ErrorKind::Database);
    m_lastError.clear();
    m_lastErrorKind = ErrorKind::None;
    checkForChanges();
    return true;
}

bool LibraryStore::checkForChanges()
{
    const int version = m_database.dataVersion();
    const bool changed = version >= 0 && m_dataVersion >= 0 && version != m_dataVersion;
    m_dataVersion = version;
    if (changed)
        Q_EMIT changedElsewhere();
    return changed;
}

// --- reads -----------------------------------------------------------------------------------

template <typename Table, typename Read> auto LibraryStore::read(Read &&body) const
{
    using Result = decltype(body(std::declval<Table &>()));
    if (!ensureOpen())
        return Result();
    Table table(db());
    const Result result = body(table);
    return table.ok() || failed(table) ? result : Result();
}

QStringList LibraryStore::tags() const
{
    return read<TagTable>([](TagTable &table) { return table.names(); });
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
    return read<TagTable>([](TagTable &table) { return table.indexesByPaper(); });
}

QHash<PaperId, PaperState> LibraryStore::states() const
{
    return read<PaperStateTable>([](PaperStateTable &table) { return table.all(); });
}

QStringList LibraryStore::tagsOf(PaperId paper) const
{
    return read<TagTable>([paper](TagTable &table) { return table.namesOf(paper); });
}

PaperState LibraryStore::stateOf(PaperId paper) const
{
    return statesOf({ paper }).value(paper);
}

QList<PaperId> LibraryStore::papersWithTag(const QString &tag) const
{
    const QString name = normalizedTagName(tag);
    if (name.isEmpty())
        return {};
    return read<TagTable>([&name](TagTable &table) {
        const TagTable::Row row = table.find(name);
        return row.id < 0 ? QList<PaperId>() : table.members(row.id);
    });
}

QHash<PaperId, PaperState> LibraryStore::statesOf(const QList<PaperId> &papers) const
{
    return read<PaperStateTable>([&papers](PaperStateTable &table) { return table.of(papers); });
}

// --- writes: each one transaction, signals after the commit -------------------------------

template <typename Body> bool LibraryStore::inTransaction(const QString &change, Body &&body)
{
    if (!ensureOpen())
        return false;
    m_lastError.clear();
    m_lastErrorKind = ErrorKind::None;
    bool ok = false;
    {
        ScopedTransaction transaction(db());
        if (!transaction.isActive())
            fail(tr("Cannot start saving the change"), transaction.lastError());
        else // a failed body rolls back as the transaction goes out of scope
            ok = body()
                && (transaction.commit()
                    || fail(tr("Cannot save the change"), transaction.lastError()));
    }
    if (!ok && m_lastErrorKind != ErrorKind::Refused)
        Q_EMIT notSaved(change);
    return ok;
}

bool LibraryStore::addTag(const QList<PaperId> &papers, const QString &tag, QList<PaperId> *changed)
{
    QString name;
    if (!normalizeOrFail(tag, &name))
        return false;
    bool created = false;
    QList<PaperId> tagged;
    const bool ok = inTransaction(StoreChange::addTag(name, papers.size()), [&] {
        TagTable table(db());
        qint64 id = table.find(name).id;
        created = table.ok() && id < 0;
        if (created)
            id = table.create(name, AtTheEnd);
        return (table.ok() && table.addMembers(id, papers, &tagged)) || failed(table);
    });
    if (!ok)
        return false;
    if (created)
        Q_EMIT tagsChanged();
    if (!tagged.isEmpty())
        Q_EMIT papersChanged(tagged);
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
    const bool ok = inTransaction(StoreChange::removeTag(name, papers.size()), [&] {
        TagTable table(db());
        const qint64 id = table.find(name).id;
        return (table.ok() && (id < 0 || table.removeMembers(id, papers, &untagged)))
            || failed(table);
    });
    if (!ok)
        return false;
    if (!untagged.isEmpty())
        Q_EMIT papersChanged(untagged);
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
    const bool ok = inTransaction(StoreChange::renameTag(oldName, newName), [&] {
        TagTable table(db());
        const TagTable::Row source = table.find(oldName);
        if (table.ok() && source.id < 0)
            return fail(tr("There is no tag named %1.").arg(oldName));
        affected = table.members(source.id);
        const TagTable::Row target = table.find(newName);
        if (!table.ok())
            return failed(table);
        // Onto another existing tag: merge; the target keeps its spelling and place.
        const bool done = target.id >= 0 && target.id != source.id
            ? table.copyMembers(source.id, target.id) && table.remove(source)
            : table.rename(source.id, newName);
        return done || failed(table);
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
    const bool ok = inTransaction(StoreChange::deleteTag(name), [&] {
        TagTable table(db());
        const TagTable::Row row = table.find(name);
        if (table.ok() && row.id < 0)
            return fail(tr("There is no tag named %1.").arg(name));
        affected = table.members(row.id);
        return (table.ok() && table.remove(row)) || failed(table);
    });
    if (!ok)
        return false;
    notifyTagsChanged(affected);
    return true;
}

bool LibraryStore::setTagOrder(const QStringList &names)
{
    const bool ok = inTransaction(StoreChange::tagOrder(), [&] {
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
        return (table.ok() && table.setOrder(order)) || failed(table);
    });
    if (ok)
        Q_EMIT tagsChanged();
    return ok;
}

bool LibraryStore::restoreTag(const QString &tag, const QList<PaperId> &papers, int position)
{
    QString name;
    if (!normalizeOrFail(tag, &name))
        return false;
    QList<PaperId> before;
    const bool ok = inTransaction(StoreChange::restoreTag(name, papers.size()), [&] {
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
        return (table.ok() && table.addMembers(id, papers, nullptr)) || failed(table);
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
    const QString change = flag == PaperStateTable::Flag::Read
        ? StoreChange::setRead(value, papers.size())
        : StoreChange::setStarred(value, papers.size());
    const bool ok = inTransaction(change, [&] {
        PaperStateTable table(db());
        return table.setFlag(flag, papers, value, &done) || failed(table);
    });
    if (!ok)
        return false;
    if (!done.isEmpty())
        Q_EMIT papersChanged(done);
    if (changed)
        *changed = done;
    return true;
}

bool LibraryStore::setNote(PaperId paper, const QString &note)
{
    bool changed = false;
    const bool ok = inTransaction(StoreChange::setNote(note), [&] {
        PaperStateTable table(db());
        return table.setNote(paper, note, &changed) || failed(table);
    });
    if (ok && changed)
        Q_EMIT papersChanged({ paper });
    return ok;
}

bool LibraryStore::restoreStates(const QHash<PaperId, PaperState> &states)
{
    const bool ok = inTransaction(StoreChange::restoreStates(states.size()), [&] {
        PaperStateTable table(db());
        return table.restore(states) || failed(table);
    });
    if (ok && !states.isEmpty())
        Q_EMIT papersChanged(states.keys());
    return ok;
}

// --- helpers ---------------------------------------------------------------------------------

bool LibraryStore::ensureOpen() const
{
    return isOpen() || fail(tr("The library database is not open."));
}

bool LibraryStore::fail(const QString &message, ErrorKind kind) const
{
    m_lastError = message;
    m_lastErrorKind = kind;
    return false;
}

bool LibraryStore::fail(const QString &what, const QSqlError &error) const
{
    const bool full = (error.nativeErrorCode().toInt() & 0xff) == SqliteFull;
    return fail(what + QStringLiteral(": ") + error.text(),
        full ? ErrorKind::DiskFull : ErrorKind::Database);
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
    Q_EMIT tagsChanged();
    if (!affected.isEmpty())
        Q_EMIT papersChanged(affected);
}
