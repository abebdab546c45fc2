// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

/// The numbered :/schema files (001_initial.sql, 002_….sql, …) and applying them in order.
class SchemaMigration final
{
    Q_DECLARE_TR_FUNCTIONS(SchemaMigration)

public:
    /// The newest schema version this build knows (the highest numbered file), or 0 when the
    /// numbering has a gap (a build mistake that must not silently skip a migration).
    static int latestVersion();
    /// Brings db from fromVersion up to latestVersion(), one transaction per step, so a kill
    /// mid-migration leaves the previous version intact. False with *error on failure.
    static bool apply(const QSqlDatabase &db, int fromVersion, QString *error);
};
