// SPDX-License-Identifier: GPL-3.0-or-later
#include "latexconverter.h"

#include "latexmacros.h"
#include "latexscan.h"
#include "latextounicode.h"
#include "unicodescripts.h"

using LatexScan::grouped;
using LatexScan::isAsciiLetter;

LatexConverter::LatexConverter(QStringView in, Mode mode)
    : LatexConverter(in, mode, 0, false)
{
}

LatexConverter::LatexConverter(QStringView in, Mode mode, int depth, bool math)
    : m_in(in)
    , m_n(in.size())
    , m_mode(mode)
    , m_depth(depth)
    , m_math(math)
{
    m_out.reserve(in.size());
}

QString LatexConverter::run()
{
    while (m_i < m_n)
        step();
    while (m_out.endsWith(QLatin1Char(' ')))
        m_out.chop(1);
    if (m_needsComposition)
        return m_out.normalized(QString::NormalizationForm_C);
    return m_out;
}

void LatexConverter::appendSpace()
{
    if (!m_out.isEmpty() && m_out.back() != u' ')
        m_out += QLatin1Char(' ');
}

void LatexConverter::skipSpaces()
{
    while (m_i < m_n && m_in[m_i].isSpace())
        ++m_i;
}

void LatexConverter::step()
{
    if (const qsizetype end = LatexScan::plainRunEnd(m_in, m_i); end > m_i) {
        m_out += m_in.mid(m_i, end - m_i);
        m_i = end;
        return;
    }
    const QChar c = m_in[m_i];
    switch (c.unicode()) {
    case '\\':
        macro();
        return;
    case '{':
    case '}':
        ++m_i;
        return;
    case '$':
        dollar();
        return;
    case '~':
        // Text that may not be LaTeX uses '~' for "about" ("~10%", "(~ 1 s)"): only a '~'
        // between two words is a tie there.
        if (m_mode == Mode::Display
            && (m_i == 0 || m_in[m_i - 1].isSpace() || at(m_i + 1).isNull()
                || at(m_i + 1).isSpace()))
            m_out += c;
        else
            appendSpace();
        ++m_i;
        return;
    case '_':
    case '^':
        if (m_math && nests()) {
            script(c == u'^');
            return;
        }
        break;
    case '-':
        if (!m_math && startsWith(QLatin1StringView("---"))) {
            m_out += QChar(0x2014);
            m_i += 3;
        } else if (!m_math && startsWith(QLatin1StringView("--"))) {
            m_out += QChar(0x2013);
            m_i += 2;
        } else {
            m_out += c;
            ++m_i;
        }
        return;
    case '`':
        m_out += QChar(at(m_i + 1) == QLatin1Char('`') ? 0x201C : 0x2018);
        m_i += at(m_i + 1) == QLatin1Char('`') ? 2 : 1;
        return;
    case '\'':
        if (!m_math && at(m_i + 1) == QLatin1Char('\'')) {
            m_out += QChar(0x201D);
            m_i += 2;
            return;
        }
        break;
    case 'h':
        if ((m_i == 0 || !m_in[m_i - 1].isLetterOrNumber())
            && (startsWith(QLatin1StringView("http://"))
                || startsWith(QLatin1StringView("https://")))) {
            copyVerbatim(false);
            return;
        }
        break;
    default:
        if (c.isSpace()) {
            appendSpace();
            ++m_i;
            return;
        }
    }
    m_out += c;
    ++m_i;
}

void LatexConverter::dollar()
{
    const qsizetype marks = at(m_i + 1) == QLatin1Char('$') ? 2 : 1;
    if (m_mode == Mode::Display && !m_math && !LatexToUnicode::opensMath(m_in, m_i)) {
        m_out += m_in.mid(m_i, marks); // a price, not math
    } else {
        m_math = !m_math;
    }
    m_i += marks;
}

void LatexConverter::copyVerbatim(bool braced)
{
    int depth = 0;
    while (m_i < m_n) {
        const QChar c = m_in[m_i];
        if (braced) {
            if (c == QLatin1Char('{'))
                ++depth;
            else if (c == QLatin1Char('}') && --depth == 0) {
                ++m_i;
                return;
            }
            if (depth > 0 && !(depth == 1 && c == QLatin1Char('{')))
                m_out += c;
        } else {
            if (c.isSpace() || c == QLatin1Char('{') || c == QLatin1Char('}'))
                return;
            m_out += c;
        }
        ++m_i;
    }
}

void LatexConverter::skipGroup()
{
    skipSpaces();
    if (at(m_i) != QLatin1Char('{'))
        return;
    int depth = 0;
    for (; m_i < m_n; ++m_i) {
        if (m_in[m_i] == QLatin1Char('{'))
            ++depth;
        else if (m_in[m_i] == QLatin1Char('}') && --depth == 0) {
            ++m_i;
            return;
        }
    }
}

