// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/paperfiltermodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

class TestPaperFilterModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsEveryRowUntilGivenAResult();
    void showsExactlyTheAcceptedRowsInSourceOrder();
    void mapsBothWaysAndHidesRejectedRows();
    void resetsOnceForANewResultAndNotForTheSameOne();
    void forwardsDataChangesOfShownRowsOnly();
    void followsASourceReset();

private:
    static QString shownText(const QAbstractItemModel &model);
};

namespace {

QStandardItemModel *letters(QObject *parent, int rows = 6)
{
    auto *model = new QStandardItemModel(parent);
    for (int row = 0; row < rows; ++row)
        model->appendRow({ new QStandardItem(QString(QChar(u'a' + row))),
            new QStandardItem(QString::number(row)) });
    return model;
}

Bitset rows(qsizetype size, std::initializer_list<qsizetype> set)
{
    Bitset bits(size);
    for (qsizetype row : set)
        bits.set(row);
    return bits;
}

} // namespace

QString TestPaperFilterModel::shownText(const QAbstractItemModel &model)
{
    QString text;
    for (int row = 0; row < model.rowCount(); ++row)
        text += model.index(row, 0).data().toString();
    return text;
}

void TestPaperFilterModel::showsEveryRowUntilGivenAResult()
{
    PaperFilterModel filter;
    QAbstractItemModelTester tester(
        &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(letters(&filter));
    QCOMPARE(shownText(filter), QStringLiteral("abcdef"));
    QCOMPARE(filter.columnCount(), 2);
}

void TestPaperFilterModel::showsExactlyTheAcceptedRowsInSourceOrder()
{
    PaperFilterModel filter;
    filter.setSourceModel(letters(&filter));
    QAbstractItemModelTester tester(
        &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setAcceptedRows(rows(6, { 5, 1, 3 }));
    QCOMPARE(shownText(filter), QStringLiteral("bdf"));
    filter.setAcceptedRows(rows(6, {}));
    QCOMPARE(shownText(filter), QString());
    filter.setAcceptedRows(rows(6, { 0, 1, 2, 3, 4, 5 }));
    QCOMPARE(shownText(filter), QStringLiteral("abcdef"));
}

void TestPaperFilterModel::mapsBothWaysAndHidesRejectedRows()
{
    PaperFilterModel filter;
    QStandardItemModel *source = letters(&filter);
    filter.setSourceModel(source);
    filter.setAcceptedRows(rows(6, { 2, 4 }));
    QCOMPARE(filter.mapToSource(filter.index(1, 1)), source->index(4, 1));
    QCOMPARE(filter.mapFromSource(source->index(2, 0)), filter.index(0, 0));
    QVERIFY(!filter.mapFromSource(source->index(3, 0)).isValid());
    QVERIFY(!filter.index(2, 0).isValid());
}

void TestPaperFilterModel::resetsOnceForANewResultAndNotForTheSameOne()
{
    PaperFilterModel filter;
    filter.setSourceModel(letters(&filter));
    QSignalSpy resets(&filter, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&filter, &PaperFilterModel::acceptedRowsChanged);
    filter.setAcceptedRows(rows(6, { 0, 1 }));
    filter.setAcceptedRows(rows(6, { 0, 1 }));
    QCOMPARE(resets.count(), 1);
    QCOMPARE(changed.count(), 1);
}

void TestPaperFilterModel::forwardsDataChangesOfShownRowsOnly()
{
    PaperFilterModel filter;
    QStandardItemModel *source = letters(&filter);
    filter.setSourceModel(source);
    filter.setAcceptedRows(rows(6, { 1, 4 }));
    QAbstractItemModelTester tester(
        &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&filter, &QAbstractItemModel::dataChanged);
    source->item(2, 0)->setText(QStringLiteral("hidden"));
    QCOMPARE(changed.count(), 0);
    source->item(4, 0)->setText(QStringLiteral("E"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex(), filter.index(1, 0));
    QCOMPARE(shownText(filter), QStringLiteral("bE"));
}

void TestPaperFilterModel::followsASourceReset()
{
    PaperFilterModel filter;
    QStandardItemModel *source = letters(&filter);
    filter.setSourceModel(source);
    filter.setAcceptedRows(rows(6, { 1 }));
    QAbstractItemModelTester tester(
        &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    source->clear(); // a reset with no rows
    QCOMPARE(filter.rowCount(), 0);
    QCOMPARE(filter.acceptedRows().size(), 0);
}

QTEST_MAIN(TestPaperFilterModel)
#include "tst_paperfiltermodel.moc"
