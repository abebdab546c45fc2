// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26's everyday paths, as a new user hit them: each a real key or mouse event to the
// widget the user reaches in the real window.
#include "detailpane.h"
#include "itemmodels/paperlistmodel.h"
#include "library/listmarks.h"
#include "searchbar.h"
#include "tagchipbar.h"
#include "tagsidebar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"
#include "wrappingtextview.h"

#include <QAbstractItemView>
#include <QClipboard>
#include <QCompleter>
#include <QLineEdit>
#include <QMimeData>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeView>

using namespace WindowDriver;

class TestEverydayPaths : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // 240 abstracts, every third about translation (more often the later it stands, so the
    // best matches are far down the list's own order).
    QString longList()
    {
        QByteArray text = "A generated list\n\n";
        for (int i = 0; i < 240; ++i) {
            text += "We study problem number " + QByteArray::number(i) + " of graphs and kernels";
            if (i % 3 == 0)
                text += QByteArray(" with machine translation").repeated(1 + i / 60);
            text += ", and report results on twenty benchmarks of our own making.\n\n";
        }
        return writeTestFile(QDir(m_dir.path()), QStringLiteral("long.txt"), text);
    }

    // A JSON list of one paper: the same text (so the same id) in two lists, with a venue
    // of each list's own.
    QString oneVenue(const QString &name, const QString &venue)
    {
        return writeTestFile(QDir(m_dir.path()), name,
            QStringLiteral(R"([{"title": "Graph nets at scale", "venue": "%1", "abstract": "We )"
                           R"(scale graph networks to a billion edges and show that they )"
                           R"(learn protein folding better than transformers of their size."}, )"
                           R"({"title": "Another", "abstract": "Something else entirely."}])")
                .arg(venue)
                .toUtf8());
    }

    // What the pane's byline shows (authors, venue, year).
    static QString byline(MainWindow &window)
    {
        for (const WrappingTextView *view :
            detailPane(window)->findChildren<WrappingTextView *>()) {
            if (view->accessibleName() == DetailPane::tr("Authors and venue"))
                return view->text();
        }
        return {};
    }

    static void typeIntoSearch(const QString &text)
    {
        QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
        QTest::keyClicks(focused(), text);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init() { startFirstRun(); }

    // 1. A paper far down clicked, then a search: the list showed the bottom of its result.
    void aNewSearchShowsTheTopOfItsResult()
    {
        MainWindow window(Taxonomy::builtIn());
        window.resize(1280, 720);
        openList(window, longList());
        clickRow(window, 237); // far down; about translation
        const PaperId clicked = paperList(window)->currentPaper();
        typeIntoSearch(QStringLiteral("translation"));
        QTRY_COMPARE(visibleRows(window), 80);
        QTest::qWait(50);
        QCOMPARE(paperList(window)->verticalScrollBar()->value(), 0);
        // The best match first: the paper with the most of the word, the last of them.
        const QModelIndex first = paperList(window)->model()->index(0, 0);
        QVERIFY2(first.data(PaperListModel::SourceRowRole).toInt() >= 180,
            qPrintable(first.data().toString()));
        // The paper clicked is in the result: it stays the current one.
        QCOMPARE(paperList(window)->currentPaper(), clicked);

        // A paper the next search does not find: the best match becomes current, so the
        // pane shows it, and the focus stays in the search box.
        QTest::keyClick(focused(), Qt::Key_Escape);
        QTRY_COMPARE(visibleRows(window), 240);
        clickRow(window, 1);
        typeIntoSearch(QStringLiteral("translation"));
        QTRY_COMPARE(visibleRows(window), 80);
        QTRY_COMPARE(paperList(window)->currentPaper(),
            paperList(window)
                ->model()
                ->index(0, 0)
                .data(PaperListModel::PaperIdRole)
                .value<PaperId>());
        QCOMPARE(focused(), searchBar(window)->lineEdit());
    }

    // 2. Typing in the search box while a big list loads: the load took the focus and the
    // next "s" starred a paper.
    void keysTypedWhileAListLoadsStayInTheSearchBox()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        window.openFile(writeLargeList(QDir(m_dir.path())));
        typeIntoSearch(QStringLiteral("diffu"));
        QVERIFY(shown.wait(30000));
        QTest::keyClicks(focused(), QStringLiteral("sion"));
        QCOMPARE(focused(), searchBar(window)->lineEdit());
        QCOMPARE(searchBar(window)->text(), QStringLiteral("diffusion"));
        QVERIFY(!listMarks(window)->isStarred(0));
    }

    // 3. Ctrl+Z after opening another list unstarred a paper of the first without a word.
    void undoingAChangeToAListNotShownSaysWhichListAndPaper()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, oneVenue(QStringLiteral("first.json"), QStringLiteral("COLING 2022")));
        clickRow(window, 0);
        QTest::keyClick(focused(), Qt::Key_S);
        QTRY_VERIFY(listMarks(window)->isStarred(0));
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        paperList(window)->setFocus();
        QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("Undid “Star 1 paper” on “Graph nets at scale” "
                                                 "in first, a list not shown")),
            qPrintable(message));
    }

    // 6. LaTeX in real titles was shown as written, in the list and the pane.
    void titlesWithLatexShowAsUnicode_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shown");
        QTest::newRow("a JSON title with an accent")
            << "accent.json"
            << QByteArray("[{\"title\": \"Variational Schr\\\\\\\"odinger Momentum Diffusion\", "
                          "\"abstract\": \"We study it.\"}]")
            << "Variational Schrödinger Momentum Diffusion";
        QTest::newRow("a JSON title with math")
            << "math.json"
            << QByteArray(R"([{"title": "$K^2$-GNN: graphs", "abstract": "We study it."}])")
            << "K²-GNN: graphs";
        QTest::newRow("a BibTeX title with math")
            << "math.bib"
            << QByteArray("@inproceedings{k, title = {D$^2$: Decentralized Training over "
                          "Decentralized Data}, abstract = {We study it.}}\n")
            << "D²: Decentralized Training over Decentralized Data";
    }
    void titlesWithLatexShowAsUnicode()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shown);
        MainWindow window(Taxonomy::builtIn());
        openList(window, writeTestFile(QDir(m_dir.path()), name, bytes));
        QCOMPARE(
            paperList(window)->model()->index(0, PaperListModel::TitleColumn).data().toString(),
            shown);
        clickRow(window, 0);
        QTRY_COMPARE(detailPane(window)->titleText(), shown);
    }

    // 8. The same paper in another list: the pane kept the first list's venue.
    void switchingListsShowsTheNewListsPaperInThePane()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, oneVenue(QStringLiteral("one.json"), QStringLiteral("Venue One")));
        clickRow(window, 0);
        QTRY_VERIFY(byline(window).contains(QStringLiteral("Venue One")));
        openList(window, oneVenue(QStringLiteral("two.json"), QStringLiteral("Venue Two")));
        QTRY_VERIFY2(
            byline(window).contains(QStringLiteral("Venue Two")), qPrintable(byline(window)));
    }

    // 9. In "Find a topic or tag…", Down and Enter did nothing.
    void theSidebarFilterGoesDownIntoTheRowsAndEnterAppliesTheFirst()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        QLineEdit *filter = sidebar(window)->filterEdit();
        QTest::mouseClick(filter, Qt::LeftButton);
        QTest::keyClicks(filter, QStringLiteral("diffusion"));
        QTest::keyClick(filter, Qt::Key_Down);
        QTreeView *tree = sidebar(window)->view();
        QCOMPARE(focused(), tree);
        QVERIFY(tree->currentIndex().data().toString().contains(QStringLiteral("iffusion")));
        QTest::mouseClick(filter, Qt::LeftButton);
        QTest::keyClick(filter, Qt::Key_Return);
        QTRY_VERIFY2(searchBar(window)->text().startsWith(QStringLiteral("topic:")),
            qPrintable(searchBar(window)->text()));
    }

    // 10. "to", Down, Enter in Add tag…: the chip came, and "to read" stayed in the box.
    void theAddTagBoxEmptiesAfterACompletion()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        clickRow(window, 0);
        QLineEdit *add = detailPane(window)->tagBar()->addEdit();
        QTest::mouseClick(add, Qt::LeftButton);
        QTest::keyClicks(add, QStringLiteral("to read"));
        QTest::keyClick(add, Qt::Key_Return);
        QTRY_COMPARE(detailPane(window)->tagBar()->tags(), QStringList { "to read" });
        clickRow(window, 1);
        QTest::mouseClick(add, Qt::LeftButton);
        QTest::keyClicks(add, QStringLiteral("to"));
        QTRY_VERIFY(add->completer()->popup()->isVisible());
        QTest::keyClick(add->completer()->popup(), Qt::Key_Down);
        QTest::keyClick(add->completer()->popup(), Qt::Key_Return);
        QTRY_COMPARE(detailPane(window)->tagBar()->tags(), QStringList { "to read" });
        QTRY_COMPARE(add->text(), QString());
    }

    // 11. Copy links of several papers gave bare addresses, one after another.
    void copyingTheLinksOfSeveralPapersGroupsThemByPaper()
    {
        MainWindow window(Taxonomy::builtIn());
        openList(window, fixturePath(QStringLiteral("awesome-papers.md")));
        clickRow(window, 0);
        clickRow(window, 1, Qt::ShiftModifier);
        QTest::keyClick(focused(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        const QString text = QGuiApplication::clipboard()->text();
        const LoadedCollection &loaded = *window.collection();
        QVERIFY2(text.startsWith(loaded.paper(0).title + u'\n'), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\n\n") + loaded.paper(1).title + u'\n'),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("\n  page: "))
            || text.contains(QStringLiteral("\n  PDF: ")));
    }
};

QTEST_MAIN(TestEverydayPaths)
#include "tst_everydaypaths.moc"
