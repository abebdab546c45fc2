// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/recentlists.h"
#include "detailpane.h"
#include "sidebardriver.h"
#include "startuplist.h"
#include "tagchipbar.h"
#include "testdata.h"
#include "windowdriver.h"

#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>

using namespace WindowDriver;

/// File ▸ Open Recent, the list Paperdesk starts with, a bad list to start with, and status
/// messages that follow undo: driven with keys and clicks on the real MainWindow.
class TestRecentLists : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void openRecentListsTheListsShownMostRecentFirstWithoutDuplicates();
    void openRecentKeepsTenAndTheTenthIsOnKeyZero();
    void aRecentListThatIsGoneIsRemovedWhenPickedAndTheOpenListStays();
    void clearMenuEmptiesOpenRecent();
    void theVeryFirstStartShowsTheBundledList();
    void aStartWithoutAFileReopensTheLastList();
    void aStartWhoseLastListIsGoneShowsTheBundledListAndSaysSo();
    void aBadFileToStartWithShowsItsMessageThenAList_data();
    void aBadFileToStartWithShowsItsMessageThenAList();
    void aNameWithALineBreakAndAnOverrideShowsOnOneLineAsWritten();
    void undoingATagDeleteReplacesItsMessage();
    void undoingATagMergeReplacesItsMessage();

private:
    /// A copy of the ICML 2025 fixture named name in the test's folder.
    QString list(const QString &name) const;
    /// Opens File ▸ Open Recent with Alt+F, R; null when it did not open.
    static QMenu *openRecentMenu(MainWindow &window);
    static QStringList entries(QMenu *menu);
    static void pick(MainWindow &window, QMenu *menu, Qt::Key key);
    static void startWith(MainWindow &window, const QString &file);
    static QString shownPath(const MainWindow &window);
    static void addTagToFirstPaper(MainWindow &window, const QString &tag);

    QTemporaryDir m_dir;
};

void TestRecentLists::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Run by hand too, the test never touches the user's own settings or library.
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paperdesk"));
}

void TestRecentLists::init()
{
    startFirstRun();
}

QString TestRecentLists::list(const QString &name) const
{
    const QString path = m_dir.filePath(name);
    if (!QFileInfo::exists(path))
        QFile::copy(fixturePath(QStringLiteral("icml2025.txt")), path);
    return path;
}

QMenu *TestRecentLists::openRecentMenu(MainWindow &window)
{
    activate(window);
    QTest::keyClick(&window, Qt::Key_F, Qt::AltModifier);
    QMenu *file = nullptr;
    if (!QTest::qWaitFor([&file] {
            file = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            return file && file->isVisible();
        }))
        return nullptr;
    QTest::keyClick(file, Qt::Key_R);
    QMenu *recent = nullptr;
    const bool opened = QTest::qWaitFor([&] {
        recent = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        return recent && recent != file && recent->isVisible();
    });
    if (!opened)
        return nullptr;
    return recent;
}

QStringList TestRecentLists::entries(QMenu *menu)
{
    QStringList texts;
    const auto actions = menu->actions();
    for (const QAction *action : actions)
        texts.append(action->isSeparator() ? QStringLiteral("---") : action->text());
    return texts;
}

void TestRecentLists::pick(MainWindow &window, QMenu *menu, Qt::Key key)
{
    QTest::keyClick(menu, key);
    QTRY_VERIFY(!QApplication::activePopupWidget());
    activate(window);
}

void TestRecentLists::startWith(MainWindow &window, const QString &file)
{
    window.show();
    activate(window);
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    StartupList::open(&window, file);
    QVERIFY(shown.wait(20000));
}

QString TestRecentLists::shownPath(const MainWindow &window)
{
    return window.collection() ? window.collection()->collection.sourcePath : QString();
}

