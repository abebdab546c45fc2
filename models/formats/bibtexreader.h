// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readresult.h"

#include <QByteArray>
#include <QStringList>

/// Reads BibTeX: @inproceedings, @article … entries with {braced} or "quoted" values, nested
/// braces, @string macros (and the month names) with # concatenation, and parenthesised
/// entries. @comment and @preamble are skipped, as is text between entries.
///
/// Maps title, author, abstract, booktitle/journal (venue), year, url, pdf and doi
/// (→ https://doi.org/…) to a Paper, converting LaTeX to Unicode; the citation key becomes the
/// sourceKey. Entries with neither title nor abstract are skipped and counted. A syntax error
/// stops the read with its line and column (no partial list); crossref and other fields are
/// not used. With AbstractStorage::InArena the abstracts go into ReadResult::abstracts as
/// UTF-8, converted and cleaned as they would be in the papers.
namespace BibtexReader {

ReadResult read(const QByteArray &utf8, const ReadProgress &progress = {},
    const ReadBatch &batch = {}, AbstractStorage storage = AbstractStorage::InPapers);

} // namespace BibtexReader