void LatexConverter::macro()
{
    const QChar next = at(m_i + 1);
    if (m_i + 1 >= m_n) {
        ++m_i;
        return;
    }
    if (!isAsciiLetter(next)) {
        const auto accent = LatexMacros::get().accents.constFind(QString(next));
        m_i += 2;
        if (accent != LatexMacros::get().accents.cend()) {
            accented(*accent);
            return;
        }
        switch (next.unicode()) {
        case '(':
        case '[':
            m_math = true;
            return;
        case ')':
        case ']':
            m_math = false;
            return;
        case '\\':
        case ' ':
        case ',':
        case ';':
        case ':':
            appendSpace();
            return;
        case '!':
        case '-':
        case '/':
            return;
        default:
            if (next.isSpace())
                appendSpace();
            else
                m_out += next; // \& \% \_ \$ \# \{ \} …
            return;
        }
    }
    qsizetype end = m_i + 1;
    while (end < m_n && isAsciiLetter(m_in[end]))
        ++end;
    const QString name = m_in.mid(m_i + 1, end - m_i - 1).toString();
    m_i = end;
    const LatexMacros &table = LatexMacros::get();
    if (m_mode == Mode::Display && displayMacro(name))
        return;
    if (const auto accent = table.accents.constFind(name); accent != table.accents.cend()) {
        skipSpaces();
        accented(*accent);
    } else if (const auto letter = table.letters.constFind(name); letter != table.letters.cend()) {
        m_out += *letter;
        skipSpaces();
        if (at(m_i) == QLatin1Char('{') && at(m_i + 1) == QLatin1Char('}'))
            m_i += 2;
    } else if (const auto symbol = table.symbols.constFind(name); symbol != table.symbols.cend()) {
        m_out += *symbol; // the space after it stays: "x \\leq y" reads better as "x ≤ y"
        if (at(m_i) == QLatin1Char('{') && at(m_i + 1) == QLatin1Char('}'))
            m_i += 2; // "\ldots{} and": the empty group only ends the macro name
    } else if (name == QLatin1String("url")) {
        skipSpaces();
        if (at(m_i) == QLatin1Char('{'))
            copyVerbatim(true);
    } else if (name == QLatin1String("href")) {
        skipGroup(); // the target; the link text that follows stays
    } else {
        skipSpaces(); // unknown: dropped, its argument (a brace group) stays as text
    }
}

void LatexConverter::accented(char16_t mark)
{
    int depth = 0;
    while (at(m_i) == QLatin1Char('{')) {
        ++depth;
        ++m_i;
        skipSpaces();
    }
    QString base;
    if (at(m_i) == QLatin1Char('\\') && isAsciiLetter(at(m_i + 1))) {
        qsizetype end = m_i + 1;
        while (end < m_n && isAsciiLetter(m_in[end]))
            ++end;
        const QString name = m_in.mid(m_i + 1, end - m_i - 1).toString();
        m_i = end;
        if (name == QLatin1String("i") || name == QLatin1String("j"))
            base = name; // the dotless forms exist only to carry an accent
        else
            base = LatexMacros::get().letters.value(name);
    } else if (m_i < m_n && m_in[m_i] != QLatin1Char('}') && !m_in[m_i].isSpace()) {
        base = m_in[m_i];
        ++m_i;
        if (base.front().isHighSurrogate() && m_i < m_n && m_in[m_i].isLowSurrogate())
            base += m_in[m_i++];
    }
    // Close the groups opened around the base, ignoring anything else inside them.
    while (depth > 0 && m_i < m_n) {
        if (m_in[m_i] == QLatin1Char('{'))
            ++depth;
        else if (m_in[m_i] == QLatin1Char('}'))
            --depth;
        ++m_i;
    }
    if (base.isEmpty())
        return;
    m_out += base;
    m_out += QChar(mark);
    m_needsComposition = true;
}

// The macros only display mode knows; false for any other.
bool LatexConverter::displayMacro(const QString &name)
{
    const LatexMacros &table = LatexMacros::get();
    if (const auto symbol = table.displaySymbols.constFind(name);
        symbol != table.displaySymbols.cend()) {
        m_out += *symbol;
        return true;
    }
    if (name == QLatin1String("cite") || name == QLatin1String("citep")
        || name == QLatin1String("citet") || name == QLatin1String("citealp")) {
        m_out += QLatin1Char('[') + readArgument().toString().simplified() + QLatin1Char(']');
        return true;
    }
    if (!nests())
        return false;
    if (name == QLatin1String("frac") || name == QLatin1String("dfrac")
        || name == QLatin1String("tfrac")) {
        const QString numerator = convertArgument(readArgument());
        const QString denominator = convertArgument(readArgument());
        m_out += grouped(numerator) + QLatin1Char('/') + grouped(denominator);
        return true;
    }
    if (name == QLatin1String("sqrt")) {
        m_out += QChar(0x221A) + grouped(convertArgument(readArgument()));
        return true;
    }
    if (name == QLatin1String("mathbb")) {
        const QString letters = convertArgument(readArgument());
        m_out += letters.size() == 1 ? table.blackboard.value(letters.front(), letters) : letters;
        return true;
    }
    if (const auto mark = table.mathAccents.constFind(name); mark != table.mathAccents.cend()) {
        // Unicode marks sit on one character: x̃ and Õ, but \widetilde{xy} is shown as xy.
        const QString base = convertArgument(readArgument());
        m_out += base;
        if (base.size() == 1 || (base.size() == 2 && base.front().isHighSurrogate())) {
            m_out += QChar(*mark);
            m_needsComposition = true;
        }
        return true;
    }
    return false;
}

QStringView LatexConverter::readArgument()
{
    return LatexScan::argument(m_in, m_i);
}

QString LatexConverter::convertArgument(QStringView argument) const
{
    return LatexConverter(argument, m_mode, m_depth + 1, m_math).run();
}

// x_1 as x₁ and x^{-1} as x⁻¹ where Unicode has the characters, else as x_(ij+1).
void LatexConverter::script(bool superscript)
{
    ++m_i;
    const QString argument = convertArgument(readArgument());
    const std::optional<QString> raised
        = superscript ? UnicodeScripts::superscript(argument) : UnicodeScripts::subscript(argument);
    if (raised) {
        m_out += *raised;
        return;
    }
    m_out += QLatin1Char(superscript ? '^' : '_') + grouped(argument);
}
