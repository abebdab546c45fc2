// SPDX-License-Identifier: GPL-3.0-or-later
#include "fastpathinputs.h"
#include "search/indextokenizer.h"
#include "text/cjkbigrams.h"
#include "text/textnormalizer.h"

#include <QRandomGenerator>
#include <QString>
#include <QStringList>
#include <QTest>

class TestIndexTokenizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void splitsLikeTextNormalizer_data();
    void splitsLikeTextNormalizer();
    void splitsCjkIntoOverlappingBigrams_data();
    void splitsCjkIntoOverlappingBigrams();
    void keepsOneTableAcrossTexts();
    void splitsRandomTextLikeTextNormalizer();
    void agreesWithItsReferenceOnEveryInputShape();
};

namespace {

// The definition the index must follow: fold, then the search's tokens (CJK as bigrams).
QStringList referenceTokens(const QString &text)
{
    const QString folded = TextNormalizer::fold(text);
    QStringList tokens;
    CjkBigrams::forEachToken(folded,
        [&](qsizetype start, qsizetype length) { tokens.append(folded.mid(start, length)); });
    return tokens;
}

QStringList split(IndexTokenizer &tokenizer, TokenTable &table, const QString &text)
{
    std::vector<quint32> ids;
    tokenizer.split(text, table, ids);
    QStringList tokens;
    for (quint32 id : ids) {
        const std::u16string_view token = table.token(id);
        tokens.append(
            QString(reinterpret_cast<const QChar *>(token.data()), qsizetype(token.size())));
    }
    return tokens;
}

} // namespace

void TestIndexTokenizer::splitsLikeTextNormalizer_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("only separators") << QStringLiteral(" -- ,.; ");
    QTest::newRow("ascii words and digits") << QStringLiteral("We train GPT-4 on 3D data, 2025.");
    QTest::newRow("case folds") << QStringLiteral("LoRA lora LORA");
    QTest::newRow("diacritics fold") << QStringLiteral("Gödel, naïve café Ångström");
    QTest::newRow("cjk") << QStringLiteral("ICML 2025 论文列表，扩散模型");
    QTest::newRow("cjk next to latin in one word") << QStringLiteral("GPT模型 和LoRA微调 a中b");
    QTest::newRow("japanese scripts") << QStringLiteral("拡散モデルを用いた音声合成");
    QTest::newRow("hangul") << QStringLiteral("주의 메커니즘을 경량화");
    QTest::newRow("long cjk run past sixteen units")
        << QStringLiteral("一二三四五六七八九十一二三四五六七八九十");
    QTest::newRow("greek and math letters") << QStringLiteral("α-divergence, β=0.5, Σ over 𝔼[x]");
    QTest::newRow("combining mark inside a word")
        << QStringLiteral("cafe\u0301 re\u0301sume\u0301");
    QTest::newRow("ends inside a word") << QStringLiteral("trailing word");
    QTest::newRow("eight, nine and sixteen units")
        << QStringLiteral("Abcdefgh abcdefghi ABCDEFGHIJKLMNOP abcdefghijklmnopq");
    QTest::newRow("latin-1 that stays, beyond latin-1")
        << QStringLiteral("ÞØRN ørsted þorn æther ŒUVRE ĸra αβγδεζηθ αβγδεζηθι");
    QTest::newRow("word across an eight-unit block") << QStringLiteral(
        "1234567 89abcdef ghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ!");
    QTest::newRow("lone surrogate") << (QStringLiteral("a") + QChar(0xD800) + QStringLiteral("b"));
}

void TestIndexTokenizer::splitsLikeTextNormalizer()
{
    QFETCH(QString, text);
    IndexTokenizer tokenizer;
    TokenTable table;
    QCOMPARE(split(tokenizer, table, text), referenceTokens(text));
}

