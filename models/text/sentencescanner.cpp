// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencescanner.h"

#include <QtAlgorithms>

#include <cstring>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace SentenceScanner {

namespace {

// Printable ASCII ('!' … '~') is never a space and makes up nearly all of an abstract.
inline bool isPrintableAscii(char16_t u)
{
    return unsigned(u) - 0x21u < 0x5eu;
}

// What splitting needs of a block of at most 64 units: bit j of `spaces` is set when unit j is a
// space, of `zeros` when it is U+0000 (which ends a Key); `ascii` is whether all units are ASCII
// other than U+0000 (false when unsure).
struct Block
{
    quint64 spaces = 0;
    quint64 zeros = 0;
    bool ascii = false;
};

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

#if defined(__SSE2__)
// Block::spaces and zeros of 16 units: the splitting looks at every character of the abstract,
// and this tells the spaces from printable ASCII 16 units at a time. `others` is set to whether
// any unit is neither (tabs, line breaks, non-ASCII, U+0000).
inline void scanUnits16(const char16_t *p, quint32 &spaces, quint32 &zeros, quint32 &others)
{
    // Unsigned u - 0x20 < 0x5f (a blank or printable ASCII) as a signed 16-bit comparison: flip
    // the sign bit on both sides.
    const __m128i offset = _mm_set1_epi16(short(0x8000 - 0x20));
    const __m128i bound = _mm_set1_epi16(short(-0x8000 + 0x5f));
    const __m128i blank = _mm_set1_epi16(0x20);
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 8));
    const __m128i plain = _mm_packs_epi16(_mm_cmplt_epi16(_mm_add_epi16(a, offset), bound),
        _mm_cmplt_epi16(_mm_add_epi16(b, offset), bound));
    const __m128i blanks = _mm_packs_epi16(_mm_cmpeq_epi16(a, blank), _mm_cmpeq_epi16(b, blank));
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

