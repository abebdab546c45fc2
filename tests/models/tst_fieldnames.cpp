// SPDX-License-Identifier: GPL-3.0-or-later
// The query's field names are written in one place (Query::fieldName); the sidebar and its
// model write terms with them, so every term a sidebar row writes is one the parser reads.
#include "search/query.h"
#include "search/sidebarquery.h"

#include <QTest>

class TestFieldNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyFieldNameReadsBackAsItsField();
    void everySidebarFieldIsAQueryField();
};

void TestFieldNames::everyFieldNameReadsBackAsItsField()
{
    for (int i = int(Query::Field::Title); i <= int(Query::Field::Keyword); ++i) {
        const auto field = Query::Field(i);
        const QString name = Query::fieldName(field);
        QVERIFY2(!name.isEmpty(), qPrintable(QString::number(i)));
        QCOMPARE(Query::fieldFromName(name), std::optional<Query::Field>(field));
        QCOMPARE(Query::fieldFromName(name.toUpper()), std::optional<Query::Field>(field));
    }
    QVERIFY(!Query::fieldFromName(QStringLiteral("nosuchfield")).has_value());
}

void TestFieldNames::everySidebarFieldIsAQueryField()
{
    const QStringList fields = SidebarQuery::fields();
    QCOMPARE(fields.size(), 4); // topic, keyword, tag, is
    for (const QString &name : fields) {
        const std::optional<Query::Field> field = Query::fieldFromName(name);
        QVERIFY2(field.has_value(), qPrintable(name));
        QCOMPARE(Query::fieldName(*field), name);
    }
}

QTEST_MAIN(TestFieldNames)
#include "tst_fieldnames.moc"
