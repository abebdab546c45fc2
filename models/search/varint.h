// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

/// LEB128 varints: 7 bits a byte, high bit set on all but the last byte. Posting lists store
/// row gaps this way and the forward index token codes, mostly in one or two bytes.
namespace Varint {

inline void append(std::vector<quint8> &bytes, quint32 value)
{
    while (value >= 0x80) {
        bytes.push_back(quint8(value | 0x80));
        value >>= 7;
    }
    bytes.push_back(quint8(value));
}

/// Writes value at out, which has room for it, and returns the end of what it wrote.
inline quint8 *write(quint8 *out, quint32 value)
{
    while (value >= 0x80) {
        *out++ = quint8(value | 0x80);
        value >>= 7;
    }
    *out++ = quint8(value);
    return out;
}

/// write() for a value below 2^14, without a branch on whether it takes one byte or two
/// (unpredictable in the index's loops over every word): both bytes are stored, and the
/// second is overwritten by the next write when the value takes one. out must have room for
/// two bytes.
inline quint8 *writeSmall(quint8 *out, quint32 value)
{
    Q_ASSERT(value < 0x4000);
    const quint32 twoBytes = value >= 0x80;
    out[0] = quint8(value | (twoBytes << 7));
    out[1] = quint8(value >> 7);
    return out + 1 + twoBytes;
}

/// Reads one value at p and moves p past it.
inline quint32 read(const quint8 *&p)
{
    quint32 value = 0;
    int shift = 0;
    quint8 byte;
    do {
        byte = *p++;
        value |= quint32(byte & 0x7f) << shift;
        shift += 7;
    } while (byte & 0x80);
    return value;
}

} // namespace Varint
