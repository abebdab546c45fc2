// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "paperlistview.h"
#include "search/queryparser.h"
#include "search/querytext.h"
#include "searchbar.h"
#include "sidebartestwindow.h"
#include "testdata.h"
#include "topics/taxonomy.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

/// What the sidebar's rows offer as a user clicks through them: Hide empty next to Match
/// Any, the fixed rows, No topic, Show Only This.
class TestSidebarFlows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void fixedRowsShowEvenWhenEmpty();
    void hiddenSiblingsComeBackForMatchAnyAndCountWhatTheyAdd();
    void noTopicRowSelectsPapersWithoutATopic();
    void showOnlyThisIsOfferedWhenItChangesTheQuery();

private:
    static Bitset papersWithoutTopic(const LoadedCollection &collection);
};

using Driver = SidebarDriver;

void TestSidebarFlows::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    WindowDriver::removeLibrary();
}

// Each test starts as a first run: no remembered splitter, Hide empty at its default.
void TestSidebarFlows::init()
{
    QSettings().clear();
}

// Computed from the topic sets, independently of the index's own set.
Bitset TestSidebarFlows::papersWithoutTopic(const LoadedCollection &collection)
{
    Bitset any(collection.size());
    for (int topic = 0; topic < collection.topicNames.size(); ++topic)
        any |= collection.index.topicSet(topic);
    return any.invert();
}

void TestSidebarFlows::fixedRowsShowEvenWhenEmpty()
{
    SidebarTestWindow w;
    w.sidebar.open(fixturePath(QStringLiteral("icml2025.txt")));
    QVERIFY(WindowDriver::sidebar(w.window)->hidesEmpty()); // the default
    const QString is = QStringLiteral("is");

    // Nothing is starred yet: Starred counts 0 and is there to be found, and so is No topic.
    const QModelIndex starred = w.sidebar.row(is, QStringLiteral("Starred"));
    QVERIFY(starred.isValid());
    QCOMPARE(Driver::count(starred), 0);
    QVERIFY(w.sidebar.row(is, QStringLiteral("No topic")).isValid());

    // Everything read: Unread counts 0 and stays, also once a row is selected.
    PaperListView *list = WindowDriver::paperList(w.window);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(list, Qt::Key_R);
    QCOMPARE(Driver::count(w.sidebar.row(is, QStringLiteral("Unread"))), 0);
    w.sidebar.click(w.sidebar.row(is, QStringLiteral("Untagged")));
    QCOMPARE(w.query(), QStringLiteral("is:untagged"));
    QTRY_COMPARE(Driver::state(w.sidebar.row(is, QStringLiteral("Untagged"))), TermState::Included);
    for (const QString &name : { QStringLiteral("Unread"), QStringLiteral("Starred"),
             QStringLiteral("Untagged"), QStringLiteral("No topic") })
        QVERIFY2(w.sidebar.row(is, name).isValid(), qPrintable(name));
    QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
}

