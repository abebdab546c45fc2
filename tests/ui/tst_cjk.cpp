// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperlistmodel.h"
#include "matchmark.h"
#include "paperlistview.h"
#include "searchbar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QInputMethodEvent>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

using namespace WindowDriver;

/// Chinese, Japanese and Korean text written without spaces is found from anywhere inside a
/// run (`扩散` in 基于扩散模型), not only from a run's start, and the list and the detail pane
/// mark exactly the characters typed. Typed into the real window's search box, key by key.
class TestCjk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startFresh(); }
    void typedCjkIsFoundInsideARunAndMarked_data();
    void typedCjkIsFoundInsideARunAndMarked();
    void anInputMethodsCommitIsSearchedAsTyped();

private:
    static void typeKeys(const QString &text);
    using Range = std::pair<qsizetype, qsizetype>;
    static QList<Range> markedInAbstract(MainWindow &window);
    static int markedPixelsInTitle(MainWindow &window, int row);
};

// QTest::keyClicks as it would be for any character: QTest::keyClicks itself maps each
// character to a key of a US keyboard and stops at the first it has no key for (every CJK
// one). Here each character is a key press and release carrying its text, as a keyboard
// layout that has the character sends it.
void TestCjk::typeKeys(const QString &text)
{
    for (const QChar c : text)
        QTest::sendKeyEvent(QTest::Click, focused(), Qt::Key_unknown, QString(c), Qt::NoModifier);
}

// The (position, length) of the detail pane's abstract painted with the match marker.
QList<TestCjk::Range> TestCjk::markedInAbstract(MainWindow &window)
{
    QList<Range> marked;
    // The pane's title, meta and links are text browsers too: the abstract is the one so named.
    const QTextBrowser *browser = nullptr;
    const auto browsers = detailPane(window)->findChildren<QTextBrowser *>();
    for (const QTextBrowser *candidate : browsers) {
        if (candidate->accessibleName() == QCoreApplication::translate("DetailPane", "Abstract"))
            browser = candidate;
    }
    if (!browser)
        return { { -1, -1 } };
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().background().color()
                == MatchMark::fill(browser->palette()))
                marked.append({ it.fragment().position(), it.fragment().length() });
        }
    }
    return marked;
}

// Pixels of the marker's fill in the row's title cell, as the list paints it.
int TestCjk::markedPixelsInTitle(MainWindow &window, int row)
{
    PaperListView *list = paperList(window);
    const QRect cell = list->visualRect(list->model()->index(row, PaperListModel::TitleColumn));
    const QImage image = list->viewport()->grab(cell).toImage();
    const QColor fill = MatchMark::fill(list->palette());
    int marked = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            marked += image.pixelColor(x, y) == fill;
    }
    return marked;
}

void TestCjk::typedCjkIsFoundInsideARunAndMarked_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("marked"); // what each mark in the abstract must read
    // The fixture: 8 short abstracts in Chinese, Japanese and Korean.
    QTest::newRow("two characters, at a run's start and inside runs")
        << QStringLiteral("扩散") << 2 << QStringLiteral("扩散");
    QTest::newRow("three characters inside a run")
        << QStringLiteral("视频生成") << 1 << QStringLiteral("视频生成");
    QTest::newRow("katakana inside a run")
        << QStringLiteral("モデル") << 1 << QStringLiteral("モデル");
    QTest::newRow("hangul inside a word") << QStringLiteral("경량") << 1 << QStringLiteral("경량");
    QTest::newRow("not across a punctuation break") << QStringLiteral("型扩") << 0 << QString();
}

void TestCjk::typedCjkIsFoundInsideARunAndMarked()
{
    QFETCH(QString, query);
    QFETCH(int, rows);
    QFETCH(QString, marked);
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("cjk-abstracts.txt")));
    QCOMPARE(visibleRows(window), 8);
    // A window of a laptop screen, so the list's titles show far enough to hold the match.
    window.resize(1280, 800);

    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(focused(), searchBar(window)->lineEdit());
    typeKeys(query);
    QTRY_COMPARE(filterController(window)->queryText(), query);
    QTRY_COMPARE(visibleRows(window), rows);
    if (rows == 0)
        return;

    QTest::keyClick(focused(), Qt::Key_Down); // into the list: the first result is shown
    QCOMPARE(focused(), paperList(window));
    for (int row = 0; row < rows; ++row) {
        if (row > 0)
            QTest::keyClick(focused(), Qt::Key_Down);
        // Every place the abstract holds the text is marked, and nothing more.
        const QString abstract = detailPane(window)->abstractText();
        QList<Range> expected;
        for (qsizetype at = 0; (at = abstract.indexOf(marked, at)) >= 0; at += marked.size())
            expected.append({ at, marked.size() });
        QVERIFY(!expected.isEmpty());
        QTRY_COMPARE(markedInAbstract(window), expected);
        QVERIFY2(markedPixelsInTitle(window, row) > 0, "the list marks the title too");
    }
}

// Chinese and Japanese are mostly typed through an input method, which hands the widget the
// chosen characters at once (a commit), not as keys.
void TestCjk::anInputMethodsCommitIsSearchedAsTyped()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("cjk-abstracts.txt")));
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(focused(), searchBar(window)->lineEdit());
    QInputMethodEvent preedit(QStringLiteral("kuosan"), {});
    QApplication::sendEvent(focused(), &preedit);
    QInputMethodEvent commit;
    commit.setCommitString(QStringLiteral("扩散"));
    QApplication::sendEvent(focused(), &commit);
    QTRY_COMPARE(filterController(window)->queryText(), QStringLiteral("扩散"));
    QTRY_COMPARE(visibleRows(window), 2);
}

QTEST_MAIN(TestCjk)
#include "tst_cjk.moc"
