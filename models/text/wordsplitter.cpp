// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordsplitter.h"

#include "sentencescanner.h"

#include <QtAlgorithms>

#include <algorithm>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace SentenceScanner {

namespace {

// What splitting needs of a block of at most 64 units: bit j of `spaces` is set when unit j is a
// space, of `zeros` when it is U+0000 (which ends a Key); `ascii` is whether all units are ASCII
// other than U+0000 (false when unsure).
struct Block
{
    quint64 spaces = 0;
    quint64 zeros = 0;
    bool ascii = false;
};

#if !defined(__SSE2__)
// Printable ASCII ('!' … '~') is never a space and makes up nearly all of an abstract.
inline bool isPrintableAscii(char16_t u)
{
    return unsigned(u) - 0x21u < 0x5eu;
}

// Without SSE2: one unit at a time (with it, scanBlock64 below).
inline Block scanUnits(const char16_t *p, qsizetype count)
{
    Block block;
    char16_t all = 0;
    for (qsizetype j = 0; j < count; ++j) {
        const char16_t u = p[j];
        all |= u;
        if (!isPrintableAscii(u)) {
            if (QChar::isSpace(u))
                block.spaces |= quint64(1) << j;
            else if (u == 0)
                block.zeros |= quint64(1) << j;
        }
    }
    block.ascii = all < 0x80 && block.zeros == 0;
    return block;
}
#endif

#if defined(__SSE2__)
// Block::spaces and zeros of 16 units: the splitting looks at every character of the abstract,
// and this tells the spaces from printable ASCII 16 units at a time. `others` is set to whether
// any unit is neither (tabs, line breaks, non-ASCII, U+0000).
inline void scanUnits16(const char16_t *p, quint32 &spaces, quint32 &zeros, quint32 &others)
{
    // The units as bytes, saturated: those over 255 become 0 or 255, which are not a blank or
    // printable ASCII either. Unsigned u - 0x20 < 0x5f (a blank or printable ASCII) as a signed
    // 8-bit comparison: flip the sign bit on both sides.
    const __m128i offset = _mm_set1_epi8(char(0x80 - 0x20));
    const __m128i bound = _mm_set1_epi8(char(-0x80 + 0x5f));
    const __m128i blank = _mm_set1_epi8(0x20);
    const __m128i units = _mm_packus_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)),
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 8)));
    const __m128i plain = _mm_cmplt_epi8(_mm_add_epi8(units, offset), bound);
    const __m128i blanks = _mm_cmpeq_epi8(units, blank);
    spaces = quint32(_mm_movemask_epi8(blanks));
    zeros = 0;
    // Tabs, line breaks, non-ASCII: rare, asked one by one.
    quint32 other = ~quint32(_mm_movemask_epi8(plain)) & 0xffffu;
    others |= other;
    while (other != 0) {
        const int j = qCountTrailingZeroBits(other);
        if (QChar::isSpace(p[j]))
            spaces |= 1u << j;
        else if (p[j] == 0)
            zeros |= 1u << j;
        other &= other - 1;
    }
}
#endif

#if defined(__SSE2__)
// scanBlock64() for a block with a unit that is neither a blank nor printable ASCII.
Q_NEVER_INLINE Block scanBlock64Mixed(const char16_t *p)
{
    quint32 spaces[4];
    quint32 zeros[4];
    quint32 others = 0;
    scanUnits16(p, spaces[0], zeros[0], others);
    scanUnits16(p + 16, spaces[1], zeros[1], others);
    scanUnits16(p + 32, spaces[2], zeros[2], others);
    scanUnits16(p + 48, spaces[3], zeros[3], others);
    Block block;
    block.spaces = spaces[0] | (quint64(spaces[1]) << 16) | (quint64(spaces[2]) << 32)
        | (quint64(spaces[3]) << 48);
    if (others != 0) {
        block.zeros = zeros[0] | (quint64(zeros[1]) << 16) | (quint64(zeros[2]) << 32)
            | (quint64(zeros[3]) << 48);
    }
    block.ascii = others == 0;
    return block;
}

