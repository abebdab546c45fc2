// SPDX-License-Identifier: GPL-3.0-or-later
#include "indextokenizer.h"

#include "text/cjkbigrams.h"
#include "text/textnormalizer.h"

#include <QtAlgorithms>

#include <cstring>

#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
#include <emmintrin.h>
#define PAPERDESK_TOKENIZER_SSE2 1
#endif

namespace {

// Whether split() takes the SSE2 path: with PAPERDESK_NO_SIMD it is splitReference().
#ifdef PAPERDESK_TOKENIZER_SSE2
constexpr bool fastPath = true;
#else
constexpr bool fastPath = false;
#endif

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

#if defined(__SSE2__) && !defined(PAPERDESK_NO_SIMD)
// Folds eight ASCII units into out and returns their token bits (bit j for unit j).
inline quint32 foldAscii8(__m128i units, char16_t *out)
{
    // x in [low, low + count) as one signed comparison: shift the range to start at -0x8000.
    const auto inRange = [](__m128i x, short low, short count) {
        return _mm_cmplt_epi16(_mm_add_epi16(x, _mm_set1_epi16(short(-0x8000 - low))),
            _mm_set1_epi16(short(-0x8000 + count)));
    };
    const __m128i caseBit = _mm_set1_epi16(0x20);
    const __m128i letter = inRange(_mm_or_si128(units, caseBit), 'a', 26);
    const __m128i digit = inRange(units, '0', 10);
    _mm_storeu_si128(
        reinterpret_cast<__m128i *>(out), _mm_or_si128(units, _mm_and_si128(letter, caseBit)));
    const __m128i token = _mm_or_si128(letter, digit);
    return quint32(_mm_movemask_epi8(_mm_packs_epi16(token, _mm_setzero_si128())));
}
#endif

} // namespace

IndexTokenizer::IndexTokenizer()
    : m_foldTable(65536, 0)
{
}

bool IndexTokenizer::foldUnit(char16_t unit, char16_t &folded)
{
    if (unit < 0x80) {
        folded = asciiFold.unit[unit];
        return folded != 0;
    }
    quint32 &entry = m_foldTable[unit];
    if (!entry) {
        const QChar f = TextNormalizer::foldChar(QChar(unit));
        entry = known | f.unicode() | (TextNormalizer::isTokenChar(f) ? isToken : 0u);
    }
    folded = char16_t(entry);
    return entry & isToken;
}

template <bool simd> void IndexTokenizer::fold(const char16_t *units, qsizetype n)
{
    if (m_folded.size() < size_t(n) + 16)
        m_folded.resize(size_t(n) + 16);
    const size_t words = size_t(n + 63) / 64;
    if (m_tokenBits.size() < words + 1)
        m_tokenBits.resize(words + 1);
    std::fill_n(m_tokenBits.begin(), words + 1, 0);
    char16_t *folded = m_folded.data();
    quint64 *bits = m_tokenBits.data();
    qsizetype i = 0;
#ifdef PAPERDESK_TOKENIZER_SSE2
    if constexpr (simd) {
        // Blocks of eight start at multiples of eight, so a block's bits stay in one word.
        const __m128i nonAscii = _mm_set1_epi16(short(0xff80));
        for (; i + 8 <= n; i += 8) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i));
            quint32 block;
            if (_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(v, nonAscii), _mm_setzero_si128()))
                == 0xffff) {
                block = foldAscii8(v, folded + i);
            } else {
                block = 0;
                for (int j = 0; j < 8; ++j)
                    block |= quint32(foldUnit(units[i + j], folded[i + j])) << j;
            }
            bits[i >> 6] |= quint64(block) << (i & 63);
        }
    }
#endif
    for (; i < n; ++i)
        bits[i >> 6] |= quint64(foldUnit(units[i], folded[i])) << (i & 63);
}

