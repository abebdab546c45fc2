// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/queryparser.h"

#include <QRandomGenerator>
#include <QTest>

class TestQueryParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesTextIntoTheExpectedTree_data();
    void parsesTextIntoTheExpectedTree();
    void readsAHalfTypedQueryAsFinished_data();
    void readsAHalfTypedQueryAsFinished();
    void neverFailsOnRandomSyntax();
    void refusesNestingDeeperThanAHundredLevels_data();
    void refusesNestingDeeperThanAHundredLevels();
};

void TestQueryParser::parsesTextIntoTheExpectedTree_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("tree");
    QTest::addColumn<int>("errorPosition"); // -1: valid query

    const auto row = [](const char *name, const QString &text, const char *tree, int error = -1) {
        QTest::newRow(name) << text << QString::fromUtf8(tree) << error;
    };
    // Valid queries.
    row("empty text matches everything", "", "ALL");
    row("only spaces match everything", "   ", "ALL");
    row("one word is a word prefix", "diff", "word:diff");
    row("words are lower-cased", "Diffusion", "word:diffusion");
    row("diacritics are stripped", QStringLiteral("Café"), "word:cafe");
    row("two words must both match", "diff model", "AND(word:diff, word:model)");
    row("minus excludes a word", "diff -model", "AND(word:diff, NOT(word:model))");
    row("a query of one exclusion", "-model", "NOT(word:model)");
    row("quotes make a phrase", "\"language model\"", "phrase:\"language model\"");
    row("one quoted word is exact", "\"model\"", "phrase:\"model\"");
    row("phrase is folded", "\"Language MODEL\"", "phrase:\"language model\"");
    row("minus excludes a phrase", "-\"language model\"", "NOT(phrase:\"language model\")");
    row("OR between two words", "a OR b", "OR(word:a, word:b)");
    row("pipe is OR", "a | b", "OR(word:a, word:b)");
    row("pipe without spaces is OR", "a|b", "OR(word:a, word:b)");
    row("lower-case or is a word", "a or b", "AND(word:a, word:or, word:b)");
    row("OR binds tighter than the implied AND", "a OR b c", "AND(OR(word:a, word:b), word:c)");
    row("word before OR group", "c a OR b", "AND(word:c, OR(word:a, word:b))");
    row("chained ORs flatten", "a OR b OR c", "OR(word:a, word:b, word:c)");
    row("phrase OR word", "\"language model\" OR transformer",
        "OR(phrase:\"language model\", word:transformer)");
    row("parentheses group an AND inside OR", "(a b) OR c", "OR(AND(word:a, word:b), word:c)");
    row("minus excludes a group", "x -(a OR b)", "AND(word:x, NOT(OR(word:a, word:b)))");
    row("nested parentheses collapse", "((a))", "word:a");
    row("AND inside AND flattens", "a (b c)", "AND(word:a, word:b, word:c)");
    row("double minus is kept as two NOTs", "--a", "NOT(NOT(word:a))");
    row("hyphenated word stays one term", "state-of-the-art", "word:state-of-the-art");
    row("word runs into a phrase", "a\"b c\"", "AND(word:a, phrase:\"b c\")");
    row("digits are words", "3D", "word:3d");
    row("non-Latin word", QStringLiteral("模型"), "word:模型");
    row("punctuation-only word is dropped", "diff ++", "word:diff");
    row("empty quotes are dropped", "diff \"\"", "word:diff");
    row("title field", "title:diff", "title.word:diff");
    row("field name is case-insensitive", "TITLE:Diff", "title.word:diff");
    row("field then a plain word", "title:diff model", "AND(title.word:diff, word:model)");
    row("field inside parentheses", "(title:diff)", "title.word:diff");
    row("abstract field with a phrase", "abstract:\"neural network\"",
        "abstract.phrase:\"neural network\"");
    row("quoted title word is exact", "title:\"Diff\"", "title.phrase:\"diff\"");
    row("topic prefix", "topic:diffusion", "topic.word:diffusion");
    row("topic name with spaces in quotes", "topic:\"Diffusion models\"",
        "topic.phrase:\"diffusion models\"");
    row("excluded tag", "-tag:skip", "NOT(tag.word:skip)");
    row("url keeps punctuation", "url:github.com/x", "url.word:github.com/x");
    row("url value may hold a colon", "url:https://x.org", "url.word:https://x.org");
    row("has link", "has:link", "has:link");
    row("has code", "has:CODE", "has:code");
    row("is unread", "is:unread", "is:unread");
    row("is starred", "is:starred", "is:starred");
    row("is untagged is the Untagged row", "is:untagged", "is:untagged");
    row("unknown field is a plain word", "foo:bar", "word:foo:bar");
    row("what the sidebar writes", "topic:diffusion -tag:skip is:unread",
        "AND(topic.word:diffusion, NOT(tag.word:skip), is:unread)");
    row("sidebar term after an OR group", "a OR b topic:x",
        "AND(OR(word:a, word:b), topic.word:x)");

    row("AND written out is the implied AND", "a AND b", "AND(word:a, word:b)");
    row("AND after an OR group", "a OR b AND c", "AND(OR(word:a, word:b), word:c)");
    row("lower-case and is a word", "a and b", "AND(word:a, word:and, word:b)");

    // Invalid queries that no reading repairs: the error position, and the words searched as
    // plain words instead.
    row("unknown has value", "has:foo", "word:foo", 4);
    row("unknown is value", "is:maybe", "word:maybe", 3);
    row("unknown is value next to a half-typed one", "is:maybe (a", "AND(word:maybe, word:a)", 3);
}

