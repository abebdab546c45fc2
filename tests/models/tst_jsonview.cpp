// SPDX-License-Identifier: GPL-3.0-or-later
// JsonView against QJsonDocument: every record JsonView takes must give the very paper the
// QJsonDocument reading gives, and Qt must take it too; what JsonView refuses goes to Qt.
#include "formats/arxivreader.h"
#include "formats/jsonlinesreader.h"
#include "formats/jsonreader.h"
#include "formats/jsonview.h"
#include "testdata.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString describe(const Paper &p)
{
    return QStringList { p.id.toString(), p.title, QString::number(p.titleDerived), p.abstract,
        p.authors.join(u'|'), p.venue, QString::number(p.year), p.sourceKey, p.links.join(u'|') }
        .join(QStringLiteral(" ¦ "));
}

bool samePaper(const Paper &a, const Paper &b)
{
    return a.id == b.id && a.title == b.title && a.titleDerived == b.titleDerived
        && a.abstract == b.abstract && a.authors == b.authors && a.venue == b.venue
        && a.year == b.year && a.sourceKey == b.sourceKey && a.links == b.links
        && a.topics == b.topics;
}

/// Records that go near every branch of JsonView: escapes, surrogates, numbers, nesting,
/// repeated keys, bad UTF-8, cut-off input.
QList<QByteArray> edgeRecords()
{
    return {
        R"({"title": "T", "abstract": "A"})",
        R"({"title": "Tab\there \"quoted\" back\\slash \/ \b\f\n\r", "abstract": " x "})",
        R"({"title": "\u00e9\u4e2d\u0000 nul", "abstract": "\ud83d\ude00 pair"})",
        R"({"title": "lone \ud83d high", "abstract": "a"})",
        R"({"title": "lone \ude00 low", "abstract": "a"})",
        R"({"title": "bad \x escape", "abstract": "a"})",
        R"({"title": "short \u12", "abstract": "a"})",
        R"({"title": "T", "year": 2024, "id": 123456789012345})",
        R"({"title": "T", "year": -0, "id": 1234567890123456789})",
        R"({"title": "T", "year": 2024.0, "id": 1e3})",
        R"({"title": "T", "year": 01})",
        R"({"title": "T", "year": "2023-05-01", "id": -5})",
        R"({"title": "T", "year": 99999999999})",
        R"({"title": "T", "title": "U"})",
        R"({"t\u0069tle": "T"})",
        R"({"title": "T", "authors": [{"name": " A "}, "B", 3, null, [], {"x": 1}]})",
        R"({"title": "T", "authors": "A; B;; C", "links": ["https://a", " http://b ", 5]})",
        R"({"title": "T", "titleDerived": true, "id": "0123456789abcdef"})",
        R"({"title": "", "titleDerived": false, "id": "0123456789abcdef", "abstract": "x"})",
        R"({"title": "T", "nested": {"a": [1, [2, [3, {"b": null}]]]}, "f": false})",
        R"( {"title": "T"} )",
        R"({"title": "T",})",
        R"({"title": "T" "abstract": "A"})",
        R"({"title": "T", "abstract": "A")",
        R"({"title": "T)",
        R"({"title")",
        R"([{"title": "T"}])",
        R"("title")",
        R"({})",
        "\xEF\xBB\xBF{\"title\": \"bom\"}",
        "{\"title\": \"caf\xC3\xA9 \xE4\xB8\xAD \xF0\x9F\x98\x80\"}",
        "{\"title\": \"bad \xC3\"}",
        "{\"title\": \"overlong \xC0\xAF\"}",
        "{\"title\": \"surrogate \xED\xA0\x80\"}",
        "{\"title\": \"nonchar \xEF\xBF\xBE\"}",
        "{\"title\": \"past \xF4\x90\x80\x80\"}",
        "{\"title\": \"control \x01\"}",
        "{\"title\": \"T\"}\x00",
        R"({"title": "T", "x": tru})",
        R"({"title": "T", "x": nulll})",
        QByteArray(70, '[').prepend(R"({"title": "deep", "x": )"),
        QByteArray(70, '[').prepend(R"({"title": "deep", "x": )") + QByteArray(70, ']') + '}',
        R"({"id": "0704.0001", "title": "A\n  B", "abstract": "  line\none\n  two\n",
            "authors": "A, B and C", "categories": "hep-ph math.CO", "update_date": "2008-11-13",
            "versions": [{"created": "Mon, 2 Apr 2007 19:18:42 GMT"}], "doi": "10.1/x",
            "authors_parsed": [["Last", "First", ""], ["Solo"]], "journal-ref": null})",
        R"({"id": "math/0611002", "title": "T", "authors_parsed": [], "authors": "X and Y"})",
        R"({"id": "bad id", "title": "T", "versions": [], "update_date": "1999"})",
    };
}

