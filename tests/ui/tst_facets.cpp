// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "mainwindow.h"
#include "paperlistview.h"
#include "searchbar.h"
#include "sidebartestwindow.h"
#include "testdata.h"
#include "topics/taxonomy.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTextBrowser>

/// The Keywords section a user works with: the list's own keywords (arXiv categories, the
/// sections of a Markdown list) listed with their counts, a click that writes `keyword:` into
/// the search box and narrows the list, and no section for a list without keywords.
class TestFacets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void clickingAnArxivCategoryNarrowsTheList();
    void clickingAMarkdownSectionNarrowsTheList();
    void typedKeywordPrefixFindsEveryCategoryStartingWithIt();
    void aPlainListHasNoKeywordsSection();

private:
    static bool hasKeywordsSection(const TagModel &model);
};

const QString keyword = QStringLiteral("keyword");

void TestFacets::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    WindowDriver::removeLibrary();
}

void TestFacets::init()
{
    QSettings().clear();
}

bool TestFacets::hasKeywordsSection(const TagModel &model)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        if (index.data(TagModel::KindRole).value<TagModel::Kind>() == TagModel::Kind::Section
            && index.data(TagModel::NameRole).toString() == QStringLiteral("Keywords"))
            return true;
    }
    return false;
}

void TestFacets::clickingAnArxivCategoryNarrowsTheList()
{
    SidebarTestWindow w;
    w.sidebar.open(fixturePath(QStringLiteral("arxiv-metadata.jsonl")));
    QCOMPARE(w.visibleRows(), 2);
    QVERIFY(hasKeywordsSection(*WindowDriver::tagModel(w.window)));
    // Every category of the two papers, each with its count.
    for (const QString &name :
        { QStringLiteral("cs.CL"), QStringLiteral("cs.LG"), QStringLiteral("hep-th") })
        QCOMPARE(SidebarDriver::count(w.sidebar.row(keyword, name)), 1);

    w.sidebar.click(w.sidebar.row(keyword, QStringLiteral("hep-th")));
    QCOMPARE(w.query(), QStringLiteral("keyword:hep-th"));
    QTRY_COMPARE(w.visibleRows(), 1);
    QTRY_COMPARE(SidebarDriver::state(w.sidebar.row(keyword, QStringLiteral("hep-th"))),
        TermState::Included);

    // The detail pane of the paper left shows its keywords.
    WindowDriver::clickRow(w.window, 0);
    const auto views = WindowDriver::detailPane(w.window)->findChildren<QTextBrowser *>();
    const bool shown = std::any_of(views.cbegin(), views.cend(), [](const QTextBrowser *view) {
        return view->toPlainText().contains(QStringLiteral("Keywords: hep-th"));
    });
    QVERIFY(shown);

    // Clicking the only selected row again clears it.
    w.sidebar.click(w.sidebar.row(keyword, QStringLiteral("hep-th")));
    QTRY_COMPARE(w.visibleRows(), 2);
}

void TestFacets::clickingAMarkdownSectionNarrowsTheList()
{
    SidebarTestWindow w;
    w.sidebar.open(fixturePath(QStringLiteral("awesome-papers.md")));
    QCOMPARE(w.visibleRows(), 3);
    const QModelIndex images = w.sidebar.row(keyword, QStringLiteral("Image Generation"));
    QCOMPARE(SidebarDriver::count(images), 2);
    QCOMPARE(SidebarDriver::count(w.sidebar.row(keyword, QStringLiteral("Surveys"))), 1);

    w.sidebar.click(images);
    QCOMPARE(w.query(), QStringLiteral("keyword:\"Image Generation\""));
    QTRY_COMPARE(w.visibleRows(), 2);

    // Clicked again it clears; Alt+click on a section excludes it instead.
    w.sidebar.click(w.sidebar.row(keyword, QStringLiteral("Image Generation")));
    QTRY_COMPARE(w.visibleRows(), 3);
    w.sidebar.click(w.sidebar.row(keyword, QStringLiteral("Surveys")), Qt::AltModifier);
    QTRY_COMPARE(w.query(), QStringLiteral("-keyword:Surveys"));
    QTRY_COMPARE(w.visibleRows(), 2);
}

void TestFacets::typedKeywordPrefixFindsEveryCategoryStartingWithIt()
{
    SidebarTestWindow w;
    w.sidebar.open(fixturePath(QStringLiteral("arxiv-metadata.jsonl")));
    SearchBar *search = WindowDriver::searchBar(w.window);
    search->focusSearch();
    QTest::keyClicks(search->lineEdit(), QStringLiteral("keyword:cs."));
    QTRY_COMPARE(w.visibleRows(), 1);
    QTRY_COMPARE(SidebarDriver::count(w.sidebar.row(keyword, QStringLiteral("cs.LG"))), 1);
    QTest::keyClick(search->lineEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(search->lineEdit(), QStringLiteral("-keyword:\"cs.LG\""));
    QTRY_COMPARE(w.visibleRows(), 1);
}

void TestFacets::aPlainListHasNoKeywordsSection()
{
    SidebarTestWindow w;
    w.sidebar.open(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(w.visibleRows() > 0);
    QVERIFY(!hasKeywordsSection(*WindowDriver::tagModel(w.window)));
}

QTEST_MAIN(TestFacets)
#include "tst_facets.moc"
