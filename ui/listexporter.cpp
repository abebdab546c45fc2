// SPDX-License-Identifier: GPL-3.0-or-later
#include "listexporter.h"

#include "formats/paperwriter.h"
#include "formats/writefailure.h"
#include "itemmodels/paperlistmodel.h"
#include "library/exportedpapers.h"
#include "library/listmarks.h"
#include "paperlistview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QSettings>

namespace {

const QString folderKey = QStringLiteral("export/folder");
const QString filterKey = QStringLiteral("export/filter");
// Lists shorter than this are written before a progress dialog could show.
constexpr int rowsWorthProgress = 20000;

} // namespace

ListExporter::ListExporter(PaperListView *list, const ListMarks *marks, QWidget *dialogParent)
    : QObject(list)
    , m_list(list)
    , m_marks(marks)
    , m_dialogParent(dialogParent)
    , m_export(new QAction(tr("&Export…"), this))
{
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_export->setStatusTip(
        tr("Write the papers shown, or the selected ones, to a Markdown, BibTeX, RIS, CSV or "
           "JSON Lines file"));
    connect(m_export, &QAction::triggered, this, &ListExporter::exportList);
    m_choosePath
        = [this](const QString &folder, const QString &filter, const QStringList &offered) {
              QString chosen = filter;
              const QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export Papers"),
                  folder, offered.join(QLatin1String(";;")), &chosen);
              return Choice { path, chosen };
          };
}

QStringList ListExporter::filters()
{
    // In the order of ExportFormats::all().
    return { tr("Markdown (*.md)"), tr("BibTeX (*.bib)"), tr("RIS (*.ris)"),
        tr("CSV, every text exactly as it is (*.csv)"), tr("JSON Lines (*.jsonl)"),
        tr("CSV for spreadsheets: no cell runs as a formula (*.csv)") };
}

QList<int> ListExporter::rowsToWrite() const
{
    if (m_list->selectedCount() > 1)
        return m_list->selectedSourceRows();
    QList<int> rows;
    const QAbstractItemModel *shown = m_list->model();
    rows.reserve(shown->rowCount());
    for (int row = 0; row < shown->rowCount(); ++row)
        rows.append(shown->index(row, 0).data(PaperListModel::SourceRowRole).toInt());
    return rows;
}

void ListExporter::exportList()
{
    const LoadedCollectionPtr collection = m_marks->collection();
    const QList<int> rows = collection ? rowsToWrite() : QList<int>();
    if (rows.isEmpty()) {
        Q_EMIT message(tr("Nothing to export: no paper is shown"));
        return;
    }
    QSettings settings;
    const QStringList offered = filters();
    const int lastFilter = qBound(0, settings.value(filterKey, 0).toInt(), offered.size() - 1);
    const QString folder = settings.value(folderKey, QDir::homePath()).toString();
    const Choice choice = m_choosePath(folder, offered.at(lastFilter), offered);
    if (choice.path.isEmpty())
        return;
    int filter = qMax(0, offered.indexOf(choice.filter));
    QString path = choice.path;
    // The extension typed decides; without one, the filter's is added.
    const ExportFormat chosen = ExportFormats::all().at(filter);
    std::optional<ExportFormat> format = ExportFormats::fromExtension(QFileInfo(path).suffix());
    if (!format) {
        format = chosen;
        path += u'.' + ExportFormats::extension(*format);
    } else if (ExportFormats::extension(*format) == ExportFormats::extension(chosen)) {
        format = chosen; // .csv typed with either CSV chosen
    } else {
        filter = int(ExportFormats::all().indexOf(*format));
    }
    settings.setValue(folderKey, QFileInfo(path).absolutePath());
    settings.setValue(filterKey, filter);

    QString error;
    if (!write(path, *format, rows, &error)) {
        if (!error.isEmpty())
            QMessageBox::warning(m_dialogParent, tr("Export Failed"),
                tr("Could not write \"%1\": %2\n\nNothing was written; the list stays open.")
                    .arg(QDir::toNativeSeparators(path), error));
        return;
    }
    const int count = int(rows.size());
    Q_EMIT message(count == 1
            ? tr("Exported 1 paper to %1").arg(QFileInfo(path).fileName())
            : tr("Exported %Ln papers to %1", nullptr, count).arg(QFileInfo(path).fileName()));
}

bool ListExporter::write(
    const QString &path, ExportFormat format, const QList<int> &rows, QString *error)
{
    const LoadedCollectionPtr collection = m_marks->collection();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = WriteFailure::reason(path, file.errorString());
        return false;
    }
    const auto writer = ExportFormats::fileWriter(format, collection->collection.name);
    QProgressDialog progress(tr("Exporting %Ln papers…", nullptr, int(rows.size())), tr("Cancel"),
        0, int(rows.size()), m_dialogParent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(rows.size() >= rowsWorthProgress ? 300 : 1000 * 60 * 60);
    const bool written = writer->write(
        &file, rows.size(),
        [&](qsizetype i) { return ExportedPapers::at(*collection, m_marks, rows.at(i)); },
        [&](qsizetype done, qsizetype) {
            progress.setValue(int(done));
            return !progress.wasCanceled();
        });
    if (!written) {
        // Empty when cancelled: nothing to say.
        const qint64 reached = file.size();
        file.cancelWriting();
        if (!writer->error().isEmpty())
            *error = WriteFailure::reason(path, writer->error(), reached);
        return false;
    }
    const qint64 size = file.size();
    if (!file.commit()) {
        *error = WriteFailure::reason(path, file.errorString(), size);
        return false;
    }
    return true;
}
