// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/clipboardformats.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QContextMenuEvent>
#include <QStandardPaths>

using namespace WindowDriver;

/// Copying from the list with nothing to copy: the clipboard keeps what the user had, the
/// status bar says why, the menus grey the action, and the key still gets an answer.
class TestCopyFlows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void copyLinksOfAPaperWithoutLinksKeepsTheClipboard();
    void copyAbstractOfAPaperWithoutOneKeepsTheClipboard();
};

void TestCopyFlows::copyLinksOfAPaperWithoutLinksKeepsTheClipboard()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    PaperListView *list = WindowDriver::paperList(window);
    clickRow(window, 0);
    QVERIFY(window.collection()->paper(0).links.isEmpty());
    const QString message = QStringLiteral("No links in the selected paper");

    // The key, before any menu was opened.
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), clipboardSentinel);
    QCOMPARE(window.statusBar()->currentMessage(), message);
    window.statusBar()->clearMessage();

    // The context menu shows Copy Links greyed.
    bool greyed = false;
    whenPopupShows([&greyed](QWidget *shown) {
        const auto *menu = qobject_cast<QMenu *>(shown);
        const QAction *copyLinks = menu ? menuItem(menu, QStringLiteral("Copy Links")) : nullptr;
        greyed = copyLinks && !copyLinks->isEnabled();
    });
    const QPoint at = list->visualRect(list->currentIndex()).center();
    QTest::mouseClick(list->viewport(), Qt::RightButton, {}, at);
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, list->viewport()->mapToGlobal(at));
    QApplication::sendEvent(list->viewport(), &event);
    QVERIFY(greyed);

    // So does the Edit menu; the key (whose action is now disabled) still answers.
    QMenu *edit = openMenu(window, QStringLiteral("Edit"));
    QVERIFY(edit);
    const QAction *copyLinks = menuItem(edit, QStringLiteral("Copy Links"));
    QVERIFY(copyLinks);
    QVERIFY(!copyLinks->isEnabled());
    QTest::keyClick(edit, Qt::Key_Escape);
    QTRY_VERIFY(!edit->isVisible());
    activate(window);
    list->setFocus();
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), clipboardSentinel);
    QCOMPARE(window.statusBar()->currentMessage(), message);

    // A paper with links: enabled again, and copied.
    int linked = -1;
    for (int row = 0; row < visibleRows(window) && linked < 0; ++row)
        if (!window.collection()->paper(row).links.isEmpty())
            linked = row;
    QVERIFY(linked >= 0);
    clickRow(window, linked);
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(),
        ClipboardFormats::linksText({ window.collection()->paper(linked) }));
}

void TestCopyFlows::copyAbstractOfAPaperWithoutOneKeepsTheClipboard()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("papers.json")));
    int empty = -1;
    for (int row = 0; row < visibleRows(window) && empty < 0; ++row)
        if (window.collection()->abstract(row).isEmpty())
            empty = row;
    QVERIFY(empty >= 0);
    clickRow(window, empty);
    QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), clipboardSentinel);
    QCOMPARE(
        window.statusBar()->currentMessage(), QStringLiteral("No abstract in the selected paper"));
}

QTEST_MAIN(TestCopyFlows)
#include "tst_copyflows.moc"