/// A record changed the way real files break: a byte replaced, cut off, or something
/// pasted in.
QByteArray mutated(QByteArray record, QRandomGenerator &random)
{
    static const QList<QByteArray> pieces { "\\", "\"", "\\u", "\\ud83d", "\\ude00", "\\n", "{",
        "}", "[", "]", ",", ":", "1", "-", "0.5", "e9", "true", "null", "\xC3", "\xA9",
        "\xE4\xB8\xAD", "\xF0\x9F\x98\x80", "\xEF\xBF\xBF", "\x00", " ", "\t", "\r\n" };
    const int changes = 1 + random.bounded(3);
    for (int c = 0; c < changes && !record.isEmpty(); ++c) {
        const qsizetype at = random.bounded(record.size());
        switch (random.bounded(4)) {
        case 0:
            record[at] = char(random.bounded(256));
            break;
        case 1:
            record.truncate(at);
            break;
        case 2:
            record.insert(at, pieces.at(random.bounded(pieces.size())));
            break;
        default:
            record.remove(at, 1 + random.bounded(4));
        }
    }
    return record;
}

// arXiv's unwrapping as first written (a QString per line), the reference of the one-pass
// version ArxivReader has now.
QString unwrappedByLines(const QString &text)
{
    QString out;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        if (!out.isEmpty())
            out += i > 0 && lines.at(i).front().isSpace() ? u'\n' : u' ';
        out += line;
    }
    return out;
}

} // namespace

class TestJsonView : public QObject
{
    Q_OBJECT

private:
    int m_taken = 0;

    // One record both ways, for both readers that have a JsonView twin: the view building
    // every value, and building only those of the keys the reader reads.
    void compareRecord(const QByteArray &record)
    {
        JsonView whole;
        const bool takenWhole = whole.parse(record);
        m_taken += takenWhole;
        for (const JsonReader::RecordReaders &readers :
            { JsonReader::paperRecords(), ArxivReader::records() }) {
            JsonView view;
            const bool taken = view.parse(record, readers.viewKeys);
            // A record taken either way is valid JSON and gives Qt's paper (a repeated or
            // escaped key among those skipped is no concern of the reader's).
            if (!taken)
                continue;
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(record, &error);
            QVERIFY2(error.error == QJsonParseError::NoError && document.isObject(),
                qPrintable(QStringLiteral("JsonView took what Qt refuses: ")
                    + record.toPercentEncoding()));
            Paper fromQt;
            Paper fromView;
            JsonReader::RecordExtras extrasFromQt;
            JsonReader::RecordExtras extrasFromView;
            const bool keptByQt = readers.fromObject(document.object(), &fromQt, &extrasFromQt);
            const bool keptByView = readers.fromView(view.object(), &fromView, &extrasFromView);
            QCOMPARE(keptByView, keptByQt);
            QCOMPARE(extrasFromView.tags, extrasFromQt.tags);
            QCOMPARE(extrasFromView.idAbstract, extrasFromQt.idAbstract);
            QVERIFY2(samePaper(fromView, fromQt),
                qPrintable(record.toPercentEncoding() + "\n" + describe(fromView) + "\n"
                    + describe(fromQt)));
        }
    }

