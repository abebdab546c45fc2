// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/queryparser.h"
#include "search/querytext.h"
#include "text/textnormalizer.h"

#include <QTest>

Q_DECLARE_METATYPE(TermState)
Q_DECLARE_METATYPE(FieldMode)

class TestQueryText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quotesOnlyWhenNeeded_data();
    void quotesOnlyWhenNeeded();
    void editsOneTermAndKeepsTheRest_data();
    void editsOneTermAndKeepsTheRest();
    void readsBackWhatItWrote();
    void readsOnlyTopLevelTerms();
    void readsTheAnyGroupAsIncluded_data();
    void readsTheAnyGroupAsIncluded();
    void keepsTheAnyGroupWhileEditing();
    void leavesOutOnlyTheAnyGroup_data();
    void leavesOutOnlyTheAnyGroup();
    void writesQueriesTheParserAccepts();
    void renamesAValueWhereverItIsWritten_data();
    void renamesAValueWhereverItIsWritten();
};

void TestQueryText::quotesOnlyWhenNeeded_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("written");
    QTest::newRow("one word stays bare") << "diffusion"
                                         << "diffusion";
    QTest::newRow("name with spaces is quoted") << "Diffusion models"
                                                << "\"Diffusion models\"";
    QTest::newRow("parenthesis is quoted") << "RL (offline)"
                                           << "\"RL (offline)\"";
    QTest::newRow("pipe is quoted") << "a|b"
                                    << "\"a|b\"";
    QTest::newRow("quotes inside are dropped") << "say \"hi\""
                                               << "\"say hi\"";
    QTest::newRow("empty value is quoted") << ""
                                           << "\"\"";
    QTest::newRow("hyphen stays bare") << "self-supervised"
                                       << "self-supervised";
}

void TestQueryText::quotesOnlyWhenNeeded()
{
    QFETCH(QString, value);
    QFETCH(QString, written);
    QCOMPARE(QueryText::quoteValue(value), written);
}

void TestQueryText::editsOneTermAndKeepsTheRest_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<TermState>("state");
    QTest::addColumn<QString>("result");
    const auto row = [](const char *name, const char *query, const char *field, const char *value,
                         TermState state, const char *result) {
        QTest::newRow(name) << QString::fromUtf8(query) << QString::fromUtf8(field)
                            << QString::fromUtf8(value) << state << QString::fromUtf8(result);
    };
    row("include into an empty box", "", "topic", "Diffusion models", TermState::Included,
        "topic:\"Diffusion models\"");
    row("include after typed words", "diff  model", "topic", "RLHF", TermState::Included,
        "diff  model topic:RLHF");
    row("exclude a tag", "diff", "tag", "skip", TermState::Excluded, "diff -tag:skip");
    row("include turns into exclude in place of the old term", "a topic:rlhf b", "topic", "RLHF",
        TermState::Excluded, "a b -topic:RLHF");
    row("off removes the term and its space", "a -tag:skip b", "tag", "skip", TermState::Off,
        "a b");
    row("off removes a trailing term", "a tag:skip", "tag", "skip", TermState::Off, "a");
    row("off removes a quoted name case-insensitively", "topic:\"diffusion MODELS\" x", "topic",
        "Diffusion models", TermState::Off, "x");
    row("other values of the field stay", "tag:a tag:b", "tag", "a", TermState::Off, "tag:b");
    row("field name is case-insensitive", "TAG:a", "tag", "a", TermState::Off, "");
    row("terms inside parentheses are the user's", "(tag:a OR x)", "tag", "a", TermState::Included,
        "(tag:a OR x) tag:a");
    row("include joins the field's OR group", "x (tag:a OR tag:b)", "tag", "c", TermState::Included,
        "x (tag:a OR tag:b OR tag:c)");
    row("include of a group member leaves the group as written", "(tag:a OR TAG:b)", "tag", "a",
        TermState::Included, "(tag:a OR TAG:b)");
    row("off removes a group member", "(tag:a OR tag:b | tag:c) x", "tag", "b", TermState::Off,
        "(tag:a OR tag:c) x");
    row("a group left with one member stays a group", "(tag:a OR tag:b) x", "tag", "a",
        TermState::Off, "(tag:b) x");
    row("include joins a group of one", "(tag:a) x", "tag", "b", TermState::Included,
        "(tag:a OR tag:b) x");
    row("exclude moves a member out of the group", "(tag:a OR tag:b)", "tag", "a",
        TermState::Excluded, "(tag:b) -tag:a");
    row("removing the last members removes the group", "(tag:a OR TAG:A) x", "tag", "a",
        TermState::Off, "x");
    row("group of another field is not joined", "(topic:a OR topic:b)", "tag", "a",
        TermState::Included, "(topic:a OR topic:b) tag:a");
    row("negated group is the user's", "-(tag:a OR tag:b)", "tag", "a", TermState::Off,
        "-(tag:a OR tag:b)");
    row("terms next to OR are the user's", "tag:a OR x", "tag", "a", TermState::Off, "tag:a OR x");
    row("unread row", "diff", "is", "unread", TermState::Included, "diff is:unread");
    row("starred row off", "is:starred diff", "is", "starred", TermState::Off, "diff");
    row("open quote is closed before appending", "\"language mod", "tag", "x", TermState::Included,
        "\"language mod\" tag:x");
    row("trailing space is reused", "diff ", "tag", "x", TermState::Included, "diff tag:x");
}

