// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokentable.h"

#include <QStringView>

#include <string_view>
#include <utility>
#include <vector>

/// The sorted, unique folded tokens of a collection in one character arena. A token's id is
/// its rank in UTF-16 code unit order, so the tokens starting with a prefix are one id range.
class TokenDictionary
{
public:
    TokenDictionary() = default;
    /// Takes tokens already sorted and unique: token i is chars[offsets[i], offsets[i + 1]).
    TokenDictionary(std::vector<char16_t> chars, std::vector<quint32> offsets);
    /// The tokens of table, sorted; rank is set to each table id's id here.
    static TokenDictionary sorted(const TokenTable &table, std::vector<quint32> &rank);

    int size() const { return m_offsets.empty() ? 0 : int(m_offsets.size() - 1); }
    std::u16string_view token(int id) const
    {
        return { m_chars.data() + m_offsets[id], size_t(m_offsets[id + 1] - m_offsets[id]) };
    }
    /// Id of the token equal to text, or -1.
    int find(QStringView text) const;
    /// Id of the first token not less than text (size() when there is none).
    int lowerBound(QStringView text) const;
    /// Ids [first, second) of the tokens starting with prefix (empty range when none).
    std::pair<int, int> prefixRange(QStringView prefix) const;
    qsizetype memoryUsage() const;

    static std::u16string_view view(QStringView text)
    {
        return { reinterpret_cast<const char16_t *>(text.utf16()), size_t(text.size()) };
    }

private:
    std::vector<char16_t> m_chars;
    std::vector<quint32> m_offsets;
};
