// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagtable.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace {

constexpr int MaxTagLength = 100;

// PaperId is an unsigned 64-bit hash, SQLite integers are signed 64-bit: the same bits are
// stored, so ids at or above 2^63 show as negative numbers in the sqlite3 shell.
qint64 key(PaperId id)
{
    return qint64(id.value());
}

PaperId paperAt(const QSqlQuery &query, int column)
{
    return PaperId(quint64(query.value(column).toLongLong()));
}

} // namespace

QString TagTable::normalizedName(const QString &name, QString *error)
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

QStringList TagTable::names()
{
    QStringList names;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT name FROM tags ORDER BY position"));
    for (bool more = exec(query) && query.next(); more; more = query.next())
        names.append(query.value(0).toString());
    return names;
}

TagTable::Row TagTable::find(const QString &name)
{
    // folded is name.toCaseFolded(): case-insensitive for all of Unicode, which SQLite's
    // NOCASE (ASCII only) is not.
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT id, name, position FROM tags WHERE folded = :folded"));
    query.bindValue(QStringLiteral(":folded"), name.toCaseFolded());
    if (!exec(query) || !query.next())
        return {};
    return { query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toInt() };
}

QList<qint64> TagTable::idsInOrder()
{
    QList<qint64> ids;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT id FROM tags ORDER BY position"));
    for (bool more = exec(query) && query.next(); more; more = query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

QList<PaperId> TagTable::members(qint64 tagId)
{
    QList<PaperId> papers;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT paper_id FROM paper_tags WHERE tag_id = :tag"));
    query.bindValue(QStringLiteral(":tag"), tagId);
    for (bool more = exec(query) && query.next(); more; more = query.next())
        papers.append(paperAt(query, 0));
    return papers;
}

QStringList TagTable::namesOf(PaperId paper)
{
    QStringList names;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT t.name FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id "
                                 "WHERE pt.paper_id = :paper ORDER BY t.position"));
    query.bindValue(QStringLiteral(":paper"), key(paper));
    for (bool more = exec(query) && query.next(); more; more = query.next())
        names.append(query.value(0).toString());
    return names;
}

QHash<PaperId, QList<int>> TagTable::indexesByPaper()
{
    QHash<PaperId, QList<int>> result;
    QHash<qint64, int> indexOfTag;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, position FROM tags"));
    for (bool more = exec(query) && query.next(); more; more = query.next())
        indexOfTag.insert(query.value(0).toLongLong(), query.value(1).toInt());
    // The primary key orders rows by paper, so each paper's list is filled in one run and
    // the hash is looked up once per paper, not once per row.
    query.prepare(QStringLiteral("SELECT paper_id, tag_id FROM paper_tags"));
    QList<int> *current = nullptr;
    qint64 currentPaper = 0;
    for (bool more = exec(query) && query.next(); more; more = query.next()) {
        const qint64 paper = query.value(0).toLongLong();
        if (!current || paper != currentPaper) {
            current = &result[PaperId(quint64(paper))];
            currentPaper = paper;
        }
        current->append(indexOfTag.value(query.value(1).toLongLong()));
    }
    for (QList<int> &indexes : result)
        std::sort(indexes.begin(), indexes.end());
    return ok() ? result : QHash<PaperId, QList<int>>();
}

qint64 TagTable::create(const QString &name, int position)
{
    const int at = std::clamp(position, 0, count());
    if (!shiftPositions(at, +1))
        return -1;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO tags (name, folded, position) VALUES (:name, :folded, :position)"));
    query.bindValue(QStringLiteral(":name"), name);
    query.bindValue(QStringLiteral(":folded"), name.toCaseFolded());
    query.bindValue(QStringLiteral(":position"), at);
    return exec(query) ? query.lastInsertId().toLongLong() : -1;
}

bool TagTable::rename(qint64 tagId, const QString &name)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE tags SET name = :name, folded = :folded WHERE id = :id"));
    query.bindValue(QStringLiteral(":name"), name);
    query.bindValue(QStringLiteral(":folded"), name.toCaseFolded());
    query.bindValue(QStringLiteral(":id"), tagId);
    return exec(query);
}