void TestQueryText::editsOneTermAndKeepsTheRest()
{
    QFETCH(QString, query);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(TermState, state);
    QFETCH(QString, result);
    QCOMPARE(QueryText::withFieldTerm(query, field, value, state), result);
}

void TestQueryText::readsBackWhatItWrote()
{
    const QStringList values = { QStringLiteral("Diffusion models"), QStringLiteral("RLHF"),
        QStringLiteral("Graph neural networks (GNN)"), QStringLiteral("Café") };
    const TermState states[] = { TermState::Included, TermState::Excluded, TermState::Off };
    QString query = QStringLiteral("diffusion -model");
    QHash<QString, TermState> expected;
    for (int step = 0; step < 24; ++step) {
        const QString &value = values[step % values.size()];
        const TermState state = states[(step * 7 / 3) % 3];
        query = QueryText::withFieldTerm(query, QStringLiteral("topic"), value, state);
        if (state == TermState::Off)
            expected.remove(TextNormalizer::fold(value));
        else
            expected.insert(TextNormalizer::fold(value), state);
        QCOMPARE(QueryText::fieldTerms(query, QStringLiteral("topic")), expected);
        QCOMPARE(QueryText::fieldTerms(query, QStringLiteral("topic"))
                     .value(TextNormalizer::fold(value), TermState::Off),
            state);
        QVERIFY2(query.startsWith(QStringLiteral("diffusion -model")), qPrintable(query));
    }
}

void TestQueryText::readsOnlyTopLevelTerms()
{
    const auto terms = QueryText::fieldTerms(
        QStringLiteral("tag:a -tag:b (tag:c tag:x) tag:d OR tag:e -TAG:\"F g\" topic:h"),
        QStringLiteral("tag"));
    QHash<QString, TermState> expected;
    expected.insert(QStringLiteral("a"), TermState::Included);
    expected.insert(QStringLiteral("b"), TermState::Excluded);
    expected.insert(QStringLiteral("f g"), TermState::Excluded);
    QCOMPARE(terms, expected);
}

void TestQueryText::readsTheAnyGroupAsIncluded_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("included");
    QTest::addColumn<QStringList>("excluded");
    QTest::addColumn<FieldMode>("mode");
    const QStringList none;
    QTest::newRow("or group of the field")
        << "x (tag:a OR tag:b) -tag:c" << QStringList { "a", "b" } << QStringList { "c" }
        << FieldMode::Any;
    QTest::newRow("pipe joins like OR")
        << "(tag:a | TAG:\"B c\")" << QStringList { "a", "b c" } << none << FieldMode::Any;
    QTest::newRow("a group of one keeps the field in any mode")
        << "x (tag:a)" << QStringList { "a" } << none << FieldMode::Any;
    QTest::newRow("group and plain terms together")
        << "tag:d (tag:a OR tag:b)" << QStringList { "a", "b", "d" } << none << FieldMode::Any;
    QTest::newRow("plain terms are all")
        << "tag:a tag:b" << QStringList { "a", "b" } << none << FieldMode::All;
    QTest::newRow("group mixing fields is the user's")
        << "(tag:a OR topic:b)" << none << none << FieldMode::All;
    QTest::newRow("group with a plain word is the user's")
        << "(tag:a OR x)" << none << none << FieldMode::All;
    QTest::newRow("group with a negated member is the user's")
        << "(tag:a OR -tag:b)" << none << none << FieldMode::All;
    QTest::newRow("negated group is the user's")
        << "-(tag:a OR tag:b)" << none << none << FieldMode::All;
    QTest::newRow("group next to OR is the user's")
        << "(tag:a OR tag:b) OR x" << none << none << FieldMode::All;
    QTest::newRow("nested group is the user's")
        << "((tag:a OR tag:b))" << none << none << FieldMode::All;
    QTest::newRow("group without OR is the user's")
        << "(tag:a tag:b)" << none << none << FieldMode::All;
    QTest::newRow("unclosed group is the user's")
        << "(tag:a OR tag:b" << none << none << FieldMode::All;
}

void TestQueryText::readsTheAnyGroupAsIncluded()
{
    QFETCH(QString, query);
    QFETCH(QStringList, included);
    QFETCH(QStringList, excluded);
    QFETCH(FieldMode, mode);
    const auto terms = QueryText::fieldTerms(query, QStringLiteral("tag"));
    QStringList gotIncluded, gotExcluded;
    for (auto it = terms.cbegin(); it != terms.cend(); ++it)
        (it.value() == TermState::Included ? gotIncluded : gotExcluded).append(it.key());
    gotIncluded.sort();
    gotExcluded.sort();
    QCOMPARE(gotIncluded, included);
    QCOMPARE(gotExcluded, excluded);
    QCOMPARE(QueryText::fieldMode(query, QStringLiteral("tag")), mode);
}

