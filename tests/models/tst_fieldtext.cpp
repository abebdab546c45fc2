// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/collectionreader.h"
#include "formats/fieldtext.h"
#include "formats/jsonlineswriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

class TestFieldText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void replacesWhatCannotBeShown_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("paragraph");
        const QString fffd(QChar::ReplacementCharacter);
        QTest::newRow("plain text stays") << "Graph nets"
                                          << "Graph nets"
                                          << "Graph nets";
        QTest::newRow("lone high surrogate") << QString::fromUtf16(u"a\xD800"
                                                                   u"b")
                                             << "a" + fffd + "b"
                                             << "a" + fffd + "b";
        QTest::newRow("lone low surrogate at the end")
            << QString::fromUtf16(u"a\xDC00") << "a" + fffd << "a" + fffd;
        QTest::newRow("surrogates in the wrong order")
            << QString::fromUtf16(u"\xDC00\xD800") << fffd + fffd << fffd + fffd;
        QTest::newRow("a real pair stays")
            << QString::fromUtf16(u"\xD83D\xDE00") << QString::fromUtf16(u"\xD83D\xDE00")
            << QString::fromUtf16(u"\xD83D\xDE00");
        QTest::newRow("NUL") << QString::fromUtf16(u"a\0b", 3) << "a b"
                             << "a b";
        QTest::newRow("escape sequence") << QString::fromUtf16(u"\x1B[2J!") << " [2J!"
                                         << " [2J!";
        QTest::newRow("DEL and a C1 control") << QString::fromUtf16(u"a\x7F\x9B") << "a  "
                                              << "a  ";
        QTest::newRow("line breaks and tabs: spaces in a line, kept in a paragraph")
            << "a\nb\tc\r\nd"
            << "a b c  d"
            << "a\nb\tc\r\nd";
        QTest::newRow("form feed and vertical tab are spaces") << "a\fb\vc"
                                                               << "a b c"
                                                               << "a b c";
    }

    void replacesWhatCannotBeShown()
    {
        QFETCH(QString, text);
        QFETCH(QString, line);
        QFETCH(QString, paragraph);
        QCOMPARE(FieldText::line(text), line);
        QCOMPARE(FieldText::paragraph(text), paragraph);
    }

    void leavesCleanTextUncopied()
    {
        const QString text = QStringLiteral("Attention is all you need");
        QVERIFY(FieldText::line(text).constData() == text.constData());
    }

    // The reproducer of issue 13: a JSON "\ud800" in a title and an author was exported as
    // "\ud800", which strict JSON parsers reject, while the abstract's became U+FFFD.
    void exportsLoneSurrogatesAsReplacementCharacters()
    {
        const QByteArray json
            = "[{\"title\": \"T\\ud800\", \"author\": \"A\\udfff\", \"abstract\": \"x\\ud800\","
              " \"venue\": \"V\\u001b\", \"id\": \"k\\u0000\"}]";
        const ReadResult result = CollectionReader::readBytes(json, QStringLiteral("s.json"));
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        const QByteArray line = JsonLinesWriter::line(
            JsonLinesWriter::paperObject(result.collection.papers.at(0), {}));
        QVERIFY2(!line.contains("\\ud") && !line.contains("\\udf"), line.constData());
        QVERIFY2(!line.contains("\\u00"), line.constData());
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        const QString fffd(QChar::ReplacementCharacter);
        QCOMPARE(object.value("title").toString(), "T" + fffd);
        QCOMPARE(object.value("authors").toArray().at(0).toString(), "A" + fffd);
        QCOMPARE(object.value("abstract").toString(), "x" + fffd);
        QCOMPARE(object.value("venue").toString(), "V ");
        QCOMPARE(result.collection.papers.at(0).sourceKey, "k ");
    }
};

QTEST_GUILESS_MAIN(TestFieldText)
#include "tst_fieldtext.moc"
