// SPDX-License-Identifier: GPL-3.0-or-later
// The library through the window's eyes: a folder where no library can be created, a disk that
// fills up while the user tags, and changes another process made, seen when the window is
// activated again.
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "libraryfiles.h"
#include "mainwindow.h"
#include "paperlistview.h"
#include "tagsidebar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

class TestLibrarySession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void aFolderWhereNoLibraryCanBeCreatedIsNamedAndNothingIsLeftUntouched();
    void aFullDiskSaysInADialogWhatWasNotSaved();
    void activatingTheWindowShowsWhatAnotherProcessChanged();

private:
    static void open(MainWindow &window, const QString &list);
    static QList<QMessageBox *> openBoxes();
    static QModelIndex sidebarRow(MainWindow &window, const QString &name);
    static QString readOnlyFolder(const QTemporaryDir &dir);
    static void clickRow(MainWindow &window, int row);
    static void bringToFront(QWidget *widget);

    QTemporaryDir m_temp;
};

void TestLibrarySession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_temp.isValid());
}

void TestLibrarySession::init()
{
    const QString folder = QFileInfo(LibraryStore::defaultPath()).absolutePath();
    QFile::remove(folder); // a symbolic link left by a test
    QDir(folder).removeRecursively();
}

void TestLibrarySession::open(MainWindow &window, const QString &list)
{
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    window.openFile(list);
    QVERIFY(shown.wait(20000));
}

QList<QMessageBox *> TestLibrarySession::openBoxes()
{
    QList<QMessageBox *> boxes;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible())
            boxes.append(box);
    }
    return boxes;
}

QModelIndex TestLibrarySession::sidebarRow(MainWindow &window, const QString &name)
{
    QAbstractItemModel *model = WindowDriver::sidebar(window)->view()->model();
    QList<QModelIndex> pending = { QModelIndex() };
    while (!pending.isEmpty()) {
        const QModelIndex parent = pending.takeFirst();
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            if (index.data(TagModel::FieldRole).toString() == QLatin1String("tag")
                && index.data(TagModel::NameRole).toString() == name)
                return index;
            pending.append(index);
        }
    }
    return {};
}

void TestLibrarySession::clickRow(MainWindow &window, int row)
{
    PaperListView *list = WindowDriver::paperList(window);
    const QModelIndex index = list->model()->index(row, PaperListModel::TitleColumn);
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
}

void TestLibrarySession::bringToFront(QWidget *widget)
{
    widget->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(widget));
}