void TestQueryParser::parsesTextIntoTheExpectedTree()
{
    QFETCH(QString, text);
    QFETCH(QString, tree);
    QFETCH(int, errorPosition);

    const QueryParseResult result = QueryParser::parse(text);
    QCOMPARE(result.query.toString(), tree);
    QCOMPARE(result.errorPosition, qsizetype(errorPosition));
    QCOMPARE(result.error.isEmpty(), errorPosition < 0);
}

void TestQueryParser::readsAHalfTypedQueryAsFinished_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("readAs");
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("assumed");

    const auto row = [](const char *name, const QString &text, const char *readAs, const char *tree,
                         const char *assumed) {
        QTest::newRow(name) << text << QString::fromUtf8(readAs) << QString::fromUtf8(tree)
                            << QString::fromUtf8(assumed);
    };
    row("unclosed parenthesis", "(graph OR protein", "(graph OR protein)",
        "OR(word:graph, word:protein)", "closing the parenthesis");
    row("two unclosed parentheses", "((a OR b) OR (c", "((a OR b) OR (c))",
        "OR(word:a, word:b, word:c)", "closing 2 parentheses");
    row("unclosed parenthesis then a space", "(a b ", "(a b)", "AND(word:a, word:b)",
        "closing the parenthesis");
    row("open quote: its last word is still being typed", "\"language mod", "\"language mod\"",
        "phrase:\"language mod\"*", "closing the quote");
    row("open quote after a word", "diff \"language", "diff \"language\"",
        "AND(word:diff, phrase:\"language\"*)", "closing the quote");
    row("open quote inside a parenthesis", "(a OR \"b c", "(a OR \"b c\")",
        "OR(word:a, phrase:\"b c\"*)", "closing the quote, closing the parenthesis");
    row("open quote in a field value", "topic:\"Diffusion", "topic:\"Diffusion\"",
        "topic.phrase:\"diffusion\"*", "closing the quote");
    row("lone quote", "diff \"", "diff", "word:diff", "ignoring the lone quote");
    row("dangling OR at the end", "a OR", "a", "word:a", "ignoring the dangling OR");
    row("dangling OR in an open group", "(graph OR protein OR", "(graph OR protein)",
        "OR(word:graph, word:protein)", "ignoring the dangling OR, closing the parenthesis");
    row("OR at the start", "OR a", "a", "word:a", "ignoring the dangling OR");
    row("two ORs in a row", "a OR OR b", "a OR b", "OR(word:a, word:b)",
        "ignoring the dangling OR");
    row("dangling pipe", "a |", "a", "word:a", "ignoring the dangling |");
    row("dangling AND", "graph AND", "graph", "word:graph", "ignoring the dangling AND");
    row("OR before a closing parenthesis", "(a OR)", "(a)", "word:a", "ignoring the dangling OR");
    row("lone opening parenthesis", "(", "", "ALL", "ignoring the lone (");
    row("lone closing parenthesis", ")", "", "ALL", "ignoring the unmatched )");
    row("closing parenthesis without opening", "a) b", "a b", "AND(word:a, word:b)",
        "ignoring the unmatched )");
    row("empty parentheses", "a ()", "a", "word:a", "ignoring the empty parentheses");
    row("lone minus", "-", "", "ALL", "ignoring the lone -");
    row("lone minus after a word", "diff -", "diff", "word:diff", "ignoring the lone -");
    row("minus followed by a space", "a - b", "a b", "AND(word:a, word:b)", "ignoring the lone -");
    row("minus before a closing parenthesis", "(a -)", "(a)", "word:a", "ignoring the lone -");
    row("field without value", "title:", "", "ALL", "ignoring title: without a value");
    row("field without value before a word", "title: diff", "diff", "word:diff",
        "ignoring title: without a value");
    row("tag without value after a word", "graph tag:", "graph", "word:graph",
        "ignoring tag: without a value");
    row("url with an open empty quote", "url:\"", "", "ALL", "ignoring url: without a value");
    row("is value with one completion", "diff is:unr", "diff is:unread",
        "AND(word:diff, is:unread)", "reading is:unr as is:unread");
    row("is value with several completions", "diff is:un", "diff", "word:diff",
        "ignoring the unfinished is:un");
    row("negated half-typed is value", "-is:star", "-is:starred", "NOT(is:starred)",
        "reading is:star as is:starred");
}

