// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "sidebardriver.h"
#include "testdata.h"
#include "topics/taxonomy.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QToolTip>

/// Sidebar names as a user reads them: whole at the first width, cut at their end (never in
/// the middle) when the sidebar is dragged narrower, the count always whole, the full name in
/// the tooltip.
class TestSidebarNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void firstWidthShowsTheLongestTopicNameWhole();
    void longNamesAreCutAtTheEndAndCountsStayWhole();

private:
    static QString longestTopicName(const MainWindow &window);
};

void TestSidebarNames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    WindowDriver::removeLibrary();
}

// Each test starts as a first run: no remembered splitter.
void TestSidebarNames::init()
{
    QSettings().clear();
}

// The topic name of the list that is widest at the sidebar's font.
QString TestSidebarNames::longestTopicName(const MainWindow &window)
{
    const QFontMetrics metrics(WindowDriver::sidebar(window)->view()->font());
    QString longest;
    for (const QString &name : window.collection()->topicNames) {
        if (metrics.horizontalAdvance(name) > metrics.horizontalAdvance(longest))
            longest = name;
    }
    return longest;
}

void TestSidebarNames::firstWidthShowsTheLongestTopicNameWhole()
{
    MainWindow window(Taxonomy::builtIn());
    QAbstractItemModelTester tester(
        WindowDriver::tagModel(window), QAbstractItemModelTester::FailureReportingMode::QtTest);
    SidebarDriver sidebar(window);
    // As wide as a common laptop screen, wider than the sidebar and the list need.
    window.resize(1366, 768);
    sidebar.open(fixturePath(QStringLiteral("icml2025.txt")));
    sidebar.setHideEmpty(false);
    const QString name = longestTopicName(window);
    const QString topic = QStringLiteral("topic");

    // Included, the row is bold: the name still fits, and so does its count.
    sidebar.click(sidebar.row(topic, name));
    QTRY_COMPARE(SidebarDriver::state(sidebar.row(topic, name)), TermState::Included);
    const QModelIndex row = sidebar.row(topic, name);
    const QStringList texts = sidebar.paintedTexts(row);
    QVERIFY2(texts.contains(name), qPrintable(texts.join(u'|')));
    QVERIFY2(texts.contains(QLocale().toString(SidebarDriver::count(row))),
        qPrintable(texts.join(u'|')));
}

void TestSidebarNames::longNamesAreCutAtTheEndAndCountsStayWhole()
{
    MainWindow window(Taxonomy::builtIn());
    SidebarDriver sidebar(window);
    sidebar.open(fixturePath(QStringLiteral("icml2025.txt")));
    sidebar.setHideEmpty(false);
    const QString name = longestTopicName(window);

    // The user drags the sidebar's edge to the left until long names no longer fit.
    QSplitterHandle *handle = window.findChild<QSplitter *>()->handle(1);
    const QPoint grip = handle->rect().center();
    const int nameWidth = QFontMetrics(sidebar.tree()->font()).horizontalAdvance(name);
    const QPoint to = grip - QPoint(WindowDriver::sidebar(window)->width() - nameWidth * 3 / 4, 0);
    QTest::mousePress(handle, Qt::LeftButton, {}, grip);
    QTest::mouseMove(handle, to);
    QTest::mouseRelease(handle, Qt::LeftButton, {}, to);
    QTRY_VERIFY(sidebar.tree()->viewport()->width() < nameWidth);

    const QModelIndex row = sidebar.row(QStringLiteral("topic"), name);
    QVERIFY(row.isValid());
    const QStringList texts = sidebar.paintedTexts(row);
    const QString count = QLocale().toString(SidebarDriver::count(row));
    QVERIFY2(texts.contains(count), qPrintable(texts.join(u'|')));
    const bool cutAtTheEnd = std::any_of(texts.cbegin(), texts.cend(), [&](const QString &text) {
        return text.size() > 1 && text.endsWith(QChar(0x2026)) && name.startsWith(text.chopped(1));
    });
    QVERIFY2(cutAtTheEnd, qPrintable(texts.join(u'|')));

    // Hovering the row shows the whole name and the count.
    QTreeView *view = sidebar.tree();
    const QPoint at = view->visualRect(row).center();
    QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().startsWith(name + u'\n'), qPrintable(QToolTip::text()));
    QVERIFY2(QToolTip::text().contains(count), qPrintable(QToolTip::text()));
    QToolTip::hideText();
}

QTEST_MAIN(TestSidebarNames)
#include "tst_sidebarnames.moc"
