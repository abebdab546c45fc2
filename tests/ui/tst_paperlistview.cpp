// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidedtextcache.h"
#include "highlightdelegate.h"
#include "itemmodels/paperlistmodel.h"
#include "matchmark.h"
#include "paperlistview.h"
#include "search/queryparser.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QTest>

class TestPaperListView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void homeAndEndGoToTheFirstAndLastPaper();
    void rowsHaveOneFixedHeightThatFitsALine();
    void elidesOnceAndReusesTheLine();
    void marksTheRangesOfTheShownText();
    void paintsTheMatchedWordsOfATitleMarked();
};

void TestPaperListView::homeAndEndGoToTheFirstAndLastPaper()
{
    QStandardItemModel model(50, 4);
    for (int row = 0; row < model.rowCount(); ++row)
        model.setItem(row, 1, new QStandardItem(QStringLiteral("Paper %1").arg(row)));
    PaperListView view;
    view.setModel(&model);
    view.resize(600, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setCurrentIndex(model.index(20, 1));

    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(view.currentIndex().row(), 49);
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(view.currentIndex().row(), 0);
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.currentIndex().row(), 1);
    // A whole row is selected, not one cell.
    QCOMPARE(view.selectionModel()->selectedRows().size(), 1);
}

void TestPaperListView::rowsHaveOneFixedHeightThatFitsALine()
{
    QStandardItemModel model(1000, 4);
    PaperListView view;
    view.setModel(&model);
    const int height = view.verticalHeader()->defaultSectionSize();
    QVERIFY(height >= view.fontMetrics().height());
    QCOMPARE(view.verticalHeader()->sectionResizeMode(0), QHeaderView::Fixed);
    QCOMPARE(view.rowHeight(999), height);

    QFont bigger = view.font();
    bigger.setPointSizeF(bigger.pointSizeF() * 2);
    view.setFont(bigger);
    QVERIFY(view.verticalHeader()->defaultSectionSize() > height);
}

void TestPaperListView::elidesOnceAndReusesTheLine()
{
    ElidedTextCache cache;
    const QFont font = QApplication::font();
    const QString text = QStringLiteral("A rather long title about diffusion models and the many "
                                        "ways of training them at scale");
    const ElidedTextCache::Line &line = cache.line(text, font, 120);
    QVERIFY(line.text.text().endsWith(QChar(0x2026)));
    QVERIFY(line.width <= 120);
    QCOMPARE(line.text.textFormat(), Qt::PlainText);
    QCOMPARE(&cache.line(text, font, 120), &line);
    // Another width is another line.
    QVERIFY(cache.line(text, font, 2000).text.text() == text);

    // Markup in a title stays text.
    const ElidedTextCache::Line &markup = cache.line(QStringLiteral("<b>bold</b>"), font, 2000);
    QCOMPARE(markup.text.text(), QStringLiteral("<b>bold</b>"));
    QCOMPARE(markup.text.textFormat(), Qt::PlainText);
}

void TestPaperListView::marksTheRangesOfTheShownText()
{
    ElidedTextCache cache;
    const QFont font = QApplication::font();
    const QFontMetricsF metrics(font);
    const QString text = QStringLiteral("Diffusion models beat GANs");
    const ElidedTextCache::Line &line = cache.line(text, font, 2000, { { 0, 9 }, { 17, 4 } });
    QCOMPARE(line.marks.size(), 2);
    QCOMPARE(line.marks[0].left(), 0.0);
    QCOMPARE(line.marks[0].width(), metrics.horizontalAdvance(QStringLiteral("Diffusion")));
    QCOMPARE(line.marks[1].left(), metrics.horizontalAdvance(QStringLiteral("Diffusion models ")));

    // A mark past the ellipsis is not drawn; one that runs into it is cut.
    const qreal narrow = metrics.horizontalAdvance(QStringLiteral("Diffusion mod…")) + 1;
    const ElidedTextCache::Line &cut
        = cache.line(text, font, int(narrow), { { 10, 6 }, { 17, 4 } });
    QCOMPARE(cut.marks.size(), 1);
    QVERIFY(cut.marks[0].right() <= cut.width);
}

// Pixels of the mark colour inside rect of image.
static int markedPixels(const QImage &image, const QRect &rect, const QColor &mark)
{
    Q_ASSERT(mark.isValid());
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += image.pixelColor(x, y) == mark;
    }
    return count;
}

void TestPaperListView::paintsTheMatchedWordsOfATitleMarked()
{
    QStandardItemModel model(3, PaperListModel::ColumnCount);
    model.setItem(0, PaperListModel::TitleColumn,
        new QStandardItem(QStringLiteral("Diffusion models for images")));
    model.setItem(
        1, PaperListModel::TitleColumn, new QStandardItem(QStringLiteral("Graph networks")));
    model.setItem(2, PaperListModel::TopicsColumn,
        new QStandardItem(QStringLiteral("Diffusion models"))); // not a title
    PaperListView view;
    // The marker is made from the palette: a tint of the accent colour over the base.
    QPalette palette = view.palette();
    palette.setColor(QPalette::Highlight, QColor(200, 0, 0));
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    view.setPalette(palette);
    const QColor mark = MatchMark::fill(view.palette());
    QCOMPARE(mark, MatchMark::fill(view.palette(), QPalette::Inactive));
    QVERIFY2(qAbs(mark.red() - 236) <= 1 && qAbs(mark.green() - 166) <= 1, qPrintable(mark.name()));
    HighlightDelegate delegate;
    view.setItemDelegate(&delegate);
    view.setModel(&model);
    view.resize(700, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    QVERIFY(delegate.setQuery(QueryParser::parse(u"diffusion").query));
    QVERIFY(!delegate.setQuery(QueryParser::parse(u"diffusion -graph").query)); // same marks
    view.viewport()->update();
    const QImage image = view.viewport()->grab().toImage();
    const auto cell = [&](int row, int column) {
        return view.visualRect(model.index(row, column)).intersected(image.rect());
    };
    QVERIFY(markedPixels(image, cell(0, PaperListModel::TitleColumn), mark) > 50);
    QCOMPARE(markedPixels(image, cell(1, PaperListModel::TitleColumn), mark), 0);
    QCOMPARE(markedPixels(image, cell(2, PaperListModel::TopicsColumn), mark), 0);

    // Cleared query: nothing marked.
    QVERIFY(delegate.setQuery(Query()));
    view.viewport()->update();
    QCOMPARE(
        markedPixels(view.viewport()->grab().toImage(), cell(0, PaperListModel::TitleColumn), mark),
        0);
}

QTEST_MAIN(TestPaperListView)
#include "tst_paperlistview.moc"
