// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// One pass of LatexToUnicode over a text: the machinery behind LatexToUnicode::convert()
/// and LatexToUnicode::display() (see there for what each does). Use those.
class LatexConverter final
{
public:
    enum class Mode
    {
        Stored, ///< convert(): what BibTeX abstracts are stored as; must never change
        Display ///< display(): readable math and citations, for text that may not be LaTeX
    };

    LatexConverter(QStringView in, Mode mode);
    QString run();

private:
    // Display mode converts the argument of \frac, _, ^ … on its own, nested this deep at
    // most; deeper ones are written as text.
    static constexpr int maxDepth = 4;

    LatexConverter(QStringView in, Mode mode, int depth, bool math);

    QChar at(qsizetype i) const { return i < m_n ? m_in[i] : QChar(); }
    bool startsWith(QLatin1StringView text) const { return m_in.mid(m_i).startsWith(text); }
    bool nests() const { return m_mode == Mode::Display && m_depth < maxDepth; }
    void appendSpace();
    void skipSpaces();
    void step();
    void dollar();
    void copyVerbatim(bool braced);
    void skipGroup();
    void macro();
    bool displayMacro(const QString &name);
    void accented(char16_t mark);
    QStringView readArgument();
    QString convertArgument(QStringView argument) const;
    void script(bool superscript);

    QStringView m_in;
    qsizetype m_n;
    qsizetype m_i = 0;
    QString m_out;
    Mode m_mode;
    int m_depth = 0;
    bool m_math = false;
    bool m_needsComposition = false;
};
