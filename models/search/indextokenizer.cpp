// SPDX-License-Identifier: GPL-3.0-or-later
#include "indextokenizer.h"

#include "text/textnormalizer.h"

namespace {

constexpr quint32 known = 1u << 16;
constexpr quint32 isToken = 1u << 17;

// Folded ASCII for the token characters (lower-case letters and digits), 0 for the others.
struct AsciiFold
{
    char16_t unit[128] = {};
    constexpr AsciiFold()
    {
        for (char16_t u = 0; u < 128; ++u) {
            if ((u >= 'a' && u <= 'z') || (u >= '0' && u <= '9'))
                unit[u] = u;
            else if (u >= 'A' && u <= 'Z')
                unit[u] = u + 32;
        }
    }
};
constexpr AsciiFold asciiFold;

} // namespace

IndexTokenizer::IndexTokenizer() : m_foldTable(65536, 0) { }

quint32 IndexTokenizer::foldNonAscii(char16_t unit)
{
    quint32 &entry = m_foldTable[unit];
    if (!entry) {
        const QChar folded = TextNormalizer::foldChar(QChar(unit));
        entry = known | folded.unicode() | (TextNormalizer::isTokenChar(folded) ? isToken : 0u);
    }
    return entry;
}

void IndexTokenizer::split(QStringView text, TokenTable &table, std::vector<quint32> &sequence)
{
    const char16_t *units = text.utf16();
    const qsizetype n = text.size();
    if (m_token.size() < size_t(n))
        m_token.resize(size_t(n));
    char16_t *token = m_token.data();
    qsizetype length = 0;
    const auto endToken = [&] {
        const std::u16string_view view(token, size_t(length));
        sequence.push_back(table.intern(view, TokenTable::hashOf(view)));
        length = 0;
    };
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = units[i];
        if (u < 0x80) {
            const char16_t folded = asciiFold.unit[u];
            if (folded) {
                token[length++] = folded;
                continue;
            }
        } else {
            const quint32 entry = foldNonAscii(u);
            if (entry & isToken) {
                token[length++] = char16_t(entry);
                continue;
            }
        }
        if (length > 0)
            endToken();
    }
    if (length > 0)
        endToken();
}
