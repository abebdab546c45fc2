// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "itemmodels/tagmodel.h"
#include "tagrows.h"
#include "testdata.h"
#include "text/textnormalizer.h"
#include "topics/taxonomy.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

/// The sidebar model's personal sections (Reading, Tags) next to the topics: their rows,
/// counts against the result and the context, states from the query, and tag lists that
/// change under a live view (no reset).
class TestTagModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showsReadingAndTagsBeforeTheTopics();
    void countsPersonalRowsAgainstTheResult();
    void replacesOnlyTheTagRowsWhenTheTagListChanges_data();
    void replacesOnlyTheTagRowsWhenTheTagListChanges();
    void readsStatesOfTagAndReadingRowsFromTheQuery();
    void countsRowsOfAnAnyFieldAgainstItsBase();
    void knowsTheQuerysOnlySelection();
    void listsTheListsKeywordsLastMostPapersFirst();

private:
    SearchContext contextFor(const QStringList &tags) const;
    static QStringList tagRowNames(const TagModel &model);
    static QModelIndex section(const TagModel &model, const QString &name);

    LoadedCollectionPtr m_seed;
};

void TestTagModel::initTestCase()
{
    m_seed
        = CollectionLoader::load(fixturePath(QStringLiteral("icml2025.txt")), Taxonomy::builtIn())
              .collection;
    QVERIFY(m_seed && m_seed->size() == 19);
}

// Tag i is on the rows whose number is a multiple of i + 2; rows 0-4 are read, 3 starred.
SearchContext TestTagModel::contextFor(const QStringList &tags) const
{
    const qsizetype size = m_seed->size();
    SearchContext context;
    context.tagged = Bitset(size);
    context.read = Bitset(size);
    context.starred = Bitset(size);
    for (int i = 0; i < tags.size(); ++i) {
        Bitset members(size);
        for (qsizetype row = 0; row < size; row += i + 2)
            members.set(row);
        context.tagged |= members;
        context.tags.insert(TextNormalizer::fold(tags.at(i)), members);
    }
    for (qsizetype row = 0; row < 5; ++row)
        context.read.set(row);
    context.starred.set(3);
    return context;
}

QModelIndex TestTagModel::section(const TagModel &model, const QString &name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        if (index.data(TagModel::KindRole).value<TagModel::Kind>() == TagModel::Kind::Section
            && index.data(TagModel::NameRole).toString() == name)
            return index;
    }
    return {};
}

QStringList TestTagModel::tagRowNames(const TagModel &model)
{
    QStringList names;
    const QModelIndex tags = section(model, QStringLiteral("Tags"));
    for (int row = 0; row < model.rowCount(tags); ++row)
        names.append(model.index(row, 0, tags).data(TagModel::NameRole).toString());
    return names;
}

void TestTagModel::showsReadingAndTagsBeforeTheTopics()
{
    TagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(m_seed);
    model.setLibrary({ QStringLiteral("ml") }, contextFor({ QStringLiteral("ml") }));
    QCOMPARE(model.index(0, 0).data(TagModel::KindRole).value<TagModel::Kind>(),
        TagModel::Kind::AllPapers);
    const QModelIndex reading = model.index(1, 0);
    QCOMPARE(reading.data(TagModel::NameRole).toString(), QStringLiteral("Reading"));
    QCOMPARE(model.rowCount(reading), 2);
    QCOMPARE(
        model.index(0, 0, reading).data(TagModel::ValueRole).toString(), QStringLiteral("unread"));
    QCOMPARE(
        model.index(1, 0, reading).data(TagModel::ValueRole).toString(), QStringLiteral("starred"));
    QCOMPARE(model.index(2, 0).data(TagModel::NameRole).toString(), QStringLiteral("Tags"));
    QCOMPARE(tagRowNames(model),
        QStringList(
            { QStringLiteral("Untagged"), QStringLiteral("No topic"), QStringLiteral("ml") }));
    const QModelIndex noTopic = termRow(model, QStringLiteral("is"), QStringLiteral("topicless"));
    QCOMPARE(noTopic.data(TagModel::KindRole).value<TagModel::Kind>(), TagModel::Kind::NoTopic);
    QCOMPARE(noTopic.data(TagModel::CountRole).toLongLong(), m_seed->index.noTopicSet().count());
    QVERIFY(noTopic.data(TagModel::FixedRole).toBool());
    QVERIFY(!termRow(model, QStringLiteral("tag"), QStringLiteral("ml"))
                 .data(TagModel::FixedRole)
                 .toBool());
    QCOMPARE(
        model.index(3, 0).data(TagModel::KindRole).value<TagModel::Kind>(), TagModel::Kind::Area);
    // Sections are headings: not selectable, no query term.
    QVERIFY(!(model.flags(reading) & Qt::ItemIsSelectable));
    QVERIFY(reading.data(TagModel::FieldRole).toString().isEmpty());
}

