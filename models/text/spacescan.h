// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtAlgorithms>
#include <QtGlobal>

/// Where the spaces of a text are, 64 UTF-16 units at a time, as bit masks: what WordSplitter
/// splits at. Kept apart from the splitting so that the SIMD scan (SSE2, with a plain fallback)
/// reads as one unit.
namespace SpaceScan {

// What splitting needs of a block of at most 64 units: bit j of `spaces` is set when unit j is a
// space, of `zeros` when it is U+0000 (which ends a Key); `ascii` is whether all units are ASCII
// other than U+0000 (false when unsure).
struct Block
{
    quint64 spaces = 0;
    quint64 zeros = 0;
    bool ascii = false;
};

/// The block of `count` units (1 to 64) at p; `after64` when p is 64 units or more into the
/// text (the scan may then read the 64 units that end at p + count). Bits from count on are
/// undefined: the caller masks them (bitRange(0, count)). The fast path (SSE2, 16
/// units a step) unless built without SSE2 or with PAPERDESK_NO_SIMD for this file, when it
/// is scanBlockReference().
Block scanBlock(const char16_t *p, qsizetype count, bool after64);

/// The same block one unit at a time: the plain loop scanBlock() must agree with (the same
/// spaces and zeros; its `ascii` may be false where this one's is true, never the reverse).
/// Always built, so a test can compare both in one binary.
Block scanBlockReference(const char16_t *p, qsizetype count);

// Bits first to end - 1 (0 <= first <= end <= 64) of a block.
inline quint64 bitRange(qsizetype first, qsizetype end)
{
    const quint64 below = end == 64 ? ~quint64(0) : (quint64(1) << end) - 1;
    return below & ~((quint64(1) << first) - 1);
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

} // namespace SpaceScan
