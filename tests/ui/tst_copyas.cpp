// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/bibtexwriter.h"
#include "formats/clipboardformats.h"
#include "formats/markdownwriter.h"
#include "library/exportedpapers.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>

using namespace WindowDriver;

/// Copy As ▸ from the list's context menu and the Edit menu, on one or several papers, and
/// the Ctrl+C Copies setting, which a new window keeps.
class TestCopyAs : public QObject
{
    Q_OBJECT

private:
    // The acted-on papers as the writers take them.
    static QList<ExportedPaper> actedOn(MainWindow &window)
    {
        QList<ExportedPaper> papers;
        for (int row : paperList(window)->selectedSourceRows())
            papers.append(ExportedPapers::at(*window.collection(), listMarks(window), row));
        return papers;
    }

    // Picks keys one after another in the menus that open: each key opens a submenu or
    // triggers an item of the menu open at that moment.
    static void pickInMenus(const QList<Qt::Key> &keys)
    {
        for (Qt::Key key : keys) {
            QVERIFY(QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; }));
            QWidget *popup = QApplication::activePopupWidget();
            QTest::keyClick(popup, key);
            if (key != keys.last())
                QTRY_VERIFY(QApplication::activePopupWidget() != popup);
        }
        QTRY_VERIFY(!QApplication::activePopupWidget());
    }

    // Opens the list's context menu with the keyboard's menu key and picks keys in it.
    static void contextMenuPick(MainWindow &window, const QList<Qt::Key> &keys)
    {
        QVERIFY(focused() == paperList(window));
        QTimer::singleShot(0, [keys] { pickInMenus(keys); });
        QTest::keyClick(focused(), Qt::Key_Menu);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        activate(window);
        paperList(window)->setFocus();
    }

    static void editMenuPick(MainWindow &window, const QList<Qt::Key> &keys)
    {
        QVERIFY(openMenu(window, QStringLiteral("Edit")));
        pickInMenus(keys);
        activate(window);
        paperList(window)->setFocus();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFirstRun(); }

    void copiesTwoPapersAsBibtexFromTheContextMenu()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("papers.json")));
        clickRow(window, 0);
        clickRow(window, 1, Qt::ShiftModifier);
        QCOMPARE(paperList(window)->selectedCount(), 2);
        const QList<ExportedPaper> papers = actedOn(window);

        contextMenuPick(window, { Qt::Key_O, Qt::Key_B });
        QCOMPARE(QGuiApplication::clipboard()->text(),
            BibtexWriter(window.collection()->collection.name).entries(papers));
        QVERIFY(QGuiApplication::clipboard()->text().startsWith("@inproceedings{"));
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Copied 2 papers as BibTeX"));
    }

    void copiesMarkdownWithAnHtmlListOfLinksFromTheEditMenu()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("papers.json")));
        clickRow(window, 0);
        const QList<ExportedPaper> papers = actedOn(window);
        QVERIFY(!papers.first().paper.links.isEmpty());

        editMenuPick(window, { Qt::Key_O, Qt::Key_M });
        const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
        QCOMPARE(mime->text(), MarkdownWriter().entries(papers));
        QVERIFY(mime->text().startsWith("- [" + papers.first().paper.title + "](http"));
        QVERIFY(mime->html().startsWith("<ul>\n<li dir=\"auto\"><a href=\"http"));
        QVERIFY(mime->html().contains(papers.first().paper.title.toHtmlEscaped() + "</a>"));
        QCOMPARE(
            window.statusBar()->currentMessage(), QStringLiteral("Copied 1 paper as Markdown"));
    }

    void copiesTitleAndLinkAsTextAndHtml()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("papers.json")));
        clickRow(window, 0);
        const Paper paper = actedOn(window).first().paper;

        contextMenuPick(window, { Qt::Key_O, Qt::Key_L });
        const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
        QCOMPARE(mime->text(), ClipboardFormats::titleAndLinkText({ paper }));
        QVERIFY(mime->text().startsWith(paper.title + QStringLiteral(" \u2014 http")));
        QCOMPARE(mime->html(), ClipboardFormats::titleLinksHtml({ paper }));
    }

    void ctrlCCopiesTheChosenFormatAlsoInANewWindow()
    {
        {
            MainWindow window(Taxonomy::builtIn());
            openList(window, fixturePath(QStringLiteral("papers.json")));
            clickRow(window, 0);
            QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier);
            QCOMPARE(QGuiApplication::clipboard()->text(),
                ClipboardFormats::abstractsText({ actedOn(window).first().paper }));

            // Edit ▸ Copy As ▸ Ctrl+C Copies ▸ JSON
            editMenuPick(window, { Qt::Key_O, Qt::Key_C, Qt::Key_J });
            QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier);
            QVERIFY(QGuiApplication::clipboard()->text().startsWith("{\"abstract\":"));
            QCOMPARE(
                window.statusBar()->currentMessage(), QStringLiteral("Copied 1 paper as JSON"));
        }
        MainWindow again(Taxonomy::builtIn());
        openList(again, fixturePath(QStringLiteral("papers.json")));
        clickRow(again, 1);
        QGuiApplication::clipboard()->setText(clipboardSentinel);
        QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier);
        const QString json = QGuiApplication::clipboard()->text();
        QVERIFY2(json.startsWith("{\"abstract\":"), qPrintable(json.left(80)));
        QVERIFY(json.contains(actedOn(again).first().paper.id.toString()));
    }
};

QTEST_MAIN(TestCopyAs)
#include "tst_copyas.moc"
