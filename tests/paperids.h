// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"

#include <QList>

/// count paper ids spread over the whole 64-bit range (half of them >= 2^63, which SQLite
/// stores as negative numbers), the same for the same first.
inline QList<PaperId> makeIds(quint64 first, int count)
{
    QList<PaperId> ids;
    ids.reserve(count);
    for (int i = 0; i < count; ++i)
        ids.append(PaperId((first + quint64(i)) * 0x9E3779B97F4A7C15ull));
    return ids;
}
