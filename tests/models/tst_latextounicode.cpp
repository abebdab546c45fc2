// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/latextounicode.h"
#include "timebudget.h"

#include <QElapsedTimer>
#include <QTest>

class TestLatexToUnicode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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

    // Issue 12: plain lists keep their LaTeX; display() is how it is shown.
    void showsTheLatexOfPlainListsReadably_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        auto row = [](const char *name, const char *text, const char *shown) {
            QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(shown);
        };
        row("subscript digit", "an $\\ell_1$-regularized loss", "an ℓ₁-regularized loss");
        row("superscript in math", "in $O(n^2)$ time", "in O(n²) time");
        row("braced superscript", "$x^{-1}$ and $\\|x\\|_2$", "x⁻¹ and |x|₂");
        row("subscript letters", "$x_{ij}$", "xᵢⱼ");
        row("script Unicode lacks stays written", "$w_{t,k}$ and $x_\\theta$", "w_(t,k) and x_θ");
        row("transpose", "$A^\\top x$", "A⊤ x");
        row("fraction", "$\\frac{1}{2}$ and $\\frac{n+1}{2}$", "1/2 and (n+1)/2");
        row("square root", "$O(\\sqrt{d/n})$ and $\\sqrt{n}$", "O(√(d/n)) and √n");
        row("nested fraction and root", "$\\frac{1}{\\sqrt{n}}$", "1/(√n)");
        row("tilde over a letter", "$\\tilde{O}(d)$ and $\\widetilde O(n)$", "Õ(d) and Õ(n)");
        row("blackboard letters", "$x \\in \\mathbb{R}^d$", "x ∈ ℝᵈ");
        row("citation", "Dobrushin's condition~\\cite{DeSaOR16}. We",
            "Dobrushin's condition [DeSaOR16]. We");
        row("url", "Code: \\url{https://github.com/a/b_c}.", "Code: https://github.com/a/b_c.");
        row("emphasis", "a \\emph{new} loss", "a new loss");
        row("text without markup is kept as it is", "costs $5 and $10 -- with ``quotes'' ~ok",
            "costs $5 and $10 -- with ``quotes'' ~ok");
        row("prices stay next to math", "for $5 we get $x$", "for $5 we get x");
        row("tilde for about stays", "a ~10% gain (~ 1 s) in $n$ steps, Fig.~3",
            "a ~10% gain (~ 1 s) in n steps, Fig. 3");
        row("display math", "$$x^2$$ holds", "x² holds");
        row("inline math with parentheses", "\\(x^2\\) grows", "x² grows");
        row("unclosed math", "$x^2 and more", "$x^2 and more");
    }

    void showsTheLatexOfPlainListsReadably()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(LatexToUnicode::display(text), shown);
    }

    void showsTheMathMarksOfStoredFieldsReadably_data()
    {
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QString>("shown");
        QTest::newRow("a square") << "D^2: Decentralized training"
                                  << "D²: Decentralized training";
        QTest::newRow("a negative power") << "x^-1 and y_2"
                                          << "x⁻¹ and y₂";
        QTest::newRow("a letter alone") << "the norm x_i here"
                                        << "the norm xᵢ here";
        QTest::newRow("a word after the mark stays") << "snake_case names"
                                                     << "snake_case names";
        QTest::newRow("no base before the mark") << "a ^2 b"
                                                 << "a ^2 b";
        QTest::newRow("nothing to raise") << "Plain title"
                                          << "Plain title";
    }
    void showsTheMathMarksOfStoredFieldsReadably()
    {
        QFETCH(QString, stored);
        QFETCH(QString, shown);
        QCOMPARE(LatexToUnicode::displayStored(stored), shown);
    }

    void tellsTextWithMarkup_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("markup");
        QTest::newRow("plain prose") << QStringLiteral("We propose a method.") << false;
        QTest::newRow("prices") << QStringLiteral("from $5 to $10") << false;
        QTest::newRow("a lone dollar") << QStringLiteral("US$") << false;
        QTest::newRow("C++ and C#") << QStringLiteral("C++ and C#") << false;
        QTest::newRow("inline math") << QStringLiteral("the $\\ell_1$ norm") << true;
        QTest::newRow("math without a macro") << QStringLiteral("in $O(n)$") << true;
        QTest::newRow("a macro") << QStringLiteral("\\emph{x}") << true;
        QTest::newRow("an escaped special") << QStringLiteral("50\\%") << true;
        QTest::newRow("an accent") << QStringLiteral("Erd\\H{o}s") << true;
        QTest::newRow("empty") << QString() << false;
    }

    void tellsTextWithMarkup()
    {
        QFETCH(QString, text);
        QFETCH(bool, markup);
        QCOMPARE(LatexToUnicode::hasMarkup(text), markup);
    }

    void survivesDeepNesting()
    {
        const QString deep = QString(100000, QLatin1Char('{')) + QStringLiteral("\\\"u")
            + QString(100000, QLatin1Char('}'));
        QCOMPARE(LatexToUnicode::convert(deep), QStringLiteral("ü"));
        const QString accents = QString(50000, QLatin1Char('\\')) + QStringLiteral("'{{{");
        QVERIFY(LatexToUnicode::convert(accents).size() < 50000);
        // Display mode converts arguments on their own, but only a few levels deep.
        QString fractions = QStringLiteral("$");
        for (int i = 0; i < 20000; ++i)
            fractions += QStringLiteral("\\frac{x^{\\sqrt{");
        fractions += QStringLiteral("$");
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!LatexToUnicode::display(fractions).isEmpty());
        QVERIFY2(timer.elapsed() < timeBudget(2000), qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestLatexToUnicode)
#include "tst_latextounicode.moc"
