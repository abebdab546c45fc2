// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/filtercontroller.h"
#include "itemmodels/phraselistmodel.h"
#include "searchbar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QListView>
#include <QStandardPaths>

using namespace WindowDriver;

/// The sidebar's Phrases section, driven as a user would: it names what the open list is
/// about, a click on a phrase searches for it (and a second click takes it back out), the
/// section then describes the result, and Enter on a phrase does what a click does.
class TestPhrases : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void clickingAPhraseSearchesForIt();
    void enterOnAPhraseSearchesForIt();

private:
    static QListView *phraseList(MainWindow &window)
    {
        return part<QListView>(window, "phraseList");
    }
    static QStringList phrases(MainWindow &window);
    static QModelIndex rowOf(MainWindow &window, const QString &phrase);
};

QStringList TestPhrases::phrases(MainWindow &window)
{
    QStringList texts;
    const QAbstractItemModel *model = phraseList(window)->model();
    for (int row = 0; row < model->rowCount(); ++row)
        texts << model->index(row, 0).data().toString();
    return texts;
}

QModelIndex TestPhrases::rowOf(MainWindow &window, const QString &phrase)
{
    const QAbstractItemModel *model = phraseList(window)->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(PhraseListModel::PhraseRole).toString() == phrase)
            return index;
    }
    return {};
}

void TestPhrases::clickingAPhraseSearchesForIt()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("phrases-nlp.txt")));
    window.resize(1280, 800);
    QCOMPARE(visibleRows(window), 12);
    QTRY_VERIFY2(phrases(window).contains(QStringLiteral("question answering (5)")),
        qPrintable(phrases(window).join(u", ")));
    QVERIFY2(phrases(window).contains(QStringLiteral("machine translation (4)")),
        qPrintable(phrases(window).join(u", ")));

    QListView *list = phraseList(window);
    const QModelIndex translation = rowOf(window, QStringLiteral("machine translation"));
    list->scrollTo(translation);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(translation).center());
    QCOMPARE(searchBar(window)->text(), QStringLiteral("\"machine translation\""));
    QTRY_COMPARE(visibleRows(window), 4);
    // The section now describes the four translation papers, the phrase searched in bold.
    QTRY_VERIFY(rowOf(window, QStringLiteral("machine translation")).isValid()
        && !rowOf(window, QStringLiteral("question answering")).isValid());
    QTRY_VERIFY(rowOf(window, QStringLiteral("machine translation"))
                    .data(PhraseListModel::IncludedRole)
                    .toBool());

    const QModelIndex again = rowOf(window, QStringLiteral("machine translation"));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(again).center());
    QCOMPARE(searchBar(window)->text(), QString());
    QTRY_COMPARE(visibleRows(window), 12);
}

void TestPhrases::enterOnAPhraseSearchesForIt()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("phrases-nlp.txt")));
    QTRY_VERIFY(rowOf(window, QStringLiteral("question answering")).isValid());
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("reader"));
    QTRY_COMPARE(visibleRows(window), 3);

    QListView *list = phraseList(window);
    list->setFocus(Qt::TabFocusReason);
    QCOMPARE(focused(), list);
    QTRY_VERIFY(rowOf(window, QStringLiteral("question answering")).isValid());
    list->setCurrentIndex(list->model()->index(0, 0));
    while (list->currentIndex() != rowOf(window, QStringLiteral("question answering")))
        QTest::keyClick(focused(), Qt::Key_Down);
    QTest::keyClick(focused(), Qt::Key_Return);
    QCOMPARE(searchBar(window)->text(), QStringLiteral("reader \"question answering\""));
    QTRY_COMPARE(visibleRows(window), 3);
}

QTEST_MAIN(TestPhrases)
#include "tst_phrases.moc"
