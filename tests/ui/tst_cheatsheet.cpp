// SPDX-License-Identifier: GPL-3.0-or-later
#include "cheatsheet.h"
#include "mainwindow.h"
#include "topics/taxonomy.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>

/// The cheat sheet is the one place the keys and the query syntax are written: README.md's
/// tables must be what it generates, and every shortcut of the window's menus must be in it.
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

QTEST_MAIN(TestCheatSheet)
#include "tst_cheatsheet.moc"
