// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperstatetable.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace {

// PaperId is an unsigned 64-bit hash, SQLite integers are signed 64-bit: the same bits are
// stored, so ids at or above 2^63 show as negative numbers in the sqlite3 shell.
qint64 key(PaperId id)
{
    return qint64(id.value());
}

// An empty note that is not null: QtSql binds a null QString as SQL NULL (the column is NOT
// NULL).
QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

const QString DropIfDefault
    = QStringLiteral("DELETE FROM paper_state WHERE paper_id = :paper AND read = 0 AND starred = 0 "
                     "AND note = ''");

} // namespace

QHash<PaperId, PaperState> PaperStateTable::all()
{
    QHash<PaperId, PaperState> result;
    QSqlQuery query(m_db);
    query.setForwardOnly(true); // no client-side row cache: 100k rows stream through
    query.prepare(QStringLiteral("SELECT paper_id, read, starred, note FROM paper_state"));
    if (!exec(query))
        return result;
    while (query.next()) {
        result.insert(PaperId(quint64(query.value(0).toLongLong())),
            { query.value(1).toBool(), query.value(2).toBool(), query.value(3).toString() });
    }
    return result;
}

QHash<PaperId, PaperState> PaperStateTable::of(const QList<PaperId> &papers)
{
    QHash<PaperId, PaperState> result;
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT read, starred, note FROM paper_state WHERE paper_id = :paper"));
    for (const PaperId paper : papers) {
        query.bindValue(QStringLiteral(":paper"), key(paper));
        if (!exec(query))
            return {};
        PaperState state;
        if (query.next())
            state = { query.value(0).toBool(), query.value(1).toBool(), query.value(2).toString() };
        result.insert(paper, state);
    }
    return result;
}

bool PaperStateTable::setFlag(
    Flag flag, const QList<PaperId> &papers, bool value, QList<PaperId> *changed)
{
    // The column name is one of two literals, never user text. The WHERE clauses make an
    // unchanged paper report no affected row, which is what keeps *changed exact.
    const QString column = flag == Flag::Read ? QStringLiteral("read") : QStringLiteral("starred");
    QSqlQuery write(m_db);
    write.prepare(value ? QStringLiteral("INSERT INTO paper_state (paper_id, %1, updated_at) "
                                         "VALUES (:paper, 1, :now) ON CONFLICT (paper_id) "
                                         "DO UPDATE SET %1 = 1, updated_at = excluded.updated_at "
                                         "WHERE %1 = 0")
                              .arg(column)
                        : QStringLiteral("UPDATE paper_state SET %1 = 0, updated_at = :now "
                                         "WHERE paper_id = :paper AND %1 = 1")
                              .arg(column));
    write.bindValue(QStringLiteral(":now"), QDateTime::currentMSecsSinceEpoch());
    QSqlQuery drop(m_db);
    drop.prepare(DropIfDefault);
    for (const PaperId paper : papers) {
        write.bindValue(QStringLiteral(":paper"), key(paper));
        if (!exec(write))
            return false;
        if (write.numRowsAffected() <= 0)
            continue;
        changed->append(paper);
        drop.bindValue(QStringLiteral(":paper"), key(paper));
        if (!value && !exec(drop))
            return false;
    }
    return true;
}

bool PaperStateTable::setNote(PaperId paper, const QString &note, bool *changed)
{
    QSqlQuery write(m_db);
    // An empty note must not create a row for a paper that has none: update only.
    write.prepare(note.isEmpty()
            ? QStringLiteral("UPDATE paper_state SET note = '', updated_at = :now "
                             "WHERE paper_id = :paper AND note <> ''")
            : QStringLiteral("INSERT INTO paper_state (paper_id, note, updated_at) "
                             "VALUES (:paper, :note, :now) ON CONFLICT (paper_id) "
                             "DO UPDATE SET note = excluded.note, "
                             "updated_at = excluded.updated_at "
                             "WHERE note <> excluded.note"));
    write.bindValue(QStringLiteral(":paper"), key(paper));
    if (!note.isEmpty())
        write.bindValue(QStringLiteral(":note"), note);
    write.bindValue(QStringLiteral(":now"), QDateTime::currentMSecsSinceEpoch());
    if (!exec(write))
        return false;
    *changed = write.numRowsAffected() > 0;
    if (!*changed || !note.isEmpty())
        return true;
    QSqlQuery drop(m_db);
    drop.prepare(DropIfDefault);
    drop.bindValue(QStringLiteral(":paper"), key(paper));
    return exec(drop);
}

bool PaperStateTable::restore(const QHash<PaperId, PaperState> &states)
{
    QSqlQuery write(m_db);
    write.prepare(QStringLiteral(
        "INSERT INTO paper_state (paper_id, read, starred, note, updated_at) "
        "VALUES (:paper, :read, :starred, :note, :now) ON CONFLICT (paper_id) DO UPDATE "
        "SET read = excluded.read, starred = excluded.starred, note = excluded.note, "
        "updated_at = excluded.updated_at"));
    write.bindValue(QStringLiteral(":now"), QDateTime::currentMSecsSinceEpoch());
    QSqlQuery remove(m_db);
    remove.prepare(QStringLiteral("DELETE FROM paper_state WHERE paper_id = :paper"));
    for (auto it = states.cbegin(); it != states.cend(); ++it) {
        QSqlQuery &query = it->isDefault() ? remove : write;
        query.bindValue(QStringLiteral(":paper"), key(it.key()));
        if (!it->isDefault()) {
            query.bindValue(QStringLiteral(":read"), it->read);
            query.bindValue(QStringLiteral(":starred"), it->starred);
            query.bindValue(QStringLiteral(":note"), notNull(it->note));
        }
        if (!exec(query))
            return false;
    }
    return true;
}

bool PaperStateTable::exec(QSqlQuery &query)
{
    // Nothing runs after a failure: SQLite may have rolled the whole transaction back (a full
    // disk does), and a later statement would then commit on its own.
    if (!m_lastError.isEmpty())
        return false;
    if (query.exec())
        return true;
    m_sqlError = query.lastError();
    m_lastError = tr("Cannot read or save the reading state: %1").arg(query.lastError().text());
    return false;
}