    static void compareResults(const ReadResult &fast, const ReadResult &reference)
    {
        QCOMPARE(fast.error.toString(), reference.error.toString());
        QCOMPARE(fast.skipped, reference.skipped);
        QCOMPARE(fast.collection.papers.size(), reference.collection.papers.size());
        for (qsizetype i = 0; i < fast.collection.papers.size(); ++i) {
            QVERIFY2(samePaper(fast.collection.papers.at(i), reference.collection.papers.at(i)),
                qPrintable(describe(fast.collection.papers.at(i)) + "\n"
                    + describe(reference.collection.papers.at(i))));
        }
    }

private Q_SLOTS:
    void edgeRecordsReadAsQtReadsThem()
    {
        m_taken = 0;
        for (const QByteArray &record : edgeRecords()) {
            compareRecord(record);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(m_taken >= 15, "JsonView refuses records it should take");
    }

    void refusesWhatItCannotBeSureOf()
    {
        JsonView view;
        QVERIFY(!view.parse(R"({"title": "lone \ud83d"})"));
        QVERIFY(!view.parse(R"({"title": "T", "title": "U"})"));
        QVERIFY(!view.parse(R"([{"title": "T"}])"));
        QVERIFY(!view.parse("{\"title\": \"\xC3\"}"));
        QVERIFY(!view.parse(R"({"title": "T")"));
        QVERIFY(view.parse(R"({"title": "\ud83d\ude00", "year": 2024})"));
        QCOMPARE(view.object().value(QLatin1String("title")).toString(), QStringLiteral("😀"));
        QCOMPARE(view.object().value(QLatin1String("year")).toInt(), 2024);
        QVERIFY(view.object().value(QLatin1String("missing")).isUndefined());
    }

    void brokenRecordsReadAsQtReadsThem()
    {
        QList<QByteArray> sources = edgeRecords();
        for (const char *name : { "corpus-78k-head.jsonl", "arxiv-metadata.jsonl" }) {
            const QByteArray bytes = readAll(fixturePath(QLatin1String(name)));
            QVERIFY2(!bytes.isEmpty(), name);
            for (const QByteArray &line : bytes.split('\n').mid(0, 40)) {
                if (!line.trimmed().isEmpty())
                    sources.append(line);
            }
        }
        QRandomGenerator random(16);
        m_taken = 0;
        for (int round = 0; round < 20000; ++round) {
            compareRecord(mutated(sources.at(random.bounded(sources.size())), random));
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(m_taken > 1000, "too few broken records were taken to compare anything");
    }

    void arxivAbstractsUnwrapAsLineByLine()
    {
        QRandomGenerator random(1706);
        const QList<QString> pieces { QStringLiteral("word"), QStringLiteral(" "),
            QStringLiteral("\n"), QStringLiteral("\n  "), QStringLiteral("\t"),
            QStringLiteral("\u00a0"), QStringLiteral("\u2003x"), QStringLiteral("é") };
        for (int round = 0; round < 5000; ++round) {
            QString abstract;
            for (int k = random.bounded(12); k > 0; --k)
                abstract += pieces.at(random.bounded(pieces.size()));
            Paper paper;
            const QJsonObject record { { QStringLiteral("title"), QStringLiteral("T") },
                { QStringLiteral("abstract"), abstract } };
            QVERIFY(ArxivReader::paperFromRecord(record, &paper));
            QCOMPARE(paper.abstract, unwrappedByLines(abstract));
        }
    }

    void fixturesReadTheSameBothWays_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("lines");
        QTest::addColumn<bool>("arxiv");
        QTest::newRow("papers.json") << "papers.json" << false << false;
        QTest::newRow("papers-object.json") << "papers-object.json" << false << false;
        QTest::newRow("long-word.json") << "long-word.json" << false << false;
        QTest::newRow("corpus-78k-head.jsonl") << "corpus-78k-head.jsonl" << true << false;
        QTest::newRow("arxiv-metadata.jsonl") << "arxiv-metadata.jsonl" << true << true;
    }

    void fixturesReadTheSameBothWays()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, lines);
        QFETCH(bool, arxiv);
        const QByteArray bytes = readAll(fixturePath(fixture));
        QVERIFY(!bytes.isEmpty());
        const JsonReader::RecordReaders fast
            = arxiv ? ArxivReader::records() : JsonReader::paperRecords();
        const JsonReader::RecordReaders reference(fast.fromObject);
        const auto read = [&](const QByteArray &input, const JsonReader::RecordReaders &readers) {
            return lines ? JsonLinesReader::read(input, {}, readers)
                         : JsonReader::read(input, {}, readers);
        };
        compareResults(read(bytes, fast), read(bytes, reference));
        // Whole files cut off or broken: the same papers, or the same error, both ways.
        QRandomGenerator random(7);
        for (int round = 0; round < 200 && !QTest::currentTestFailed(); ++round) {
            const QByteArray broken = mutated(bytes, random);
            compareResults(read(broken, fast), read(broken, reference));
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonView)
#include "tst_jsonview.moc"