inline Block scanBlock(const char16_t *p, qsizetype count)
{
#if defined(__SSE2__)
    if (count == 64) {
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
#endif
    return scanUnits(p, count);
}

// Bits first to end - 1 (0 <= first <= end <= 64) of a block.
inline quint64 bitRange(qsizetype first, qsizetype end)
{
    const quint64 below = end == 64 ? ~quint64(0) : (quint64(1) << end) - 1;
    return below & ~((quint64(1) << first) - 1);
}

// First letters of "paper", "work", "study", "article", "here", "note".
constexpr quint32 subjectInitials = letterSet("pwsahn");

// What splitting tells of a word from its length and its first and last unit alone: whether
// findContributionVerb() and isNamingWord() need to look at it or at the words after it.
enum WordClass : quint8
{
    MayBeVerb = 1, ///< mayBeContributionVerb() and a last unit that a verb may end in
    MayBeNaming = 2, ///< mayBeNamingWord()
    /// "we" (isWe()) or maybe "paper", "work", …: a possible subject of the next word
    SubjectOfNext = 4,
    /// "we": the subject of the word after next when an adverb comes between ("we also propose")
    SubjectOfNextButOne = 8
};

// WordClass bits that a word's first unit (ASCII, or 128 for any other) and length (63 for 63 or
// more) allow together, and those that its last unit allows; a word has the bits both allow. Two
// loads instead of the tests of each predicate, for every word of the abstract.
struct WordClassTables
{
    // 64 lengths, not 16: a word within a 64-unit block needs no clamping of its length.
    quint8 firstAndLength[129][64] = {};
    quint8 last[129] = {};
};

constexpr WordClassTables makeWordClassTables()
{
    WordClassTables t;
    unsigned lengthBits[64] = {};
    for (unsigned size = 0; size < 64; ++size) {
        unsigned bits = 0;
        if (size >= 5 && size <= 12)
            bits |= MayBeVerb;
        if (size >= 5 && size <= 6)
            bits |= MayBeNaming;
        if (size == 2 || (size >= 4 && size <= 8))
            bits |= SubjectOfNext;
        if (size == 2)
            bits |= SubjectOfNextButOne;
        lengthBits[size] = bits;
    }
    for (unsigned c = 0; c <= 128; ++c) {
        const unsigned lower = c - 'a'; // a letter of the verbs' initials, lower-case only
        const unsigned letter = (c | 0x20) - 'a'; // any ASCII letter, either case
        const bool digit = c - '0' < 10;
        const bool trailing = c < 64
            && ((quint64(1) << c)
                & ((1ull << ',') | (1ull << '.') | (1ull << ';') | (1ull << ':') | (1ull << '!')
                    | (1ull << '?')));
        unsigned first = 0;
        if (lower < 26 && ((verbInitials >> lower) & 1))
            first |= MayBeVerb;
        if (letter < 26 ? bool((namingInitials >> letter) & 1) : !digit)
            first |= MayBeNaming;
        // "we" has both subject bits, a noun the first; the length and the last unit tell them
        // apart.
        if (c == 'w' || c == 'W')
            first |= SubjectOfNext | SubjectOfNextButOne;
        if (letter < 26 && ((subjectInitials >> letter) & 1))
            first |= SubjectOfNext;
        for (unsigned size = 0; size < 64; ++size)
            t.firstAndLength[c][size] = quint8(first & lengthBits[size]);
        // A word that ends in a letter or digit has it as the last of its Key: the verbs end in
        // e, s, t, p, n, y or r, the nouns in r, k, y or e.
        const bool alnum = letter < 26 || digit;
        unsigned last = 0;
        if (!alnum || (letter < 26 && ((letterSet("rkye") >> letter) & 1)))
            last |= SubjectOfNext;
        if (!trailing && (!alnum || (letter < 26 && ((letterSet("estpnyr") >> letter) & 1))))
            last |= MayBeVerb;
        if (!trailing && (letter < 26 ? letter == 'd' - 'a' : !digit))
            last |= MayBeNaming;
        if (c == 'e')
            last |= SubjectOfNextButOne;
        t.last[c] = quint8(last);
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

// wordClass() of a word of a 64-unit block of ASCII: shorter than 64 units.
inline unsigned asciiWordClass(const char16_t *word, qsizetype size)
{
    return wordClassTables.firstAndLength[word[0]][size] & wordClassTables.last[word[size - 1]];
}

// Index of the lowest set bit of a non-zero mask (qCountTrailingZeroBits() also handles zero).
inline qsizetype lowestBit(quint64 mask)
{
#if defined(Q_CC_GNU) || defined(Q_CC_CLANG)
    return qsizetype(unsigned(__builtin_ctzll(mask)));
#else
    return qsizetype(qCountTrailingZeroBits(mask));
#endif
}

// Rare: the word may be a contribution verb after a subject, or a naming word.
Q_NEVER_INLINE void classify(Words &w, Verb *verbs, qsizetype i)
{
    const Verb verb = findContributionVerb(w, i);
    verbs[i] = verb;
    w.weakVerbs += verb == Verb::Weak;
    if (verb == Verb::Strong || isNamingWord(w[i]))
        w.cues.append(i);
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
    // wordClass() of the two words before the next
    unsigned prev = 0;
    unsigned prev2 = 0;
    QStringView *words = nullptr;
    Verb *verbs = nullptr;
    qsizetype base = 0; // of the block being split
    Block block;
    qsizetype lastZero = -1; // the last U+0000 before the block
    // Whether the word has U+0000 in it, as a Key ends there. Asked only outside blocks of ASCII
    // (U+0000 is not among what they hold) and for words that begin in a block before.
    const auto hasZero = [&](qsizetype first, qsizetype end) {
        if (block.zeros == 0 && lastZero < first)
            return false;
        return (block.zeros & bitRange(qMax(first - base, qsizetype(0)), end - base)) != 0
            || lastZero >= first;
    };
    // Each word is classified as it ends: its contributionVerb() needs only the words before it,
    // and almost every word is told from its length and its first and last unit without a Key.
    const auto addWord = [&](qsizetype first, qsizetype end, auto ascii) {
        const char16_t *const word = data + first;
        const qsizetype size = end - first;
        words[count] = QStringView(word, size);
        verbs[count] = Verb::None;
        unsigned wc;
        if constexpr (decltype(ascii)::value) {
            wc = asciiWordClass(word, size);
        } else {
            // The last unit of a word with U+0000 is not the last of its Key: every bit, and
            // classify() decides.
            wc = Q_UNLIKELY(hasZero(first, end))
                ? unsigned(MayBeVerb | MayBeNaming | SubjectOfNext | SubjectOfNextButOne)
                : wordClass(word, size);
        }
        // findContributionVerb() finds a verb only after "we", "we <adverb>" or "<noun>". One
        // branch on bit operations: whether a word follows a possible subject is unpredictable.
        const unsigned maySubject = ((prev >> 2) | (prev2 >> 3)) & 1;
        if (Q_UNLIKELY((wc & (maySubject | MayBeNaming)) != 0))
            classify(out, verbs, count);
        prev2 = prev;
        prev = wc;
        ++count;
    };
    // Room for the words is made before each block: it ends at most 32 words, and one more may
    // end at the end of the text. The arrays grow geometrically and are cut to size at the end.
    const auto makeRoom = [&] {
        if (count + 33 > out.size()) {
            const qsizetype capacity = qMax(out.capacity(), 2 * (count + 33));
            out.resize(capacity);
            out.verbs.resize(capacity);
            words = out.data();
            verbs = out.verbs.data();
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
        block = scanBlock(data + base, blockSize);
        const bool ascii = block.ascii;
        const quint64 word = ~block.spaces & valid;
        const quint64 before = (word << 1) | (start >= 0 ? 1u : 0u); // unit j - 1 is in a word
        quint64 starts = word & ~before;
        quint64 ends = ~word & before & valid;
        if (start >= 0) {
            if (ends == 0)
                continue;
            // Its first unit is in a block before, maybe not ASCII.
            addWord(start, base + lowestBit(ends), std::false_type());
            ends &= ends - 1;
            start = -1;
            if (count >= maxWords)
                break;
        }
        // Every remaining end has its start in this block; the last start may have none yet.
        // Two independent chains of bit scans instead of one that alternates. A block ends at
        // most 32 words: far from maxWords, and all ASCII, no word needs more tests.
        if (ascii && count + 32 <= maxWords) {
            while (ends != 0) {
                addWord(base + lowestBit(starts), base + lowestBit(ends), std::true_type());
                starts &= starts - 1;
                ends &= ends - 1;
            }
        } else {
            while (ends != 0) {
                addWord(base + lowestBit(starts), base + lowestBit(ends), std::false_type());
                starts &= starts - 1;
                ends &= ends - 1;
                if (count >= maxWords)
                    break;
            }
            if (count >= maxWords)
                break;
        }
        if (starts != 0)
            start = base + lowestBit(starts);
    }
    if (start >= 0 && count < maxWords) {
        // The word ends the text, in the last block: base and block are still its.
        base -= 64;
        makeRoom();
        addWord(start, n, std::false_type());
    }
    out.resize(count);
    out.verbs.resize(count);
    out.hasZeros = block.zeros != 0 || lastZero >= 0;
}

QStringView core(QStringView w)
{
    qsizetype b = 0;
    qsizetype e = w.size();
    while (b < e && !w[b].isLetterOrNumber())
        ++b;
    while (e > b && !w[e - 1].isLetterOrNumber())
        --e;
    return w.mid(b, e - b);
}

Key::Key(QStringView w)
{
    // core() inline, and the copy with SSE2: a Key is made for many words of every abstract.
    const char16_t *p = w.utf16();
    qsizetype b = 0;
    qsizetype e = w.size();
    while (b < e && !QChar::isLetterOrNumber(char32_t(p[b])))
        ++b;
    while (e > b && !QChar::isLetterOrNumber(char32_t(p[e - 1])))
        --e;
    const qsizetype n = e - b;
    if (n >= qsizetype(sizeof text))
        return;
    p += b;
    // Non-ASCII leaves the key empty; an embedded U+0000 ends it, as it would end a C string.
#if defined(__SSE2__)
    // A core of 4 to 15 units as two overlapping blocks of 8 or of 4 units, never read past it.
    if (n >= 4) {
        const __m128i zero = _mm_setzero_si128();
        __m128i nonAscii = zero;
        int zeros = 0;
        const auto lower = [&](__m128i v) {
            nonAscii = _mm_or_si128(nonAscii, _mm_and_si128(v, _mm_set1_epi16(short(0xff80))));
            zeros |= _mm_movemask_epi8(_mm_cmpeq_epi16(v, zero));
            const __m128i upper = _mm_and_si128(_mm_cmpgt_epi16(v, _mm_set1_epi16('A' - 1)),
                _mm_cmplt_epi16(v, _mm_set1_epi16('Z' + 1)));
            return _mm_packus_epi16(
                _mm_or_si128(v, _mm_and_si128(upper, _mm_set1_epi16(0x20))), zero);
        };
        if (n >= 8) {
            for (const qsizetype at : { qsizetype(0), n - 8 }) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + at));
                _mm_storel_epi64(reinterpret_cast<__m128i *>(text + at), lower(v));
            }
        } else {
            for (const qsizetype at : { qsizetype(0), n - 4 }) {
                // The high 4 lanes are zero: not counted as units of the word.
                const __m128i v = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(p + at));
                const qint32 bytes = _mm_cvtsi128_si32(lower(v));
                memcpy(text + at, &bytes, sizeof bytes);
            }
            zeros &= 0xff;
        }
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(nonAscii, zero)) != 0xffff)
            return;
        if (zeros == 0) {
            size = n;
            return;
        }
        // An embedded U+0000: the loop below finds where the key ends.
    }
