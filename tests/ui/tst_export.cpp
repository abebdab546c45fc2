// SPDX-License-Identifier: GPL-3.0-or-later
#include "listexporter.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace WindowDriver;

/// File ▸ Export… (Ctrl+Shift+E) on the real window. The save dialog is replaced through
/// ListExporter::setPathChooser(): the test answers it with a path and a filter, and sees the
/// folder and filter Export starts from.
class TestExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Asked
    {
        QString folder;
        QString filter;
    };

    // Export answers its dialog with path and filter; returns what it was asked with.
    static Asked exportTo(MainWindow &window, const QString &path, const QString &filter = {})
    {
        Asked asked;
        window.findChild<ListExporter *>()->setPathChooser(
            [&asked, path, filter](
                const QString &folder, const QString &startFilter, const QStringList &) {
                asked = { folder, startFilter };
                return ListExporter::Choice { path, filter.isEmpty() ? startFilter : filter };
            });
        paperList(window)->setFocus();
        QTest::keyClick(focused(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        return asked;
    }

    static QList<PaperId> shownIds(MainWindow &window)
    {
        QList<PaperId> ids;
        const LoadedCollection &loaded = *window.collection();
        for (qsizetype row = 0; row < loaded.size(); ++row)
            ids.append(loaded.collection.papers.at(row).id);
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init() { startFirstRun(); }

    void exportOpensAgainWithTheSamePapersAndIds_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QString>("extension");
        for (const char *extension : { "bib", "ris", "csv", "jsonl" })
            QTest::newRow(extension) << "papers.json" << extension;
        QTest::newRow("md of a Markdown list") << "awesome-papers.md"
                                               << "md";
        QTest::newRow("bib of a plain list") << "icml2025.txt"
                                             << "bib";
    }
    void exportOpensAgainWithTheSamePapersAndIds()
    {
        QFETCH(QString, list);
        QFETCH(QString, extension);
        const QString path = m_dir.filePath("export-" + list + u'.' + extension);
        QList<PaperId> before;
        {
            MainWindow window(Taxonomy::builtIn());
            openList(window, fixturePath(list));
            before = shownIds(window);
            exportTo(window, path);
            QVERIFY(QFileInfo::exists(path));
            QCOMPARE(window.statusBar()->currentMessage(),
                QStringLiteral("Exported %1 papers to %2")
                    .arg(before.size())
                    .arg(QFileInfo(path).fileName()));
        }
        MainWindow again(Taxonomy::builtIn());
        openList(again, path);
        QCOMPARE(shownIds(again), before);
    }

    void exportsTheSelectionWhenSeveralPapersAreSelected()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath("papers.json"));
        clickRow(window, 0);
        clickRow(window, 1, Qt::ShiftModifier);
        const QList<PaperId> selected = paperList(window)->selectedIds();
        const QString path = m_dir.filePath("selection.jsonl");
        exportTo(window, path);
        MainWindow again(Taxonomy::builtIn());
        openList(again, path);
        QCOMPARE(shownIds(again), selected);
    }

    void anUnwritablePathGivesAnErrorAndKeepsTheList()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath("papers.json"));
        const LoadedCollectionPtr shown = window.collection();
        const int rows = visibleRows(window);
        const QString path = m_dir.filePath("no-such-folder/out.bib");
        QString said;
        whenPopupShows([&said](QWidget *dialog) {
            if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
                said = box->text();
                QTest::keyClick(box, Qt::Key_Enter);
            }
        });
        exportTo(window, path);
        QVERIFY2(said.contains(QDir::toNativeSeparators(path)), qPrintable(said));
        QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(window.collection(), shown);
        QCOMPARE(visibleRows(window), rows);
    }

    void remembersTheFolderAndFormat()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath("papers.json"));
        // No extension typed: the filter's is added.
        const Asked first = exportTo(window, m_dir.filePath("chosen"), "RIS (*.ris)");
        QCOMPARE(first.filter, QStringLiteral("Markdown (*.md)"));
        QVERIFY(QFileInfo::exists(m_dir.filePath("chosen.ris")));
        const Asked second = exportTo(window, QString()); // cancelled
        QCOMPARE(QDir(second.folder), QDir(m_dir.path()));
        QCOMPARE(second.filter, QStringLiteral("RIS (*.ris)"));
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