void TestRecentLists::openRecentListsTheListsShownMostRecentFirstWithoutDuplicates()
{
    MainWindow window({});
    for (const char *name : { "a.txt", "b.txt", "a.txt", "c.txt" })
        openList(window, list(QLatin1String(name)));
    QMenu *recent = openRecentMenu(window);
    QVERIFY(recent);
    const QString folder = QStringLiteral("  (%1)").arg(m_dir.path());
    QCOMPARE(entries(recent),
        QStringList({ "&1 c.txt" + folder, "&2 a.txt" + folder, "&3 b.txt" + folder, "---",
            "&Clear Menu" }));

    QSignalSpy shown(&window, &MainWindow::collectionShown);
    pick(window, recent, Qt::Key_3);
    QVERIFY(shown.wait(20000));
    QCOMPARE(shownPath(window), list(QStringLiteral("b.txt")));
    QCOMPARE(
        RecentLists::load().paths(), QStringList({ list("b.txt"), list("c.txt"), list("a.txt") }));
    QCOMPARE(QSettings().value(QStringLiteral("recent/lists")).toStringList(),
        RecentLists::load().paths());

    recent = openRecentMenu(window);
    QVERIFY(recent);
    QVERIFY(entries(recent).first().startsWith(QLatin1String("&1 b.txt")));
    QTest::keyClick(recent, Qt::Key_Escape);
}

void TestRecentLists::openRecentKeepsTenAndTheTenthIsOnKeyZero()
{
    RecentLists stored;
    for (int i = 11; i >= 1; --i)
        stored.add(list(QStringLiteral("list%1.txt").arg(i)));
    stored.save();
    MainWindow window({});
    openList(window, list(QStringLiteral("list12.txt")));

    QMenu *recent = openRecentMenu(window);
    QVERIFY(recent);
    const QStringList texts = entries(recent);
    QCOMPARE(texts.size(), 12); // ten lists, a separator, Clear Menu
    QVERIFY2(texts.at(0).startsWith(QLatin1String("&1 list12.txt")), qPrintable(texts.at(0)));
    QVERIFY2(texts.at(1).startsWith(QLatin1String("&2 list1.txt")), qPrintable(texts.at(1)));
    QVERIFY2(texts.at(9).startsWith(QLatin1String("1&0 list9.txt")), qPrintable(texts.at(9)));

    QSignalSpy shown(&window, &MainWindow::collectionShown);
    pick(window, recent, Qt::Key_0);
    QVERIFY(shown.wait(20000));
    QCOMPARE(shownPath(window), list(QStringLiteral("list9.txt")));
}

void TestRecentLists::aRecentListThatIsGoneIsRemovedWhenPickedAndTheOpenListStays()
{
    const QString gone = list(QStringLiteral("gone.txt"));
    RecentLists stored;
    for (const QString &path : { list("b.txt"), gone })
        stored.add(path);
    stored.save();
    QVERIFY(QFile::remove(gone));
    MainWindow window({});
    openList(window, list(QStringLiteral("a.txt")));

    QMenu *recent = openRecentMenu(window);
    QVERIFY(recent);
    QVERIFY(entries(recent).at(1).startsWith(QLatin1String("&2 gone.txt")));
    pick(window, recent, Qt::Key_2);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("“gone.txt” is gone")), qPrintable(message));
    QVERIFY(!WindowDriver::isLoading(window));
    QCOMPARE(shownPath(window), list(QStringLiteral("a.txt")));
    QCOMPARE(visibleRows(window), 19);
    QCOMPARE(RecentLists::load().paths(), QStringList({ list("a.txt"), list("b.txt") }));
}

void TestRecentLists::clearMenuEmptiesOpenRecent()
{
    MainWindow window({});
    openList(window, list(QStringLiteral("a.txt")));
    openList(window, list(QStringLiteral("b.txt")));
    QMenu *recent = openRecentMenu(window);
    QVERIFY(recent);
    pick(window, recent, Qt::Key_C);
    QVERIFY(RecentLists::load().isEmpty());
    QVERIFY(!QSettings().contains(QStringLiteral("recent/lists")));

    recent = openRecentMenu(window);
    QVERIFY(recent);
    QCOMPARE(entries(recent), QStringList({ "No Recent Lists", "---", "&Clear Menu" }));
    for (QAction *action : recent->actions())
        QVERIFY(!action->isEnabled() || action->isSeparator());
    QTest::keyClick(recent, Qt::Key_Escape);
}

