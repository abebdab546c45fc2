// SPDX-License-Identifier: GPL-3.0-or-later
#include "latextounicode.h"

#include <QHash>

namespace {

struct Macros
{
    QHash<QString, QString> letters; // \ss, \o …: part of a word, so a following space is eaten
    QHash<QString, QString> symbols; // \alpha, \ldots, \log …
    QHash<QString, char16_t> accents; // \c, \v …: take an argument
};

const Macros &macros()
{
    static const Macros table = [] {
        Macros m;
        // The tables read best packed, several entries a line.
        // clang-format off
        const std::pair<const char *, const char *> letters[] = {
            { "ss", "ß" }, { "o", "ø" }, { "O", "Ø" }, { "ae", "æ" }, { "AE", "Æ" },
            { "oe", "œ" }, { "OE", "Œ" }, { "aa", "å" }, { "AA", "Å" }, { "l", "ł" },
            { "L", "Ł" }, { "i", "ı" }, { "j", "ȷ" }, { "dh", "ð" }, { "DH", "Ð" },
            { "th", "þ" }, { "TH", "Þ" }, { "ng", "ŋ" },
        };
        for (const auto &[name, text] : letters)
            m.letters.insert(QString::fromUtf8(name), QString::fromUtf8(text));
        const std::pair<const char *, const char *> symbols[] = {
            { "alpha", "α" }, { "beta", "β" }, { "gamma", "γ" }, { "delta", "δ" },
            { "epsilon", "ε" }, { "varepsilon", "ε" }, { "zeta", "ζ" }, { "eta", "η" },
            { "theta", "θ" }, { "vartheta", "ϑ" }, { "iota", "ι" }, { "kappa", "κ" },
            { "lambda", "λ" }, { "mu", "μ" }, { "nu", "ν" }, { "xi", "ξ" }, { "pi", "π" },
            { "rho", "ρ" }, { "sigma", "σ" }, { "tau", "τ" }, { "upsilon", "υ" },
            { "phi", "φ" }, { "varphi", "φ" }, { "chi", "χ" }, { "psi", "ψ" }, { "omega", "ω" },
            { "Gamma", "Γ" }, { "Delta", "Δ" }, { "Theta", "Θ" }, { "Lambda", "Λ" },
            { "Xi", "Ξ" }, { "Pi", "Π" }, { "Sigma", "Σ" }, { "Upsilon", "Υ" }, { "Phi", "Φ" },
            { "Psi", "Ψ" }, { "Omega", "Ω" },
            { "infty", "∞" }, { "le", "≤" }, { "leq", "≤" }, { "ge", "≥" }, { "geq", "≥" },
            { "neq", "≠" }, { "ne", "≠" }, { "approx", "≈" }, { "sim", "∼" }, { "simeq", "≃" },
            { "equiv", "≡" }, { "propto", "∝" }, { "times", "×" }, { "cdot", "·" },
            { "pm", "±" }, { "mp", "∓" }, { "div", "÷" }, { "to", "→" }, { "rightarrow", "→" },
            { "leftarrow", "←" }, { "Rightarrow", "⇒" }, { "Leftarrow", "⇐" },
            { "leftrightarrow", "↔" }, { "mapsto", "↦" }, { "in", "∈" }, { "notin", "∉" },
            { "subset", "⊂" }, { "subseteq", "⊆" }, { "cup", "∪" }, { "cap", "∩" },
            { "emptyset", "∅" }, { "forall", "∀" }, { "exists", "∃" }, { "neg", "¬" },
            { "wedge", "∧" }, { "vee", "∨" }, { "sum", "∑" }, { "prod", "∏" }, { "int", "∫" },
            { "partial", "∂" }, { "nabla", "∇" }, { "sqrt", "√" }, { "ell", "ℓ" },
            { "circ", "∘" }, { "star", "⋆" }, { "ast", "∗" }, { "langle", "⟨" },
            { "rangle", "⟩" }, { "lVert", "‖" }, { "rVert", "‖" }, { "Vert", "‖" },
            { "mid", "∣" }, { "ll", "≪" }, { "gg", "≫" }, { "cdots", "⋯" }, { "ldots", "…" },
            { "dots", "…" }, { "textellipsis", "…" }, { "textendash", "–" },
            { "textemdash", "—" }, { "textquoteleft", "‘" }, { "textquoteright", "’" },
            { "textquotedblleft", "“" }, { "textquotedblright", "”" }, { "copyright", "©" },
            { "textregistered", "®" }, { "texttrademark", "™" }, { "S", "§" }, { "P", "¶" },
            { "dag", "†" }, { "ddag", "‡" }, { "textdegree", "°" }, { "euro", "€" },
            { "pounds", "£" }, { "LaTeX", "LaTeX" }, { "TeX", "TeX" }, { "BibTeX", "BibTeX" },
            { "log", "log" }, { "exp", "exp" }, { "min", "min" }, { "max", "max" },
            { "sin", "sin" }, { "cos", "cos" }, { "tan", "tan" }, { "lim", "lim" },
            { "sup", "sup" }, { "inf", "inf" }, { "arg", "arg" }, { "det", "det" },
            { "dim", "dim" }, { "ker", "ker" }, { "Pr", "Pr" }, { "quad", " " },
            { "qquad", " " }, { "newline", " " }, { "par", " " },
        };
        for (const auto &[name, text] : symbols)
            m.symbols.insert(QString::fromUtf8(name), QString::fromUtf8(text));
        const std::pair<const char *, char16_t> accents[] = {
            { "c", 0x0327 }, { "v", 0x030C }, { "u", 0x0306 }, { "H", 0x030B }, { "k", 0x0328 },
            { "r", 0x030A }, { "d", 0x0323 }, { "b", 0x0331 }, { "t", 0x0361 },
            { "'", 0x0301 }, { "`", 0x0300 }, { "^", 0x0302 }, { "\"", 0x0308 },
            { "~", 0x0303 }, { "=", 0x0304 }, { ".", 0x0307 },
        };
        // clang-format on
        for (const auto &[name, mark] : accents)
            m.accents.insert(QString::fromUtf8(name), mark);
        return m;
    }();
    return table;
}

bool isAsciiLetter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
}

