// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "timebudget.h"
#include "topics/taxonomy.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

/// A cancel stops a load within half a second whatever it reads, also a file of one huge
/// record (a JSON array of millions of numbers, a string of a hundred megabytes), so that
/// quitting or opening another list never waits on a list nobody wants any more.
class TestLoadCancel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // A file of about size bytes: head, then piece repeated, then tail.
    QString write(const char *name, const QByteArray &head, const QByteArray &piece,
        const QByteArray &tail, qint64 size)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(path));
        file.write(head);
        const QByteArray block = piece.repeated(qMax<qsizetype>(1, (1 << 20) / piece.size()));
        for (qint64 written = 0; written < size; written += block.size())
            file.write(block);
        file.write(tail);
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void aCancelStopsTheLoadWithinHalfASecond_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QByteArray>("piece");
        QTest::addColumn<QByteArray>("tail");
        QTest::newRow("a JSON Lines record with a huge array")
            << "array.jsonl" << QByteArray("{\"title\": \"T\", \"junk\": [") << QByteArray("1,")
            << QByteArray("1]}\n");
        QTest::newRow("a JSON record with a huge string")
            << "string.json" << QByteArray("[{\"title\": \"T\", \"abstract\": \"")
            << QByteArray("abstract ") << QByteArray("\"}]");
        QTest::newRow("a JSON record with a huge array of objects")
            << "objects.json" << QByteArray("[{\"title\": \"T\", \"junk\": [")
            << QByteArray("{\"a\": 1.5},") << QByteArray("1]}]");
        QTest::newRow("a plain list of one huge abstract")
            << "one.txt" << QByteArray("A list\n\n") << QByteArray("word ") << QByteArray("\n");
        QTest::newRow("a BibTeX entry with a huge abstract")
            << "one.bib" << QByteArray("@article{k, title = {T}, abstract = {")
            << QByteArray("word ") << QByteArray("}}\n");
        QTest::newRow("a CSV cell") << "one.csv" << QByteArray("title,abstract\nT,\"")
                                    << QByteArray("word ") << QByteArray("\"\n");
        QTest::newRow("a Markdown item") << "one.md" << QByteArray("- [T](https://a.org/x) ")
                                         << QByteArray("[word] ") << QByteArray("\n");
        QTest::newRow("a RIS abstract") << "one.ris" << QByteArray("TY  - JOUR\nTI  - T\nAB  - ")
                                        << QByteArray("word ") << QByteArray("\nER  - \n");
    }
    void aCancelStopsTheLoadWithinHalfASecond()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, head);
        QFETCH(QByteArray, piece);
        QFETCH(QByteArray, tail);
        const QString path = write(qPrintable(name), head, piece, tail, qint64(200) << 20);
        CollectionLoader loader(Taxonomy::builtIn());
        QSignalSpy progress(&loader, &CollectionLoader::progressChanged);
        loader.start(path);
        // Cancelled in the middle of the work, once it has read a while (a load done within
        // that time is as good).
        QTest::qWait(400);
        QElapsedTimer timer;
        timer.start();
        loader.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!loader.isLoading(), 60000);
        QFile::remove(path);
        QVERIFY2(timer.elapsed() <= timeBudget(500),
            qPrintable(
                QStringLiteral("still loading %1 ms after the cancel").arg(timer.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestLoadCancel)
#include "tst_loadcancel.moc"