void TestRecentLists::theVeryFirstStartShowsTheBundledList()
{
    MainWindow window({});
    startWith(window, QString());
    QCOMPARE(shownPath(window), StartupList::bundledList());
    QCOMPARE(visibleRows(window), 19);
    QVERIFY(RecentLists::load().isEmpty()); // the bundled list is always at hand
}

void TestRecentLists::aStartWithoutAFileReopensTheLastList()
{
    RecentLists stored;
    stored.add(list(QStringLiteral("a.txt")));
    stored.add(list(QStringLiteral("b.txt")));
    stored.save();
    MainWindow window({});
    startWith(window, QString());
    QCOMPARE(shownPath(window), list(QStringLiteral("b.txt")));
}

void TestRecentLists::aStartWhoseLastListIsGoneShowsTheBundledListAndSaysSo()
{
    const QString gone = list(QStringLiteral("gone.txt"));
    RecentLists stored;
    stored.add(list(QStringLiteral("a.txt")));
    stored.add(gone);
    stored.save();
    QVERIFY(QFile::remove(gone));
    MainWindow window({});
    startWith(window, QString());
    QCOMPARE(shownPath(window), StartupList::bundledList());
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("“gone.txt”, is gone")), qPrintable(message));
    QCOMPARE(RecentLists::load().paths(), QStringList({ list("a.txt") }));
}

void TestRecentLists::aBadFileToStartWithShowsItsMessageThenAList_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("hasLastList");
    const QString missing = QStringLiteral("/nonexistent/folder/missing.txt");
    const QString broken = fixturePath(QStringLiteral("gui-broken-nul.txt"));
    QTest::newRow("missing file, first start") << missing << false;
    QTest::newRow("missing file, with a last list") << missing << true;
    QTest::newRow("malformed file, first start") << broken << false;
    QTest::newRow("malformed file, with a last list") << broken << true;
    // Unreadable: a folder (a file without read permission is readable to root, who runs CI).
    QTest::newRow("a folder, first start") << QDir::tempPath() << false;
}

void TestRecentLists::aBadFileToStartWithShowsItsMessageThenAList()
{
    QFETCH(QString, file);
    QFETCH(bool, hasLastList);
    if (hasLastList) {
        RecentLists stored;
        stored.add(list(QStringLiteral("last.txt")));
        stored.save();
    }
    MainWindow window({});
    QSignalSpy failed(&window, &MainWindow::loadFailed);
    startWith(window, file);
    QCOMPARE(failed.size(), 1);
    QCOMPARE(shownPath(window),
        hasLastList ? list(QStringLiteral("last.txt")) : StartupList::bundledList());
    QCOMPARE(visibleRows(window), 19);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QFileInfo(file).fileName() + QStringLiteral("” could not be opened")),
        qPrintable(message));

    // The reason is on screen, in front of the list; Enter closes it.
    QMessageBox *box = window.findChild<QMessageBox *>();
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains(QFileInfo(file).fileName()), qPrintable(box->text()));
    QPointer<QMessageBox> guard(box);
    QTest::keyClick(box, Qt::Key_Return);
    QTRY_VERIFY(!guard);
    QCOMPARE(visibleRows(window), 19);
    // A list that could not be read is not one to reopen.
    QVERIFY(!RecentLists::load().paths().contains(QFileInfo(file).absoluteFilePath()));
}

void TestRecentLists::addTagToFirstPaper(MainWindow &window, const QString &tag)
{
    clickRow(window, 0);
    QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
    QTest::mouseClick(addTag, Qt::LeftButton);
    QTest::keyClicks(addTag, tag);
    QTest::keyClick(addTag, Qt::Key_Return);
}

