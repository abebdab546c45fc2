// SPDX-License-Identifier: GPL-3.0-or-later
#include "listexporter.h"
#include "tagchipbar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sched.h>
#include <sys/mount.h>

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

    // A file that names the id of a paper the user tagged, with a text of its own, before the
    // genuine paper: it gets an id of its own, the genuine paper keeps its id and its tag, and
    // the status bar says why.
    void aCraftedFileCannotTakeOverAnotherPapersTags()
    {
        const QString exportPath = m_dir.filePath("tagged.csv");
        PaperId genuine;
        {
            MainWindow window(Taxonomy::builtIn());
            openList(window, fixturePath("papers.json"));
            clickRow(window, 0);
            genuine = paperList(window)->currentPaper();
            QLineEdit *addTag = detailPane(window)->tagBar()->addEdit();
            addTag->setFocus();
            QTest::keyClicks(addTag, QStringLiteral("private"));
            QTest::keyClick(addTag, Qt::Key_Return);
            QTRY_COMPARE(detailPane(window)->tagBar()->tags(), QStringList { "private" });
            exportTo(window, exportPath);
        }
        QFile exported(exportPath);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QByteArray bytes = exported.readAll();
        const qsizetype headerEnd = bytes.indexOf("\r\n") + 2;
        const QByteArray crafted = "Totally different paper,,,,\"A text of its own, long enough to "
                                   "name a paper by itself: twenty words and a few more to be "
                                   "sure of it.\",,,,,no,no,,paperdesk:"
            + genuine.toString().toLatin1() + "\r\n";
        bytes.insert(headerEnd, crafted);
        const QString craftedPath = writeTestFile(QDir(m_dir.path()), "crafted.csv", bytes);

        MainWindow window(Taxonomy::builtIn());
        openList(window, craftedPath);
        QVERIFY2(window.statusBar()->currentMessage().contains(
                     "claims an id that its text does not give"),
            qPrintable(window.statusBar()->currentMessage()));
        const LoadedCollection &loaded = *window.collection();
        QCOMPARE(loaded.collection.papers.at(0).title, QStringLiteral("Totally different paper"));
        QVERIFY(loaded.collection.papers.at(0).id != genuine);
        QCOMPARE(loaded.collection.papers.at(1).id, genuine);
        QCOMPARE(listMarks(window)->tagsOf(0), QStringList());
        QCOMPARE(listMarks(window)->tagsOf(1), QStringList { "private" });
    }

    // An export's tags come back as tags: on a machine (a library) that has none for its
    // papers, Edit ▸ Take Tags from the File adds them, in one undo step.
    void tagsAnExportCarriesCanBeTakenOnAnotherLibrary()
    {
        const QString path = m_dir.filePath("shared.ris");
        {
            MainWindow window(Taxonomy::builtIn());
            openList(window, fixturePath("papers.json"));
            clickRow(window, 0);
            QLineEdit *addTag = detailPane(window)->tagBar()->addEdit();
            addTag->setFocus();
            QTest::keyClicks(addTag, QStringLiteral("from a colleague"));
            QTest::keyClick(addTag, Qt::Key_Return);
            QTRY_COMPARE(detailPane(window)->tagBar()->tags(), QStringList { "from a colleague" });
            exportTo(window, path);
        }
        removeLibrary(); // another machine
        MainWindow window(Taxonomy::builtIn());
        openList(window, path);
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains(
                         QStringLiteral("This file carries tags for 1 paper not tagged here")),
            qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(listMarks(window)->tagsOf(0), QStringList());
        QMenu *edit = openMenu(window, QStringLiteral("Edit"));
        QVERIFY(edit);
        clickMenuItem(edit, QStringLiteral("Take Tags from the File"));
        QTRY_COMPARE(listMarks(window)->tagsOf(0), QStringList { "from a colleague" });
        QVERIFY(!menuItem(edit, QStringLiteral("Take Tags from the File"))->isEnabled());
        activate(window);
        paperList(window)->setFocus();
        QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(listMarks(window)->tagsOf(0), QStringList());
    }

    void csvForSpreadsheetsMarksFormulasAndPlainCsvKeepsThem()
    {
        const QString list = writeTestFile(QDir(m_dir.path()), "formulas.csv",
            "title,abstract\n=HYPERLINK(\"https://evil.example\"),We study it.\n");
        MainWindow window(Taxonomy::builtIn());
        openList(window, list);
        const QString sheet = m_dir.filePath("for-sheets.csv");
        exportTo(window, sheet,
            ListExporter::tr("CSV for spreadsheets: no cell runs as a formula (*.csv)"));
        const QString exact = m_dir.filePath("exact.csv");
        exportTo(window, exact, ListExporter::tr("CSV, every text exactly as it is (*.csv)"));
        QFile sheetFile(sheet);
        QFile exactFile(exact);
        QVERIFY(sheetFile.open(QIODevice::ReadOnly) && exactFile.open(QIODevice::ReadOnly));
        const QByteArray sheetBytes = sheetFile.readAll();
        QVERIFY(sheetBytes.startsWith("\xEF\xBB\xBF"));
        QVERIFY2(sheetBytes.contains("\n\"'=HYPERLINK(\"\"https://evil.example\"\")\","),
            sheetBytes.constData());
        QVERIFY(exactFile.readAll().contains("\n\"=HYPERLINK(\"\"https://evil.example\"\")\","));
        // Opened again, either has the title as it was.
        MainWindow again(Taxonomy::builtIn());
        openList(again, sheet);
        QCOMPARE(again.collection()->collection.papers.at(0).title,
            QStringLiteral("=HYPERLINK(\"https://evil.example\")"));
    }

    // A full disk said "Unknown error" in the dialog. The test takes a mount namespace of its
    // own (root only: skipped otherwise) and exports onto a 16 KB file system.
    void aFullDiskSaysSoInTheDialog()
    {
        const QString disk = m_dir.filePath("small-disk");
        QVERIFY(QDir().mkpath(disk));
        if (unshare(CLONE_NEWNS) != 0
            || mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0
            || mount("tmpfs", QFile::encodeName(disk).constData(), "tmpfs", 0, "size=16k") != 0)
            QSKIP("no permission to mount a small file system here");
        QByteArray big = "A list\n\n";
        for (int i = 0; i < 200; ++i)
            big += "We study problem " + QByteArray::number(i)
                + " with a method that is ours and report what it does on three benchmarks.\n\n";
        MainWindow window(Taxonomy::builtIn());
        openList(window, writeTestFile(QDir(m_dir.path()), "big.txt", big));
        QString said;
        whenPopupShows([&said](QWidget *dialog) {
            if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
                said = box->text();
                QTest::keyClick(box, Qt::Key_Enter);
            }
        });
        exportTo(window, disk + QStringLiteral("/out.jsonl"));
        umount(QFile::encodeName(disk).constData());
        QVERIFY2(said.contains(QStringLiteral("is full")), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("Unknown error")), qPrintable(said));
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
