// SPDX-License-Identifier: GPL-3.0-or-later
// The search box on its own, driven by real key events: what it emits as the user types, and
// how Esc, Down and Enter behave.
#include "elidedlabel.h"
#include "searchbar.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

class TestSearchBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void typingEmitsTheTextAfterEveryKey();
    void escapeClearsTheText();
    void downAndEnterAskForTheResultsWithoutChangingTheText();
    void aProblemIsShownAsPlainTextAndHiddenAgain();

private:
    SearchBar *m_bar = nullptr;
};

void TestSearchBar::init()
{
    m_bar = new SearchBar;
    m_bar->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_bar));
    m_bar->activateWindow();
    m_bar->focusSearch();
    QTRY_COMPARE(QApplication::focusWidget(), m_bar->lineEdit());
}

void TestSearchBar::cleanup()
{
    delete m_bar;
    m_bar = nullptr;
}

void TestSearchBar::typingEmitsTheTextAfterEveryKey()
{
    QSignalSpy changed(m_bar, &SearchBar::queryChanged);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("gan"));
    QCOMPARE(changed.count(), 3);
    QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("g"));
    QCOMPARE(changed.at(2).at(0).toString(), QStringLiteral("gan"));
    QCOMPARE(m_bar->text(), QStringLiteral("gan"));
}

void TestSearchBar::escapeClearsTheText()
{
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("topic:vision"));
    QSignalSpy changed(m_bar, &SearchBar::queryChanged);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(m_bar->text(), QString());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toString(), QString());
}

void TestSearchBar::downAndEnterAskForTheResultsWithoutChangingTheText()
{
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("diffusion"));
    QSignalSpy results(m_bar, &SearchBar::resultsRequested);
    QSignalSpy changed(m_bar, &SearchBar::queryChanged);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QCOMPARE(results.count(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(results.count(), 2);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_bar->text(), QStringLiteral("diffusion"));
}

void TestSearchBar::aProblemIsShownAsPlainTextAndHiddenAgain()
{
    // One line, elided to the bar's width: its whole text is what was said.
    ElidedLabel *problem = m_bar->findChild<ElidedLabel *>();
    QVERIFY(problem);
    QVERIFY(problem->isHidden());
    m_bar->showReading(QStringLiteral("<b>unclosed</b> quote"), 4, QString(), {});
    QVERIFY(problem->isVisible());
    QCOMPARE(problem->textFormat(), Qt::PlainText);
    QVERIFY(problem->fullText().contains(QStringLiteral("<b>unclosed</b> quote")));
    QVERIFY(problem->fullText().contains(QStringLiteral("5"))); // positions count from one
    m_bar->showReading(QString(), -1, QString(), {});
    QVERIFY(problem->isHidden());
    m_bar->showReading(QString(), -1, QStringLiteral("(graph OR protein)"),
        { QStringLiteral("closing the parenthesis") });
    QVERIFY(problem->isVisible());
    QVERIFY(problem->fullText().contains(QStringLiteral("(graph OR protein)")));
}

QTEST_MAIN(TestSearchBar)
#include "tst_searchbar.moc"