void TestQueryText::keepsTheAnyGroupWhileEditing()
{
    const QStringList values = { QStringLiteral("Diffusion models"), QStringLiteral("RLHF"),
        QStringLiteral("Graph neural networks (GNN)"), QStringLiteral("Café") };
    const TermState states[] = { TermState::Included, TermState::Excluded, TermState::Off };
    const QString field = QStringLiteral("topic");
    QString query = QStringLiteral("diffusion -model (topic:x OR topic:y)");
    QHash<QString, TermState> expected;
    expected.insert(QStringLiteral("x"), TermState::Included);
    expected.insert(QStringLiteral("y"), TermState::Included);
    for (int step = 0; step < 24; ++step) {
        const QString &value = values[step % values.size()];
        const TermState state = states[(step * 7 / 3) % 3];
        query = QueryText::withFieldTerm(query, field, value, state);
        if (state == TermState::Off)
            expected.remove(TextNormalizer::fold(value));
        else
            expected.insert(TextNormalizer::fold(value), state);
        QCOMPARE(QueryText::fieldTerms(query, field), expected);
        QCOMPARE(QueryText::fieldMode(query, field), FieldMode::Any);
        const QueryParseResult parsed = QueryParser::parse(query);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error + u' ' + query));
    }
    // Emptying the group leaves the typed words.
    for (const QString &value : expected.keys())
        query = QueryText::withFieldTerm(query, field, value, TermState::Off);
    QCOMPARE(query, QStringLiteral("diffusion -model"));
}

void TestQueryText::leavesOutOnlyTheAnyGroup_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("result");
    QTest::newRow("the group goes, words and excluded terms stay")
        << "graph (tag:a OR tag:b) -tag:c"
        << "graph -tag:c";
    QTest::newRow("a group of one goes") << "(tag:a) graph"
                                         << "graph";
    QTest::newRow("plain included terms stay") << "tag:d (tag:a OR tag:b)"
                                               << "tag:d";
    QTest::newRow("another field's group stays") << "(topic:a OR topic:b) x"
                                                 << "(topic:a OR topic:b) x";
    QTest::newRow("the user's group stays") << "(tag:a OR x) y"
                                            << "(tag:a OR x) y";
}

void TestQueryText::leavesOutOnlyTheAnyGroup()
{
    QFETCH(QString, query);
    QFETCH(QString, result);
    QCOMPARE(QueryText::withoutAnyGroup(query, QStringLiteral("tag")), result);
}

void TestQueryText::writesQueriesTheParserAccepts()
{
    QString query = QStringLiteral("diff");
    query = QueryText::withFieldTerm(
        query, QStringLiteral("topic"), QStringLiteral("Diffusion models"), TermState::Included);
    query = QueryText::withFieldTerm(
        query, QStringLiteral("tag"), QStringLiteral("to read"), TermState::Excluded);
    query = QueryText::withFieldTerm(
        query, QStringLiteral("is"), QStringLiteral("unread"), TermState::Included);
    const QueryParseResult parsed = QueryParser::parse(query);
    QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
    QCOMPARE(parsed.query.toString(),
        QStringLiteral("AND(word:diff, topic.phrase:\"diffusion models\", "
                       "NOT(tag.phrase:\"to read\"), is:unread)"));
}

void TestQueryText::renamesAValueWhereverItIsWritten_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("expected");

    QTest::newRow("the sidebar's term") << "tag:draft"
                                        << "draft"
                                        << "final"
                                        << "tag:final";
    QTest::newRow("a name with a space is quoted") << "diff tag:draft"
                                                   << "draft"
                                                   << "to read"
                                                   << "diff tag:\"to read\"";
    QTest::newRow("quotes go when no longer needed") << "tag:\"to read\" x"
                                                     << "to read"
                                                     << "later"
                                                     << "tag:later x";
    QTest::newRow("an excluded term") << "-tag:draft"
                                      << "draft"
                                      << "final"
                                      << "-tag:final";
    QTest::newRow("in the Any group and the user's group")
        << "(tag:a OR tag:draft) (diff OR tag:draft)"
        << "draft"
        << "b"
        << "(tag:a OR tag:b) (diff OR tag:b)";
    QTest::newRow("compared folded") << "TAG:Draft"
                                     << "draft"
                                     << "final"
                                     << "TAG:final";
    QTest::newRow("a prefix of the name stays") << "tag:dra"
                                                << "draft"
                                                << "final"
                                                << "tag:dra";
    QTest::newRow("other fields stay") << "topic:draft draft"
                                       << "draft"
                                       << "final"
                                       << "topic:draft draft";
}

void TestQueryText::renamesAValueWhereverItIsWritten()
{
    QFETCH(QString, query);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, expected);
    QCOMPARE(QueryText::withRenamedValue(query, QStringLiteral("tag"), from, to), expected);
}

QTEST_APPLESS_MAIN(TestQueryText)
#include "tst_querytext.moc"
