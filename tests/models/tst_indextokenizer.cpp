// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/indextokenizer.h"
#include "text/textnormalizer.h"

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

QTEST_GUILESS_MAIN(TestIndexTokenizer)
#include "tst_indextokenizer.moc"
