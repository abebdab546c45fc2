// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarydatabase.h"

#include "scopedtransaction.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace {

const QString InMemory = QStringLiteral(":memory:");
// SQLite primary result codes; QSqlError::nativeErrorCode() carries them as text.
constexpr int SqliteCorrupt = 11;
constexpr int SqliteNotADatabase = 26;

QString describe(const QString &what, const QSqlError &error)
{
    return what + QStringLiteral(": ") + error.text();
}

// Statements of a schema file: comment lines dropped, split at a ';' that ends a line.
QStringList statementsOf(const QString &sql)
{
    QStringList lines;
    for (const QString &line : sql.split(QLatin1Char('\n'))) {
        if (!line.trimmed().startsWith(QLatin1String("--")))
            lines.append(line);
    }
    static const QRegularExpression end(QStringLiteral(";[ \\t\\r]*(\\n|$)"));
    QStringList statements;
    for (const QString &part : lines.join(QLatin1Char('\n')).split(end)) {
        if (!part.trimmed().isEmpty())
            statements.append(part.trimmed());
    }
    return statements;
}

// The numbered :/schema files, version n at index n - 1; empty when the numbering has a gap
// (a build mistake that must not silently skip a migration).
QStringList migrationFiles()
{
    static const QRegularExpression name(QStringLiteral("^(\\d+)_[A-Za-z0-9_]+\\.sql$"));
    QMap<int, QString> byVersion;
    const QStringList entries = QDir(QStringLiteral(":/schema")).entryList(QDir::Files);
    for (const QString &entry : entries) {
        const QRegularExpressionMatch match = name.match(entry);
        if (match.hasMatch())
            byVersion.insert(match.captured(1).toInt(), QStringLiteral(":/schema/") + entry);
    }
    if (!byVersion.isEmpty()
        && (byVersion.firstKey() != 1 || byVersion.lastKey() != byVersion.size()))
        return {};
    return byVersion.values();
}

bool isDamageCode(const QSqlError &error)
{
    const int code = error.nativeErrorCode().toInt() & 0xff;
    return code == SqliteCorrupt || code == SqliteNotADatabase;
}

// What SQLite would not call damage by itself: it treats an empty file as a new database.
QString headerProblem(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {}; // SQLite reports the real error (permissions); nothing to move aside
    if (file.size() == 0)
        return LibraryDatabase::tr("the file is empty");
    if (file.read(16) != QByteArray("SQLite format 3\0", 16))
        return LibraryDatabase::tr("the file is not an SQLite database");
    return {};
}

} // namespace

LibraryDatabase::LibraryDatabase(const QString &connectionName)
    : m_connectionName(connectionName)
{
}

LibraryDatabase::~LibraryDatabase()
{
    close();
}

int LibraryDatabase::schemaVersion()
{
    return int(migrationFiles().size());
}

bool LibraryDatabase::open(const QString &path)
{
    close();
    m_lastError.clear();
    m_recoveryMessage.clear();
    m_movedAsidePath.clear();
    m_path = path;
    m_version = 0;
    if (path != InMemory) {
        const QFileInfo info(path);
        if (!QDir().mkpath(info.absolutePath()))
            return fail(tr("Cannot create the folder %1.").arg(info.absolutePath()));
        if (info.exists()) {
            const QString problem = headerProblem(path);
            if (!problem.isEmpty() && !moveAside(problem))
                return false;
        }
    }
    QString damage;
    Result result = Result::Ok;
    if (path != InMemory && QFileInfo::exists(path)) {
        result = inspect(&damage);
        close();
        if (result == Result::Damaged && !moveAside(damage))
            return false;
    }
    if (result != Result::Failed)
        result = connect();
    if (result == Result::Ok)
        return true;
    const QString error = m_lastError;
    close();
    m_lastError = error;
    return false;
}

LibraryDatabase::Result LibraryDatabase::inspect(QString *damage)
{
    // Read-only on purpose: closing the last read-write connection checkpoints the WAL into
    // the main file and deletes the WAL. A damaged file must be moved aside exactly as it was,
    // and a newer version's file must stay untouched, so nothing here may be able to write.
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(m_path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!m_db.open())
        return failed(
            describe(tr("Cannot open the library database %1").arg(m_path), m_db.lastError()));
    QSqlQuery query(m_db);
    // quick_check reads every page (O(file size)) but skips integrity_check's cross-check of
    // every index entry against its table row, the part that is slow on a big library.
    if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
        if (!isDamageCode(query.lastError()))
            return failed(
                describe(tr("Cannot read the library database %1").arg(m_path), query.lastError()));
        *damage = tr("it failed its integrity check: %1").arg(query.lastError().databaseText());
        return Result::Damaged;
    }
    if (!query.next() || query.value(0).toString() != QLatin1String("ok")) {
        *damage = tr("it failed its integrity check: %1").arg(query.value(0).toString());
        return Result::Damaged;
    }
    query.finish();
    return checkVersion(query) ? Result::Ok : Result::Failed;
}

