// SPDX-License-Identifier: GPL-3.0-or-later
#include "corpusfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTextStream>

namespace CorpusFiles {

QString makeCorpusScript()
{
    const QString fromEnvironment = qEnvironmentVariable("PAPERDESK_MAKE_CORPUS");
    return fromEnvironment.isEmpty() ? QStringLiteral(PAPERDESK_MAKE_CORPUS) : fromEnvironment;
}

QString ensure(const QString &dir, int papers, const QString &format, QString *error)
{
    const QString path = QDir(dir).filePath(QStringLiteral("corpus-%1.%2").arg(papers).arg(format));
    if (QFileInfo(path).size() > 0)
        return path;
    if (!QDir().mkpath(dir)) {
        *error = QStringLiteral("cannot create the corpus folder %1").arg(dir);
        return {};
    }
    QTextStream(stderr) << "bench: writing " << path << " with make-corpus\n";
    // Written under another name and renamed, so an interrupted run never leaves a short
    // file that a later run would take for a finished one.
    const QString partial = path + QStringLiteral(".part");
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(makeCorpusScript(), { QString::number(papers), format, partial });
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        *error = QStringLiteral("make-corpus %1 %2 failed: %3")
                     .arg(papers)
                     .arg(format, process.errorString());
        QFile::remove(partial);
        return {};
    }
    QFile::remove(path);
    if (!QFile::rename(partial, path)) {
        *error = QStringLiteral("cannot rename %1 to %2").arg(partial, path);
        return {};
    }
    return path;
}

} // namespace CorpusFiles
