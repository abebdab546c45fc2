// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

/// Each paper's title and abstract as sequences of token codes (LEB128 varints; frequent
/// tokens get small codes, so most take one or two bytes). Used to check phrases and
/// multi-token words on the candidate papers that contain all their tokens, instead of
/// keeping a folded copy of the text (which would cost twice the text size).
class ForwardIndex
{
public:
    enum Segment
    {
        Title = 0,
        Abstract = 1
    };

    ForwardIndex() = default;
    /// segmentStarts has 2 × papers + 1 entries: title start, abstract start, ..., end.
    ForwardIndex(std::vector<quint8> bytes, std::vector<quint64> segmentStarts);

    /// Decodes one segment of a paper into codes (cleared first).
    void decode(qsizetype paper, Segment segment, std::vector<quint32> &codes) const;
    qsizetype memoryUsage() const;

private:
    std::vector<quint8> m_bytes;
    std::vector<quint64> m_segmentStarts;
};
