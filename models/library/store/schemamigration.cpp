// SPDX-License-Identifier: GPL-3.0-or-later
#include "schemamigration.h"

#include "scopedtransaction.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace {

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

bool fail(QString *error, const QString &what, const QSqlError &sqlError)
{
    *error = what + QStringLiteral(": ") + sqlError.text();
    return false;
}

} // namespace

int SchemaMigration::latestVersion()
{
    return int(migrationFiles().size());
}

bool SchemaMigration::apply(const QSqlDatabase &db, int fromVersion, QString *error)
{
    const QStringList files = migrationFiles();
    for (int version = fromVersion + 1; version <= files.size(); ++version) {
        QFile file(files.at(version - 1));
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read the schema file %1.").arg(file.fileName());
            return false;
        }
        ScopedTransaction transaction(db);
        if (!transaction.isActive())
            return fail(error, tr("Cannot start the schema update"), transaction.lastError());
        QSqlQuery query(db);
        for (const QString &statement : statementsOf(QString::fromUtf8(file.readAll()))) {
            if (!query.exec(statement))
                return fail(error, tr("Schema update to version %1 failed").arg(version),
                    query.lastError());
        }
        // PRAGMA takes no bound parameters; version is our own integer, not input.
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)))
            return fail(
                error, tr("Cannot record schema version %1").arg(version), query.lastError());
        if (!transaction.commit())
            return fail(error, tr("Cannot commit the schema update"), transaction.lastError());
    }
    return true;
}
