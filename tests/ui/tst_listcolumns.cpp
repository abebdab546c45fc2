// SPDX-License-Identifier: GPL-3.0-or-later
// The list's columns in a pane of any width: the title gives way, so the tags and topics stay
// in sight without a horizontal scroll bar, also after the user drags a column wider and
// after a start with a layout saved by an older version.
#include "itemmodels/paperlistmodel.h"
#include "listcolumnlayout.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>

using namespace WindowDriver;

class TestListColumns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void aNarrowWindowKeepsEveryColumnInSight_data();
    void aNarrowWindowKeepsEveryColumnInSight();
    void draggingTheTagsColumnWiderTakesFromTheTitle();
    void aLayoutSavedBeforeTheTitleStretchedStillFits();
};

namespace {

/// Fails unless every column ends inside the list's viewport and no scroll bar is needed.
void checkColumnsInSight(PaperListView *list)
{
    QHeaderView *header = list->horizontalHeader();
    const int width = list->viewport()->width();
    for (int column = 0; column < PaperListModel::ColumnCount; ++column) {
        const int end = header->sectionViewportPosition(column) + header->sectionSize(column);
        QVERIFY2(end <= width,
            qPrintable(QStringLiteral("column %1 ends at %2 in a viewport %3 wide")
                           .arg(column)
                           .arg(end)
                           .arg(width)));
    }
    QVERIFY(!list->horizontalScrollBar()->isVisible());
    QVERIFY(header->sectionSize(PaperListModel::TitleColumn) >= header->minimumSectionSize());
}

void showAtWidth(MainWindow &window, int width)
{
    window.resize(width, 640);
    QTRY_COMPARE(window.width(), width);
    QApplication::processEvents();
}

} // namespace

void TestListColumns::aNarrowWindowKeepsEveryColumnInSight_data()
{
    QTest::addColumn<int>("windowWidth");
    QTest::newRow("small window") << 640;
    QTest::newRow("narrow laptop window") << 760;
    QTest::newRow("half of a wide screen") << 960;
    QTest::newRow("full HD") << 1600;
}

void TestListColumns::aNarrowWindowKeepsEveryColumnInSight()
{
    QFETCH(int, windowWidth);
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    showAtWidth(window, windowWidth);
    PaperListView *list = paperList(window);
    checkColumnsInSight(list);
    // The title has what is left: the other columns together are narrower than the pane.
    QHeaderView *header = list->horizontalHeader();
    QCOMPARE(header->length(), list->viewport()->width());
    // However narrow the pane, the title keeps most of it.
    const int pane = list->viewport()->width() - header->sectionSize(PaperListModel::StarColumn);
    const int share = qMin(pane * ListColumnLayout::titleFifths / 5,
        pane - 2 * header->minimumSectionSize()); // tags and topics keep their least width
    QVERIFY2(header->sectionSize(PaperListModel::TitleColumn) >= share - 2,
        qPrintable(QStringLiteral("title %1 of %2")
                       .arg(header->sectionSize(PaperListModel::TitleColumn))
                       .arg(pane)));
}

void TestListColumns::draggingTheTagsColumnWiderTakesFromTheTitle()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    showAtWidth(window, 1900);
    PaperListView *list = paperList(window);
    QHeaderView *header = list->horizontalHeader();
    const int tagsBefore = header->sectionSize(PaperListModel::TagsColumn);
    const int titleBefore = header->sectionSize(PaperListModel::TitleColumn);

    // The grip is the tags column's right edge, a pixel inside it.
    const int edge = header->sectionViewportPosition(PaperListModel::TagsColumn) + tagsBefore - 1;
    const int y = header->height() / 2;
    QTest::mousePress(header->viewport(), Qt::LeftButton, {}, QPoint(edge, y));
    for (int step = 1; step <= 8; ++step)
        QTest::mouseMove(header->viewport(), QPoint(edge + step * 10, y));
    QTest::mouseRelease(header->viewport(), Qt::LeftButton, {}, QPoint(edge + 80, y));

    QTRY_VERIFY(header->sectionSize(PaperListModel::TagsColumn) >= tagsBefore + 60);
    QVERIFY(header->sectionSize(PaperListModel::TitleColumn) <= titleBefore - 60);
    checkColumnsInSight(list);
}

void TestListColumns::aLayoutSavedBeforeTheTitleStretchedStillFits()
{
    {
        // The header state an older Paperdesk saved: a 400-pixel title and the last column
        // stretched to whatever the window had, here a wide one.
        PaperListModel model;
        QTableView oldList;
        oldList.setModel(&model);
        oldList.resize(1800, 400);
        oldList.horizontalHeader()->setStretchLastSection(true);
        oldList.horizontalHeader()->resizeSection(PaperListModel::TitleColumn, 400);
        oldList.horizontalHeader()->resizeSection(PaperListModel::TagsColumn, 120);
        oldList.horizontalHeader()->resizeSection(PaperListModel::TopicsColumn, 1200);
        QSettings().setValue(
            QStringLiteral("list/columns"), oldList.horizontalHeader()->saveState());
    }
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    showAtWidth(window, 900);
    checkColumnsInSight(paperList(window));
}

QTEST_MAIN(TestListColumns)
#include "tst_listcolumns.moc"
