// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile files opened in the window: refused at once with a message that says what they are,
// the open list kept; control characters shown as spaces and lone surrogates as U+FFFD.
#include "detailpane.h"
#include "elidedlabel.h"
#include "itemmodels/paperlistmodel.h"
#include "mainwindow.h"
#include "paperlistview.h"
#include "searchbar.h"
#include "tagchipbar.h"
#include "testdata.h"
#include "timebudget.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QClipboard>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <sys/stat.h>

class TestHostileFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static void openSeed(MainWindow &window)
    {
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        window.openFile(fixturePath(QStringLiteral("icml2025.txt")));
        QVERIFY(shown.wait(20000));
    }

    // Opens path in window, which must refuse it; returns the dialog's text and details.
    static QString refusal(MainWindow &window, const QString &path)
    {
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        window.openFile(path);
        if (!failed.wait(5000))
            return QStringLiteral("not refused within 5 s");
        QMessageBox *box = window.findChild<QMessageBox *>();
        for (int i = 0; i < 100 && !box; ++i) {
            QTest::qWait(50);
            box = window.findChild<QMessageBox *>();
        }
        if (!box)
            return QStringLiteral("refused without a dialog");
        const QString text = box->text() + QLatin1Char('\n') + box->informativeText();
        QTest::keyClick(box, Qt::Key_Return); // the user closes the dialog
        return text;
    }

