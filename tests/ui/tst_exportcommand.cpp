// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "testdata.h"
#include "topics/usertopics.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

/// `paperdesk --export FORMAT [--query Q] [--output FILE] [FILE…]`, run as a user would, with
/// a private data folder: every format opens again under the same ids, and nothing but the
/// output is written.
class TestExportCommand : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    QTemporaryDir m_home;
    QTemporaryDir m_out;

    Run run(const QStringList &arguments)
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), m_home.path());
        environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath("data"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath("config"));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(PAPERDESK_BINARY), arguments);
        if (!process.waitForFinished(60000))
            return {};
        return { process.exitCode(), process.readAllStandardOutput(),
            process.readAllStandardError() };
    }

    static QList<PaperId> idsOf(const QString &path)
    {
        const auto loaded = CollectionLoader::load(path, UserTopics::loadMerged());
        QList<PaperId> ids;
        if (loaded.collection) {
            for (const Paper &paper : loaded.collection->collection.papers)
                ids.append(paper.id);
        }
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY(m_out.isValid());
    }

    void everyFormatOpensAgainUnderTheSameIds_data()
    {
        QTest::addColumn<QString>("format");
        for (const char *format : { "jsonl", "md", "bib", "ris", "csv" })
            QTest::newRow(format) << format;
    }
    void everyFormatOpensAgainUnderTheSameIds()
    {
        QFETCH(QString, format);
        // The Markdown list, whose papers all have a link and no source key: every format
        // can carry it whole.
        const QString list = fixturePath("awesome-papers.md");
        const Run toStdout = run({ "--export", format, list });
        QCOMPARE(toStdout.exitCode, 0);
        const QString stdoutCopy
            = writeTestFile(QDir(m_out.path()), "stdout." + format, toStdout.out);
        QCOMPARE(idsOf(stdoutCopy), idsOf(list));

        const QString output = m_out.filePath("output." + format);
        const Run toFile = run({ "--export", format, "--output", output, list });
        QCOMPARE(toFile.exitCode, 0);
        QVERIFY(toFile.out.isEmpty());
        QFile written(output);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), toStdout.out);
        QVERIFY2(!QFileInfo::exists(m_home.filePath("data/Paperdesk")),
            "an export created the data folder");
    }

    void aQueryAndSeveralFilesAreExportedTogether()
    {
        const QString json = fixturePath("papers.json");
        const QString bib = fixturePath("papers.bib");
        const Run both = run({ "--export", "bib", json, bib });
        QCOMPARE(both.exitCode, 0);
        const qsizetype entries = both.out.count("@inproceedings{");
        QCOMPARE(entries, idsOf(json).size() + idsOf(bib).size());
        const Run some = run({ "--export", "ris", "--query", "graph", json });
        QCOMPARE(some.exitCode, 0);
        QVERIFY(some.out.count("TY  - CPAPER") < idsOf(json).size());
    }

    void anUnwritableOutputFailsAndWritesNothing()
    {
        const QString output = m_out.filePath("missing-folder/out.csv");
        const Run result
            = run({ "--export", "csv", "--output", output, fixturePath("papers.json") });
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(output.toUtf8()), result.err.constData());
        QVERIFY(!QFileInfo::exists(output));
    }

    // A full disk said "Unknown error". In a mount namespace of its own (root only: skipped
    // otherwise), a 64 KB file system takes the old export, and the new one does not fit.
    void aFullDiskSaysSoAndKeepsTheOldFile()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty())
            QSKIP("unshare not found");
        const QString disk = m_out.filePath("small-disk");
        QVERIFY(QDir().mkpath(disk));
        QByteArray big = "A list\n\n";
        for (int i = 0; i < 400; ++i)
            big += "We study problem " + QByteArray::number(i)
                + " with a method that is ours and report what it does on three benchmarks "
                  "that everybody uses, and on a fourth of our own.\n\n";
        const QString bigList = writeTestFile(QDir(m_out.path()), "big.txt", big);
        const QString script
            = QStringLiteral("mount -t tmpfs -o size=64k tmpfs \"$1\" || exit 77; "
                             "\"$2\" --export jsonl --output \"$1/out.jsonl\" \"$3\" || exit 3; "
                             "\"$2\" --export jsonl --output \"$1/out.jsonl\" \"$4\"; code=$?; "
                             "wc -c < \"$1/out.jsonl\" >&2; exit $code");
        QProcess process;
        process.start(QStringLiteral("unshare"),
            { QStringLiteral("--mount"), QStringLiteral("sh"), QStringLiteral("-c"), script,
                QStringLiteral("sh"), disk, QStringLiteral(PAPERDESK_BINARY),
                fixturePath("icml2025.txt"), bigList });
        QVERIFY(process.waitForFinished(60000));
        const QByteArray err = process.readAllStandardError();
        if (process.exitCode() == 77 || err.contains("Operation not permitted"))
            QSKIP("no permission to mount a small file system here");
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(
            err.contains("is full; the file that was there is kept as it was"), err.constData());
        QVERIFY2(!err.contains("Unknown error"), err.constData());
        // The old export is still there, whole (its size, printed last).
        QVERIFY2(err.trimmed().split('\n').last().trimmed().toInt() > 1000, err.constData());
    }

    void anUnknownFormatNamesTheKnownOnes()
    {
        const Run result = run({ "--export", "docx", fixturePath("papers.json") });
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("known: jsonl, md, bib, ris, csv, csv-sheet"),
            result.err.constData());
        QVERIFY(result.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
