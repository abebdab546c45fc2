// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// What the user has marked on one paper. The default value (unread, not starred, no note)
/// is what every paper without a stored row has.
struct PaperState
{
    bool read = false;
    bool starred = false;
    QString note;

    bool isDefault() const { return !read && !starred && note.isEmpty(); }
    friend bool operator==(const PaperState &a, const PaperState &b)
    {
        return a.read == b.read && a.starred == b.starred && a.note == b.note;
    }
    friend bool operator!=(const PaperState &a, const PaperState &b) { return !(a == b); }
};