#endif
    char16_t all = 0;
    bool zero = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = p[i];
        all |= u;
        zero |= u == 0;
        text[i] = char(unsigned(u) - 'A' < 26u ? u + 32 : u);
    }
    if (all >= 0x80)
        return;
    qsizetype end = n;
    if (zero) {
        end = 0;
        while (p[end] != 0)
            ++end;
    }
    size = end;
}

bool startsLower(QStringView w)
{
    for (QChar c : w) {
        if (c.isLetterOrNumber())
            return c.isLower();
    }
    return false;
}

bool endsSentenceAfterPeriod(const Words &w, qsizetype i)
{
    QStringView s = w[i];
    while (!s.isEmpty() && (s.back() == u'"' || s.back() == u')' || s.back() == u'\u201d'))
        s.chop(1);
    if (s.isEmpty() || (s.back() != u'.' && s.back() != u'!' && s.back() != u'?'))
        return false;
    if (i + 1 >= w.size())
        return true;
    const Key k(w[i]);
    if (k.in("e.g", "i.e", "al", "vs", "cf", "fig", "eq", "resp", "approx", "etc")
        || core(w[i]).size() == 1)
        return false;
    return !startsLower(w[i + 1]);
}

qsizetype sentenceStart(const Words &w, qsizetype i)
{
    while (i > 0 && !endsSentence(w, i - 1))
        --i;
    return i;
}

