// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/collectionloader.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperfiltermodel.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/tagmodel.h"
#include "search/querytext.h"
#include "search/sidebarquery.h"
#include "testdata.h"

#include <QSignalSpy>
#include <QTest>

/// A keystroke's query text is read once, by FilterController, for everything that shows it:
/// the one reading must say what the separate readers (fieldTerms, fieldMode) say.
class TestQueryReading : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsEveryFieldAsTheSeparateReadersDo_data();
    void readsEveryFieldAsTheSeparateReadersDo();
    void appliesEachNewTextOnceAfterItsResult();
};

void TestQueryReading::readsEveryFieldAsTheSeparateReadersDo_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("empty") << QString();
    QTest::newRow("plain words") << "diffusion model";
    QTest::newRow("one of each field") << "topic:vision -tag:draft is:unread";
    QTest::newRow("any group") << "(topic:vision OR topic:\"reinforcement learning\") -topic:nlp";
    QTest::newRow("group of one") << "(tag:todo) tag:later";
    QTest::newRow("two groups") << "(topic:a OR topic:b) (tag:x OR tag:y) is:starred";
    QTest::newRow("inside the user's parentheses") << "(topic:a model) OR tag:x";
    QTest::newRow("half typed") << "(topic:a OR topic:\"b";
}

void TestQueryReading::readsEveryFieldAsTheSeparateReadersDo()
{
    QFETCH(QString, query);
    const QStringList &fields = SidebarQuery::fields();
    const QueryText::FieldReading reading = QueryText::readFields(query, fields);
    QCOMPARE(reading.terms.size(), fields.size());
    QCOMPARE(reading.modes.size(), fields.size());
    for (const QString &field : fields) {
        QCOMPARE(reading.terms.value(field), QueryText::fieldTerms(query, field));
        QCOMPARE(reading.modes.value(field), QueryText::fieldMode(query, field));
    }
}

void TestQueryReading::appliesEachNewTextOnceAfterItsResult()
{
    const auto loaded
        = CollectionLoader::load(fixturePath(QStringLiteral("icml2025.txt")), Taxonomy::builtIn());
    QVERIFY(loaded.collection);
    PaperListModel list;
    PaperFilterModel filter;
    TagModel tags;
    filter.setSourceModel(&list);
    FilterController controller(&filter, &tags);
    list.setCollection(loaded.collection);
    controller.setCollection(loaded.collection);

    const QString text = QStringLiteral("(topic:vision OR topic:nlp) -tag:draft");
    QSignalSpy applied(&controller, &FilterController::queryApplied);
    qsizetype shownWhenApplied = -1;
    connect(&controller, &FilterController::queryApplied, this,
        [&] { shownWhenApplied = filter.rowCount(); });
    controller.setQueryText(text);
    QCOMPARE(applied.count(), 1);
    QCOMPARE(shownWhenApplied, controller.result().count());
    const QString topic = Query::fieldName(Query::Field::Topic);
    const QString tag = Query::fieldName(Query::Field::Tag);
    QCOMPARE(controller.fields().modes.value(topic), FieldMode::Any);
    QCOMPARE(controller.fields().modes.value(tag), FieldMode::All);
    QCOMPARE(controller.fields().terms.value(tag), QueryText::fieldTerms(text, tag));

    controller.setQueryText(text); // the same text again: nothing to read or show
    QCOMPARE(applied.count(), 1);
    controller.setQueryText(QString());
    QCOMPARE(applied.count(), 2);
    QCOMPARE(controller.fields().modes.value(topic), FieldMode::All);
    QVERIFY(controller.fields().terms.value(topic).isEmpty());
}

QTEST_GUILESS_MAIN(TestQueryReading)
#include "tst_queryreading.moc"