// Nearly every block is blanks and printable ASCII only: its spaces are its blanks, found with one
// test of the whole block for other units instead of one per 16 units.
inline Block scanBlock64(const char16_t *p)
{
    // As in scanUnits16().
    const __m128i offset = _mm_set1_epi8(char(0x80 - 0x20));
    const __m128i bound = _mm_set1_epi8(char(-0x80 + 0x5f));
    const __m128i blank = _mm_set1_epi8(0x20);
    __m128i plain = _mm_set1_epi8(-1);
    quint64 spaces = 0;
    for (int i = 0; i < 4; ++i) {
        const __m128i units
            = _mm_packus_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i)),
                _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i + 8)));
        plain = _mm_and_si128(plain, _mm_cmplt_epi8(_mm_add_epi8(units, offset), bound));
        spaces |= quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(units, blank)))) << (16 * i);
    }
    if (Q_UNLIKELY(_mm_movemask_epi8(plain) != 0xffff))
        return scanBlock64Mixed(p);
    Block block;
    block.spaces = spaces;
    block.ascii = true;
    return block;
}
#endif

// The block of `count` units at p; `after64` when p is 64 units or more into the text.
inline Block scanBlock(const char16_t *p, qsizetype count, bool after64)
{
#if defined(__SSE2__)
    // The last block of a text is read 16 units at a time too: the 64 units that end the text,
    // with the bits of those before the block shifted out, or for a short text its units, then
    // spaces.
    const char16_t *units = p;
    int before = 0;
    char16_t padded[64];
    if (count < 64) {
        if (after64) {
            before = int(64 - count);
            units = p - before;
        } else {
            memcpy(padded, p, size_t(count) * sizeof(char16_t));
            std::fill(padded + count, padded + 64, u' ');
            units = padded;
        }
    }
    Block block = scanBlock64(units);
    block.spaces >>= before;
    block.zeros >>= before;
    return block;
#else
    Q_UNUSED(after64);
    return scanUnits(p, count);
#endif
}

// Bits first to end - 1 (0 <= first <= end <= 64) of a block.
inline quint64 bitRange(qsizetype first, qsizetype end)
{
    const quint64 below = end == 64 ? ~quint64(0) : (quint64(1) << end) - 1;
    return below & ~((quint64(1) << first) - 1);
}

// What splitting tells of a word from its first unit, its length and its last unit alone: whether
// findContributionVerb() and isNamingWord() need to look at it or at the words after it. Each bit
// stands for a kind of word and a group of last units; a word may be of a kind when its first unit
// and length allow a bit of that kind that its last unit allows too. Most words of an abstract are
// of no kind, and a word that is nearly always is what it may be: few words are looked at again.
enum WordClass : quint16
{
    /// A contribution verb, by its last unit: e, s, t, n, p, y, r, or one that its Key drops
    VerbBits = 0x00ff,
    /// "we", "paper", "work", …, by its last unit (e, k, r, y, or one that its Key drops): a
    /// possible subject of the next word
    SubjectBits = 0x1f00,
    /// "dubbed", "called", …, by its last unit (d, or one that its Key drops)
    NamingBits = 0x6000,
    /// "we": the subject of the word after next when an adverb comes between ("we also propose")
    WeBit = 0x8000,
    /// Every kind: a word with U+0000, whose last unit is not the last of its Key
    AnyKind = 0xffff
};

constexpr unsigned letterBit(std::string_view letters, char c, unsigned firstBit)
{
    const size_t i = letters.find(c);
    return i == std::string_view::npos ? 0 : firstBit << i;
}
constexpr unsigned verbLast(char c)
{
    return letterBit("estnpyr", c, 0x1);
}
constexpr unsigned verbLastDropped = 0x80;
constexpr unsigned subjectLast(char c)
{
    return letterBit("ekry", c, 0x100);
}
constexpr unsigned subjectLastDropped = 0x1000;
constexpr unsigned namingLastD = 0x2000;
constexpr unsigned namingLastDropped = 0x4000;

// The words that findContributionVerb() and isNamingWord() compare Keys with.
constexpr std::string_view contributionVerbs[] = { "propose", "proposes", "introduce", "introduces",
    "present", "presents", "develop", "develops", "design", "designs", "devise", "devises",
    "describe", "describes", "study", "studies", "investigate", "investigates", "consider",
    "considers", "explore", "explores", "analyze", "analyzes", "analyse", "analyses", "address",
    "addresses", "tackle", "tackles", "examine", "examines" };
constexpr std::string_view subjectNouns[] = { "paper", "work", "study", "article", "here", "note" };
constexpr std::string_view namingWords[] = { "dubbed", "called", "named", "termed", "coined" };

