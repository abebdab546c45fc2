// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "mainwindow.h"
#include "paperlistview.h"
#include "searchbar.h"
#include "tagsidebar.h"
#include "testdata.h"
#include "text/textnormalizer.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTreeView>

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showsTheSeedListWithTitleAndCounts();
    void typingFiltersTheListAsYouType();
    void clickingATopicWritesItIntoTheSearchBox();
    void selectingAPaperShowsItAndCtrlCCopiesItsAbstract();
    void brokenFileLeavesTheOpenListOpen();

private:
    void openSeed(MainWindow &window);
    static int visibleRows(MainWindow &window)
    {
        return WindowDriver::paperList(window)->model()->rowCount();
    }
    static void settle() { QTest::qWait(20); }
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestMainWindow::openSeed(MainWindow &window)
{
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    window.openFile(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(shown.wait(20000));
}

void TestMainWindow::showsTheSeedListWithTitleAndCounts()
{
    MainWindow window(Taxonomy::builtIn());
    window.show();
    openSeed(window);
    QVERIFY(window.windowTitle().contains(QStringLiteral("ICML 2025 论文列表")));
    QCOMPARE(visibleRows(window), 19);
    QAbstractItemModelTester tester(WindowDriver::paperList(window)->model(),
        QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto labels = window.statusBar()->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
        [](const QLabel *label) { return label->text() == QStringLiteral("19 of 19 papers"); }));
}

void TestMainWindow::typingFiltersTheListAsYouType()
{
    MainWindow window(Taxonomy::builtIn());
    window.show();
    openSeed(window);
    const LoadedCollectionPtr collection = window.collection();

    // Reference: papers with a word starting with "diffusion" in title or abstract.
    int expected = 0;
    for (qsizetype row = 0; row < collection->size(); ++row) {
        const Paper paper = collection->paper(row);
        bool found = false;
        const QString text = TextNormalizer::fold(paper.title + QLatin1Char(' ') + paper.abstract);
        TextNormalizer::forEachToken(text, [&](qsizetype start, qsizetype length) {
            found |= QStringView(text).mid(start, length).startsWith(u"diffusion");
        });
        expected += found;
    }
    QVERIFY(expected > 0 && expected < 19);

    WindowDriver::searchBar(window)->focusSearch();
    QTest::keyClicks(WindowDriver::searchBar(window)->lineEdit(), QStringLiteral("Diffusion"));
    QTRY_COMPARE(visibleRows(window), expected);
    // Esc clears the box and brings every paper back.
    QTest::keyClick(WindowDriver::searchBar(window)->lineEdit(), Qt::Key_Escape);
    QTRY_COMPARE(visibleRows(window), 19);
    // Typing fast and then changing the text: the newest text decides.
    QTest::keyClicks(WindowDriver::searchBar(window)->lineEdit(), QStringLiteral("protein"));
    QTest::keyClick(WindowDriver::searchBar(window)->lineEdit(), Qt::Key_Escape);
    QTest::keyClicks(WindowDriver::searchBar(window)->lineEdit(), QStringLiteral("xyzzy-nothing"));
    QTRY_COMPARE(visibleRows(window), 0);
}

void TestMainWindow::clickingATopicWritesItIntoTheSearchBox()
{
    MainWindow window(Taxonomy::builtIn());
    window.show();
    openSeed(window);
    QTreeView *tree = WindowDriver::sidebar(window)->view();
    QAbstractItemModel *model = tree->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    // The first topic row with papers in it.
    QModelIndex topic;
    for (int area = 0; area < model->rowCount() && !topic.isValid(); ++area) {
        const QModelIndex parent = model->index(area, 0);
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex child = model->index(row, 0, parent);
            if (child.data(TagModel::KindRole).value<TagModel::Kind>() == TagModel::Kind::Topic
                && child.data(TagModel::CountRole).toLongLong() > 0) {
                topic = child;
                break;
            }
        }
    }
    QVERIFY(topic.isValid());
    const qsizetype count = topic.data(TagModel::CountRole).toLongLong();
    const QString name = topic.data(TagModel::NameRole).toString();
    tree->scrollTo(topic);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(topic).center());
    QTRY_COMPARE(visibleRows(window), int(count));
    QVERIFY2(WindowDriver::searchBar(window)->text().contains(QStringLiteral("topic:")),
        qPrintable(WindowDriver::searchBar(window)->text()));
    QVERIFY(WindowDriver::searchBar(window)->text().contains(
        name.section(QLatin1Char(' '), 0, 0), Qt::CaseInsensitive));
    // The selected row says so, and a second click on it shows every paper again.
    QCOMPARE(TermState(topic.data(TagModel::StateRole).toInt()), TermState::Included);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(topic).center());
    QTRY_COMPARE(visibleRows(window), 19);
}

void TestMainWindow::selectingAPaperShowsItAndCtrlCCopiesItsAbstract()
{
    MainWindow window(Taxonomy::builtIn());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openSeed(window);
    PaperListView *list = WindowDriver::paperList(window);
    const QModelIndex third = list->model()->index(2, 0);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(third).center());
    const Paper paper = window.collection()->paper(2);
    QTRY_COMPARE(WindowDriver::detailPane(window)->titleText(), paper.title);
    QCOMPARE(WindowDriver::detailPane(window)->abstractText(), paper.abstract);

    list->setFocus();
    QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), paper.abstract);

    // Two papers: abstracts separated by a blank line, in list order.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ShiftModifier,
        list->visualRect(list->model()->index(3, 0)).center());
    QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(),
        paper.abstract + QStringLiteral("\n\n") + window.collection()->abstract(3));
}

void TestMainWindow::brokenFileLeavesTheOpenListOpen()
{
    MainWindow window(Taxonomy::builtIn());
    window.show();
    openSeed(window);
    QSignalSpy failed(&window, &MainWindow::loadFailed);
    window.openFile(fixturePath(QStringLiteral("gui-broken-nul.txt")));
    QVERIFY(failed.wait(20000));
    QTRY_VERIFY(window.findChild<QMessageBox *>() != nullptr);
    auto *box = window.findChild<QMessageBox *>();
    QVERIFY(box->text().contains(QStringLiteral("gui-broken-nul.txt")));
    QVERIFY(box->informativeText().contains(QStringLiteral("NUL"), Qt::CaseInsensitive)
        || box->informativeText().contains(QStringLiteral("binary"), Qt::CaseInsensitive));
    box->accept();
    QCOMPARE(visibleRows(window), 19);
    QVERIFY(window.windowTitle().contains(QStringLiteral("ICML 2025")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
