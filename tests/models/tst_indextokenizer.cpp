// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/indextokenizer.h"
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
    void keepsOneTableAcrossTexts();
    void splitsRandomTextLikeTextNormalizer();
};

namespace {

// The definition the index must follow: fold, then TextNormalizer's tokens.
QStringList referenceTokens(const QString &text)
{
    const QString folded = TextNormalizer::fold(text);
    QStringList tokens;
    TextNormalizer::forEachToken(folded, [&](qsizetype start, qsizetype length) {
        tokens.append(folded.mid(start, length));
    });
    return tokens;
}

QStringList split(IndexTokenizer &tokenizer, TokenTable &table, const QString &text)
{
    std::vector<quint32> ids;
    tokenizer.split(text, table, ids);
    QStringList tokens;
    for (quint32 id : ids) {
        const std::u16string_view token = table.token(id);
        tokens.append(QString(reinterpret_cast<const QChar *>(token.data()), qsizetype(token.size())));
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
    QTest::newRow("greek and math letters") << QStringLiteral("α-divergence, β=0.5, Σ over 𝔼[x]");
    QTest::newRow("combining mark inside a word") << QStringLiteral("cafe\u0301 re\u0301sume\u0301");
    QTest::newRow("ends inside a word") << QStringLiteral("trailing word");
    QTest::newRow("eight, nine and sixteen units")
        << QStringLiteral("Abcdefgh abcdefghi ABCDEFGHIJKLMNOP abcdefghijklmnopq");
    QTest::newRow("latin-1 that stays, beyond latin-1")
        << QStringLiteral("ÞØRN ørsted þorn æther ŒUVRE ĸra αβγδεζηθ αβγδεζηθι");
    QTest::newRow("word across an eight-unit block")
        << QStringLiteral("1234567 89abcdef ghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ!");
    QTest::newRow("lone surrogate") << (QStringLiteral("a") + QChar(0xD800) + QStringLiteral("b"));
}

void TestIndexTokenizer::splitsLikeTextNormalizer()
{
    QFETCH(QString, text);
    IndexTokenizer tokenizer;
    TokenTable table;
    QCOMPARE(split(tokenizer, table, text), referenceTokens(text));
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
    const QString alphabet = QStringLiteral("aZq09 .,-\tÿøÉé\u0301αΣ\u4e2d");
    QRandomGenerator random(2025);
    IndexTokenizer tokenizer;
    TokenTable table;
    for (int length = 0; length <= 300; ++length) {
        for (int round = 0; round < 4; ++round) {
            QString text;
            const int wordBias = random.bounded(1, 12); // long runs of word units now and then
            for (int i = 0; i < length; ++i) {
                const bool wordUnit = random.bounded(wordBias + 1) > 0;
                text += alphabet.at(wordUnit ? random.bounded(4) : random.bounded(alphabet.size()));
            }
            QCOMPARE(split(tokenizer, table, text), referenceTokens(text));
        }
    }
    // Every token kept one id: interning each again finds it.
    for (quint32 id = 0; id < table.size(); ++id)
        QCOMPARE(table.intern(table.token(id)), id);
}

QTEST_GUILESS_MAIN(TestIndexTokenizer)
#include "tst_indextokenizer.moc"
