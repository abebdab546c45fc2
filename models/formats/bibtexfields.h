// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <optional>

/// The fields of one BibTeX entry, as written (macros expanded), turned into a Paper: title,
/// author, abstract, booktitle/journal (venue), year, url, pdf and doi (→ https://doi.org/…),
/// LaTeX converted to Unicode; the citation key becomes the sourceKey.
namespace BibtexFields {

using Fields = QHash<QByteArray, QByteArray>; ///< lower-case field name → raw value

/// The paper of an entry, or nothing when it has neither title nor abstract.
std::optional<Paper> paper(const QByteArray &key, const Fields &values);

/// Splits a raw author field on " and " outside braces and turns "Last, First" (and
/// "Last, Jr, First") into "First Last" (and "First Last Jr"), LaTeX converted.
QStringList splitAuthors(const QByteArray &rawAuthors);

} // namespace BibtexFields