class Converter
{
public:
    explicit Converter(QStringView in)
        : m_in(in)
        , m_n(in.size())
    {
        m_out.reserve(in.size());
    }

    QString run()
    {
        while (m_i < m_n)
            step();
        while (m_out.endsWith(QLatin1Char(' ')))
            m_out.chop(1);
        if (m_needsComposition)
            return m_out.normalized(QString::NormalizationForm_C);
        return m_out;
    }

private:
    QChar at(qsizetype i) const { return i < m_n ? m_in[i] : QChar(); }
    bool startsWith(QLatin1StringView text) const { return m_in.mid(m_i).startsWith(text); }

    void appendSpace()
    {
        if (!m_out.isEmpty() && !m_out.endsWith(QLatin1Char(' ')))
            m_out += QLatin1Char(' ');
    }

    void skipSpaces()
    {
        while (m_i < m_n && m_in[m_i].isSpace())
            ++m_i;
    }

    void step()
    {
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
            m_math = !m_math;
            m_i += at(m_i + 1) == QLatin1Char('$') ? 2 : 1;
            return;
        case '~':
            appendSpace();
            ++m_i;
            return;
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

    // Copies a URL as it is ('~', '_' and '%' are part of it): up to the end of the brace
    // group when braced, otherwise up to white space or a brace.
    void copyVerbatim(bool braced)
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

    void skipGroup()
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

    void macro()
    {
        const QChar next = at(m_i + 1);
        if (m_i + 1 >= m_n) {
            ++m_i;
            return;
        }
        if (!isAsciiLetter(next)) {
            const auto accent = macros().accents.constFind(QString(next));
            m_i += 2;
            if (accent != macros().accents.cend()) {
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
        const Macros &table = macros();
        if (const auto accent = table.accents.constFind(name); accent != table.accents.cend()) {
            skipSpaces();
            accented(*accent);
        } else if (const auto letter = table.letters.constFind(name);
                   letter != table.letters.cend()) {
            m_out += *letter;
            skipSpaces();
            if (at(m_i) == QLatin1Char('{') && at(m_i + 1) == QLatin1Char('}'))
                m_i += 2;
        } else if (const auto symbol = table.symbols.constFind(name);
                   symbol != table.symbols.cend()) {
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

    // Reads the accented base letter (x, {x}, {\i}, \i) and appends it with the combining mark.
    void accented(char16_t mark)
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
                base = macros().letters.value(name);
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

    QStringView m_in;
    qsizetype m_n;
    qsizetype m_i = 0;
    QString m_out;
    bool m_math = false;
    bool m_needsComposition = false;
};

} // namespace

QString LatexToUnicode::convert(QStringView latex)
{
    return Converter(latex).run();
}
