// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "windowdriver.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QTemporaryDir>

using namespace WindowDriver;

/// Lists in the shapes people keep them (CSV, RIS) opened through File ▸ Open as a user does:
/// Ctrl+O, the file's name typed into the dialog, Enter; the rows are the list's papers.
class TestReaders : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// A copy of a fixture under a name of the test's folder (the dialog lists that folder).
    QString copyOf(const QString &fixture, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        if (!QFile::copy(fixturePath(fixture), path))
            qFatal("cannot copy %s", qPrintable(fixture));
        return path;
    }

    /// Ctrl+O, then the path typed into the dialog's file name box and Enter; the filters the
    /// dialog offered come back in nameFilters.
    static void openThroughTheDialog(
        MainWindow &window, const QString &path, QStringList *nameFilters)
    {
        activate(window);
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        whenPopupShows([&](QWidget *popup) {
            if (auto *dialog = qobject_cast<QFileDialog *>(popup)) {
                *nameFilters = dialog->nameFilters();
                typeIntoFileDialog(dialog, path);
            }
        });
        QTest::keyClick(&window, Qt::Key_O, Qt::ControlModifier);
        QVERIFY(shown.wait(20000));
    }

    static QString titleOfRow(MainWindow &window, int row)
    {
        const QAbstractItemModel *model = paperList(window)->model();
        return model->index(row, PaperListModel::TitleColumn).data().toString();
    }

private Q_SLOTS:
    void initTestCase() { useProfileIn(m_dir); }

    void init() { startFresh(); }

    void opensACsvAndAnRisListFromTheOpenDialog()
    {
        MainWindow window(Taxonomy::builtIn());
        window.resize(1100, 700);
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        QCOMPARE(visibleRows(window), 19);

        QStringList filters;
        openThroughTheDialog(window, copyOf("papers.csv", "zotero export.csv"), &filters);
        QVERIFY2(filters.first().contains(QLatin1String("*.csv")), qPrintable(filters.join('|')));
        QVERIFY(filters.first().contains(QLatin1String("*.ris")));
        QVERIFY(filters.contains(QStringLiteral("CSV and TSV (*.csv *.tsv)")));
        QCOMPARE(visibleRows(window), 3);
        QCOMPARE(countLabelText(window), QStringLiteral("3 of 3 papers"));
        QStringList titles;
        for (int row = 0; row < 3; ++row)
            titles.append(titleOfRow(window, row));
        QVERIFY2(titles.contains(QStringLiteral("Title Only, With a Comma")),
            qPrintable(titles.join('|')));

        openThroughTheDialog(window, copyOf("papers.ris", "ieee.ris"), &filters);
        QCOMPARE(visibleRows(window), 2);
        titles.clear();
        for (int row = 0; row < 2; ++row)
            titles.append(titleOfRow(window, row));
        QVERIFY2(titles.contains(QStringLiteral("Deep Residual Learning for Image Recognition")),
            qPrintable(titles.join('|')));
        QVERIFY(titles.contains(QStringLiteral("Attention Is All You Need")));
    }

    void aBrokenCsvLeavesTheOpenListAndSaysWhere()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        const QString broken
            = writeTestFile(QDir(m_dir.path()), "broken.csv", "title,abstract\nT,\"never closed\n");
        activate(window);
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        whenPopupShows([&](QWidget *popup) {
            if (auto *dialog = qobject_cast<QFileDialog *>(popup))
                typeIntoFileDialog(dialog, broken);
        });
        QTest::keyClick(&window, Qt::Key_O, Qt::ControlModifier);
        QVERIFY(failed.wait(20000));
        QTRY_VERIFY(window.findChild<QMessageBox *>() != nullptr);
        auto *box = window.findChild<QMessageBox *>();
        const QString message = box->text() + u'\n' + box->informativeText();
        QVERIFY2(message.contains(QLatin1String("line 2, column 3")), qPrintable(message));
        QVERIFY2(
            message.contains(QLatin1String("a quoted field is never closed")), qPrintable(message));
        box->accept();
        QCOMPARE(visibleRows(window), 19);
    }
};

QTEST_MAIN(TestReaders)
#include "tst_readers.moc"