void TestSidebarFlows::hiddenSiblingsComeBackForMatchAnyAndCountWhatTheyAdd()
{
    SidebarTestWindow w;
    w.sidebar.open(fixturePath(QStringLiteral("icml2025.txt")));
    const LoadedCollectionPtr collection = w.window.collection();
    const SearchIndex &index = collection->index;
    const QStringList &areas = collection->topicAreas;

    // A typed word narrows everything; A and B are topics of one area that share no paper
    // with it, C a third one there that has papers with it outside A and B.
    WindowDriver::searchBar(w.window)->focusSearch();
    QTest::keyClicks(WindowDriver::searchBar(w.window)->lineEdit(), QStringLiteral("model"));
    const Bitset word = index.evaluate(QueryParser::parse(u"model").query);
    QTRY_COMPARE(w.visibleRows(), int(word.count()));
    const auto in = [&](int topic) { return index.topicSet(topic) & word; };
    int a = -1, b = -1, c = -1;
    const int topics = int(collection->topicNames.size());
    for (int i = 0; i < topics && c < 0; ++i) {
        for (int j = 0; j < topics && c < 0; ++j) {
            if (i == j || areas[i] != areas[j] || in(i).isEmpty() || in(j).isEmpty()
                || !(in(i)&in(j)).isEmpty())
                continue;
            for (int k = 0; k < topics && c < 0; ++k) {
                Bitset more = in(k);
                more.andNot(index.topicSet(i) | index.topicSet(j));
                if (k != i && k != j && areas[k] == areas[i] && !more.isEmpty())
                    a = i, b = j, c = k;
            }
        }
    }
    QVERIFY2(c >= 0, "the seed list has no two disjoint topics with a third beside them");
    const QString nameA = collection->topicNames[a];
    const QString nameB = collection->topicNames[b];
    const QString nameC = collection->topicNames[c];
    const QString topic = QStringLiteral("topic");

    // One click on A: in All mode B would add nothing (it shares no paper with A), so it
    // hides, and Match Any is there to change that.
    w.sidebar.withContextMenu(w.sidebar.row(topic, areas[a]),
        [](QMenu *menu) { Driver::expectItem(menu, QStringLiteral("Match Any of These"), false); });
    w.sidebar.click(w.sidebar.row(topic, nameA));
    QTRY_COMPARE(w.visibleRows(), int(in(a).count()));
    QVERIFY(!w.sidebar.row(topic, nameB).isValid());

    // Match Any on the area: B and C come back, counted against the query without the group.
    w.sidebar.withContextMenu(w.sidebar.row(topic, areas[a]), [](QMenu *menu) {
        Driver::expectItem(menu, QStringLiteral("Match Any of These"), true);
        QTest::keyClick(menu, Qt::Key_A);
    });
    QCOMPARE(w.query(), QStringLiteral("model (topic:%1)").arg(QueryText::quoteValue(nameA)));
    QTRY_VERIFY(w.sidebar.row(topic, nameB).isValid());
    QCOMPARE(Driver::count(w.sidebar.row(topic, nameB)), in(b).count());
    QCOMPARE(Driver::state(w.sidebar.row(topic, nameA)), TermState::Included);

    // Ctrl+click B joins the group: the list shows A or B.
    w.sidebar.click(w.sidebar.row(topic, nameB), Qt::ControlModifier);
    const Bitset result = in(a) | in(b);
    QTRY_COMPARE(w.visibleRows(), int(result.count()));
    QVERIFY2(w.query().contains(QStringLiteral(" OR ")), qPrintable(w.query()));
    QCOMPARE(Driver::count(w.sidebar.row(topic, nameA)), in(a).count());
    QCOMPARE(Driver::count(w.sidebar.row(topic, nameB)), in(b).count());
    // C is in neither: it counts the papers it would bring along, and so it shows.
    QVERIFY(w.sidebar.row(topic, nameC).isValid());
    QCOMPARE(Driver::count(w.sidebar.row(topic, nameC)), in(c).count());
    // Rows of other sections count the current result as before.
    QCOMPARE(Driver::count(w.sidebar.row(QStringLiteral("is"), QStringLiteral("No topic"))),
        papersWithoutTopic(*collection).countAnd(result));

    // Taking B out again keeps the section in Any mode: B stays there to be put back.
    w.sidebar.click(w.sidebar.row(topic, nameB), Qt::ControlModifier);
    QTRY_COMPARE(w.visibleRows(), int(in(a).count()));
    QVERIFY(w.sidebar.row(topic, nameB).isValid());
    QCOMPARE(Driver::state(w.sidebar.row(topic, nameB)), TermState::Off);
}