template <bool simd>
TokenTable::PackedKey IndexTokenizer::keyOf(const char16_t *token, qsizetype length)
{
    if (length > 16)
        return {};
#ifdef PAPERDESK_TOKENIZER_SSE2
    if constexpr (simd) {
        // TokenTable::packedKey from two loads (the buffer has 16 units of padding): the units'
        // low bytes, when every high byte of the token is 0.
        const __m128i zero = _mm_setzero_si128();
        const __m128i first = _mm_loadu_si128(reinterpret_cast<const __m128i *>(token));
        const __m128i second = _mm_loadu_si128(reinterpret_cast<const __m128i *>(token + 8));
        const quint32 lowOnly
            = quint32(_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_srli_epi16(first, 8), zero)))
            | quint32(_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_srli_epi16(second, 8), zero))) << 16;
        const quint32 needed = ~quint32(0) >> (32 - 2 * length);
        if ((lowOnly & needed) != needed)
            return {};
        // Bytes past the token cleared with a mask that slides along sixteen 0xff and sixteen 0.
        static constexpr quint8 window[32] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
        const __m128i bytes = _mm_and_si128(_mm_packus_epi16(first, second),
            _mm_loadu_si128(reinterpret_cast<const __m128i *>(window + 16 - length)));
        TokenTable::PackedKey key;
        _mm_storel_epi64(reinterpret_cast<__m128i *>(&key.low), bytes);
        _mm_storel_epi64(reinterpret_cast<__m128i *>(&key.high), _mm_unpackhi_epi64(bytes, bytes));
        return key;
    }
#endif
    return TokenTable::packedKey(std::u16string_view(token, size_t(length)));
}

void IndexTokenizer::split(QStringView text, TokenTable &table, std::vector<quint32> &sequence)
{
    splitWith<fastPath>(text, table, sequence);
}

void IndexTokenizer::splitReference(
    QStringView text, TokenTable &table, std::vector<quint32> &sequence)
{
    splitWith<false>(text, table, sequence);
}

template <bool simd>
void IndexTokenizer::splitWith(QStringView text, TokenTable &table, std::vector<quint32> &sequence)
{
    const qsizetype n = text.size();
    fold<simd>(text.utf16(), n);
    const char16_t *folded = m_folded.data();
    const quint64 *bits = m_tokenBits.data();
    const qsizetype words = (n + 63) / 64;
    // Each token is a run of set bits: find where it starts, then where it ends. The word
    // after the last is 0, so looking for the end never runs past it.
    for (qsizetype pos = 0;;) {
        qsizetype w = pos >> 6;
        quint64 set = bits[w] & (~quint64(0) << (pos & 63));
        while (set == 0 && ++w < words)
            set = bits[w];
        if (set == 0)
            break;
        const qsizetype start = (w << 6) + qCountTrailingZeroBits(set);
        quint64 clear = ~bits[w] & (~quint64(0) << (start & 63));
        while (clear == 0)
            clear = ~bits[++w];
        pos = (w << 6) + qCountTrailingZeroBits(clear);
        const TokenTable::PackedKey key = keyOf<simd>(folded + start, pos - start);
        if (key.low) { // Latin-1 only: no CJK in it
            sequence.push_back(
                table.internPacked(key, std::u16string_view(folded + start, size_t(pos - start))));
            continue;
        }
        const QStringView word(folded + start, pos - start);
        if (!CjkBigrams::hasCjk(word)) {
            sequence.push_back(
                table.internLong(std::u16string_view(folded + start, size_t(pos - start))));
            continue;
        }
        CjkBigrams::forEachPart(QStringView(folded, pos), start, pos - start,
            [&](qsizetype partStart, qsizetype length) {
                const TokenTable::PackedKey partKey = keyOf<simd>(folded + partStart, length);
                const std::u16string_view part(folded + partStart, size_t(length));
                sequence.push_back(
                    partKey.low ? table.internPacked(partKey, part) : table.internLong(part));
            });
    }
}