void TestTagModel::countsPersonalRowsAgainstTheResult()
{
    TagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(m_seed);
    const QStringList tags = { QStringLiteral("a"), QStringLiteral("b") };
    const SearchContext context = contextFor(tags);
    model.setLibrary(tags, context);

    Bitset result(m_seed->size());
    for (qsizetype row = 0; row < m_seed->size(); row += 3)
        result.set(row);
    model.setResult(result);

    const auto count = [&](const QString &field, const QString &value) {
        return termRow(model, field, value).data(TagModel::CountRole).toLongLong();
    };
    QCOMPARE(count(QStringLiteral("is"), QStringLiteral("unread")),
        Bitset(context.read).invert().countAnd(result));
    QCOMPARE(
        count(QStringLiteral("is"), QStringLiteral("starred")), context.starred.countAnd(result));
    QCOMPARE(count(QStringLiteral("is"), QStringLiteral("untagged")),
        Bitset(context.tagged).invert().countAnd(result));
    QCOMPARE(count(QStringLiteral("tag"), QStringLiteral("a")),
        context.tags.value(QStringLiteral("a")).countAnd(result));
    QCOMPARE(count(QStringLiteral("tag"), QStringLiteral("B")),
        context.tags.value(QStringLiteral("b")).countAnd(result));
    QVERIFY(count(QStringLiteral("tag"), QStringLiteral("a")) > 0);
}

void TestTagModel::replacesOnlyTheTagRowsWhenTheTagListChanges_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("after");
    QTest::newRow("the first tag appears") << QStringList() << QStringList { "to read" };
    QTest::newRow("a tag is renamed") << QStringList { "a", "b" } << QStringList { "a", "c" };
    QTest::newRow("tags are reordered")
        << QStringList { "a", "b", "c" } << QStringList { "c", "a", "b" };
    QTest::newRow("the last tag is deleted") << QStringList { "a" } << QStringList();
    QTest::newRow("more tags than keys")
        << QStringList { "a" }
        << QStringList { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11" };
}

void TestTagModel::replacesOnlyTheTagRowsWhenTheTagListChanges()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    TagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(m_seed);
    model.setLibrary(before, contextFor(before));
    const QPersistentModelIndex firstArea = model.index(3, 0);
    const QString areaName = firstArea.data(TagModel::NameRole).toString();
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

    model.setLibrary(after, contextFor(after));
    QCOMPARE(resets.count(), 0);
    QCOMPARE(tagRowNames(model),
        QStringList({ QStringLiteral("Untagged"), QStringLiteral("No topic") }) + after);
    // Rows elsewhere keep their identity (expanded areas stay expanded in the view).
    QVERIFY(firstArea.isValid());
    QCOMPARE(firstArea.data(TagModel::NameRole).toString(), areaName);
    const QModelIndex tags = section(model, QStringLiteral("Tags"));
    for (int row = 2; row < model.rowCount(tags); ++row) {
        const QModelIndex tag = model.index(row, 0, tags);
        const int key = row - 1; // the first tag has key 1
        QCOMPARE(tag.data(TagModel::ShortcutRole).toInt(), key <= 9 ? key : 0);
        QCOMPARE(tag.data(TagModel::CountRole).toLongLong(),
            contextFor(after).tags.value(TextNormalizer::fold(after.at(row - 2))).count());
    }
}

void TestTagModel::readsStatesOfTagAndReadingRowsFromTheQuery()
{
    TagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(m_seed);
    const QStringList tags = { QStringLiteral("Deep Dive") };
    model.setLibrary(tags, contextFor(tags));
    model.setTermStates({ { QStringLiteral("tag"),
                              { { TextNormalizer::fold(tags.first()), TermState::Excluded } } },
        { QStringLiteral("is"), { { QStringLiteral("unread"), TermState::Included } } } });
    QCOMPARE(
        TermState(
            termRow(model, QStringLiteral("tag"), tags.first()).data(TagModel::StateRole).toInt()),
        TermState::Excluded);
    QCOMPARE(TermState(termRow(model, QStringLiteral("is"), QStringLiteral("unread"))
                           .data(TagModel::StateRole)
                           .toInt()),
        TermState::Included);
    QCOMPARE(TermState(termRow(model, QStringLiteral("is"), QStringLiteral("starred"))
                           .data(TagModel::StateRole)
                           .toInt()),
        TermState::Off);
    // A tag that arrives later picks up the state the query already gives it.
    model.setLibrary({ QStringLiteral("deep dive"), QStringLiteral("x") },
        contextFor({ QStringLiteral("deep dive"), QStringLiteral("x") }));
    QCOMPARE(TermState(termRow(model, QStringLiteral("tag"), QStringLiteral("deep dive"))
                           .data(TagModel::StateRole)
                           .toInt()),
        TermState::Excluded);
}

