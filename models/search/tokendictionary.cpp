// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokendictionary.h"

#include <algorithm>

TokenDictionary::TokenDictionary(std::vector<char16_t> chars, std::vector<quint32> offsets)
    : m_chars(std::move(chars))
    , m_offsets(std::move(offsets))
{
}

int TokenDictionary::find(QStringView text) const
{
    const std::u16string_view key = view(text);
    int lo = 0, hi = size();
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (token(mid) < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < size() && token(lo) == key ? lo : -1;
}

std::pair<int, int> TokenDictionary::prefixRange(QStringView prefix) const
{
    const std::u16string_view key = view(prefix);
    int lo = 0, hi = size();
    while (lo < hi) { // first token >= prefix
        const int mid = lo + (hi - lo) / 2;
        if (token(mid) < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    const int first = lo;
    hi = size();
    while (lo < hi) { // first token past the ones starting with prefix
        const int mid = lo + (hi - lo) / 2;
        if (token(mid).substr(0, key.size()) == key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return { first, lo };
}

qsizetype TokenDictionary::memoryUsage() const
{
    return qsizetype(m_chars.capacity() * sizeof(char16_t) + m_offsets.capacity() * 4);
}
