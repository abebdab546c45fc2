// SPDX-License-Identifier: GPL-3.0-or-later
#include "lookup/searchsites.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QDesktopServices>
#include <QStandardPaths>
#include <QToolButton>

using namespace WindowDriver;

/// Stands in for the browser: records every https address the window asks to open.
class BrowserStandIn : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened.append(url); }
};

/// Find on ▸ from the list's context menu, opened with the keyboard, and from the detail
/// pane: a site's search page opens only on a click, and its address can be copied instead.
class TestFindOn : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        startFresh();
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &m_browser, "open");
        QDesktopServices::setUrlHandler(QStringLiteral("http"), &m_browser, "open");
    }
    void cleanup()
    {
        QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
        QDesktopServices::unsetUrlHandler(QStringLiteral("http"));
        m_browser.opened.clear();
    }
    void contextMenuFromTheKeyboardOpensASitesSearch();
    void copySearchLinkPutsTheAddressOnTheClipboard();
    void detailPaneSearchesADerivedTitleByItsNameOnAClick();

private:
    BrowserStandIn m_browser;
};

namespace {

// Presses the keys one after the other in the popup that is open at each step, from inside
// the context menu's own event loop: the first key opens a submenu, the last picks an item.
void pressInMenus(const QList<Qt::Key> &keys)
{
    whenPopupShows([keys](QWidget *shown) {
        QWidget *menu = shown;
        for (const Qt::Key key : keys) {
            QTRY_VERIFY(QApplication::activePopupWidget());
            menu = QApplication::activePopupWidget();
            QTest::keyClick(menu, key);
            if (key != keys.last())
                QTRY_VERIFY(QApplication::activePopupWidget() != menu);
        }
    });
}

} // namespace

void TestFindOn::contextMenuFromTheKeyboardOpensASitesSearch()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("papers.json")));
    clickRow(window, 1);
    const Paper paper = window.collection()->paper(1);
    QVERIFY(!paper.titleDerived);
    QVERIFY(m_browser.opened.isEmpty()); // nothing is looked up by showing a paper

    // Shift+F10 on the list, then F&ind On ▸ &Semantic Scholar.
    pressInMenus({ Qt::Key_I, Qt::Key_S });
    QTest::keyClick(focused(), Qt::Key_F10, Qt::ShiftModifier);
    QTRY_COMPARE(m_browser.opened.size(), 1);
    const QUrl url = m_browser.opened.first();
    QCOMPARE(url.host(), QStringLiteral("www.semanticscholar.org"));
    QCOMPARE(url, SearchSites::searchUrl(SearchSites::Site::SemanticScholar, paper.title));
}

void TestFindOn::copySearchLinkPutsTheAddressOnTheClipboard()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("papers.json")));
    clickRow(window, 0);
    const Paper paper = window.collection()->paper(0);

    // F&ind On ▸ &Copy Search Link ▸ &DBLP
    pressInMenus({ Qt::Key_I, Qt::Key_C, Qt::Key_D });
    QTest::keyClick(focused(), Qt::Key_F10, Qt::ShiftModifier);
    const QString expected
        = SearchSites::searchUrl(SearchSites::Site::Dblp, paper.title).toString(QUrl::FullyEncoded);
    QTRY_COMPARE(QGuiApplication::clipboard()->text(), expected);
    QVERIFY(expected.startsWith(QStringLiteral("https://dblp.org/search?q=")));
    QVERIFY(m_browser.opened.isEmpty()); // copying opens nothing
}

void TestFindOn::detailPaneSearchesADerivedTitleByItsNameOnAClick()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    clickRow(window, 0);
    const Paper paper = window.collection()->paper(0);
    QVERIFY(paper.titleDerived);
    auto *button = detailPane(window)->findChild<QToolButton *>(QStringLiteral("findOnButton"));
    QVERIFY(button);
    QVERIFY(button->isEnabled());

    whenPopupShows([](QWidget *shown) {
        auto *menu = qobject_cast<QMenu *>(shown);
        QVERIFY(menu);
        clickMenuItem(menu, QStringLiteral("arXiv"));
    });
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_COMPARE(m_browser.opened.size(), 1);
    const QUrl url = m_browser.opened.first();
    QCOMPARE(url.host(), QStringLiteral("arxiv.org"));
    // The derived title is not searched whole: its name and key phrase are.
    QCOMPARE(url, SearchSites::searchUrl(SearchSites::Site::Arxiv, paper));
    QVERIFY(url != SearchSites::searchUrl(SearchSites::Site::Arxiv, paper.title));
}

QTEST_MAIN(TestFindOn)
#include "tst_findon.moc"