// WordClass bits that a word's first unit (ASCII, or 128 for any other) and length (63 for 63 or
// more) allow together, and those that its last unit allows. Two loads instead of the tests of
// each predicate, for every word of the abstract.
struct WordClassTables
{
    // 64 lengths, not 16: a word within a 64-unit block needs no clamping of its length.
    quint16 firstAndLength[129][64] = {};
    quint16 last[129] = {};
};

constexpr WordClassTables makeWordClassTables()
{
    WordClassTables t;
    const auto isAlnum = [](unsigned c) { return (c | 0x20) - 'a' < 26 || c - '0' < 10; };
    const auto upper = [](char c) { return unsigned(c) - 0x20; };
    // mayBeContributionVerb(): a lower-case first letter, at most 12 units, maybe with units
    // after the verb that its Key drops.
    for (const std::string_view verb : contributionVerbs) {
        const unsigned first = unsigned(verb.front());
        t.firstAndLength[first][verb.size()] |= quint16(verbLast(verb.back()));
        for (size_t size = verb.size() + 1; size <= 12; ++size)
            t.firstAndLength[first][size] |= quint16(verbLastDropped);
    }
    // findContributionVerb(): 4 to 8 units that start with the noun's letter in either case, or
    // "we" (isWe()).
    for (const std::string_view noun : subjectNouns) {
        for (const unsigned first : { unsigned(noun.front()), upper(noun.front()) }) {
            t.firstAndLength[first][noun.size()] |= quint16(subjectLast(noun.back()));
            for (size_t size = noun.size() + 1; size <= 8; ++size)
                t.firstAndLength[first][size] |= quint16(subjectLastDropped);
        }
    }
    for (const unsigned first : { unsigned('w'), unsigned('W') })
        t.firstAndLength[first][2] |= quint16(subjectLast('e') | WeBit);
    // mayBeNamingWord(): 5 or 6 units, so the word alone or with one unit before or after it that
    // its Key drops (a digit is never dropped).
    for (const std::string_view name : namingWords) {
        for (const unsigned first : { unsigned(name.front()), upper(name.front()) }) {
            t.firstAndLength[first][name.size()] |= quint16(namingLastD);
            if (name.size() == 5)
                t.firstAndLength[first][6] |= quint16(namingLastDropped);
        }
        for (unsigned c = 0; c <= 128 && name.size() == 5; ++c) {
            if (!isAlnum(c))
                t.firstAndLength[c][6] |= quint16(namingLastD);
        }
    }
    for (unsigned c = 0; c <= 128; ++c) {
        const unsigned letter = (c | 0x20) - 'a'; // any ASCII letter, either case
        unsigned last = 0;
        if (letter < 26) {
            const char l = char('a' + letter);
            last = verbLast(l) | subjectLast(l) | (l == 'd' ? namingLastD : 0u)
                | (c == 'e' ? unsigned(WeBit) : 0u);
        } else if (std::string_view(",.;:!?").find(char(c)) != std::string_view::npos) {
            // "paper, …" is a subject; no verb or naming word ends in such punctuation.
            last = subjectLastDropped;
        } else if (!isAlnum(c)) {
            last = verbLastDropped | subjectLastDropped | namingLastDropped;
        }
        t.last[c] = quint16(last);
    }
    return t;
}

constexpr WordClassTables wordClassTables = makeWordClassTables();

inline unsigned wordClass(const char16_t *word, qsizetype size)
{
    const char16_t first = word[0];
    const char16_t last = word[size - 1];
    return wordClassTables.firstAndLength[first < 128 ? first : 128][size < 63 ? size : 63]
        & wordClassTables.last[last < 128 ? last : 128];
}

// wordClass() of a word within a 64-unit block, so shorter than 64 units, from its first unit, size
// and last unit; `ascii` when the block is all ASCII.
template <bool ascii> inline unsigned blockWordClass(char16_t first, qsizetype size, char16_t last)
{
    if constexpr (ascii)
        return wordClassTables.firstAndLength[first][size] & wordClassTables.last[last];
    return wordClassTables.firstAndLength[first < 128 ? first : 128][size]
        & wordClassTables.last[last < 128 ? last : 128];
}

// Index of the lowest set bit of a non-zero mask (qCountTrailingZeroBits() also handles zero).
inline unsigned lowestBit(quint64 mask)
{
#if defined(Q_CC_GNU) || defined(Q_CC_CLANG)
    return unsigned(__builtin_ctzll(mask));
#else
    return unsigned(qCountTrailingZeroBits(mask));
#endif
}

