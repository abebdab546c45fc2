// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readresult.h"

#include <QByteArray>
#include <QByteArrayView>

/// Reads RIS, the tagged format of publishers and reference managers: records from a
/// `TY  - ` line to an `ER  - ` line, one `XX  - value` field per line.
///
/// Title TI/T1, abstract AB/N2, authors AU/A1 (one per line), year PY/Y1/DA, links UR/L1/L2
/// (http and https only) and DO (as a doi.org link), venue T2, then JF, JO, BT, J2, key ID.
/// Keywords (KW) are recognised but not kept (a Paper has no place for them). A line that is
/// no tag continues the field before it (exports wrap long abstracts). Errors: a field or text
/// outside a record, a TY inside a record that has not ended. A last record without ER is kept
/// with a warning (the file was cut off). Records with neither title nor abstract are skipped.
namespace RisReader {

ReadResult read(
    const QByteArray &utf8, const ReadProgress &progress = {}, const ReadBatch &batch = {});

/// True when the first line with text is a TY tag line: how CollectionReader tells RIS.
bool looksLikeRis(QByteArrayView utf8);

} // namespace RisReader