// A file named "evil\n\u202Etxt.exe" showed on two lines and reversed in Open Recent.
void TestRecentLists::aNameWithALineBreakAndAnOverrideShowsOnOneLineAsWritten()
{
    MainWindow window({});
    openList(window, list(QStringLiteral("evil\n\u202Etxt.exe.txt")));
    QMenu *recent = openRecentMenu(window);
    QVERIFY(recent);
    const QString entry = entries(recent).first();
    QVERIFY2(entry.startsWith(QStringLiteral("&1 evil txt.exe.txt  (")), qPrintable(entry));
    QVERIFY(!entry.contains(QChar(0x202E)) && !entry.contains(u'\n'));
    QTest::keyClick(recent, Qt::Key_Escape);
}

void TestRecentLists::undoingATagDeleteReplacesItsMessage()
{
    MainWindow window({});
    openList(window, list(QStringLiteral("a.txt")));
    addTagToFirstPaper(window, QStringLiteral("keep"));
    SidebarDriver sidebar(window);
    QTRY_VERIFY(sidebar.row(QStringLiteral("tag"), QStringLiteral("keep")).isValid());

    sidebar.withContextMenu(sidebar.row(QStringLiteral("tag"), QStringLiteral("keep")),
        [](QMenu *menu) { clickMenuItem(menu, QStringLiteral("Delete Tag")); });
    QTRY_VERIFY(!sidebar.row(QStringLiteral("tag"), QStringLiteral("keep")).isValid());
    QCOMPARE(window.statusBar()->currentMessage(),
        QStringLiteral("Deleted the tag “keep” (Ctrl+Z brings it back)"));

    activate(window);
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(sidebar.row(QStringLiteral("tag"), QStringLiteral("keep")).isValid());
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Restored the tag “keep”"));

    QTest::keyClick(
        WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(!sidebar.row(QStringLiteral("tag"), QStringLiteral("keep")).isValid());
    QCOMPARE(window.statusBar()->currentMessage(),
        QStringLiteral("Deleted the tag “keep” (Ctrl+Z brings it back)"));
}

void TestRecentLists::undoingATagMergeReplacesItsMessage()
{
    MainWindow window({});
    openList(window, list(QStringLiteral("a.txt")));
    addTagToFirstPaper(window, QStringLiteral("alpha"));
    addTagToFirstPaper(window, QStringLiteral("beta"));
    SidebarDriver sidebar(window);
    QTRY_VERIFY(sidebar.row(QStringLiteral("tag"), QStringLiteral("beta")).isValid());

    // Merge Into ▸ alpha: M opens the submenu, Enter picks its first (and only) tag.
    sidebar.withContextMenu(
        sidebar.row(QStringLiteral("tag"), QStringLiteral("beta")), [](QMenu *menu) {
            QTest::keyClick(menu, Qt::Key_M);
            QMenu *merge = nullptr;
            const bool opened = QTest::qWaitFor([&] {
                merge = qobject_cast<QMenu *>(QApplication::activePopupWidget());
                return merge && merge != menu;
            });
            QVERIFY(opened);
            if (!merge->activeAction())
                QTest::keyClick(merge, Qt::Key_Down);
            QTest::keyClick(merge, Qt::Key_Return);
        });
    QTRY_VERIFY(!sidebar.row(QStringLiteral("tag"), QStringLiteral("beta")).isValid());
    QCOMPARE(window.statusBar()->currentMessage(),
        QStringLiteral("Merged “beta” into “alpha” (Ctrl+Z undoes it)"));

    activate(window);
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(sidebar.row(QStringLiteral("tag"), QStringLiteral("beta")).isValid());
    QCOMPARE(window.statusBar()->currentMessage(),
        QStringLiteral("Undid the merge: “beta” and “alpha” are apart again"));
}

QTEST_MAIN(TestRecentLists)
#include "tst_recentlists.moc"
