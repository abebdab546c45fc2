// SPDX-License-Identifier: GPL-3.0-or-later
#include "forwardindex.h"

#include "varint.h"

ForwardIndex::ForwardIndex(std::vector<quint8> bytes, std::vector<quint64> segmentStarts)
    : m_bytes(std::move(bytes))
    , m_segmentStarts(std::move(segmentStarts))
{
}

void ForwardIndex::decode(qsizetype paper, Segment segment, std::vector<quint32> &codes) const
{
    codes.clear();
    const size_t s = size_t(paper) * 2 + segment;
    const quint8 *p = m_bytes.data() + m_segmentStarts[s];
    const quint8 *end = m_bytes.data() + m_segmentStarts[s + 1];
    while (p < end)
        codes.push_back(Varint::read(p));
}

qsizetype ForwardIndex::memoryUsage() const
{
    return qsizetype(m_bytes.capacity() + m_segmentStarts.capacity() * 8);
}
