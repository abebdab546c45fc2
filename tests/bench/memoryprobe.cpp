// SPDX-License-Identifier: GPL-3.0-or-later
#include "memoryprobe.h"

#include "collection/collectionloader.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperfiltermodel.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "topics/taxonomy.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QTextStream>

#include <malloc.h>

namespace MemoryProbe {

namespace {

/// A field of /proc/self/status in bytes ("VmRSS", "VmHWM"), or -1.
qint64 statusBytes(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong() * 1024;
    }
    return -1;
}

QString copied(const QString &text)
{
    // A deep copy: the loaded collection is dropped afterwards and must not keep the
    // baseline's strings alive through implicit sharing (or free them from its count).
    return QString(text.constData(), text.size());
}

} // namespace

Result measure(const QString &executable, const QString &file, const QString &mode)
{
    Result result;
    QProcess child;
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.start(executable, { QStringLiteral("--memory-child"), file, mode });
    if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit
        || child.exitCode() != 0) {
        result.error = QStringLiteral("memory child (%1) failed: %2 %3")
                           .arg(mode, child.errorString(),
                               QString::fromUtf8(child.readAllStandardError()).trimmed());
        return result;
    }
    const QString report = QString::fromUtf8(child.readAllStandardOutput());
    QHash<QString, qint64> values;
    static const QRegularExpression pair(QStringLiteral("(\\w+)=(-?\\d+)"));
    for (auto it = pair.globalMatch(report); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        values.insert(match.captured(1), match.captured(2).toLongLong());
    }
    if (!values.contains(QStringLiteral("trimmed"))) {
        result.error = QStringLiteral("memory child (%1) printed no report: %2").arg(mode, report);
        return result;
    }
    result.ok = true;
    result.papers = values.value(QStringLiteral("papers"));
    result.rawBytes = values.value(QStringLiteral("raw"));
    result.trimmedBytes = values.value(QStringLiteral("trimmed"));
    result.peakBytes = values.value(QStringLiteral("peak"));
    return result;
}

int runChild(const QString &file, const QString &mode)
{
    QTextStream err(stderr);
    const Taxonomy taxonomy = Taxonomy::builtIn();
    malloc_trim(0);
    const qint64 before = statusBytes("VmRSS");

    CollectionLoader::Result loaded = CollectionLoader::load(file, taxonomy);
    if (!loaded.collection) {
        err << "cannot load " << file << ": " << loaded.error.reason << '\n';
        return 1;
    }
    const qint64 papers = loaded.collection->size();

    // Whatever the mode keeps lives until the measurement below.
    PaperListModel listModel;
    PaperFilterModel filterModel;
    TagModel tagModel;
    FilterController controller(&filterModel, &tagModel);
    QStandardItemModel standardModel;
    if (mode == QLatin1String(paperdeskMode)) {
        listModel.setCollection(loaded.collection);
        filterModel.setSourceModel(&listModel);
        controller.setCollection(loaded.collection);
    } else if (mode == QLatin1String(standardItemMode)) {
        standardModel.setRowCount(int(papers));
        standardModel.setColumnCount(2);
        const LoadedCollection &collection = *loaded.collection;
        for (int row = 0; row < int(papers); ++row) {
            const QString &title = collection.collection.papers.at(row).title;
            standardModel.setItem(row, 0, new QStandardItem(copied(title)));
            // Decoded from the arena: a fresh QString that the collection does not share.
            standardModel.setItem(row, 1, new QStandardItem(collection.abstract(row)));
        }
    } else {
        err << "unknown memory mode " << mode << '\n';
        return 2;
    }
    loaded.collection.reset(); // the models hold what Paperdesk keeps; the baseline keeps none

    const qint64 raw = statusBytes("VmRSS");
    malloc_trim(0);
    const qint64 trimmed = statusBytes("VmRSS");
    const qint64 peak = statusBytes("VmHWM");
    QTextStream(stdout) << "papers=" << papers << " raw=" << raw - before
                        << " trimmed=" << trimmed - before << " peak=" << peak - before << '\n';
    return 0;
}

} // namespace MemoryProbe
