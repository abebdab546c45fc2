// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "elidedlabel.h"
#include "itemmodels/filtercontroller.h"
#include "library/listmarks.h"
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
    void renamingTheFilteredTagRewritesTheQueryAndUndoRestoresBoth();
    void deletingTheFilteredTagTakesItsTermOutAndUndoRestoresBoth();

private:
    static void openIcml(MainWindow &window);
    static QString readingLine(MainWindow &window);
    static void typeQuery(MainWindow &window, const QString &text);
    static void tagThroughDetailPane(MainWindow &window, int row, const QString &tag);
    static void pickSidebarMenuItem(
        MainWindow &window, const QString &tag, const QString &item, const QString &answer = {});
};

void TestQueryFlows::openIcml(MainWindow &window)
{
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
}

// The line under the search box, or empty while it is hidden.
QString TestQueryFlows::readingLine(MainWindow &window)
{
    const ElidedLabel *line = WindowDriver::searchBar(window)->readingLabel();
    return line->isVisible() ? line->fullText() : QString();
}

// Ctrl+F selects what the box holds, so the typed text replaces it.
void TestQueryFlows::typeQuery(MainWindow &window, const QString &text)
{
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(focused(), WindowDriver::searchBar(window)->lineEdit());
    QTest::keyClick(focused(), Qt::Key_Backspace);
    QTest::keyClicks(focused(), text);
    QTRY_COMPARE(WindowDriver::filterController(window)->queryText(), text);
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
    const Bitset finishedResult = WindowDriver::filterController(window)->result();

    typeQuery(window, halfTyped);
    QCOMPARE(visibleRows(window), expected);
    QCOMPARE(WindowDriver::filterController(window)->result(), finishedResult);
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
        QTRY_COMPARE(WindowDriver::filterController(window)->queryText(), query.left(i + 1));
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

void TestQueryFlows::tagThroughDetailPane(MainWindow &window, int row, const QString &tag)
{
    clickRow(window, row);
    QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
    QTest::mouseClick(addTag, Qt::LeftButton);
    QTest::keyClicks(addTag, tag);
    QTest::keyClick(addTag, Qt::Key_Return);
    QTRY_VERIFY(WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));
}

// Right-click on the tag's sidebar row, then the item picked with the keyboard; a name
// dialog that opens is answered by typing over its text.
void TestQueryFlows::pickSidebarMenuItem(
    MainWindow &window, const QString &tag, const QString &item, const QString &answer)
{
    SidebarDriver sidebar(window);
    bool answered = answer.isEmpty();
    if (!answered) {
        whenPopupShows([&](QWidget *shown) {
            auto *dialog = qobject_cast<QInputDialog *>(shown);
            QVERIFY(dialog);
            QLineEdit *edit = dialog->findChild<QLineEdit *>();
            QVERIFY(edit);
            QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(edit, answer);
            QTest::keyClick(edit, Qt::Key_Return);
            answered = true;
        });
    }
    sidebar.withContextMenu(sidebar.row(QStringLiteral("tag"), tag), [&](QMenu *menu) {
        const QList<QAction *> actions = menu->actions();
        const auto it = std::find_if(actions.cbegin(), actions.cend(),
            [&](QAction *action) { return action->text().remove(u'&') == item; });
        QVERIFY2(it != actions.cend(), qPrintable(item));
        menu->setActiveAction(*it);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    QTRY_VERIFY(answered);
    activate(window);
}

void TestQueryFlows::renamingTheFilteredTagRewritesTheQueryAndUndoRestoresBoth()
{
    MainWindow window(Taxonomy::builtIn());
    openIcml(window);
    SidebarDriver sidebar(window);
    const QString from = QStringLiteral("draft");
    const QString to = QStringLiteral("to read");
    tagThroughDetailPane(window, 2, from);
    tagThroughDetailPane(window, 5, from);

    sidebar.click(sidebar.row(QStringLiteral("tag"), from));
    QCOMPARE(WindowDriver::searchBar(window)->text(), QStringLiteral("tag:draft"));
    QTRY_COMPARE(visibleRows(window), 2);

    pickSidebarMenuItem(window, from, QStringLiteral("Rename…"), to);
    QTRY_COMPARE(WindowDriver::searchBar(window)->text(), QStringLiteral("tag:\"to read\""));
    QTRY_COMPARE(
        WindowDriver::filterController(window)->queryText(), QStringLiteral("tag:\"to read\""));
    QCOMPARE(visibleRows(window), 2);
    QCOMPARE(SidebarDriver::state(sidebar.row(QStringLiteral("tag"), to)), TermState::Included);
    QCOMPARE(readingLine(window), QString());

    // One step undoes both: the tag's old name and the query that filtered on it.
    WindowDriver::paperList(window)->setFocus();
    QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(WindowDriver::searchBar(window)->text(), QStringLiteral("tag:draft"));
    QTRY_COMPARE(WindowDriver::filterController(window)->queryText(), QStringLiteral("tag:draft"));
    QVERIFY(sidebar.row(QStringLiteral("tag"), from).isValid());
    QCOMPARE(visibleRows(window), 2);
    QCOMPARE(SidebarDriver::state(sidebar.row(QStringLiteral("tag"), from)), TermState::Included);

    QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(WindowDriver::searchBar(window)->text(), QStringLiteral("tag:\"to read\""));
    QTRY_COMPARE(visibleRows(window), 2);
}

void TestQueryFlows::deletingTheFilteredTagTakesItsTermOutAndUndoRestoresBoth()
{
    MainWindow window(Taxonomy::builtIn());
    openIcml(window);
    SidebarDriver sidebar(window);
    const QString tag = QStringLiteral("skim later");
    sidebar.setHideEmpty(false); // the row stays to be clicked whatever the words find
    typeQuery(window, QStringLiteral("model"));
    const int withWord = visibleRows(window);
    tagThroughDetailPane(window, 1, tag);
    sidebar.click(sidebar.row(QStringLiteral("tag"), tag));
    QCOMPARE(WindowDriver::searchBar(window)->text(), QStringLiteral("model tag:\"skim later\""));
    QTRY_COMPARE(visibleRows(window), 1);

    pickSidebarMenuItem(window, tag, QStringLiteral("Delete Tag"));
    QCOMPARE(WindowDriver::searchBar(window)->text(), QStringLiteral("model"));
    QTRY_COMPARE(WindowDriver::filterController(window)->queryText(), QStringLiteral("model"));
    QCOMPARE(visibleRows(window), withWord);
    QVERIFY(!sidebar.row(QStringLiteral("tag"), tag).isValid());

    WindowDriver::paperList(window)->setFocus();
    QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(WindowDriver::searchBar(window)->text(), QStringLiteral("model tag:\"skim later\""));
    QTRY_COMPARE(visibleRows(window), 1);
    QCOMPARE(SidebarDriver::state(sidebar.row(QStringLiteral("tag"), tag)), TermState::Included);
    QCOMPARE(
        WindowDriver::undoStack(window)->count(), 2); // the tagging and the delete: one step each
}

QTEST_MAIN(TestQueryFlows)
#include "tst_queryflows.moc"