void TestIndexTokenizer::splitsCjkIntoOverlappingBigrams_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens");
    const auto row = [](const char *name, const char *text, const QStringList &tokens) {
        QTest::newRow(name) << QString::fromUtf8(text) << tokens;
    };
    row("a Chinese run", "扩散模型", { "扩散", "散模", "模型" });
    row("a run of two is one bigram", "模型", { "模型" });
    row("one character stays one token", "的 model", { "的", "model" });
    row("punctuation between runs ends each", "论文，列表。扩散", { "论文", "列表", "扩散" });
    row("a space between runs ends each", "论文 列表", { "论文", "列表" });
    row("latin inside a run is a word of its own", "用GPT生成", { "用", "gpt", "生成" });
    row("latin and digits next to a run", "GPT-4模型在2025年",
        { "gpt", "4", "模型", "型在", "2025", "年" });
    row("japanese kana and kanji bigram together", "拡散モデルを用いた",
        { "拡散", "散モ", "モデ", "デル", "ルを", "を用", "用い", "いた" });
    row("voiced kana stay voiced", "ガス", { "ガス" });
    row("the prolonged sound mark and the iteration mark are in the run", "データ人々",
        { "デー", "ータ", "タ人", "人々" });
    row("katakana middle dot ends a run", "ニューラル・ネット",
        { "ニュ", "ュー", "ーラ", "ラル", "ネッ", "ット" });
    row("hangul syllables keep their letters", "한국어", { "한국", "국어" });
    row("korean words between spaces", "주의 메커니즘을",
        { "주의", "메커", "커니", "니즘", "즘을" });
    row("full-width latin is latin", "ＧＰＴ和ＢＥＲＴ", { "gpt", "和", "bert" });
    row("latin tokenizes as before", "State-of-the-art Gödel 2025",
        { "state", "of", "the", "art", "godel", "2025" });
}

void TestIndexTokenizer::splitsCjkIntoOverlappingBigrams()
{
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    IndexTokenizer tokenizer;
    TokenTable table;
    QCOMPARE(split(tokenizer, table, text), tokens);
}

void TestIndexTokenizer::keepsOneTableAcrossTexts()
{
    IndexTokenizer tokenizer;
    TokenTable table;
    std::vector<quint32> ids;
    tokenizer.split(QStringLiteral("Diffusion models"), table, ids);
    tokenizer.split(QStringLiteral("a long text first, longer than the others"), table, ids);
    tokenizer.split(QStringLiteral("models of DIFFUSION"), table, ids);
    QCOMPARE(ids.size(), size_t(2 + 8 + 3));
    QCOMPARE(ids[10], ids[1]); // "models"
    QCOMPARE(ids[12], ids[0]); // "diffusion"
    QCOMPARE(table.size(), quint32(11)); // "of" is the only new word of the third
}

void TestIndexTokenizer::splitsRandomTextLikeTextNormalizer()
{
    // Texts of every length up to 300 units from an alphabet with word and non-word units,
    // ASCII and not, so that words start and end at every place of the eight-unit blocks and
    // 64-unit words of the tokenizer's bit set, and Latin-1 and other units mix in short keys.
    const QString alphabet = QStringLiteral("aZq09扩한カ .,-\tÿøÉé\u0301αΣ\u4e2d、");
    QRandomGenerator random(2025);
    IndexTokenizer tokenizer;
    TokenTable table;
    for (int length = 0; length <= 300; ++length) {
        for (int round = 0; round < 4; ++round) {
            QString text;
            const int wordBias = random.bounded(1, 12); // long runs of word units now and then
            for (int i = 0; i < length; ++i) {
                const bool wordUnit = random.bounded(wordBias + 1) > 0;
                text += alphabet.at(wordUnit ? random.bounded(8) : random.bounded(alphabet.size()));
            }
            QCOMPARE(split(tokenizer, table, text), referenceTokens(text));
        }
    }
    // Every token kept one id: interning each again finds it.
    for (quint32 id = 0; id < table.size(); ++id)
        QCOMPARE(table.intern(table.token(id)), id);
}

// split() (SSE2 when built with it) against splitReference(), its plain loops, in one binary:
// the same ids in the same table for every input shape and place in memory.
void TestIndexTokenizer::agreesWithItsReferenceOnEveryInputShape()
{
    IndexTokenizer fast;
    IndexTokenizer plain;
    TokenTable table;
    int compared = 0;
    for (const QString &text : FastPathInputs::texts()) {
        for (int offset = 0; offset < FastPathInputs::alignmentOffsets; ++offset) {
            const QString buffer = QString(offset, u'x') + text;
            const QStringView view = QStringView(buffer).mid(offset);
            std::vector<quint32> fastIds;
            std::vector<quint32> plainIds;
            fast.split(view, table, fastIds);
            plain.splitReference(view, table, plainIds);
            QVERIFY2(fastIds == plainIds,
                qPrintable(QStringLiteral("%1 at offset %2").arg(text).arg(offset)));
            ++compared;
        }
    }
    QVERIFY(compared > 10000);
    QVERIFY(table.size() > 1000);
}

QTEST_GUILESS_MAIN(TestIndexTokenizer)
#include "tst_indextokenizer.moc"
