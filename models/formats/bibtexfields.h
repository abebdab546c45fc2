// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "collection/papercollection.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <optional>

/// The fields of one BibTeX entry, as written (macros expanded), turned into a Paper: title,
/// author, abstract, booktitle/journal (venue), year, keywords, url, pdf and doi
/// (→ https://doi.org/…), LaTeX converted to Unicode; the citation key becomes the sourceKey.
/// An entry of Paperdesk's own export (BibtexWriter) has a paperdesk-id field with its
/// ExportKey, which gives the id claimed, the source key, and the user's tags (which are in
/// keywords too, for other programs), and a paperdesk-links field with its links after the
/// first two.
namespace BibtexFields {

using Fields = QHash<QByteArray, QByteArray>; ///< lower-case field name → raw value

/// The paper of an entry, or nothing when it has neither title nor abstract. The user's tags
/// the entry carries go into *tags, and its fields as written into *written (LatexFields), when
/// they are given.
std::optional<Paper> paper(const QByteArray &key, const Fields &values, QStringList *tags = nullptr,
    LatexFields *written = nullptr);

/// The raw value of field name in the text of one entry ("@inproceedings{k, title = {…}, …}",
/// the bibtex field of a paperlists record): braced, quoted or bare, as written; empty when
/// the entry has no such field. For the few fields a record wants from it (booktitle, year,
/// doi); not a reader (no macros, no '#').
QByteArray fieldOf(QByteArrayView entry, QByteArrayView name);

/// Splits a raw keywords field into keywords, LaTeX converted: at the semicolons outside
/// braces when it has any, else at the commas outside braces ("{a, b}, c" is two keywords).
QStringList splitKeywords(const QByteArray &rawKeywords);

/// Splits a raw author field on " and " outside braces and turns "Last, First" (and
/// "Last, Jr, First") into "First Last" (and "First Last Jr"), LaTeX converted.
QStringList splitAuthors(const QByteArray &rawAuthors);

} // namespace BibtexFields
