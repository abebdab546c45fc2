// SPDX-License-Identifier: GPL-3.0-or-later
#include "latexmacros.h"

const LatexMacros &LatexMacros::get()
{
    static const LatexMacros table = [] {
        LatexMacros m;
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
            // What BibtexWriter escapes these characters as, read back as they were.
            { "textbackslash", "\\" }, { "textasciitilde", "~" }, { "textasciicircum", "^" },
            { "textasciigrave", "`" }, { "textbraceleft", "{" }, { "textbraceright", "}" },
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
        // clang-format off
        const std::pair<const char *, const char *> displaySymbols[] = {
            { "top", "⊤" }, { "bot", "⊥" }, { "prime", "′" }, { "dagger", "†" },
            { "lvert", "|" }, { "rvert", "|" }, { "vert", "|" }, { "lfloor", "⌊" },
            { "rfloor", "⌋" }, { "lceil", "⌈" }, { "rceil", "⌉" }, { "varrho", "ϱ" },
            { "varsigma", "ς" }, { "varpi", "ϖ" }, { "implies", "⟹" }, { "iff", "⟺" },
            { "setminus", "∖" }, { "otimes", "⊗" }, { "oplus", "⊕" }, { "odot", "⊙" },
            { "preceq", "⪯" }, { "succeq", "⪰" }, { "lesssim", "≲" }, { "gtrsim", "≳" },
            { "coloneqq", "≔" }, { "triangleq", "≜" }, { "ln", "ln" }, { "poly", "poly" },
            { "polylog", "polylog" }, { "argmin", "argmin" }, { "argmax", "argmax" },
            { "Tr", "Tr" }, { "tr", "tr" }, { "rank", "rank" }, { "KL", "KL" },
        };
        for (const auto &[name, text] : displaySymbols)
            m.displaySymbols.insert(QString::fromUtf8(name), QString::fromUtf8(text));
        const std::pair<const char *, char16_t> mathAccents[] = {
            { "tilde", 0x0303 }, { "widetilde", 0x0303 }, { "hat", 0x0302 },
            { "widehat", 0x0302 }, { "bar", 0x0304 }, { "overline", 0x0305 },
            { "vec", 0x20D7 }, { "dot", 0x0307 }, { "ddot", 0x0308 }, { "check", 0x030C },
        };
        const std::pair<char, const char *> blackboard[] = {
            { 'R', "ℝ" }, { 'N', "ℕ" }, { 'Z', "ℤ" }, { 'Q', "ℚ" }, { 'C', "ℂ" },
            { 'E', "𝔼" }, { 'P', "ℙ" }, { 'H', "ℍ" }, { '1', "𝟙" },
        };
        // clang-format on
        for (const auto &[name, mark] : mathAccents)
            m.mathAccents.insert(QString::fromUtf8(name), mark);
        for (const auto &[letter, text] : blackboard)
            m.blackboard.insert(QLatin1Char(letter), QString::fromUtf8(text));
        return m;
    }();
    return table;
}
