// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "filtercontroller.h"
#include "librarystate.h"
#include "searchbar.h"
#include "sidebardriver.h"
#include "tagchipbar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QUndoStack>

using namespace WindowDriver;

/// The search box as a user types into it and as the sidebar writes it: a half-typed query
/// keeps the list filled and says how it was read; renaming or deleting the tag the list is
/// filtered on carries the query along, in one undo step. Every step is a real key or mouse
/// event to the widget a user reaches.
class TestQueryFlows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void halfTypedQueryFindsWhatTheFinishedOneFinds_data();
    void halfTypedQueryFindsWhatTheFinishedOneFinds();
    void noKeystrokeOfAQueryBlanksTheList();

private:
    static void openIcml(MainWindow &window);
    static QString readingLine(MainWindow &window);
    static void typeQuery(MainWindow &window, const QString &text);
};

void TestQueryFlows::openIcml(MainWindow &window)
{
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
}

// The line under the search box, or empty while it is hidden.
QString TestQueryFlows::readingLine(MainWindow &window)
{
    const QLabel *line = window.searchBar()->readingLabel();
    return line->isVisible() ? line->text() : QString();
}

// Ctrl+F selects what the box holds, so the typed text replaces it.
void TestQueryFlows::typeQuery(MainWindow &window, const QString &text)
{
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(focused(), window.searchBar()->lineEdit());
    QTest::keyClick(focused(), Qt::Key_Backspace);
    QTest::keyClicks(focused(), text);
    QTRY_COMPARE(window.filterController()->queryText(), text);
}

void TestQueryFlows::halfTypedQueryFindsWhatTheFinishedOneFinds_data()
{
    QTest::addColumn<QString>("halfTyped");
    QTest::addColumn<QString>("finished");
    QTest::addColumn<QString>("line");

    QTest::newRow("unclosed parenthesis") << "(graph OR protein"
                                          << "(graph OR protein)"
                                          << "Read as (graph OR protein) — closing the parenthesis";
    QTest::newRow("dangling OR in an open group")
        << "(graph OR protein OR"
        << "(graph OR protein)"
        << "Read as (graph OR protein) — ignoring the dangling OR, closing the parenthesis";
    QTest::newRow("unclosed quote") << "\"causal reason"
                                    << "\"causal reasoning\""
                                    << "Read as \"causal reason\" — closing the quote";
    QTest::newRow("dangling AND") << "graph AND"
                                  << "graph"
                                  << "Read as graph — ignoring the dangling AND";
    QTest::newRow("lone minus") << "protein -"
                                << "protein"
                                << "Read as protein — ignoring the lone -";
    QTest::newRow("tag without a value") << "protein tag:"
                                         << "protein"
                                         << "Read as protein — ignoring tag: without a value";
    QTest::newRow("half-typed is: value")
        << "protein is:unr"
        << "protein is:unread"
        << "Read as protein is:unread — reading is:unr as is:unread";
}

void TestQueryFlows::halfTypedQueryFindsWhatTheFinishedOneFinds()
{
    QFETCH(QString, halfTyped);
    QFETCH(QString, finished);
    QFETCH(QString, line);
    MainWindow window(Taxonomy::builtIn());
    openIcml(window);

    typeQuery(window, finished);
    const int expected = visibleRows(window);
    QVERIFY2(expected > 0 && expected < 19, qPrintable(finished));
    QCOMPARE(readingLine(window), QString());
    const Bitset finishedResult = window.filterController()->result();

    typeQuery(window, halfTyped);
    QCOMPARE(visibleRows(window), expected);
    QCOMPARE(window.filterController()->result(), finishedResult);
    QCOMPARE(readingLine(window), line);
}

// Letter by letter, (graph OR protein) on the ICML 2025 list: no prefix shows 0 papers, and
// the line under the box says what was assumed until the text is a query as written.
void TestQueryFlows::noKeystrokeOfAQueryBlanksTheList()
{
    MainWindow window(Taxonomy::builtIn());
    openIcml(window);
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    const QString query = QStringLiteral("(graph OR protein)");
    for (qsizetype i = 0; i < query.size(); ++i) {
        QTest::keyClicks(focused(), query.mid(i, 1));
        QTRY_COMPARE(window.filterController()->queryText(), query.left(i + 1));
        QVERIFY2(visibleRows(window) > 0, qPrintable(query.left(i + 1)));
        QVERIFY2(!readingLine(window).startsWith(QStringLiteral("Searching as plain words")),
            qPrintable(readingLine(window)));
    }
    QCOMPARE(visibleRows(window), 3);
    QCOMPARE(readingLine(window), QString());
    QTest::keyClick(focused(), Qt::Key_Backspace);
    QTRY_COMPARE(readingLine(window),
        QStringLiteral("Read as (graph OR protein) — closing the parenthesis"));
    QCOMPARE(visibleRows(window), 3);
}

QTEST_MAIN(TestQueryFlows)
#include "tst_queryflows.moc"
