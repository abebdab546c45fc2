// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formats/exportformat.h"

#include <QObject>
#include <QString>

#include <functional>

class ListMarks;
class PaperListView;
class QAction;
class QWidget;

/// File ▸ Export…: writes the papers the list shows (or the selection, when more than one
/// paper is selected) as Markdown, BibTeX, RIS, CSV or JSON Lines, chosen by the file's
/// extension or else the dialog's filter. Writes through QSaveFile, so an error leaves any old
/// file whole; says what went wrong in a dialog naming the file; shows progress for long
/// lists; remembers the folder and format last used (QSettings).
class ListExporter final : public QObject
{
    Q_OBJECT
public:
    /// What the save dialog answers: the path (empty when cancelled) and the filter chosen.
    struct Choice
    {
        QString path;
        QString filter;
    };
    /// Asks for a path, given the folder and filter to start from and the filters offered.
    using PathChooser = std::function<Choice(
        const QString &folder, const QString &filter, const QStringList &filters)>;

    ListExporter(PaperListView *list, const ListMarks *marks, QWidget *dialogParent);

    QAction *exportAction() const { return m_export; }
    /// Replaces the save dialog (tests; QFileDialog::getSaveFileName otherwise).
    void setPathChooser(PathChooser chooser) { m_choosePath = std::move(chooser); }

Q_SIGNALS:
    /// A sentence for the status bar: what was written.
    void message(const QString &text);

private:
    void exportList();
    /// Writes the rows into path; false with the reason in *error.
    bool write(const QString &path, ExportFormat format, const QList<int> &rows, QString *error);
    QList<int> rowsToWrite() const;
    static QStringList filters();

    PaperListView *m_list;
    const ListMarks *m_marks;
    QWidget *m_dialogParent;
    QAction *m_export;
    PathChooser m_choosePath;
};