void TestQueryParser::readsAHalfTypedQueryAsFinished()
{
    QFETCH(QString, text);
    QFETCH(QString, readAs);
    QFETCH(QString, tree);
    QFETCH(QString, assumed);

    const QueryParseResult result = QueryParser::parse(text);
    QCOMPARE(result.error, QString());
    QCOMPARE(result.errorPosition, qsizetype(-1));
    QCOMPARE(result.query.toString(), tree);
    QCOMPARE(result.readAs, readAs);
    QCOMPARE(result.assumptions.join(QStringLiteral(", ")), assumed);
    // What is read is itself a complete query: it reads as written, with nothing assumed.
    const QueryParseResult again = QueryParser::parse(result.readAs);
    QVERIFY(again.error.isEmpty());
    QVERIFY(again.assumptions.isEmpty());
}

void TestQueryParser::neverFailsOnRandomSyntax()
{
    const QString alphabet = QStringLiteral("ab -\"()|:OR AND title topic is has un");
    QRandomGenerator random(7);
    for (int round = 0; round < 5000; ++round) {
        QString text;
        const int length = random.bounded(12);
        for (int i = 0; i < length; ++i)
            text += alphabet[random.bounded(int(alphabet.size()))];
        const QueryParseResult result = QueryParser::parse(text);
        QVERIFY2(
            result.errorPosition >= -1 && result.errorPosition <= text.size(), qPrintable(text));
        QVERIFY(!result.query.toString().isEmpty());
        if (!result.assumptions.isEmpty()) { // a repaired query reads as written
            const QueryParseResult again = QueryParser::parse(result.readAs);
            QVERIFY2(again.error.isEmpty() && again.assumptions.isEmpty(), qPrintable(text));
        }
    }
}

void TestQueryParser::refusesNestingDeeperThanAHundredLevels_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("tooDeep");
    const auto repeated = [](const char *piece, int times) {
        return QString(QLatin1String(piece)).repeated(times);
    };
    QTest::newRow("100 parentheses") << repeated("(", 100) + "a" + repeated(")", 100) << false;
    QTest::newRow("101 parentheses") << repeated("(", 101) + "a" + repeated(")", 101) << true;
    QTest::newRow("50,000 parentheses")
        << repeated("(", 50000) + "a" + repeated(")", 50000) << true;
    QTest::newRow("50,000 minus signs") << repeated("-", 50000) + "a" << true;
    QTest::newRow("50,000 unclosed parentheses") << repeated("(", 50000) << true;
    QTest::newRow("parentheses and minus signs") << repeated("-(", 60) + "a" << true;
    QTest::newRow("many terms side by side, each excluded")
        << repeated("-a ", 5000) + repeated("(b) ", 5000) << false;
}

void TestQueryParser::refusesNestingDeeperThanAHundredLevels()
{
    QFETCH(QString, text);
    QFETCH(bool, tooDeep);
    const QueryParseResult result = QueryParser::parse(text);
    QCOMPARE(result.tooDeep, tooDeep);
    if (tooDeep) {
        QVERIFY(result.error.contains(QLatin1String("deeper than 100 levels")));
        QVERIFY(result.assumptions.isEmpty()); // not repaired
    }
    QVERIFY(!result.query.toString().isEmpty()); // the plain words, or the query
}

QTEST_APPLESS_MAIN(TestQueryParser)
#include "tst_queryparser.moc"
