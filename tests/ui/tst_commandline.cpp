// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "formats/jsonlineswriter.h"
#include "library/store/librarystore.h"
#include "testdata.h"
#include "topics/usertopics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

/// Runs the built paperdesk executable with a private data folder, as a user would.
class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void exportWithoutALibraryIsUntaggedUnreadAndCreatesNoLibrary();
    void exportCarriesTagsReadAndStarredFromTheLibrary();
    void countAgreesWithTheExport_data();
    void countAgreesWithTheExport();
    void aDeepQueryIsReadAsPlainWordsWithAMessage_data();
    void aDeepQueryIsReadAsPlainWordsWithAMessage();

private:
    QByteArray run(const QStringList &arguments);
    QList<QJsonObject> exportObjects(const QString &query = {});
    void createLibrary();

    QTemporaryDir m_home;
    QString m_list;
    LoadedCollectionPtr m_seed;
    bool m_libraryCreated = false;
};

void TestCommandLine::initTestCase()
{
    QVERIFY(m_home.isValid());
    // The child and this process must agree on LibraryStore::defaultPath().
    qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paperdesk"));
    m_list = fixturePath(QStringLiteral("icml2025.txt"));
    m_seed = CollectionLoader::load(m_list, UserTopics::loadMerged()).collection;
    QVERIFY(m_seed && m_seed->size() == 19);
}

QByteArray TestCommandLine::run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m_home.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PAPERDESK_BINARY), arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        qWarning("paperdesk %s: %s", qPrintable(arguments.join(u' ')),
            process.readAllStandardError().constData());
        return {};
    }
    return process.readAllStandardOutput();
}

QList<QJsonObject> TestCommandLine::exportObjects(const QString &query)
{
    QStringList arguments = { QStringLiteral("--export"), QStringLiteral("jsonl") };
    if (!query.isEmpty())
        arguments << QStringLiteral("--query") << query;
    QList<QJsonObject> objects;
    const QByteArray output = run(arguments << m_list);
    for (const QByteArray &line : output.split('\n'))
        if (!line.isEmpty())
            objects.append(QJsonDocument::fromJson(line).object());
    return objects;
}

void TestCommandLine::exportWithoutALibraryIsUntaggedUnreadAndCreatesNoLibrary()
{
    const QString library = LibraryStore::defaultPath();
    QVERIFY(!QFileInfo::exists(library));
    const QByteArray output = run({ QStringLiteral("--export"), QStringLiteral("jsonl"), m_list });
    const QList<QByteArray> lines = output.split('\n');
    QCOMPARE(lines.size(), 20); // 19 lines and the empty rest after the last newline
    // Byte for byte the same as before the user's state existed, plus the three new keys.
    for (int row = 0; row < 19; ++row) {
        QJsonObject expected = JsonLinesWriter::paperObject(m_seed->paper(row), m_seed->topicNames);
        expected.insert(QStringLiteral("tags"), QJsonArray());
        expected.insert(QStringLiteral("read"), false);
        expected.insert(QStringLiteral("starred"), false);
        QCOMPARE(lines.at(row) + '\n', JsonLinesWriter::line(expected));
    }
    QVERIFY2(!QFileInfo::exists(library), "an export must not create a library");
}

void TestCommandLine::createLibrary()
{
    if (m_libraryCreated)
        return;
    const QList<Paper> &papers = m_seed->collection.papers;
    LibraryStore store;
    QVERIFY(store.open(LibraryStore::defaultPath()));
    QVERIFY(store.addTag({ papers[0].id, papers[1].id }, QStringLiteral("to read")));
    QVERIFY(store.addTag({ papers[1].id }, QStringLiteral("Proofs")));
    QVERIFY(store.setRead({ papers[0].id }, true));
    QVERIFY(store.setStarred({ papers[2].id }, true));
    store.close();
    m_libraryCreated = true;
}

void TestCommandLine::exportCarriesTagsReadAndStarredFromTheLibrary()
{
    createLibrary();
    const QList<QJsonObject> objects = exportObjects();
    QCOMPARE(objects.size(), 19);
    QHash<QString, QJsonObject> byId;
    for (const QJsonObject &object : objects)
        byId.insert(object.value(QStringLiteral("id")).toString(), object);
    const QList<Paper> &papers = m_seed->collection.papers;
    const QJsonObject first = byId.value(papers[0].id.toString());
    const QJsonObject second = byId.value(papers[1].id.toString());
    const QJsonObject third = byId.value(papers[2].id.toString());
    QCOMPARE(
        first.value(QStringLiteral("tags")).toArray(), QJsonArray({ QStringLiteral("to read") }));
    QCOMPARE(second.value(QStringLiteral("tags")).toArray(),
        QJsonArray({ QStringLiteral("to read"), QStringLiteral("Proofs") }));
    QCOMPARE(first.value(QStringLiteral("read")), QJsonValue(true));
    QCOMPARE(second.value(QStringLiteral("read")), QJsonValue(false));
    QCOMPARE(third.value(QStringLiteral("starred")), QJsonValue(true));
    QCOMPARE(first.value(QStringLiteral("starred")), QJsonValue(false));
    QCOMPARE(third.value(QStringLiteral("tags")).toArray(), QJsonArray());
}

void TestCommandLine::countAgreesWithTheExport_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("expected"); // from createLibrary(); -1: only compare the two

    QTest::newRow("a tag with a space, quoted") << QStringLiteral("tag:\"to read\"") << 2;
    QTest::newRow("tag names compare case-insensitively") << QStringLiteral("tag:proofs") << 1;
    QTest::newRow("unread is every paper not marked read") << QStringLiteral("is:unread") << 18;
    QTest::newRow("starred") << QStringLiteral("is:starred") << 1;
    QTest::newRow("untagged") << QStringLiteral("is:untagged") << 17;
    QTest::newRow("tag and not read") << QStringLiteral("tag:\"to read\" -is:read") << 1;
    QTest::newRow("words and state together") << QStringLiteral("model is:unread") << -1;
    QTest::newRow("an unknown tag matches nothing") << QStringLiteral("tag:nosuchtag") << 0;
}

void TestCommandLine::countAgreesWithTheExport()
{
    QFETCH(QString, query);
    QFETCH(int, expected);
    createLibrary();
    const QByteArray count
        = run({ QStringLiteral("--count"), QStringLiteral("--query"), query, m_list }).trimmed();
    QVERIFY(!count.isEmpty());
    const QList<QJsonObject> objects = exportObjects(query);
    QCOMPARE(count.toInt(), int(objects.size()));
    if (expected >= 0)
        QCOMPARE(count.toInt(), expected);
}

void TestCommandLine::aDeepQueryIsReadAsPlainWordsWithAMessage_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("50,000 nested parentheses")
        << QStringLiteral("(").repeated(50000) + "model" + QStringLiteral(")").repeated(50000);
    QTest::newRow("50,000 minus signs") << QStringLiteral("-").repeated(50000) + "model";
    QTest::newRow("50,000 unclosed parentheses") << QStringLiteral("(").repeated(50000);
}

void TestCommandLine::aDeepQueryIsReadAsPlainWordsWithAMessage()
{
    QFETCH(QString, query);
    QProcess process;
    process.start(QStringLiteral(PAPERDESK_BINARY),
        { QStringLiteral("--count"), QStringLiteral("--query"), query, m_list });
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // no signal 11
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardError().contains("nests deeper than 100 levels"));
    bool isNumber = false;
    process.readAllStandardOutput().trimmed().toInt(&isNumber);
    QVERIFY(isNumber);
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