// The WordClass of a word of w already split, from its units.
inline unsigned storedWordClass(const Words &w, qsizetype i)
{
    const char16_t *const units = w[i].utf16();
    const qsizetype size = w[i].size();
    if (w.hasZeros && std::find(units, units + size, u'\0') != units + size)
        return AnyKind;
    return wordClass(units, size);
}

// Rare: word i may be a contribution verb or a naming word. A verb is looked at only after a
// possible subject; the classes of the words before it are found again here rather than kept for
// every word while splitting, as few words ask for them.
Q_NEVER_INLINE void classify(Words &w, qsizetype i, unsigned wordClass)
{
    if ((wordClass & NamingBits) == 0 && !(i >= 1 && (storedWordClass(w, i - 1) & SubjectBits) != 0)
        && !(i >= 2 && (storedWordClass(w, i - 2) & WeBit) != 0))
        return;
    const Verb verb = findContributionVerb(w, i);
    w.verbs[i] = verb;
    w.weakVerbs += verb == Verb::Weak;
    if (verb == Verb::Strong || isNamingWord(w[i]))
        w.cues.append(i);
}

// Adds the words that end in the block at data + base (bits of starts and ends, as in
// splitWords()) to w after its first `count`, with room made for them, and returns the new count.
// `start` is that of a word from a block before, or -1, and is set to that of a word that goes on
// into the next block. Without U+0000 so far, a word's class is all that decides whether
// classify() looks at it; `ascii` when the block is all ASCII.
template <bool ascii>
inline qsizetype splitBlock(Words &w, const char16_t *data, qsizetype base, qsizetype &start,
    quint64 starts, quint64 ends, qsizetype count)
{
    const char16_t *const units = data + base;
    if (ends == 0) {
        // A long word or only spaces.
        if (start < 0 && starts != 0)
            start = base + lowestBit(starts);
        return count;
    }
    QStringView *const words = w.data();
    QStringView *next = words + count;
    const auto add = [&](const char16_t *first, const char16_t *end, unsigned wc) {
        *next = QStringView(first, end - first);
        if (Q_UNLIKELY((wc & (VerbBits | NamingBits)) != 0))
            classify(w, next - words, wc);
        ++next;
    };
    // Whether a word goes on from the block before, where it started, what starts after the first
    // word and after the last: told without branches, as they change from block to block.
    const bool carried = start >= 0;
    const quint64 later = starts & (starts - quint64(!carried));
    const unsigned lastEnd = 63 - unsigned(qCountLeadingZeroBits(ends));
    const quint64 after = starts & ((~quint64(0) << lastEnd) << 1);
    const bool singleSpaces = later == (ends << 1);
    // The top bit keeps the lowest bit defined (and unused) when there is none.
    constexpr quint64 top = quint64(1) << 63;
    // Selected with masks: a conditional here would be a branch, and often mispredicted.
    const qsizetype carriedMask = -qsizetype(carried);
    const qsizetype afterMask = -qsizetype(after != 0);
    const char16_t *first
        = data + ((start & carriedMask) | ((base + lowestBit(starts | top)) & ~carriedMask));
    start = ((base + lowestBit(after | top)) & afterMask) | ~afterMask;
    // The first word may have started in a block before: of any length, maybe not ASCII.
    const char16_t *end = units + lowestBit(ends);
    ends &= ends - 1;
    add(first, end, wordClass(first, end - first));
    // Offsets into the block rather than pointers: a word's size is then a difference of them.
    qsizetype e = end - units;
    const auto addAt = [&](qsizetype f) {
        const qsizetype size = e - f;
        *next = QStringView(units + f, size);
        const unsigned wc = blockWordClass<ascii>(units[f], size, units[e - 1]);
        if (Q_UNLIKELY((wc & (VerbBits | NamingBits)) != 0))
            classify(w, next - words, wc);
        ++next;
    };
    if (singleSpaces) {
        // As in nearly every block: each word starts after the end of the one before, and only
        // the ends need scanning.
        while (ends != 0) {
            const qsizetype f = e + 1;
            e = qsizetype(lowestBit(ends));
            ends &= ends - 1;
            addAt(f);
        }
    } else {
        // Two independent chains of bit scans instead of one that alternates.
        quint64 nextStarts = later;
        while (ends != 0) {
            const qsizetype f = qsizetype(lowestBit(nextStarts));
            e = qsizetype(lowestBit(ends));
            nextStarts &= nextStarts - 1;
            ends &= ends - 1;
            addAt(f);
        }
    }
    return next - words;
}

} // namespace

