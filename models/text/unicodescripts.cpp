// SPDX-License-Identifier: GPL-3.0-or-later
#include "unicodescripts.h"

#include <QHash>

namespace {

using Table = QHash<char32_t, char32_t>;

Table makeTable(std::initializer_list<std::pair<char32_t, char32_t>> pairs)
{
    Table table;
    for (const auto &[from, to] : pairs)
        table.insert(from, to);
    return table;
}

const Table &subscripts()
{
    // clang-format off
    static const Table table = makeTable({
        { U'0', 0x2080 }, { U'1', 0x2081 }, { U'2', 0x2082 }, { U'3', 0x2083 }, { U'4', 0x2084 },
        { U'5', 0x2085 }, { U'6', 0x2086 }, { U'7', 0x2087 }, { U'8', 0x2088 }, { U'9', 0x2089 },
        { U'+', 0x208A }, { U'-', 0x208B }, { 0x2212, 0x208B }, { U'=', 0x208C },
        { U'(', 0x208D }, { U')', 0x208E }, { U'a', 0x2090 }, { U'e', 0x2091 },
        { U'o', 0x2092 }, { U'x', 0x2093 }, { U'h', 0x2095 }, { U'k', 0x2096 },
        { U'l', 0x2097 }, { U'm', 0x2098 }, { U'n', 0x2099 }, { U'p', 0x209A },
        { U's', 0x209B }, { U't', 0x209C }, { U'i', 0x1D62 }, { U'r', 0x1D63 },
        { U'u', 0x1D64 }, { U'v', 0x1D65 }, { U'j', 0x2C7C }, { U'β', 0x1D66 },
        { U'γ', 0x1D67 }, { U'ρ', 0x1D68 }, { U'φ', 0x1D69 }, { U'χ', 0x1D6A },
    });
    // clang-format on
    return table;
}

const Table &superscripts()
{
    // clang-format off
    static const Table table = makeTable({
        { U'0', 0x2070 }, { U'1', 0x00B9 }, { U'2', 0x00B2 }, { U'3', 0x00B3 }, { U'4', 0x2074 },
        { U'5', 0x2075 }, { U'6', 0x2076 }, { U'7', 0x2077 }, { U'8', 0x2078 }, { U'9', 0x2079 },
        { U'+', 0x207A }, { U'-', 0x207B }, { 0x2212, 0x207B }, { U'=', 0x207C },
        { U'(', 0x207D }, { U')', 0x207E }, { U'n', 0x207F }, { U'i', 0x2071 },
        { U'a', 0x1D43 }, { U'b', 0x1D47 }, { U'c', 0x1D9C }, { U'd', 0x1D48 },
        { U'e', 0x1D49 }, { U'f', 0x1DA0 }, { U'g', 0x1D4D }, { U'h', 0x02B0 },
        { U'j', 0x02B2 }, { U'k', 0x1D4F }, { U'l', 0x02E1 }, { U'm', 0x1D50 },
        { U'o', 0x1D52 }, { U'p', 0x1D56 }, { U'r', 0x02B3 }, { U's', 0x02E2 },
        { U't', 0x1D57 }, { U'u', 0x1D58 }, { U'v', 0x1D5B }, { U'w', 0x02B7 },
        { U'x', 0x02E3 }, { U'y', 0x02B8 }, { U'z', 0x1DBB }, { U'A', 0x1D2C },
        { U'B', 0x1D2E }, { U'D', 0x1D30 }, { U'E', 0x1D31 }, { U'G', 0x1D33 },
        { U'H', 0x1D34 }, { U'I', 0x1D35 }, { U'J', 0x1D36 }, { U'K', 0x1D37 },
        { U'L', 0x1D38 }, { U'M', 0x1D39 }, { U'N', 0x1D3A }, { U'O', 0x1D3C },
        { U'P', 0x1D3E }, { U'R', 0x1D3F }, { U'T', 0x1D40 }, { U'U', 0x1D41 },
        { U'V', 0x2C7D }, { U'W', 0x1D42 }, { U'α', 0x1D45 }, { U'β', 0x1D5D },
        { U'γ', 0x1D5E }, { U'δ', 0x1D5F }, { U'ε', 0x1D4B }, { U'θ', 0x1DBF },
        { U'φ', 0x1D60 }, { U'χ', 0x1D61 },
        // Raised already: kept.
        { U'*', U'*' }, { 0x2217, 0x2217 }, { 0x22C6, 0x22C6 }, { 0x2032, 0x2032 },
        { U'\'', 0x2032 }, { 0x2020, 0x2020 }, { 0x22A4, 0x22A4 },
    });
    // clang-format on
    return table;
}

std::optional<QString> mapped(QStringView text, const Table &table)
{
    QString out;
    for (const char32_t cp : text.toUcs4()) {
        const auto found = table.constFind(cp);
        if (found == table.cend())
            return std::nullopt;
        out += QString::fromUcs4(&found.value(), 1);
    }
    return out;
}

} // namespace

std::optional<QString> UnicodeScripts::subscript(QStringView text)
{
    return mapped(text, subscripts());
}

std::optional<QString> UnicodeScripts::superscript(QStringView text)
{
    return mapped(text, superscripts());
}