qsizetype skipNovel(const Words &w, qsizetype k)
{
    if (k + 2 < w.size() && isArticle(Key(w[k])) && Key(w[k + 1]).in("novel", "new")
        && trailingPunct(w[k + 1]).isNull()) {
        const QStringView next = w[k + 2];
        if (!next.isEmpty() && next[0].isLower() && next[0] != u'a' && next[0] != u'e'
            && next[0] != u'i' && next[0] != u'o' && next[0] != u'u')
            return k + 1;
    }
    return -1;
}

bool isNamingWord(QStringView word)
{
    return mayBeNamingWord(word) && Key(word).in("dubbed", "called", "named", "termed", "coined");
}

Verb findContributionVerb(const Words &w, qsizetype i)
{
    const QStringView word = w[i];
    if (i == 0 || !mayBeContributionVerb(word))
        return Verb::None;
    // The subject is checked before the verb: it rules out almost every word cheaply.
    const QStringView prev = w[i - 1];
    bool subject = isWe(prev);
    if (!subject && i >= 2 && isWe(w[i - 2])) {
        subject = Key(prev).in("also", "further", "then", "first", "hence", "thus", "therefore",
            "instead", "additionally", "subsequently", "now", "finally", "next", "formally",
            "newly", "jointly");
    } else if (!subject && prev.size() >= 4 && prev.size() <= 8) {
        // The word itself must start with the letter, not with punctuation before it.
        const unsigned first = unsigned(prev[0].unicode() | 0x20) - 'a';
        if (first < 26 && ((subjectInitials >> first) & 1))
            subject = Key(prev).in("paper", "work", "study", "article", "here", "note");
    }
    if (!subject)
        return Verb::None;
    const Key k(word);
    if (k.in("propose", "proposes", "introduce", "introduces", "present", "presents", "develop",
            "develops", "design", "designs", "devise", "devises", "describe", "describes"))
        return Verb::Strong;
    if (k.in("study", "studies", "investigate", "investigates", "consider", "considers", "explore",
            "explores", "analyze", "analyzes", "analyse", "analyses", "address", "addresses",
            "tackle", "tackles", "examine", "examines"))
        return Verb::Weak;
    return Verb::None;
}

} // namespace SentenceScanner
