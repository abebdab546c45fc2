// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarydatabase.h"

#include "readonlyaccess.h"
#include "schemamigration.h"

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
// A lock-free read that saw the file change is repeated; by then a writer has its -wal and the
// next read takes locks, so more than one repetition is hardly ever needed.
constexpr int MaxReadAttempts = 3;

QString describe(const QString &what, const QSqlError &error)
{
    return what + QStringLiteral(": ") + error.text();
}

QString creationProblem(const QString &path, const QSqlError &error)
{
    QFile probe(path);
    if (!probe.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return probe.errorString();
    probe.remove();
    return error.text();
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
    return SchemaMigration::latestVersion();
}

void LibraryDatabase::reset(const QString &path)
{
    close();
    m_lastError.clear();
    m_recoveryMessage.clear();
    m_movedAsidePath.clear();
    m_path = path;
    m_version = 0;
}

bool LibraryDatabase::open(const QString &path)
{
    reset(path);
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

// Read-only on purpose: closing the last read-write connection checkpoints the WAL into the
// main file and deletes the WAL. A damaged file must be moved aside exactly as it was, and a
// newer version's file must stay untouched, so nothing here may be able to write; ReadOnlyAccess
// also keeps SQLite from creating a -wal and -shm beside a file nobody has open.
LibraryDatabase::Result LibraryDatabase::inspect(QString *damage)
{
    for (int attempt = 1;; ++attempt) {
        const ReadOnlyAccess access(m_path);
        // A -wal without its -shm: the read-write open that follows recovers it anyway.
        const QString uri = access.uri().isEmpty() ? m_path : access.uri();
        const Result result = inspectOnce(uri, damage);
        if (!access.changed() || attempt == MaxReadAttempts)
            return result;
        close();
        damage->clear();
    }
}

LibraryDatabase::Result LibraryDatabase::inspectOnce(const QString &uri, QString *damage)
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(uri);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY"));
    if (!m_db.open())
        return failed(
            describe(tr("Cannot open the library database %1").arg(m_path), m_db.lastError()));
    const Result result = checkIntegrity(QStringLiteral("main"), damage);
    if (result != Result::Ok)
        return result;
    return checkVersion(QStringLiteral("main")) ? Result::Ok : Result::Failed;
}

// quick_check reads every page (O(file size)) but skips integrity_check's cross-check of every
// index entry against its table row, the part that is slow on a big library.
LibraryDatabase::Result LibraryDatabase::checkIntegrity(const QString &schema, QString *damage)
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("PRAGMA %1.quick_check").arg(schema))) {
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
    return Result::Ok;
}

bool LibraryDatabase::checkVersion(const QString &schema)
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("PRAGMA %1.user_version").arg(schema)) || !query.next())
        return fail(describe(tr("Cannot read the schema version"), query.lastError()));
    m_version = query.value(0).toInt();
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
    if (!m_db.open() && QFileInfo::exists(m_path))
        return failed(
            describe(tr("Cannot open the library database %1").arg(m_path), m_db.lastError()));
    if (!m_db.isOpen()) // SQLite says only "unable to open database file": find out why
        return failed(tr("Cannot create the library database %1: %2")
                          .arg(m_path, creationProblem(m_path, m_db.lastError())));
    // Read again: another process may have created or upgraded the file since inspect().
    if (!checkVersion(QStringLiteral("main")) || !configure())
        return Result::Failed;
    return migrate(m_version) ? Result::Ok : Result::Failed;
}

// WAL: a commit appends to the -wal file, so readers never block the writer and a kill mid-write
// leaves every earlier commit intact. synchronous=FULL fsyncs the WAL at each commit: NORMAL
// would already lose nothing on a process kill, only the last commits on power loss or an OS
// crash; FULL closes that gap for one fsync per user action (a few ms at human pace; a bulk
// action is still one commit). foreign_keys makes deleting a tag cascade to its paper_tags
// rows. All three are per connection and outside transactions; an in-memory database keeps
// its own journal mode.
bool LibraryDatabase::configure()
{
    QSqlQuery query(m_db);
    const QStringList pragmas = { QStringLiteral("PRAGMA journal_mode = WAL"),
        QStringLiteral("PRAGMA synchronous = FULL"), QStringLiteral("PRAGMA foreign_keys = ON") };
    for (const QString &pragma : pragmas) {
        if (!query.exec(pragma))
            return fail(describe(tr("Cannot set up the library database"), query.lastError()));
        query.finish();
    }
    return true;
}

