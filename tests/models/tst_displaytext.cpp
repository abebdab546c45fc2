// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/displaytext.h"

#include <QTest>

/// DisplayText: what a widget shows of a file's or a user's text.
class TestDisplayText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTextAsAWidgetShouldShowIt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("paragraph");
        const QString thirty(DisplayText::mostMarks, QChar(0x0301));
        QTest::newRow("ordinary text as it is") << "Graph nets"
                                                << "Graph nets"
                                                << "Graph nets";
        QTest::newRow("accents and scripts as they are") << "Schrödinger 中文 Tiếng Việt"
                                                         << "Schrödinger 中文 Tiếng Việt"
                                                         << "Schrödinger 中文 Tiếng Việt";
        QTest::newRow("thirty marks on a letter") << "a" + thirty << "a" + thirty << "a" + thirty;
        QTest::newRow("a flood of marks cut at thirty") << "a" + thirty + thirty + "b"
                                                        << "a" + thirty + "b"
                                                        << "a" + thirty + "b";
        QTest::newRow("marks past the BMP count too")
            << "a" + QString::fromUcs4(U"\U0001D167").repeated(40)
            << "a" + QString::fromUcs4(U"\U0001D167").repeated(30)
            << "a" + QString::fromUcs4(U"\U0001D167").repeated(30);
        QTest::newRow("a right-to-left override left out") << "tag \u202Egnp.exe"
                                                           << "tag gnp.exe"
                                                           << "tag gnp.exe";
        QTest::newRow("isolates left out") << "\u2067abc\u2069"
                                           << "abc"
                                           << "abc";
        QTest::newRow("right-to-left letters as they are") << "\u05E9\u05DC\u05D5\u05DD"
                                                           << "\u05E9\u05DC\u05D5\u05DD"
                                                           << "\u05E9\u05DC\u05D5\u05DD";
        QTest::newRow("a line break on one line as a space") << "list\nname.txt"
                                                             << "list name.txt"
                                                             << "list\nname.txt";
        QTest::newRow("a paragraph separator on one line as a space") << "a\u2029b"
                                                                      << "a b"
                                                                      << "a\u2029b";
    }
    void showsTextAsAWidgetShouldShowIt()
    {
        QFETCH(QString, text);
        QFETCH(QString, line);
        QFETCH(QString, paragraph);
        QCOMPARE(DisplayText::line(text), line);
        QCOMPARE(DisplayText::paragraph(text), paragraph);
    }

    void givesBackTextWithNothingToChangeWithoutACopy()
    {
        const QString text = QString::fromUtf8("An ordinary title, with é and 中文");
        QVERIFY(DisplayText::line(text).isSharedWith(text));
    }
};

QTEST_APPLESS_MAIN(TestDisplayText)
#include "tst_displaytext.moc"
