// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/latextounicode.h"

#include <QTest>

class TestLatexToUnicode : public QObject
{
    Q_OBJECT

private slots:
    void convertsLatexToPlainText_data()
    {
        QTest::addColumn<QString>("latex");
        QTest::addColumn<QString>("text");

        QTest::newRow("plain text is kept") << "Deep learning"
                                            << "Deep learning";
        QTest::newRow("acute accent without braces") << "Ren\\'e"
                                                     << "René";
        QTest::newRow("umlaut with braced letter") << "Rockt\\\"{a}schel"
                                                   << "Rocktäschel";
        QTest::newRow("umlaut inside a brace group") << "M{\\\"u}ller"
                                                     << "Müller";
        QTest::newRow("cedilla macro with braces") << "Fran\\c{c}ois"
                                                   << "François";
        QTest::newRow("cedilla macro with a space") << "Fran\\c cois"
                                                    << "François";
        QTest::newRow("tilde accent") << "Espa\\~na"
                                      << "España";
        QTest::newRow("caron on a braced letter") << "\\v{S}ediv\\'y"
                                                  << "Šedivý";
        QTest::newRow("accent on dotless i") << "Mar\\'{\\i}a"
                                             << "María";
        QTest::newRow("double acute") << "Erd\\H{o}s"
                                      << "Erdős";
        QTest::newRow("letter macros eat the following space") << "Stra\\ss e"
                                                               << "Straße";
        QTest::newRow("slashed o in braces") << "J{\\o}rgensen"
                                             << "Jørgensen";
        QTest::newRow("escaped specials") << "R\\&D at 50\\% a\\_b \\$5 \\#1"
                                          << "R&D at 50% a_b $5 #1";
        QTest::newRow("em and en dashes") << "pages 1--10 --- done"
                                          << "pages 1–10 — done";
        QTest::newRow("tilde is a space") << "Fig.~3"
                                          << "Fig. 3";
        QTest::newRow("protecting braces removed") << "A Study of {GAN} Distributions"
                                                   << "A Study of GAN Distributions";
        QTest::newRow("math keeps its content") << "$D^2$: Decentralized Training"
                                                << "D^2: Decentralized Training";
        QTest::newRow("greek letters in math") << "$\\alpha$-divergence and $\\ell_1$"
                                               << "α-divergence and ℓ_1";
        QTest::newRow("math symbols keep the spaces around them")
            << "$O(\\sqrt{d/n})$ and $x \\leq y$"
            << "O(√d/n) and x ≤ y";
        QTest::newRow("minus in math is not a dash") << "$a--b$"
                                                     << "a--b";
        QTest::newRow("emphasis reduced to its argument") << "\\emph{very} \\textbf{bold}"
                                                          << "very bold";
        QTest::newRow("unknown macro dropped to its argument") << "see \\foo{bar} now"
                                                               << "see bar now";
        QTest::newRow("url kept verbatim") << "at \\url{https://x.org/~a_b%20c}."
                                           << "at https://x.org/~a_b%20c.";
        QTest::newRow("bare URL keeps its tilde") << "code: https://www.robots.ox.ac.uk/~vgg/ ok"
                                                  << "code: https://www.robots.ox.ac.uk/~vgg/ ok";
        QTest::newRow("href keeps the link text") << "\\href{https://a.b}{our code}"
                                                  << "our code";
        QTest::newRow("TeX quotes") << "``quoted'' text"
                                    << "“quoted” text";
        QTest::newRow("white space runs become one space") << "  a \n\t b  "
                                                           << "a b";
        QTest::newRow("ldots with empty group") << "a, b, \\ldots{} and c"
                                                << "a, b, … and c";
        QTest::newRow("inline math with parentheses") << "\\(x^2\\) grows"
                                                      << "x^2 grows";
        QTest::newRow("backslash at the end") << "trailing \\"
                                              << "trailing";
        QTest::newRow("accent at the end") << "oops \\'"
                                           << "oops";
        QTest::newRow("unbalanced braces") << "}}{{a{"
                                           << "a";
        QTest::newRow("empty") << ""
                               << "";
    }

    void convertsLatexToPlainText()
    {
        QFETCH(QString, latex);
        QFETCH(QString, text);
        QCOMPARE(LatexToUnicode::convert(latex), text);
    }

    void survivesDeepNesting()
    {
        const QString deep = QString(100000, QLatin1Char('{')) + QStringLiteral("\\\"u")
            + QString(100000, QLatin1Char('}'));
        QCOMPARE(LatexToUnicode::convert(deep), QStringLiteral("ü"));
        const QString accents = QString(50000, QLatin1Char('\\')) + QStringLiteral("'{{{");
        QVERIFY(LatexToUnicode::convert(accents).size() < 50000);
    }
};

QTEST_GUILESS_MAIN(TestLatexToUnicode)
#include "tst_latextounicode.moc"
