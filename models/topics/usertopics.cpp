// SPDX-License-Identifier: GPL-3.0-or-later
#include "usertopics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace UserTopics {

QString filePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("topics.json"));
}

Taxonomy loadMerged(QString *warning)
{
    Taxonomy taxonomy = Taxonomy::builtIn();
    QFile file(filePath());
    if (!file.exists())
        return taxonomy;
    QString problem;
    if (!file.open(QIODevice::ReadOnly)) {
        problem = file.errorString();
    } else {
        const Taxonomy user = Taxonomy::fromJson(file.readAll(), &problem);
        if (problem.isEmpty())
            taxonomy.merge(user);
    }
    if (!problem.isEmpty() && warning)
        *warning = QCoreApplication::translate("UserTopics", "ignoring your topics file %1: %2")
                       .arg(QDir::toNativeSeparators(file.fileName()), problem);
    return taxonomy;
}

} // namespace UserTopics