bool TagTable::move(const Row &row, int position)
{
    // Park the tag at -1 so that closing its gap and opening the new one do not move it.
    QSqlQuery park(m_db);
    park.prepare(QStringLiteral("UPDATE tags SET position = :position WHERE id = :id"));
    park.bindValue(QStringLiteral(":position"), -1);
    park.bindValue(QStringLiteral(":id"), row.id);
    if (!exec(park) || !shiftPositions(row.position + 1, -1))
        return false;
    const int at = std::clamp(position, 0, count());
    if (!shiftPositions(at, +1))
        return false;
    park.bindValue(QStringLiteral(":position"), at);
    return exec(park);
}

bool TagTable::remove(const Row &row)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM tags WHERE id = :id")); // paper_tags cascade
    query.bindValue(QStringLiteral(":id"), row.id);
    return exec(query) && shiftPositions(row.position + 1, -1);
}

bool TagTable::setOrder(const QList<qint64> &ids)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE tags SET position = :position WHERE id = :id"));
    for (int position = 0; position < ids.size(); ++position) {
        query.bindValue(QStringLiteral(":position"), position);
        query.bindValue(QStringLiteral(":id"), ids.at(position));
        if (!exec(query))
            return false;
    }
    return true;
}

bool TagTable::addMembers(qint64 tagId, const QList<PaperId> &papers, QList<PaperId> *added)
{
    // One prepared statement re-bound per paper, inside the caller's one transaction: a few
    // microseconds a row, so 10,000 papers take tens of milliseconds.
    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral(
        "INSERT OR IGNORE INTO paper_tags (paper_id, tag_id) VALUES (:paper, :tag)"));
    insert.bindValue(QStringLiteral(":tag"), tagId);
    for (const PaperId paper : papers) {
        insert.bindValue(QStringLiteral(":paper"), key(paper));
        if (!exec(insert))
            return false;
        if (added && insert.numRowsAffected() > 0)
            added->append(paper);
    }
    return true;
}

bool TagTable::removeMembers(qint64 tagId, const QList<PaperId> &papers, QList<PaperId> *removed)
{
    QSqlQuery remove(m_db);
    remove.prepare(
        QStringLiteral("DELETE FROM paper_tags WHERE paper_id = :paper AND tag_id = :tag"));
    remove.bindValue(QStringLiteral(":tag"), tagId);
    for (const PaperId paper : papers) {
        remove.bindValue(QStringLiteral(":paper"), key(paper));
        if (!exec(remove))
            return false;
        if (remove.numRowsAffected() > 0)
            removed->append(paper);
    }
    return true;
}

bool TagTable::clearMembers(qint64 tagId)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM paper_tags WHERE tag_id = :tag"));
    query.bindValue(QStringLiteral(":tag"), tagId);
    return exec(query);
}

bool TagTable::copyMembers(qint64 from, qint64 into)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR IGNORE INTO paper_tags (paper_id, tag_id) "
                                 "SELECT paper_id, :into FROM paper_tags WHERE tag_id = :from"));
    query.bindValue(QStringLiteral(":into"), into);
    query.bindValue(QStringLiteral(":from"), from);
    return exec(query);
}

int TagTable::count()
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT count(*) FROM tags WHERE position >= 0"));
    return exec(query) && query.next() ? query.value(0).toInt() : 0;
}

bool TagTable::shiftPositions(int from, int delta)
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("UPDATE tags SET position = position + :delta WHERE position >= :from"));
    query.bindValue(QStringLiteral(":delta"), delta);
    query.bindValue(QStringLiteral(":from"), from);
    return exec(query);
}

bool TagTable::exec(QSqlQuery &query)
{
    // Nothing runs after a failure: SQLite may have rolled the whole transaction back (a full
    // disk does), and a later statement would then commit on its own.
    if (!m_lastError.isEmpty())
        return false;
    if (query.exec())
        return true;
    m_sqlError = query.lastError();
    m_lastError = tr("Cannot read or save the tags: %1").arg(query.lastError().text());
    return false;
}
