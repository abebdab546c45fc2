// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordsplitter.h"

#include "sentencescanner.h"
#include "spacescan.h"
#include "wordclass.h"

#include <QtAlgorithms>

#include <algorithm>
#include <cstring>

namespace WordSplitter {

using namespace SpaceScan;

namespace {

// The WordClass::Bits of a word of w already split, from its units.
inline unsigned storedWordClass(const Words &w, qsizetype i)
{
    const char16_t *const units = w[i].utf16();
    const qsizetype size = w[i].size();
    if (w.hasZeros && std::find(units, units + size, u'\0') != units + size)
        return WordClass::AnyKind;
    return WordClass::of(units, size);
}

// Rare: word i may be a contribution verb or a naming word. A verb is looked at only after a
// possible subject; the classes of the words before it are found again here rather than kept for
// every word while splitting, as few words ask for them.
Q_NEVER_INLINE void classify(Words &w, qsizetype i, unsigned wc)
{
    if ((wc & WordClass::NamingBits) == 0
        && !(i >= 1 && (storedWordClass(w, i - 1) & WordClass::SubjectBits) != 0)
        && !(i >= 2 && (storedWordClass(w, i - 2) & WordClass::WeBit) != 0))
        return;
    const Verb verb = SentenceScanner::findContributionVerb(w, i);
    w.verbs[i] = verb;
    w.weakVerbs += verb == Verb::Weak;
    if (verb == Verb::Strong || SentenceScanner::isNamingWord(w[i]))
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
        if (Q_UNLIKELY((wc & (WordClass::VerbBits | WordClass::NamingBits)) != 0))
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
    add(first, end, WordClass::of(first, end - first));
    // Offsets into the block rather than pointers: a word's size is then a difference of them.
    qsizetype e = end - units;
    const auto addAt = [&](qsizetype f) {
        const qsizetype size = e - f;
        *next = QStringView(units + f, size);
        const unsigned wc = WordClass::ofBlockWord<ascii>(units[f], size, units[e - 1]);
        if (Q_UNLIKELY((wc & (WordClass::VerbBits | WordClass::NamingBits)) != 0))
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
        const unsigned wc = Q_UNLIKELY(hasZero(first, end)) ? unsigned(WordClass::AnyKind)
                                                            : WordClass::of(word, size);
        if (Q_UNLIKELY((wc & (WordClass::VerbBits | WordClass::NamingBits)) != 0))
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

} // namespace WordSplitter