void TestSidebarFlows::noTopicRowSelectsPapersWithoutATopic()
{
    QTemporaryDir dir;
    const QString path = writeTestFile(dir.path(), QStringLiteral("mixed.txt"),
        "Mixed list\n\n"
        "We propose a diffusion model for image generation that denoises latent codes "
        "with a learned score network and samples high fidelity images.\n\n"
        "We study reinforcement learning with a learned reward model and policy "
        "gradient methods for continuous control of robots.\n\n"
        "Sourdough bread rises best overnight in a cool kitchen, the baker said, and "
        "rye flour gives the crust its colour.");
    SidebarTestWindow w;
    w.sidebar.open(path);
    QCOMPARE(papersWithoutTopic(*w.window.collection()).count(), 1);
    const auto noTopic
        = [&w] { return w.sidebar.row(QStringLiteral("is"), QStringLiteral("No topic")); };

    QCOMPARE(Driver::count(noTopic()), 1);
    w.sidebar.click(noTopic());
    QCOMPARE(w.query(), QStringLiteral("is:topicless"));
    QTRY_COMPARE(w.visibleRows(), 1);
    QCOMPARE(Driver::state(noTopic()), TermState::Included);

    // Alt+click excludes it: every paper with a topic.
    w.sidebar.click(noTopic(), Qt::AltModifier);
    QCOMPARE(w.query(), QStringLiteral("-is:topicless"));
    QTRY_COMPARE(w.visibleRows(), 2);
    QCOMPARE(Driver::state(noTopic()), TermState::Excluded);

    // Typed by hand, the term marks the row the same way.
    QLineEdit *box = WindowDriver::searchBar(w.window)->lineEdit();
    WindowDriver::searchBar(w.window)->focusSearch();
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_COMPARE(w.visibleRows(), 3);
    QCOMPARE(Driver::state(noTopic()), TermState::Off);
    QTest::keyClicks(box, QStringLiteral("is:topicless"));
    QTRY_COMPARE(w.visibleRows(), 1);
    QTRY_COMPARE(Driver::state(noTopic()), TermState::Included);
}

void TestSidebarFlows::showOnlyThisIsOfferedWhenItChangesTheQuery()
{
    SidebarTestWindow w;
    w.sidebar.open(fixturePath(QStringLiteral("icml2025.txt")));
    const auto row = [&w](const char *name) {
        return w.sidebar.row(QStringLiteral("is"), QString::fromLatin1(name));
    };

    // The only selection: Show Only This would take it away, so it is off.
    w.sidebar.click(row("Unread"));
    QCOMPARE(w.query(), QStringLiteral("is:unread"));
    QTRY_COMPARE(Driver::state(row("Unread")), TermState::Included);
    w.sidebar.withContextMenu(row("Unread"),
        [](QMenu *menu) { Driver::expectItem(menu, QStringLiteral("Show Only This"), false); });

    // With a second row included it is on, and it drops the other row.
    w.sidebar.click(row("Untagged"), Qt::ControlModifier);
    QCOMPARE(w.query(), QStringLiteral("is:unread is:untagged"));
    QTRY_COMPARE(Driver::state(row("Untagged")), TermState::Included);
    w.sidebar.withContextMenu(row("Unread"), [](QMenu *menu) {
        Driver::expectItem(menu, QStringLiteral("Show Only This"), true);
        QTest::keyClick(menu, Qt::Key_O);
    });
    QCOMPARE(w.query(), QStringLiteral("is:unread"));

    // A typed term of a sidebar field without a row counts as another selection too.
    QLineEdit *box = WindowDriver::searchBar(w.window)->lineEdit();
    WindowDriver::searchBar(w.window)->focusSearch();
    QTest::keyClick(box, Qt::Key_End);
    QTest::keyClicks(box, QStringLiteral(" tag:nosuchtag"));
    QTRY_COMPARE(w.visibleRows(), 0);
    QCOMPARE(Driver::state(row("Unread")), TermState::Included);
    w.sidebar.withContextMenu(row("Unread"),
        [](QMenu *menu) { Driver::expectItem(menu, QStringLiteral("Show Only This"), true); });
}

QTEST_MAIN(TestSidebarFlows)
#include "tst_sidebarflows.moc"
