// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "library/listmarks.h"
#include "searchbar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QCollator>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>

using namespace WindowDriver;

/// Sorting the list as a user does: clicks on the column headers, View ▸ Sort By from the
/// keyboard, relevance while searching, and the order kept for the next start.
class TestSorting : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void clickingTheTitleHeaderSortsAndClickingAgainReverses();
    void aResortKeepsTheSelectionAndTheCurrentPaper();
    void starColumnPutsStarredPapersFirst();
    void wordsInTheSearchBoxRankByRelevance();
    void sortByMenuFromTheKeyboardGoesBackToListOrder();
    void theSortIsRememberedForTheNextStart();
};

namespace {

void clickHeader(MainWindow &window, int column)
{
    QHeaderView *header = WindowDriver::paperList(window)->horizontalHeader();
    const QPoint at(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
}

/// The source rows of the papers shown, top to bottom.
QList<int> shownRows(MainWindow &window)
{
    const QAbstractItemModel *model = WindowDriver::paperList(window)->model();
    QList<int> rows;
    for (int row = 0; row < model->rowCount(); ++row)
        rows.append(model->index(row, 0).data(PaperListModel::SourceRowRole).toInt());
    return rows;
}

QStringList shownTitles(MainWindow &window)
{
    const QAbstractItemModel *model = WindowDriver::paperList(window)->model();
    QStringList titles;
    for (int row = 0; row < model->rowCount(); ++row)
        titles.append(model->index(row, 0).data(PaperListModel::TitleRole).toString());
    return titles;
}

QList<int> listOrder(int count)
{
    QList<int> rows;
    for (int row = 0; row < count; ++row)
        rows.append(row);
    return rows;
}

bool isCollated(const QStringList &titles, bool descending)
{
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    collator.setNumericMode(true);
    for (qsizetype i = 1; i < titles.size(); ++i) {
        const int order = collator.compare(titles[i - 1], titles[i]);
        if (descending ? order < 0 : order > 0)
            return false;
    }
    return true;
}

/// Types text into the search box and waits until the list shows its result (the query is
/// applied on the next turn of the event loop).
void typeInSearch(MainWindow &window, const QString &text, const QString &count)
{
    activate(window);
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(WindowDriver::searchBar(window)->isAncestorOf(focused()));
    QTest::keyClicks(focused(), text);
    QTRY_COMPARE(WindowDriver::searchBar(window)->text(), text);
    QTRY_COMPARE(countLabelText(window), count);
}

} // namespace

void TestSorting::init()
{
    startFirstRun();
}

void TestSorting::clickingTheTitleHeaderSortsAndClickingAgainReverses()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    const int count = visibleRows(window);
    QCOMPARE(shownRows(window), listOrder(count));

    clickHeader(window, PaperListModel::TitleColumn);
    QVERIFY(shownRows(window) != listOrder(count));
    QVERIFY2(isCollated(shownTitles(window), false), qPrintable(shownTitles(window).join(u'\n')));
    QHeaderView *header = WindowDriver::paperList(window)->horizontalHeader();
    QCOMPARE(header->sortIndicatorSection(), int(PaperListModel::TitleColumn));
    QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);

    clickHeader(window, PaperListModel::TitleColumn);
    QVERIFY(isCollated(shownTitles(window), true));
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(visibleRows(window), count);

    // A third click goes back to the list's own order.
    clickHeader(window, PaperListModel::TitleColumn);
    QCOMPARE(shownRows(window), listOrder(count));
    QCOMPARE(header->sortIndicatorSection(), -1);
}

void TestSorting::aResortKeepsTheSelectionAndTheCurrentPaper()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    clickRow(window, 3);
    clickRow(window, 7, Qt::ControlModifier);
    PaperListView *list = WindowDriver::paperList(window);
    const PaperId current = list->currentPaper();
    QList<PaperId> selected = list->selectedIds();
    std::sort(selected.begin(), selected.end());
    QCOMPARE(selected.size(), 2);

    clickHeader(window, PaperListModel::TitleColumn);
    QCOMPARE(list->currentPaper(), current);
    QList<PaperId> after = list->selectedIds();
    std::sort(after.begin(), after.end());
    QCOMPARE(after, selected);
    // The keys still act on them: R marks both read.
    list->setFocus();
    QTest::keyClick(focused(), Qt::Key_R);
    for (const PaperId id : selected)
        QVERIFY(
            WindowDriver::listMarks(window)->isRead(WindowDriver::listMarks(window)->rowOf(id)));
}

