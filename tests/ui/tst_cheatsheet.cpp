// SPDX-License-Identifier: GPL-3.0-or-later
#include "cheatsheet.h"
#include "mainwindow.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

/// The cheat sheet is the one place the keys and the query syntax are written: README.md's
/// tables must be what it generates, and every shortcut of the window's menus must be in it.
/// F1 shows it in a window of its own that leaves the main window usable.
class TestCheatSheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readmeTablesAreTheGeneratedOnes_data();
    void readmeTablesAreTheGeneratedOnes();
    void everyMenuShortcutHasARow();
    void cellsBecomeEscapedHtmlWithCodeSpans_data();
    void cellsBecomeEscapedHtmlWithCodeSpans();
    void f1OpensACheatSheetBesideTheWindowAndF1OrEscClosesIt();

private:
    static QString readmeTable(const QString &heading);
};

void TestCheatSheet::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// The first pipe table after the "## heading" line of README.md, each line with its newline.
QString TestCheatSheet::readmeTable(const QString &heading)
{
    QFile file(QStringLiteral(PAPERDESK_SOURCE_DIR "/README.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return QStringLiteral("cannot read ") + file.fileName();
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    qsizetype line = lines.indexOf(QStringLiteral("## ") + heading);
    if (line < 0)
        return QStringLiteral("no heading ## ") + heading;
    while (++line < lines.size() && !lines.at(line).startsWith(QLatin1Char('|'))) { }
    QString table;
    for (; line < lines.size() && lines.at(line).startsWith(QLatin1Char('|')); ++line)
        table += lines.at(line) + QLatin1Char('\n');
    return table;
}

void TestCheatSheet::readmeTablesAreTheGeneratedOnes_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("generated");
    QTest::newRow("keyboard") << QStringLiteral("Keyboard")
                              << CheatSheet::markdown(CheatSheet::keys());
    QTest::newRow("search syntax")
        << QStringLiteral("Search syntax") << CheatSheet::markdown(CheatSheet::searchSyntax());
}

void TestCheatSheet::readmeTablesAreTheGeneratedOnes()
{
    QFETCH(QString, heading);
    QFETCH(QString, generated);
    const QString readme = readmeTable(heading);
    if (readme != generated) {
        // Line by line, so the message says which row differs; then the whole table to paste.
        const QStringList have = readme.split(QLatin1Char('\n'));
        const QStringList want = generated.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < std::max(have.size(), want.size()); ++i) {
            if (have.value(i) != want.value(i)) {
                qWarning().noquote() << "README.md's" << heading << "table should be:\n"
                                     << generated;
                QCOMPARE(have.value(i), want.value(i));
            }
        }
    }
}

void TestCheatSheet::everyMenuShortcutHasARow()
{
    MainWindow window(Taxonomy::builtIn());
    QString keys;
    for (const CheatSheet::Row &row : CheatSheet::keys().rows)
        keys += row.left + QLatin1Char('\n');

    QList<QAction *> actions = window.menuBar()->actions();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const QAction *action = actions.at(i);
        if (action->menu())
            actions.append(action->menu()->actions());
        const QString key = action->shortcut().toString(QKeySequence::PortableText);
        if (key.isEmpty())
            continue;
        // Keys 1-9 share one row.
        const bool digit = key.size() == 1 && key.at(0).isDigit();
        QVERIFY2(keys.contains(digit ? QStringLiteral("1–9") : key),
            qPrintable(action->text() + QStringLiteral(": ") + key));
    }
}

void TestCheatSheet::cellsBecomeEscapedHtmlWithCodeSpans_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("html");
    QTest::newRow("plain text") << QStringLiteral("focus the search box")
                                << QStringLiteral("focus the search box");
    QTest::newRow("code spans") << QStringLiteral("Ctrl+F or `/`")
                                << QStringLiteral("Ctrl+F or <code>/</code>");
    QTest::newRow("escaped bar inside code")
        << QStringLiteral("`diffusion OR flow`, `a \\| b`")
        << QStringLiteral("<code>diffusion OR flow</code>, <code>a | b</code>");
    QTest::newRow("markup is text") << QStringLiteral("`tag:\"<b>\"` & more")
                                    << QStringLiteral("<code>tag:&quot;&lt;b&gt;&quot;</code> "
                                                      "&amp; more");
    QTest::newRow("unclosed code span is closed")
        << QStringLiteral("`is:read") << QStringLiteral("<code>is:read</code>");
}

void TestCheatSheet::cellsBecomeEscapedHtmlWithCodeSpans()
{
    QFETCH(QString, markdown);
    QFETCH(QString, html);
    QCOMPARE(CheatSheet::inlineHtml(markdown), html);
}

void TestCheatSheet::f1OpensACheatSheetBesideTheWindowAndF1OrEscClosesIt()
{
    using namespace WindowDriver;
    startFresh();
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    // A modal box would block here: close it and remember that it came.
    bool modal = false;
    QTimer guard;
    QObject::connect(&guard, &QTimer::timeout, &guard, [&modal] {
        if (QWidget *box = QApplication::activeModalWidget()) {
            modal = true;
            box->close();
        }
    });
    guard.start(20);

    const auto sheet = [&window]() -> QWidget * {
        const auto windows = QApplication::topLevelWidgets();
        for (QWidget *widget : windows) {
            if (widget != &window && widget->isVisible() && !qobject_cast<QMenu *>(widget)
                && widget->findChild<QTextBrowser *>())
                return widget;
        }
        return nullptr;
    };
    // F1 opens it as the active window, so that Esc or F1 closes it straight away.
    const auto pressF1ForTheSheet = [&]() -> bool {
        QTest::keyClick(focused(), Qt::Key_F1);
        return QTest::qWaitFor([&] { return sheet() && QApplication::activeWindow() == sheet(); });
    };
    QVERIFY(pressF1ForTheSheet());
    QVERIFY(!modal);
    QCOMPARE(sheet()->windowModality(), Qt::NonModal);
    const QString text = sheet()->findChild<QTextBrowser *>()->toPlainText();
    for (const char *row :
        { "is:read", "is:unread", "is:starred", "is:unstarred", "is:tagged", "is:untagged",
            "has:code", "tag:", "Ctrl+Q", "Shift+click", "Ctrl+Shift+C", "Ctrl+Shift+A", "1–9" })
        QVERIFY2(text.contains(QString::fromUtf8(row)), row);
    QTest::keyClick(focused(), Qt::Key_Escape);
    QTRY_VERIFY(sheet() == nullptr);

    // The window stays usable while the sheet is open, and F1 there closes it.
    activate(window);
    QVERIFY(pressF1ForTheSheet());
    activate(window);
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("memory"));
    QTRY_COMPARE(visibleRows(window), 1);
    QVERIFY(sheet() != nullptr);
    QTest::keyClick(focused(), Qt::Key_F1);
    QTRY_VERIFY(sheet() == nullptr);

    // F1 in the sheet closes it too.
    QVERIFY(pressF1ForTheSheet());
    QTest::keyClick(focused(), Qt::Key_F1);
    QTRY_VERIFY(sheet() == nullptr);
    QVERIFY(!modal);
}

QTEST_MAIN(TestCheatSheet)
#include "tst_cheatsheet.moc"
