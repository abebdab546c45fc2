// SPDX-License-Identifier: GPL-3.0-or-later
// Every reader hands out the papers it has read so far in batches (ReadBatch), the way the
// window shows the first rows of a large list while the rest loads: the batches must be the
// start of what reading in one go gives, and an error after the first batch still fails the
// whole read.
#include "collection/collectionloader.h"
#include "formats/arxivreader.h"
#include "formats/bibtexreader.h"
#include "formats/collectionreader.h"
#include "formats/csvreader.h"
#include "formats/jsonlinesreader.h"
#include "formats/jsonreader.h"
#include "formats/markdownreader.h"
#include "formats/openreviewreader.h"
#include "formats/risreader.h"
#include "formats/virtualsitereader.h"
#include "streaminginputs.h"
#include "topics/taxonomy.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Past two batches of every reader (a few megabytes each), and past one.
constexpr int papersInLargeList = 6000;
constexpr int papersPastOneBatch = 3200;

ReadResult readAs(const QString &format, const QByteArray &bytes, const ReadBatch &batch = {})
{
    if (format == QLatin1String("jsonl"))
        return JsonLinesReader::read(bytes, {}, JsonReader::paperFromObject, batch);
    if (format == QLatin1String("arxiv"))
        return ArxivReader::read(bytes, {}, batch);
    if (format == QLatin1String("json"))
        return JsonReader::read(bytes, {}, JsonReader::paperFromObject, batch);
    if (format == QLatin1String("openreview"))
        return OpenReviewReader::read(bytes, {}, batch);
    if (format == QLatin1String("virtualsite"))
        return VirtualSiteReader::read(bytes, {}, batch);
    if (format == QLatin1String("bib"))
        return BibtexReader::read(bytes, {}, batch);
    if (format == QLatin1String("csv"))
        return CsvReader::read(bytes, {}, batch);
    if (format == QLatin1String("ris"))
        return RisReader::read(bytes, {}, batch);
    return MarkdownReader::read(bytes, {}, batch);
}

QString fingerprint(const Paper &paper)
{
    return QStringList { paper.id.toString(), paper.title, paper.abstract, paper.authors.join(u'|'),
        paper.sourceKey, paper.links.join(u'|') }
        .join(u'\n');
}

void addFormatRows()
{
    QTest::addColumn<QString>("format");
    for (const QString &format : StreamingInputs::formats())
        QTest::newRow(qPrintable(format)) << format;
}

} // namespace

class TestStreamingReaders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void batchesStartWhatReadingInOneGoGives_data() { addFormatRows(); }
    void batchesStartWhatReadingInOneGoGives();
    void anErrorAfterTheFirstBatchLeavesNoPapers_data() { addFormatRows(); }
    void anErrorAfterTheFirstBatchLeavesNoPapers();
    void loaderPreviewHasTheIdsOfTheWholeList_data() { addFormatRows(); }
    void loaderPreviewHasTheIdsOfTheWholeList();
    void loaderFailsAfterItsPreviewOnALateError();
    void theArenaHoldsTheAbstractsThePapersWould_data() { addFormatRows(); }
    void theArenaHoldsTheAbstractsThePapersWould();