void TestSorting::starColumnPutsStarredPapersFirst()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    clickRow(window, 5);
    QTest::keyClick(focused(), Qt::Key_S);
    clickRow(window, 12);
    QTest::keyClick(focused(), Qt::Key_S);
    QTest::keyClick(focused(), Qt::Key_R);

    clickHeader(window, PaperListModel::StarColumn);
    // Starred first, the unread one of them above the read one; the rest in list order.
    QList<int> expected = { 5, 12 };
    for (int row = 0; row < visibleRows(window); ++row)
        if (row != 5 && row != 12)
            expected.append(row);
    QCOMPARE(shownRows(window), expected);
}

void TestSorting::wordsInTheSearchBoxRankByRelevance()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    typeInSearch(window, QStringLiteral("model"), QStringLiteral("15 of 19 papers"));
    const QList<int> ranked = shownRows(window);
    QVERIFY(ranked.size() > 3);
    QVERIFY2(!std::is_sorted(ranked.cbegin(), ranked.cend()),
        "the matching papers are ranked, not in list order");
    // A paper that has the word in its title comes before one that has it only in its
    // abstract.
    const auto titleHasWord = [&](int row) {
        return window.collection()->paper(row).title.contains(
            QStringLiteral("model"), Qt::CaseInsensitive);
    };
    QVERIFY(titleHasWord(ranked.front()));
    QVERIFY(!titleHasWord(ranked.back()));

    // Down goes to the best match and selects it.
    QTest::keyClick(focused(), Qt::Key_Down);
    QCOMPARE(WindowDriver::paperList(window)->currentPaper(),
        window.collection()->paper(ranked.front()).id);

    // Without words, the list's own order again.
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(WindowDriver::searchBar(window)->isAncestorOf(focused()));
    QTest::keyClick(focused(), Qt::Key_Escape);
    QTRY_COMPARE(shownRows(window), listOrder(visibleRows(window)));
}

void TestSorting::sortByMenuFromTheKeyboardGoesBackToListOrder()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    typeInSearch(window, QStringLiteral("model"), QStringLiteral("15 of 19 papers"));
    const QList<int> ranked = shownRows(window);
    QVERIFY(!std::is_sorted(ranked.cbegin(), ranked.cend()));

    // Alt+V, B (Sort By), L (List Order).
    QTest::keyClick(&window, Qt::Key_V, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
    QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_B);
    QTRY_VERIFY(QApplication::activePopupWidget()
        && menuItem(qobject_cast<QMenu *>(QApplication::activePopupWidget()),
            QStringLiteral("List Order")));
    QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_L);
    QTRY_VERIFY(!QApplication::activePopupWidget());
    QList<int> sorted = ranked;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(shownRows(window), sorted);

    // And Alt+V, B, I sorts by title, with the header showing it; from the list, whose T
    // would add a tag.
    activate(window);
    WindowDriver::paperList(window)->setFocus();
    QTest::keyClick(&window, Qt::Key_V, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
    QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_B);
    QTRY_VERIFY(QApplication::activePopupWidget()
        && menuItem(
            qobject_cast<QMenu *>(QApplication::activePopupWidget()), QStringLiteral("Title")));
    QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_I);
    QTRY_VERIFY(!QApplication::activePopupWidget());
    QVERIFY(isCollated(shownTitles(window), false));
    QCOMPARE(shownRows(window).size(), ranked.size());
    QCOMPARE(WindowDriver::paperList(window)->horizontalHeader()->sortIndicatorSection(),
        int(PaperListModel::TitleColumn));
}

void TestSorting::theSortIsRememberedForTheNextStart()
{
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        clickHeader(window, PaperListModel::TopicsColumn);
        clickHeader(window, PaperListModel::TopicsColumn);
        window.close();
    }
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    QHeaderView *header = WindowDriver::paperList(window)->horizontalHeader();
    QCOMPARE(header->sortIndicatorSection(), int(PaperListModel::TopicsColumn));
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
    QVERIFY(shownRows(window) != listOrder(visibleRows(window)));
}

QTEST_MAIN(TestSorting)
#include "tst_sorting.moc"
