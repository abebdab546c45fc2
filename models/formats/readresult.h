// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "papercollection.h"
#include "readerror.h"

#include <functional>

/// Called now and then while reading with the bytes done so far; return false to cancel.
using ReadProgress = std::function<bool(qint64 done, qint64 total)>;

/// What a reader produced: the papers (and the list's name when the format has one), or an
/// error. skipped counts records dropped because they had neither a title nor an abstract.
struct ReadResult
{
    PaperCollection collection;
    ReadError error;
    int skipped = 0;
    QList<ReadError> warnings; ///< problems read past, e.g. a BibTeX entry cut off mid-value
    bool ok() const { return error.reason.isEmpty(); }
};
