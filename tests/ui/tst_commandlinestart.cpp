// SPDX-License-Identifier: GPL-3.0-or-later
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

/// Runs the built paperdesk executable the way it starts a window, on a machine without a
/// display: the command line is read before a display is looked for.
class TestCommandLineStart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void unknownOptionIsNamedWithoutADisplay_data();
    void unknownOptionIsNamedWithoutADisplay();
    void helpAndVersionNeedNoDisplay_data();
    void helpAndVersionNeedNoDisplay();
    void aValidCommandLineWithoutADisplaySaysSoInOneLine_data();
    void aValidCommandLineWithoutADisplaySaysSoInOneLine();

private:
    struct Outcome
    {
        int exitCode = -1;
        bool crashed = false;
        QString out;
        QString err;
    };
    /// platform: the QT_QPA_PLATFORM to set, or empty to leave it unset.
    Outcome runWithoutDisplay(const QStringList &arguments, const QString &platform);

    QTemporaryDir m_home;
};

void TestCommandLineStart::initTestCase()
{
    QVERIFY(m_home.isValid());
}

TestCommandLineStart::Outcome TestCommandLineStart::runWithoutDisplay(
    const QStringList &arguments, const QString &platform)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        environment.remove(QString::fromLatin1(name));
    if (!platform.isEmpty())
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    environment.insert(QStringLiteral("HOME"), m_home.path());
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    environment.insert(
        QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PAPERDESK_BINARY), arguments);
    Outcome outcome;
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        outcome.err = QStringLiteral("did not exit within 20 s");
        return outcome;
    }
    outcome.crashed = process.exitStatus() != QProcess::NormalExit;
    outcome.exitCode = process.exitCode();
    outcome.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    outcome.err = QString::fromLocal8Bit(process.readAllStandardError());
    return outcome;
}

void TestCommandLineStart::unknownOptionIsNamedWithoutADisplay_data()
{
    QTest::addColumn<QString>("platform");
    QTest::newRow("QT_QPA_PLATFORM=xcb") << QStringLiteral("xcb");
    QTest::newRow("QT_QPA_PLATFORM=wayland;xcb") << QStringLiteral("wayland;xcb");
    QTest::newRow("QT_QPA_PLATFORM unset") << QString();
}

void TestCommandLineStart::unknownOptionIsNamedWithoutADisplay()
{
    QFETCH(QString, platform);
    const Outcome outcome = runWithoutDisplay({ QStringLiteral("--bogus") }, platform);
    QVERIFY2(!outcome.crashed, qPrintable(outcome.err));
    QVERIFY2(outcome.exitCode != 0, qPrintable(outcome.err));
    QVERIFY2(
        outcome.err.contains(QLatin1String("Unknown option 'bogus'")), qPrintable(outcome.err));
    QVERIFY2(!outcome.err.contains(QLatin1String("display")), qPrintable(outcome.err));
    QCOMPARE(outcome.err.count(u'\n'), 1); // one line, not Qt's abort message
}

void TestCommandLineStart::helpAndVersionNeedNoDisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--export <format>");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("[FILE…]");
    QTest::newRow("--version") << QStringLiteral("--version") << QStringLiteral("Paperdesk ");
}

void TestCommandLineStart::helpAndVersionNeedNoDisplay()
{
    QFETCH(QString, option);
    QFETCH(QString, expected);
    const Outcome outcome = runWithoutDisplay({ option }, QStringLiteral("xcb"));
    QVERIFY2(!outcome.crashed, qPrintable(outcome.err));
    QCOMPARE(outcome.exitCode, 0);
    QVERIFY2(outcome.out.contains(expected), qPrintable(outcome.out));
}

void TestCommandLineStart::aValidCommandLineWithoutADisplaySaysSoInOneLine_data()
{
    QTest::addColumn<QString>("platform");
    QTest::newRow("QT_QPA_PLATFORM=xcb") << QStringLiteral("xcb");
    QTest::newRow("QT_QPA_PLATFORM unset") << QString();
}

void TestCommandLineStart::aValidCommandLineWithoutADisplaySaysSoInOneLine()
{
    QFETCH(QString, platform);
    const Outcome outcome
        = runWithoutDisplay({ QStringLiteral(PAPERDESK_TEST_FIXTURES "/icml2025.txt") }, platform);
    QVERIFY2(!outcome.crashed, qPrintable(outcome.err));
    QCOMPARE(outcome.exitCode, 2);
    QVERIFY2(outcome.err.startsWith(QLatin1String("paperdesk: no display found")),
        qPrintable(outcome.err));
    QCOMPARE(outcome.err.count(u'\n'), 1);
}

QTEST_GUILESS_MAIN(TestCommandLineStart)
#include "tst_commandlinestart.moc"
