// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string_view>
#include <vector>

/// Token strings interned to dense ids 0, 1, 2… in order of first appearance: the table of
/// one chunk of papers while the index is built (or of the merge of all chunks). An
/// open-addressing hash over one character buffer, so a chunk's table stays small and
/// in cache.
class TokenTable
{
public:
    TokenTable();

    /// The id of token, added when new.
    quint32 intern(std::u16string_view token);
    quint32 size() const { return quint32(m_offsets.size() - 1); }
    std::u16string_view token(quint32 id) const
    {
        return { m_chars.data() + m_offsets[id], size_t(m_offsets[id + 1] - m_offsets[id]) };
    }

private:
    static size_t hashOf(std::u16string_view token);
    void grow();

    std::vector<quint32> m_slots; ///< id + 1, 0 when free
    std::vector<char16_t> m_chars;
    std::vector<quint32> m_offsets;
};