private Q_SLOTS:
    // 300,000 combining marks in a title and an abstract froze the window for 24 s at open
    // and 12 s on every resize: what is shown keeps at most a few marks on a letter.
    void aFloodOfCombiningMarksNeitherFreezesOpeningNorResizing()
    {
        const QByteArray marks = QString(300000, QChar(0x0301)).toUtf8();
        const QString path = writeTestFile(QDir(m_dir.path()), QStringLiteral("marks.json"),
            "[{\"title\": \"A" + marks + " title\", \"abstract\": \"We study" + marks
                + " it.\"}, {\"title\": \"Another\", \"abstract\": \"Plain.\"}]");
        MainWindow window(Taxonomy::builtIn());
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QElapsedTimer timer;
        timer.start();
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        window.openFile(path);
        QVERIFY(shown.wait(20000));
        WindowDriver::clickRow(window, 0);
        QTRY_VERIFY(WindowDriver::detailPane(window)->titleText().startsWith(u'A'));
        for (int width : { 900, 1300, 1000, 1250 }) {
            window.resize(width, 800);
            QTest::qWait(1);
            window.grab(); // paints every widget at the new size
        }
        QVERIFY2(timer.elapsed() < timeBudget(3000),
            qPrintable(QStringLiteral("%1 ms to open, show and resize").arg(timer.elapsed())));
        QVERIFY(WindowDriver::detailPane(window)->titleText().count(QChar(0x0301)) <= 30);
    }

    // A tag with U+202E showed reversed on its chip.
    void aTagWithAnOverrideShowsAsWrittenOnItsChip()
    {
        MainWindow window({});
        WindowDriver::openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        WindowDriver::clickRow(window, 0);
        QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
        QTest::mouseClick(addTag, Qt::LeftButton);
        QTest::keyClicks(addTag, QStringLiteral("read "));
        // Typed as a keyboard with that character sends it (QTest types ASCII only).
        QTest::sendKeyEvent(QTest::Click, addTag, Qt::Key_unknown, QString(QChar(0x202E)), {});
        QTest::keyClicks(addTag, QStringLiteral("elif.exe"));
        QTest::keyClick(addTag, Qt::Key_Return);
        const auto chips = WindowDriver::detailPane(window)->tagBar()->findChildren<QToolButton *>(
            QStringLiteral("tagChip"));
        QTRY_COMPARE(chips.size(), 1);
        QCOMPARE(chips.first()->text(), QStringLiteral("read elif.exe  ×"));
    }

    // A pasted half-typed query widened the window from 1592 to 2425 pixels (32,767 with a
    // long paste) through its "Read as …" line, and a 100-character tag chip squeezed the list
    // to 70 pixels: nothing the user types may grow the window or a pane.
    void nothingTypedGrowsTheWindowOrAPane()
    {
        MainWindow window(Taxonomy::builtIn());
        WindowDriver::openList(window, fixturePath(QStringLiteral("icml2025.txt")));
        WindowDriver::clickRow(window, 0);
        QTest::qWait(50);
        const QSize windowSize = window.size();
        const QWidget *centre = WindowDriver::paperList(window)->parentWidget();
        const int listWidth = centre->width();
        const int detailWidth = WindowDriver::detailPane(window)->width();
        const auto unchanged = [&](const char *after) {
            QTest::qWait(100); // layouts settle and a window would grow here
            QVERIFY2(window.size() == windowSize, after);
            QVERIFY2(centre->width() == listWidth, after);
            QVERIFY2(WindowDriver::detailPane(window)->width() == detailWidth, after);
        };

        // A half-typed query of 300 characters, typed.
        QTest::keyClick(WindowDriver::focused(), Qt::Key_F, Qt::ControlModifier);
        QTest::keyClicks(WindowDriver::focused(), QStringLiteral("(\"") + QString(298, u'x'));
        QTRY_VERIFY(WindowDriver::searchBar(window)->readingLabel()->isVisible());
        unchanged("a 300-character half-typed query");
        // The longest a search box takes, pasted.
        QGuiApplication::clipboard()->setText(QStringLiteral("(\"") + QString(40000, u'y'));
        QTest::keyClick(WindowDriver::focused(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(WindowDriver::focused(), Qt::Key_V, Qt::ControlModifier);
        QTRY_VERIFY(WindowDriver::searchBar(window)->text().size() > 30000);
        unchanged("a pasted query of 32,767 characters");
        QTest::keyClick(WindowDriver::focused(), Qt::Key_Escape);
        QTRY_COMPARE(WindowDriver::visibleRows(window), 19);

        // A tag of the longest length a tag may have.
        WindowDriver::clickRow(window, 0);
        QLineEdit *addTag = WindowDriver::detailPane(window)->tagBar()->addEdit();
        addTag->setFocus();
        QTest::keyClicks(addTag, QString(100, u'w'));
        QTest::keyClick(addTag, Qt::Key_Return);
        QTRY_COMPARE(WindowDriver::detailPane(window)->tagBar()->tags().size(), 1);
        unchanged("a 100-character tag");
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init() { WindowDriver::startFresh(); } // no tag of one test in the next

    // The reproducer of issue 13: a FIFO kept the window at "Reading 0%" for ever.
    void refusesAFifoAtOnceAndKeepsTheOpenList()
    {
        MainWindow window(Taxonomy::builtIn());
        window.show();
        openSeed(window);
        const QString fifo = m_dir.filePath(QStringLiteral("papers.txt"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString text = refusal(window, fifo);
        QVERIFY2(text.contains(QLatin1String("papers.txt"))
                && text.contains(QLatin1String("named pipe (FIFO)")),
            qPrintable(text));
        QCOMPARE(WindowDriver::paperList(window)->model()->rowCount(), 19);
        QVERIFY(window.windowTitle().contains(QStringLiteral("ICML 2025")));
    }

    void refusesALoopOfLinksAsSuch()
    {
        MainWindow window(Taxonomy::builtIn());
        window.show();
        const QString loop = m_dir.filePath(QStringLiteral("loop.json"));
        QVERIFY(QFile::link(loop, loop));
        const QString text = refusal(window, loop);
        QVERIFY2(text.contains(QLatin1String("loop of links")), qPrintable(text));
    }

    void showsControlCharactersAsSpacesAndLoneSurrogatesAsReplacementCharacters()
    {
        MainWindow window(Taxonomy::builtIn());
        window.show();
        const QString path = writeTestFile(QDir(m_dir.path()), QStringLiteral("escapes.json"),
            "[{\"title\": \"Red\\u001b[31m \\ud800 title\", \"abstract\": \"An abstract.\"}]");
        QSignalSpy shown(&window, &MainWindow::collectionShown);
        window.openFile(path);
        QVERIFY(shown.wait(20000));
        const QAbstractItemModel *model = WindowDriver::paperList(window)->model();
        QCOMPARE(model->rowCount(), 1);
        const QString fffd(QChar::ReplacementCharacter);
        QCOMPARE(model->index(0, 0).data(PaperListModel::TitleRole).toString(),
            "Red [31m " + fffd + " title");
    }
};

QTEST_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