void splitWords(QStringView text, Words &out)
{
    out.clear();
    out.verbs.clear();
    out.cues.clear();
    out.weakVerbs = 0;
    out.hasZeros = false;
    const char16_t *const data = text.utf16();
    const qsizetype n = text.size();
    qsizetype count = 0;
    qsizetype start = -1; // first unit of a word that goes on into the next block, else -1
    QStringView *words = nullptr;
    qsizetype base = 0; // of the block being split
    Block block;
    qsizetype lastZero = -1; // the last U+0000 before the block
    // Whether the word has U+0000 in it, as a Key ends there. Asked only once the text has had
    // one or near maxWords, and for the word that ends the text.
    const auto hasZero = [&](qsizetype first, qsizetype end) {
        if (block.zeros == 0 && lastZero < first)
            return false;
        return (block.zeros & bitRange(qMax(first - base, qsizetype(0)), end - base)) != 0
            || lastZero >= first;
    };
    // Each word is classified as it ends: its contributionVerb() needs only the words before it,
    // and almost every word is told from its length and its first and last unit without a Key.
    const auto addWord = [&](qsizetype first, qsizetype end) {
        const char16_t *const word = data + first;
        const qsizetype size = end - first;
        words[count] = QStringView(word, size);
        // The last unit of a word with U+0000 is not the last of its Key: classify() decides.
        const unsigned wc
            = Q_UNLIKELY(hasZero(first, end)) ? unsigned(AnyKind) : wordClass(word, size);
        if (Q_UNLIKELY((wc & (VerbBits | NamingBits)) != 0))
            classify(out, count, wc);
        ++count;
    };
    // Room for the words is made before each block: it ends at most 32 words, and one more may
    // end at the end of the text. The arrays grow geometrically and are cut to size at the end;
    // verbs are None unless classify() says otherwise.
    const auto makeRoom = [&] {
        if (count + 33 > out.size()) {
            const qsizetype capacity = qMax(out.capacity(), 2 * (count + 33));
            out.resize(capacity);
            out.verbs.resize(capacity);
            words = out.data();
            memset(out.verbs.data() + count, 0, size_t(capacity - count) * sizeof(Verb));
        }
    };
    // The words as runs of non-space units, found 64 units at a time: bit j of `starts` is set
    // when unit j starts a word, of `ends` when it is the space after one.
    for (; base < n; base += 64) {
        makeRoom();
        if (block.zeros != 0)
            lastZero = base - 64 + 63 - qCountLeadingZeroBits(block.zeros);
        const qsizetype blockSize = qMin(n - base, qsizetype(64));
        const quint64 valid = blockSize == 64 ? ~quint64(0) : (quint64(1) << blockSize) - 1;
        block = scanBlock(data + base, blockSize, base >= 64);
        // Set before the block's words are classified, for storedWordClass().
        out.hasZeros = out.hasZeros || block.zeros != 0;
        const quint64 word = ~block.spaces & valid;
        const quint64 before = (word << 1) | (start >= 0 ? 1u : 0u); // unit j - 1 is in a word
        quint64 starts = word & ~before;
        quint64 ends = ~word & before & valid;
        // A block ends at most 32 words, far from maxWords; without U+0000, no word needs more
        // tests than its class, and this is the path that nearly every word takes.
        if (Q_LIKELY(!out.hasZeros && count + 32 <= maxWords)) {
            count = block.ascii ? splitBlock<true>(out, data, base, start, starts, ends, count)
                                : splitBlock<false>(out, data, base, start, starts, ends, count);
            continue;
        }
        if (start >= 0) {
            if (ends == 0)
                continue;
            // Its first unit is in a block before, maybe not ASCII.
            addWord(start, base + lowestBit(ends));
            ends &= ends - 1;
            start = -1;
            if (count >= maxWords)
                break;
        }
        // Every remaining end has its start in this block; the last start may have none yet.
        while (ends != 0) {
            addWord(base + lowestBit(starts), base + lowestBit(ends));
            starts &= starts - 1;
            ends &= ends - 1;
            if (count >= maxWords)
                break;
        }
        if (count >= maxWords)
            break;
        if (starts != 0)
            start = base + lowestBit(starts);
    }
    if (start >= 0 && count < maxWords) {
        // The word ends the text, in the last block: base and block are still its.
        base -= 64;
        makeRoom();
        addWord(start, n);
    }
    out.resize(count);
    out.verbs.resize(count);
}

} // namespace SentenceScanner