// A folder this process cannot create files in. Permissions do not bind root, so as root a
// folder of a file system that refuses new files (sysfs) stands in for it.
QString TestLibrarySession::readOnlyFolder(const QTemporaryDir &dir)
{
    const QString folder = dir.filePath(QStringLiteral("read-only"));
    QDir().mkpath(folder);
    QFile(folder).setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    for (const QString &candidate : { folder, QStringLiteral("/sys/fs") }) {
        QFile probe(candidate + QStringLiteral("/probe"));
        if (QFileInfo(candidate).isDir() && !probe.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return candidate;
        probe.remove();
    }
    return {};
}

void TestLibrarySession::aFolderWhereNoLibraryCanBeCreatedIsNamedAndNothingIsLeftUntouched()
{
    const QString readOnly = readOnlyFolder(m_temp);
    if (readOnly.isEmpty())
        QSKIP("no folder refuses new files here (root, and no sysfs)");
    const QString folder = QFileInfo(LibraryStore::defaultPath()).absolutePath();
    QDir(folder).removeRecursively(); // should asking for the path have created it
    QVERIFY(QDir().mkpath(QFileInfo(folder).absolutePath()));
    QVERIFY(QFile::link(readOnly, folder));
    const auto before = folderSnapshot(readOnly);

    MainWindow window(Taxonomy::builtIn());
    open(window, fixturePath(QStringLiteral("icml2025.txt")));
    QTRY_COMPARE(openBoxes().size(), 1);
    QMessageBox *box = openBoxes().first();
    const QString text = box->text();
    QVERIFY2(text.contains(QStringLiteral("could not create your library in the folder “%1”")
                               .arg(QDir::toNativeSeparators(folder))),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Nothing was written there")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("will not be kept")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("untouched")), qPrintable(text)); // there was none
    QCOMPARE(box->textFormat(), Qt::PlainText);
    QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(openBoxes().isEmpty());

    // The session still tags, in memory only, and leaves the folder as it was.
    QCOMPARE(WindowDriver::libraryStore(window)->path(), QStringLiteral(":memory:"));
    bringToFront(&window);
    clickRow(window, 0);
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_S);
    QCOMPARE(WindowDriver::listMarks(window)->context().starred.count(), 1);
    QCOMPARE(folderSnapshot(readOnly), before);
    QFile::remove(folder);
}

void TestLibrarySession::aFullDiskSaysInADialogWhatWasNotSaved()
{
    QString list = QStringLiteral("A generated list\n");
    for (int i = 0; i < 1000; ++i)
        list += QStringLiteral("\nWe study generated problem %1 and solve it in %2 steps.\n")
                    .arg(i)
                    .arg(i * 7 + 3);
    const QString listPath = writeTestFile(QDir(m_temp.path()), "thousand.txt", list.toUtf8());
    {
        LibraryStore store;
        QVERIFY(store.open(LibraryStore::defaultPath()));
        QVERIFY(store.addTag({}, QStringLiteral("x"))); // on key 1
    }
    MainWindow window(Taxonomy::builtIn());
    open(window, listPath);
    QCOMPARE(window.collection()->size(), 1000);
    clickRow(window, 0);
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(WindowDriver::paperList(window)->selectedIds().size(), 1000);
    QVERIFY(setLibraryDiskFull(LibraryStore::defaultPath(), true) > 0);

    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_1);
    QTRY_COMPARE(openBoxes().size(), 1);
    QMessageBox *box = openBoxes().first();
    QCOMPARE(box->windowTitle(), QStringLiteral("Not saved"));
    const QString thousand = QLocale().toString(1000); // as the rest of the window writes it
    QCOMPARE(box->text(),
        QStringLiteral("The tag “x” on %1 papers was not saved: the disk that holds your "
                       "library is full.")
            .arg(thousand));
    QVERIFY2(box->informativeText().contains(QStringLiteral("Everything saved before is kept")),
        qPrintable(box->informativeText()));
    // Nothing pretends to be saved: no undo step, no tagged row.
    QCOMPARE(WindowDriver::undoStack(window)->count(), 0);
    QCOMPARE(WindowDriver::listMarks(window)->context().tagged.count(), 0);

    // More failures while the dialog is up (a note saved as focus moves, say) join it.
    LibraryStore *store = WindowDriver::libraryStore(window);
    QVERIFY(!store->setRead(WindowDriver::paperList(window)->selectedIds(), true));
    QVERIFY(!store->setRead(
        WindowDriver::paperList(window)->selectedIds(), true)); // the same change again
    QCOMPARE(openBoxes().size(), 1);
    QCOMPARE(box->text(),
        QStringLiteral("2 changes were not saved: the disk that holds your library is full.\n"
                       "• The tag “x” on %1 papers\n• The read mark on %1 papers")
            .arg(thousand));
    QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(openBoxes().isEmpty());

    // Room again: the same key saves, and undo has exactly that step.
    QVERIFY(setLibraryDiskFull(LibraryStore::defaultPath(), false) > 0);
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_1);
    QCOMPARE(WindowDriver::undoStack(window)->count(), 1);
    QCOMPARE(WindowDriver::listMarks(window)->context().tagged.count(), 1000);
    QVERIFY(openBoxes().isEmpty());
}

void TestLibrarySession::activatingTheWindowShowsWhatAnotherProcessChanged()
{
    MainWindow window(Taxonomy::builtIn());
    open(window, fixturePath(QStringLiteral("icml2025.txt")));
    clickRow(window, 2);
    bringToFront(&window);
    const PaperId current = WindowDriver::paperList(window)->currentPaper();
    QVERIFY(!WindowDriver::listMarks(window)->isRead(2));

    QWidget elsewhere; // the user goes to another Paperdesk and tags there
    elsewhere.show();
    bringToFront(&elsewhere);
    {
        LibraryStore other;
        QVERIFY(other.open(LibraryStore::defaultPath()));
        QVERIFY(other.addTag({ current }, QStringLiteral("from elsewhere")));
        QVERIFY(other.setRead({ current }, true));
    }
    QVERIFY(!sidebarRow(window, QStringLiteral("from elsewhere")).isValid());

    bringToFront(&window);
    const QModelIndex row = sidebarRow(window, QStringLiteral("from elsewhere"));
    QVERIFY(row.isValid());
    QCOMPARE(row.data(TagModel::CountRole).toLongLong(), 1);
    const QModelIndex listRow = WindowDriver::paperList(window)->currentIndex();
    QCOMPARE(
        listRow.data(PaperListModel::TagsRole).toStringList(), QStringList { "from elsewhere" });
    QVERIFY(listRow.data(PaperListModel::ReadRole).toBool());
}

QTEST_MAIN(TestLibrarySession)
#include "tst_librarysession.moc"
