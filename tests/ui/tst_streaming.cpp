// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "streaminginputs.h"
#include "testdata.h"
#include "windowdriver.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QTemporaryDir>

using namespace WindowDriver;

/// A large list in another format than the plain one, opened through File ▸ Open as a user
/// does: its first rows show while the rest is still read, and a list found malformed only
/// after those rows were shown gives way to the list that was open before.
class TestStreaming : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// What the user sees change while a list opens, in order: the rows of the list (and
    /// whether a list was loading then), or the progress bar moving on reading the file.
    struct Seen
    {
        int rows = -1; ///< -1: the progress bar moved on reading
        bool loading = false;
    };

    QString writeList(const QString &name, const QByteArray &bytes)
    {
        return writeTestFile(QDir(m_dir.path()), name, bytes);
    }

    /// Ctrl+O, the path typed into the dialog's file name box, Enter.
    static void openThroughTheDialog(MainWindow &window, const QString &path)
    {
        activate(window);
        whenPopupShows([&](QWidget *popup) {
            if (auto *dialog = qobject_cast<QFileDialog *>(popup))
                typeIntoFileDialog(dialog, path);
        });
        QTest::keyClick(&window, Qt::Key_O, Qt::ControlModifier);
    }

    /// Records from now on every row count the list shows and every step of reading.
    static void watch(MainWindow &window, QList<Seen> *seen)
    {
        QAbstractItemModel *model = paperList(window)->model();
        auto *loader = window.findChild<CollectionLoader *>();
        QVERIFY(loader);
        QObject::connect(loader, &CollectionLoader::progressChanged, &window,
            [seen](CollectionLoader::Phase phase, int) {
                if (phase == CollectionLoader::Phase::Reading)
                    seen->append(Seen { -1, true });
            });
        const auto record = [&window, model, seen] {
            seen->append(Seen { model->rowCount(), isLoading(window) });
        };
        QObject::connect(model, &QAbstractItemModel::modelReset, &window, record);
        QObject::connect(model, &QAbstractItemModel::layoutChanged, &window, record);
        QObject::connect(model, &QAbstractItemModel::rowsInserted, &window, record);
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, &window, record);
    }

    /// The first rows showed while the file was still being read: the progress bar went on
    /// reading after them (a list read in one go shows them only once it is read).
    static bool showedFirstRowsWhileReading(const QList<Seen> &seen)
    {
        bool firstRows = false;
        for (const Seen &one : seen) {
            if (one.rows == CollectionLoader::previewSize && one.loading)
                firstRows = true;
            else if (one.rows < 0 && firstRows)
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase() { useProfileIn(m_dir); }

    void init() { startFresh(); }

    void showsTheFirstRowsOfALargeBibtexListWhileItLoads()
    {
        MainWindow window(Taxonomy::builtIn());
        window.resize(1100, 700);
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        QCOMPARE(visibleRows(window), 19);
        const int papers = 12000;
        const QString path = writeList(
            QStringLiteral("large.bib"), StreamingInputs::make(QStringLiteral("bib"), papers));

        QList<Seen> seen;
        watch(window, &seen);
        QSignalSpy done(&window, &MainWindow::collectionShown);
        openThroughTheDialog(window, path);
        QVERIFY(done.wait(30000));
        QVERIFY(showedFirstRowsWhileReading(seen));
        QCOMPARE(visibleRows(window), papers);
    }

    void aListMalformedLateGivesBackTheListOpenBefore()
    {
        MainWindow window(Taxonomy::builtIn());
        window.resize(1100, 700);
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        const QString titleBefore = window.windowTitle();
        const int papers = 12000;
        qint64 errorLine = 0;
        const QString path = writeList(QStringLiteral("late error.jsonl"),
            StreamingInputs::make(QStringLiteral("jsonl"), papers, papers - 2, &errorLine));

        QList<Seen> seen;
        watch(window, &seen);
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        openThroughTheDialog(window, path);
        QVERIFY(failed.wait(30000));
        QVERIFY(showedFirstRowsWhileReading(seen)); // the error came after the first rows
        QTRY_VERIFY(window.findChild<QMessageBox *>() != nullptr);
        auto *box = window.findChild<QMessageBox *>();
        const QString message = box->text() + u'\n' + box->informativeText();
        QVERIFY2(message.contains(QStringLiteral("line %1, column").arg(errorLine)),
            qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("stays open")), qPrintable(message));
        QTest::keyClick(box, Qt::Key_Return); // the user closes the dialog
        QCOMPARE(visibleRows(window), 19);
        QCOMPARE(window.windowTitle(), titleBefore);
    }
};

QTEST_MAIN(TestStreaming)
#include "tst_streaming.moc"
