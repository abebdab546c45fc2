// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokentable.h"

#include <QStringView>

#include <vector>

/// Splits text into the index's tokens, folded as TextNormalizer::fold and split as
/// CjkBigrams::forEachToken would (the one definition of a search token: TextNormalizer's
/// words, their CJK runs as bigrams), and interns them. It runs over every word of every
/// abstract, so it works in two passes that branch little: the first folds the text unit
/// for unit into a buffer and marks the token characters in a bit set (eight ASCII units at
/// a time with SSE2; other units through TextNormalizer::foldChar, once per tokenizer and
/// unit); the second walks the runs of marked bits, one step per token, and interns each
/// token straight from the buffer. One per thread: it keeps those folds and its buffers
/// between texts.
class IndexTokenizer
{
public:
    IndexTokenizer();

    /// Appends the ids in table of text's tokens to sequence, in order. Folds and packs keys
    /// with SSE2 unless built without it or with PAPERDESK_NO_SIMD for this file, when it is
    /// splitReference().
    void split(QStringView text, TokenTable &table, std::vector<quint32> &sequence);
    /// The same with plain loops, one unit at a time: what split() must agree with, always
    /// built so that a test can compare both in one binary.
    void splitReference(QStringView text, TokenTable &table, std::vector<quint32> &sequence);

private:
    template <bool simd>
    void splitWith(QStringView text, TokenTable &table, std::vector<quint32> &sequence);
    template <bool simd> void fold(const char16_t *units, qsizetype n);
    bool foldUnit(char16_t unit, char16_t &folded);
    template <bool simd>
    static TokenTable::PackedKey keyOf(const char16_t *token, qsizetype length);

    std::vector<quint32> m_foldTable; ///< per unit: folded unit | known | isToken, 0 unknown
    std::vector<char16_t> m_folded; ///< the text folded, then 16 units of padding
    std::vector<quint64> m_tokenBits; ///< bit i: unit i is a token character; then a 0 word
};