bool LibraryDatabase::openReadOnly(const QString &path)
{
    reset(path);
    if (!QFileInfo(path).isFile())
        return fail(tr("There is no library database at %1.").arg(path));
    QString problem = headerProblem(path);
    const Result result = problem.isEmpty() ? copyFile(&problem) : Result::Damaged;
    if (result == Result::Ok && configure() && migrate(m_version))
        return true;
    const QString error = result == Result::Damaged
        ? tr("The library database %1 cannot be read (%2). It was left as it is.")
              .arg(path, problem)
        : m_lastError;
    close();
    return fail(error);
}

// Damaged also stands for a file that cannot be read without writing beside it.
LibraryDatabase::Result LibraryDatabase::copyFile(QString *problem)
{
    for (int attempt = 1;; ++attempt) {
        const ReadOnlyAccess access(m_path);
        if (access.uri().isEmpty()) {
            *problem = access.problem();
            return Result::Damaged;
        }
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        m_db.setDatabaseName(InMemory);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
        if (!m_db.open())
            return failed(describe(tr("Cannot open the library in memory"), m_db.lastError()));
        const Result result = copyIntoMemory(access.uri(), problem);
        if (result != Result::Ok || !access.changed() || attempt == MaxReadAttempts)
            return result;
        close();
    }
}

// One read transaction over the attached file, so the copy is one consistent state even while
// another process commits. Tables first, each with its rows, then indexes, at the file's own
// schema version; migrate() then brings the copy (never the file) up to this build's version.
LibraryDatabase::Result LibraryDatabase::copyIntoMemory(const QString &uri, QString *damage)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("ATTACH DATABASE ? AS disk"));
    query.addBindValue(uri);
    if (!query.exec() || !query.exec(QStringLiteral("BEGIN"))) {
        if (!isDamageCode(query.lastError()))
            return failed(
                describe(tr("Cannot open the library database %1").arg(m_path), query.lastError()));
        *damage = tr("it is damaged: %1").arg(query.lastError().databaseText());
        return Result::Damaged;
    }
    Result result = checkIntegrity(QStringLiteral("disk"), damage);
    if (result == Result::Ok && !checkVersion(QStringLiteral("disk")))
        result = Result::Failed;
    QStringList tables;
    QStringList statements;
    if (result == Result::Ok
        && query.exec(QStringLiteral("SELECT type, name, sql FROM disk.sqlite_master WHERE sql "
                                     "IS NOT NULL AND name NOT LIKE 'sqlite%' ORDER BY type <> "
                                     "'table', rowid"))) {
        while (query.next()) {
            statements.append(query.value(2).toString());
            if (query.value(0).toString() == QLatin1String("table"))
                tables.append(query.value(1).toString().replace(u'"', QStringLiteral("\"\"")));
        }
    }
    bool ok = result != Result::Ok || !query.lastError().isValid();
    for (qsizetype i = 0; ok && result == Result::Ok && i < statements.size(); ++i) {
        ok = query.exec(statements.at(i))
            && (i >= tables.size()
                || query.exec(QStringLiteral("INSERT INTO main.\"%1\" SELECT * FROM disk.\"%1\"")
                                  .arg(tables.at(i))));
    }
    // PRAGMA takes no bound parameters; the version is an integer read from the file.
    if (ok && result == Result::Ok)
        ok = query.exec(QStringLiteral("PRAGMA main.user_version = %1").arg(m_version));
    if (!ok)
        result = failed(
            describe(tr("Cannot read the library database %1").arg(m_path), query.lastError()));
    query.exec(result == Result::Ok ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK"));
    query.exec(QStringLiteral("DETACH DATABASE disk"));
    return result;
}

bool LibraryDatabase::migrate(int fromVersion)
{
    QString error;
    return SchemaMigration::apply(m_db, fromVersion, &error) || fail(error);
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

int LibraryDatabase::dataVersion() const
{
    QSqlQuery query(m_db);
    if (!isOpen() || !query.exec(QStringLiteral("PRAGMA data_version")) || !query.next())
        return -1;
    return query.value(0).toInt();
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
