// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokendictionary.h"

#include <QFuture>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <numeric>

namespace {

constexpr size_t parallelSortMinimum = 16384;

// Sorts ids by their tokens in UTF-16 code unit order. Comparing strings costs a loop and a
// branch miss per pair, so each token's first eight units are packed into two integers that
// compare the same way, and the characters are read only on a tie of those.
void sortByToken(std::vector<quint32> &ids, const TokenTable &table)
{
    struct Entry
    {
        quint64 first = 0; // units 0-3, the first in the high bits (0 past the end)
        quint64 second = 0; // units 4-7
        quint32 id = 0;
    };
    std::vector<Entry> entries(ids.size());
    for (size_t i = 0; i < ids.size(); ++i) {
        const std::u16string_view token = table.token(ids[i]);
        Entry &e = entries[i];
        e.id = ids[i];
        for (size_t u = 0; u < 8 && u < token.size(); ++u)
            (u < 4 ? e.first : e.second) |= quint64(token[u]) << (48 - 16 * (u % 4));
    }
    // A token shorter than eight units packs like itself followed by U+0000 units, which no
    // token contains: equal packs mean both share their first eight units, or are equal.
    const auto less = [&](const Entry &a, const Entry &b) {
        if (a.first != b.first)
            return a.first < b.first;
        if (a.second != b.second)
            return a.second < b.second;
        const std::u16string_view x = table.token(a.id);
        const std::u16string_view y = table.token(b.id);
        return x.substr(std::min<size_t>(8, x.size())) < y.substr(std::min<size_t>(8, y.size()));
    };
    // The index builder waits for this with every other core idle: big vocabularies are
    // sorted in two halves at once, then merged.
    const auto middle = entries.begin() + std::ptrdiff_t(entries.size() / 2);
    if (entries.size() >= parallelSortMinimum) {
        QFuture<void> firstHalf
            = QtConcurrent::run([&] { std::sort(entries.begin(), middle, less); });
        std::sort(middle, entries.end(), less);
        firstHalf.waitForFinished();
        std::vector<Entry> merged(entries.size());
        std::merge(entries.begin(), middle, middle, entries.end(), merged.begin(), less);
        entries.swap(merged);
    } else {
        std::sort(entries.begin(), entries.end(), less);
    }
    for (size_t i = 0; i < ids.size(); ++i)
        ids[i] = entries[i].id;
}

} // namespace

TokenDictionary::TokenDictionary(std::vector<char16_t> chars, std::vector<quint32> offsets)
    : m_chars(std::move(chars))
    , m_offsets(std::move(offsets))
{
}

TokenDictionary TokenDictionary::sorted(const TokenTable &table, std::vector<quint32> &rank)
{
    const quint32 v = table.size();
    std::vector<quint32> order(v);
    std::iota(order.begin(), order.end(), 0);
    sortByToken(order, table);
    rank.assign(v, 0);
    std::vector<char16_t> chars;
    std::vector<quint32> offsets { 0 };
    offsets.reserve(size_t(v) + 1);
    for (quint32 r = 0; r < v; ++r) {
        rank[order[r]] = r;
        const std::u16string_view t = table.token(order[r]);
        chars.insert(chars.end(), t.begin(), t.end());
        offsets.push_back(quint32(chars.size()));
    }
    return TokenDictionary(std::move(chars), std::move(offsets));
}

int TokenDictionary::lowerBound(QStringView text) const
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
    return lo;
}

int TokenDictionary::find(QStringView text) const
{
    const int lo = lowerBound(text);
    return lo < size() && token(lo) == view(text) ? lo : -1;
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