private:
    QString writeList(const QString &format, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

QString TestStreamingReaders::writeList(const QString &format, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(StreamingInputs::fileName(format));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

void TestStreamingReaders::batchesStartWhatReadingInOneGoGives()
{
    QFETCH(QString, format);
    const QByteArray bytes = StreamingInputs::make(format, papersInLargeList);
    const ReadResult whole = readAs(format, bytes);
    QVERIFY2(whole.ok(), qPrintable(whole.error.toString()));
    QCOMPARE(whole.collection.papers.size(), papersInLargeList);

    QList<QList<Paper>> batches;
    const ReadResult streamed = readAs(format, bytes, [&](const ReadResult &soFar) {
        QVERIFY(soFar.ok());
        batches.append(soFar.collection.papers);
    });
    QVERIFY2(streamed.ok(), qPrintable(streamed.error.toString()));
    QVERIFY2(batches.size() >= 2, qPrintable(QString::number(batches.size())));
    QVERIFY(!batches.first().isEmpty());
    QVERIFY(batches.last().size() < papersInLargeList); // handed out before the end
    qsizetype before = 0;
    for (const QList<Paper> &batch : std::as_const(batches)) {
        QVERIFY(batch.size() > before); // each batch adds papers
        before = batch.size();
        for (qsizetype row = 0; row < batch.size(); row += 97)
            QCOMPARE(fingerprint(batch.at(row)), fingerprint(whole.collection.papers.at(row)));
    }
    QCOMPARE(streamed.collection.papers.size(), whole.collection.papers.size());
    for (qsizetype row = 0; row < whole.collection.papers.size(); ++row)
        QCOMPARE(fingerprint(streamed.collection.papers.at(row)),
            fingerprint(whole.collection.papers.at(row)));
    QCOMPARE(streamed.collection.papers.first().title, QStringLiteral("Title 0"));
}

void TestStreamingReaders::anErrorAfterTheFirstBatchLeavesNoPapers()
{
    QFETCH(QString, format);
    qint64 errorLine = 0;
    const int badAt = papersPastOneBatch - 100;
    const QByteArray bytes = StreamingInputs::make(format, papersPastOneBatch, badAt, &errorLine);
    int batches = 0;
    const ReadResult result = readAs(format, bytes, [&](const ReadResult &) { ++batches; });
    QVERIFY(batches >= 1); // rows were out before the error was found
    QVERIFY(!result.ok());
    QVERIFY(result.collection.papers.isEmpty());
    QCOMPARE(result.error.line, errorLine);
    QVERIFY(result.error.column >= 1);
}

void TestStreamingReaders::loaderPreviewHasTheIdsOfTheWholeList()
{
    QFETCH(QString, format);
    const QString path = writeList(format, StreamingInputs::make(format, papersPastOneBatch));
    QVERIFY(!path.isEmpty());
    LoadedCollectionPtr preview;
    int readingStepsAfterPreview = 0;
    const auto progress = [&](CollectionLoader::Phase phase, int) {
        if (preview && phase == CollectionLoader::Phase::Reading)
            ++readingStepsAfterPreview;
    };
    const CollectionLoader::Result all = CollectionLoader::load(path, Taxonomy::builtIn(), progress,
        nullptr, [&](LoadedCollectionPtr first) { preview = std::move(first); });
    QVERIFY2(all.collection, qPrintable(all.error.toString()));
    QVERIFY(preview);
    QVERIFY(readingStepsAfterPreview > 0); // shown while the file was still being read
    QCOMPARE(preview->size(), CollectionLoader::previewSize);
    QCOMPARE(preview->collection.format, all.collection->collection.format);
    QCOMPARE(preview->collection.name, all.collection->collection.name);
    for (qsizetype row = 0; row < preview->size(); ++row) {
        const Paper &early = preview->collection.papers.at(row);
        const Paper &late = all.collection->collection.papers.at(row);
        QCOMPARE(early.id, late.id);
        QCOMPARE(early.title, late.title);
        QCOMPARE(early.links, late.links);
        QCOMPARE(preview->abstract(row), all.collection->abstract(row));
    }
}

void TestStreamingReaders::theArenaHoldsTheAbstractsThePapersWould()
{
    // The loader asks for the abstracts as UTF-8 (AbstractStorage::InArena). A reader that
    // can gives, row for row, the abstracts it would have put in the papers, the batches'
    // order kept; one that cannot leaves them in the papers.
    QFETCH(QString, format);
    const QString path = writeList(format, StreamingInputs::make(format, papersInLargeList));
    QVERIFY(!path.isEmpty());
    const ReadResult papers = CollectionReader::readFile(path);
    const ReadResult arena = CollectionReader::readFile(path, {}, AbstractStorage::InArena);
    QVERIFY2(arena.ok(), qPrintable(arena.error.toString()));
    QCOMPARE(arena.collection.papers.size(), papers.collection.papers.size());
    const bool arenaReader
        = QStringList { QStringLiteral("bib"), QStringLiteral("json"), QStringLiteral("jsonl"),
              QStringLiteral("arxiv"), QStringLiteral("openreview"), QStringLiteral("virtualsite") }
              .contains(format);
    QCOMPARE(arena.abstracts.size(), arenaReader ? papers.collection.papers.size() : 0);
    for (qsizetype row = 0; row < papers.collection.papers.size(); ++row) {
        const QString abstract = papers.collection.papers.at(row).abstract;
        QCOMPARE(arenaReader ? arena.abstracts.at(row) : arena.collection.papers.at(row).abstract,
            abstract);
        QCOMPARE(arena.collection.papers.at(row).title, papers.collection.papers.at(row).title);
    }
}

void TestStreamingReaders::loaderFailsAfterItsPreviewOnALateError()
{
    qint64 errorLine = 0;
    const QString format = QStringLiteral("jsonl");
    const QString path = writeList(format,
        StreamingInputs::make(format, papersPastOneBatch, papersPastOneBatch - 1, &errorLine));
    int previews = 0;
    const CollectionLoader::Result result = CollectionLoader::load(
        path, Taxonomy::builtIn(), {}, nullptr, [&](LoadedCollectionPtr) { ++previews; });
    QCOMPARE(previews, 1);
    QVERIFY(!result.collection);
    QCOMPARE(result.error.path, path);
    QCOMPARE(result.error.line, errorLine);
}

QTEST_GUILESS_MAIN(TestStreamingReaders)
#include "tst_streamingreaders.moc"
