// SPDX-License-Identifier: GPL-3.0-or-later
// `paperdesk --count` and `--export` read the user's library and never change it: run as the
// real executable against a library in every state a user can have, comparing the data folder
// (names and bytes) before and after.
#include "library/store/librarystore.h"
#include "libraryfiles.h"
#include "testdata.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

class TestReadOnlyCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void leaveTheLibraryAsItWas_data();
    void leaveTheLibraryAsItWas();
    void createNoDataFolderWithoutALibrary_data();
    void createNoDataFolderWithoutALibrary();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run run(const QStringList &arguments);
    QString folder() const { return m_home->filePath(QStringLiteral("data/Paperdesk/Paperdesk")); }
    QString library() const { return folder() + QStringLiteral("/library.sqlite"); }
    void createLibrary();

    QTemporaryDir *m_home = nullptr;
};

void TestReadOnlyCommands::init()
{
    m_home = new QTemporaryDir;
    QVERIFY(m_home->isValid());
}

void TestReadOnlyCommands::cleanup()
{
    delete m_home;
    m_home = nullptr;
}

TestReadOnlyCommands::Run TestReadOnlyCommands::run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m_home->path());
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home->filePath(QStringLiteral("data")));
    environment.insert(
        QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config")));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PAPERDESK_BINARY),
        arguments + QStringList { fixturePath(QStringLiteral("icml2025.txt")) });
    Run result;
    if (process.waitForFinished(60000))
        result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// Tags "mine" on the first three papers of the seed list, as the window would.
void TestReadOnlyCommands::createLibrary()
{
    const Run exported = run({ QStringLiteral("--export"), QStringLiteral("jsonl") });
    QCOMPARE(exported.exitCode, 0);
    QList<PaperId> ids;
    for (const QByteArray &line : exported.out.split('\n')) {
        if (!line.isEmpty() && ids.size() < 3)
            ids.append(PaperId::fromString(
                QJsonDocument::fromJson(line).object().value(QStringLiteral("id")).toString()));
    }
    QCOMPARE(ids.size(), 3);
    QVERIFY(QDir().mkpath(folder()));
    LibraryStore store;
    QVERIFY(store.open(library()));
    QVERIFY(store.addTag(ids, QStringLiteral("mine")));
}

void TestReadOnlyCommands::leaveTheLibraryAsItWas_data()
{
    QTest::addColumn<QString>("state");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("tagged"); // papers the command sees tagged "mine"; -1: no state used
    QTest::addColumn<QString>("warning"); // in stderr

    const QStringList count
        = { QStringLiteral("--count"), QStringLiteral("--query"), QStringLiteral("tag:mine") };
    const QStringList exportJsonl = { QStringLiteral("--export"), QStringLiteral("jsonl") };
    for (const auto &[name, arguments] :
        { std::pair { "count", count }, std::pair { "export", exportJsonl } }) {
        QTest::addRow("%s: a library nobody has open", name)
            << "closed" << arguments << 3 << QString();
        QTest::addRow("%s: a library a window has open and is writing to", name)
            << "open" << arguments << 4 << QString();
        QTest::addRow("%s: an older version's library is not migrated", name)
            << "older" << arguments << 3 << QString();
        QTest::addRow("%s: a damaged library is not moved aside and no state is used", name)
            << "damaged" << arguments << -1 << "It was left as it is";
        QTest::addRow("%s: a newer version's library gets no -wal or -shm", name)
            << "newer" << arguments << -1 << "newer version of Paperdesk";
    }
}

void TestReadOnlyCommands::leaveTheLibraryAsItWas()
{
    QFETCH(QString, state);
    QFETCH(QStringList, arguments);
    QFETCH(int, tagged);
    QFETCH(QString, warning);
    createLibrary();
    LibraryStore writer;
    if (state == QLatin1String("open")) {
        QVERIFY(writer.open(library()));
        // One more paper tagged, committed to the -wal only (the window keeps it open).
        const Run all = run({ QStringLiteral("--export"), QStringLiteral("jsonl") });
        const QList<QByteArray> lines = all.out.split('\n');
        QVERIFY(lines.size() > 4);
        QVERIFY(writer.addTag({ PaperId::fromString(QJsonDocument::fromJson(lines.at(3))
                                                        .object()
                                                        .value(QStringLiteral("id"))
                                                        .toString()) },
            QStringLiteral("mine")));
        QVERIFY(QFileInfo(library() + QStringLiteral("-wal")).size() > 0);
    } else if (state == QLatin1String("older")) {
        rawLibraryValue(library(), QStringLiteral("DROP INDEX paper_tags_by_tag"));
        rawLibraryValue(library(), QStringLiteral("PRAGMA user_version = 1"));
    } else if (state == QLatin1String("damaged")) {
        QByteArray bytes(16384, Qt::Uninitialized);
        QRandomGenerator(13).fillRange(reinterpret_cast<quint32 *>(bytes.data()), 4096);
        QFile file(library());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(file.write(bytes) == bytes.size());
    } else if (state == QLatin1String("newer")) {
        rawLibraryValue(library(),
            QStringLiteral("PRAGMA user_version = %1").arg(LibraryStore::schemaVersion() + 1));
    }
    auto before = folderSnapshot(folder());
    // A running writer's shared memory: every reader marks its place in it by design.
    before.remove(QStringLiteral("library.sqlite-shm"));

    const Run result = run(arguments);
    QCOMPARE(result.exitCode, 0);
    auto after = folderSnapshot(folder());
    after.remove(QStringLiteral("library.sqlite-shm"));
    QCOMPARE(after, before);
    if (state != QLatin1String("open"))
        QVERIFY2(!after.contains(QStringLiteral("library.sqlite-wal")), result.err.constData());
    if (state == QLatin1String("older"))
        QCOMPARE(rawLibraryValue(library(), QStringLiteral("PRAGMA user_version")).toInt(), 1);
    if (warning.isEmpty())
        QVERIFY2(result.err.isEmpty(), result.err.constData());
    else
        QVERIFY2(
            result.err.contains(warning.toUtf8()) && result.err.contains("unread and untagged"),
            result.err.constData());

    int seen = 0;
    if (arguments.first() == QLatin1String("--count")) {
        seen = result.out.trimmed().toInt();
    } else {
        for (const QByteArray &line : result.out.split('\n'))
            seen += line.contains("\"tags\":[\"mine\"]") ? 1 : 0;
    }
    QCOMPARE(seen, qMax(tagged, 0));
}

void TestReadOnlyCommands::createNoDataFolderWithoutALibrary_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("count") << QStringList { QStringLiteral("--count") };
    QTest::newRow("export") << QStringList { QStringLiteral("--export"), QStringLiteral("jsonl") };
}

void TestReadOnlyCommands::createNoDataFolderWithoutALibrary()
{
    QFETCH(QStringList, arguments);
    const Run result = run(arguments);
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    QVERIFY(!result.out.isEmpty());
    QVERIFY2(!QFileInfo::exists(m_home->filePath(QStringLiteral("data/Paperdesk"))),
        "a read-only command created the data folder");
}

QTEST_GUILESS_MAIN(TestReadOnlyCommands)
#include "tst_readonlycommands.moc"
