// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchbar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QLabel>
#include <QListView>
#include <QStandardPaths>

using namespace WindowDriver;

/// The Phrases section on lists and results too small to have phrases of their own: it shows
/// none and says why, instead of the noise a bare frequency ratio gave ("achieves (8)" on a
/// list of 19 papers), and its phrases come back when the result grows again.
class TestTopics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void aSmallListSaysNoPhraseStandsOut();
    void aResultOfOnePaperSaysSoUntilTheSearchIsErased();

private:
    static QListView *phraseList(MainWindow &window)
    {
        return part<QListView>(window, "phraseList");
    }
    static QLabel *noneLabel(MainWindow &window) { return part<QLabel>(window, "phraseNone"); }
};

void TestTopics::aSmallListSaysNoPhraseStandsOut()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    QCOMPARE(visibleRows(window), 19);
    // Nineteen papers on nineteen subjects: no phrase is shared more than chance would have it.
    QTRY_VERIFY(noneLabel(window)->isVisible());
    QVERIFY2(noneLabel(window)->text().contains(QLatin1String("19")),
        qPrintable(noneLabel(window)->text()));
    QCOMPARE(phraseList(window)->model()->rowCount(), 0);
}

void TestTopics::aResultOfOnePaperSaysSoUntilTheSearchIsErased()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("phrases-nlp.txt")));
    QCOMPARE(visibleRows(window), 12);
    QTRY_VERIFY(phraseList(window)->model()->rowCount() > 0);
    QVERIFY(!noneLabel(window)->isVisible());

    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("grasping"));
    QTRY_COMPARE(visibleRows(window), 1);
    QTRY_VERIFY(noneLabel(window)->isVisible());
    QVERIFY2(noneLabel(window)->text().contains(QLatin1String(" 1 ")),
        qPrintable(noneLabel(window)->text()));
    QCOMPARE(phraseList(window)->model()->rowCount(), 0);

    for (int i = 0; i < 8; ++i)
        QTest::keyClick(focused(), Qt::Key_Backspace);
    QCOMPARE(searchBar(window)->text(), QString());
    QTRY_COMPARE(visibleRows(window), 12);
    QTRY_VERIFY(phraseList(window)->model()->rowCount() > 0);
    QVERIFY(!noneLabel(window)->isVisible());
}

QTEST_MAIN(TestTopics)
#include "tst_topics.moc"