bool LibraryDatabase::checkVersion(QSqlQuery &query)
{
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return fail(describe(tr("Cannot read the schema version"), query.lastError()));
    m_version = query.value(0).toInt();
    query.finish();
    const int known = schemaVersion();
    if (known == 0)
        return fail(tr("The database schema is missing from this build of Paperdesk."));
    if (m_version > known) {
        return fail(tr("The library database %1 was written by a newer version of Paperdesk "
                       "(schema version %2; this version knows up to %3). It was left "
                       "unchanged; open it with a newer Paperdesk.")
                        .arg(m_path)
                        .arg(m_version)
                        .arg(known));
    }
    return true;
}

LibraryDatabase::Result LibraryDatabase::connect()
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(m_path);
    if (!m_db.open())
        return failed(
            describe(tr("Cannot open the library database %1").arg(m_path), m_db.lastError()));
    QSqlQuery query(m_db);
    // Read again: another process may have created or upgraded the file since inspect().
    if (!checkVersion(query))
        return Result::Failed;
    // WAL: a commit appends to the -wal file, so readers never block the writer and a kill
    // mid-write leaves every earlier commit intact. synchronous=FULL fsyncs the WAL at each
    // commit: NORMAL would already lose nothing on a process kill, only the last commits on
    // power loss or an OS crash; FULL closes that gap for one fsync per user action (a few ms
    // at human pace; a bulk action is still one commit). foreign_keys makes deleting a tag
    // cascade to its paper_tags rows. All three are per connection and outside transactions.
    const QStringList pragmas = { QStringLiteral("PRAGMA journal_mode = WAL"),
        QStringLiteral("PRAGMA synchronous = FULL"), QStringLiteral("PRAGMA foreign_keys = ON") };
    for (const QString &pragma : pragmas) {
        if (!query.exec(pragma))
            return failed(describe(tr("Cannot set up the library database"), query.lastError()));
        query.finish();
    }
    return migrate(m_version) ? Result::Ok : Result::Failed;
}

bool LibraryDatabase::migrate(int fromVersion)
{
    const QStringList files = migrationFiles();
    for (int version = fromVersion + 1; version <= files.size(); ++version) {
        QFile file(files.at(version - 1));
        if (!file.open(QIODevice::ReadOnly))
            return fail(tr("Cannot read the schema file %1.").arg(file.fileName()));
        // One transaction per step: a kill mid-migration leaves the previous version intact.
        ScopedTransaction transaction(m_db);
        if (!transaction.isActive())
            return fail(describe(tr("Cannot start the schema update"), transaction.lastError()));
        QSqlQuery query(m_db);
        for (const QString &statement : statementsOf(QString::fromUtf8(file.readAll()))) {
            if (!query.exec(statement))
                return fail(describe(
                    tr("Schema update to version %1 failed").arg(version), query.lastError()));
        }
        // PRAGMA takes no bound parameters; version is our own integer, not input.
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)))
            return fail(
                describe(tr("Cannot record schema version %1").arg(version), query.lastError()));
        if (!transaction.commit())
            return fail(describe(tr("Cannot commit the schema update"), transaction.lastError()));
    }
    return true;
}

bool LibraryDatabase::moveAside(const QString &reason)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = m_path + QStringLiteral(".corrupt-") + stamp;
    QString target = base;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = base + QLatin1Char('-') + QString::number(n);
    if (!QFile::rename(m_path, target))
        return fail(tr("The library database %1 is damaged (%2) and could not be moved aside.")
                        .arg(m_path, reason));
    // The WAL may hold the newest commits; keeping it beside the moved file under the matching
    // name lets the sqlite3 shell open the copy with them for a manual rescue.
    for (const char *suffix : { "-wal", "-shm", "-journal" }) {
        const QString side = m_path + QLatin1String(suffix);
        if (QFileInfo::exists(side))
            QFile::rename(side, target + QLatin1String(suffix));
    }
    m_movedAsidePath = target;
    m_recoveryMessage = tr("Your library database could not be read (%1). It was moved to %2 "
                           "and a new, empty library was started; nothing was deleted.")
                            .arg(reason, QDir::toNativeSeparators(target));
    return true;
}

void LibraryDatabase::close()
{
    if (m_db.isValid())
        m_db.close();
    m_db = QSqlDatabase();
    // removeDatabase warns while a handle is still alive, so only after m_db let go of it.
    if (QSqlDatabase::contains(m_connectionName))
        QSqlDatabase::removeDatabase(m_connectionName);
}

bool LibraryDatabase::fail(const QString &message)
{
    m_lastError = message;
    return false;
}

LibraryDatabase::Result LibraryDatabase::failed(const QString &message)
{
    fail(message);
    return Result::Failed;
}