void TestTagModel::countsRowsOfAnAnyFieldAgainstItsBase()
{
    TagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(m_seed);
    const QStringList tags = { QStringLiteral("a"), QStringLiteral("b") };
    const SearchContext context = contextFor(tags);
    model.setLibrary(tags, context);
    Bitset result(m_seed->size());
    result.set(0);
    Bitset base(m_seed->size());
    for (qsizetype row = 0; row < m_seed->size(); row += 2)
        base.set(row);

    model.setResult(result, { { QStringLiteral("tag"), base } });
    const auto count = [&](const QString &field, const QString &value) {
        return termRow(model, field, value).data(TagModel::CountRole).toLongLong();
    };
    QCOMPARE(count(QStringLiteral("tag"), QStringLiteral("b")),
        context.tags.value(QStringLiteral("b")).countAnd(base));
    QCOMPARE(count(QStringLiteral("is"), QStringLiteral("unread")),
        Bitset(context.read).invert().countAnd(result));
    const QString topic = m_seed->topicNames.at(m_seed->collection.papers.at(2).topics.first());
    QCOMPARE(count(QStringLiteral("topic"), topic),
        m_seed->index.topicSet(int(m_seed->topicNames.indexOf(topic))).countAnd(result));
    // Tags that arrive later count against the base as well.
    model.setLibrary(tags + QStringList { QStringLiteral("c") },
        contextFor(tags + QStringList { QStringLiteral("c") }));
    QCOMPARE(count(QStringLiteral("tag"), QStringLiteral("c")),
        contextFor({ "a", "b", "c" }).tags.value(QStringLiteral("c")).countAnd(base));

    model.setResult(result);
    QCOMPARE(count(QStringLiteral("tag"), QStringLiteral("b")),
        context.tags.value(QStringLiteral("b")).countAnd(result));
}

void TestTagModel::knowsTheQuerysOnlySelection()
{
    TagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(m_seed);
    const auto sole = [&](const QString &value) {
        return termRow(model, QStringLiteral("is"), value)
            .data(TagModel::SoleSelectionRole)
            .toBool();
    };
    const QString unread = QStringLiteral("unread");
    const QString starred = QStringLiteral("starred");
    model.setTermStates({ { QStringLiteral("is"), { { unread, TermState::Included } } } });
    QVERIFY(sole(unread));
    QVERIFY(!sole(starred));
    model.setTermStates({ { QStringLiteral("is"),
        { { unread, TermState::Included }, { starred, TermState::Included } } } });
    QVERIFY(!sole(unread));
    // A term without a row (no such tag) is another selection as well.
    model.setTermStates({ { QStringLiteral("is"), { { unread, TermState::Included } } } });
    QVERIFY(sole(unread));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setTermStates({ { QStringLiteral("is"), { { unread, TermState::Included } } },
        { QStringLiteral("tag"), { { QStringLiteral("x"), TermState::Excluded } } } });
    QVERIFY(!sole(unread));
    QVERIFY(!changed.isEmpty());
    model.setTermStates({ { QStringLiteral("is"), { { unread, TermState::Excluded } } } });
    QVERIFY(!sole(unread));
}

void TestTagModel::listsTheListsKeywordsLastMostPapersFirst()
{
    auto collection = std::make_shared<LoadedCollection>();
    for (const QStringList &keywords : { QStringList { "cs.LG", "stat.ML" },
             QStringList { "cs.CV" }, QStringList { "cs.CV", "CS.LG" }, QStringList {} }) {
        Paper paper;
        paper.title = QStringLiteral("T");
        paper.keywords = keywords;
        collection->collection.papers.append(paper);
    }
    collection->index = SearchIndex::build(collection->collection.papers);
    TagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollection(collection);
    const QModelIndex keywords = section(model, QStringLiteral("Keywords"));
    QVERIFY(keywords.isValid());
    QCOMPARE(keywords.row(), model.rowCount() - 1);
    // Two papers each for cs.CV and cs.LG (by name, as folding makes CS.LG the same), then one.
    QStringList names;
    for (int row = 0; row < model.rowCount(keywords); ++row) {
        const QModelIndex index = model.index(row, 0, keywords);
        QCOMPARE(index.data(TagModel::FieldRole).toString(), QStringLiteral("keyword"));
        names.append(index.data(TagModel::NameRole).toString()
            + QStringLiteral(" %1").arg(index.data(TagModel::CountRole).toLongLong()));
    }
    QCOMPARE(names, (QStringList { "cs.CV 2", "cs.LG 2", "stat.ML 1" }));

    Bitset result(4);
    result.set(0);
    model.setResult(result);
    QCOMPARE(termRow(model, QStringLiteral("keyword"), QStringLiteral("cs.LG"))
                 .data(TagModel::CountRole)
                 .toLongLong(),
        1);
    QCOMPARE(termRow(model, QStringLiteral("keyword"), QStringLiteral("cs.CV"))
                 .data(TagModel::CountRole)
                 .toLongLong(),
        0);
    // Tags come and go without touching the keyword rows.
    model.setLibrary({ QStringLiteral("x") }, SearchContext());
    QCOMPARE(model.rowCount(section(model, QStringLiteral("Keywords"))), 3);
}

QTEST_GUILESS_MAIN(TestTagModel)
#include "tst_tagmodel.moc"
