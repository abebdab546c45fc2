// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readresult.h"

#include <QByteArray>
#include <QByteArrayView>

/// Reads a CSV or TSV paper list as spreadsheets and reference managers save it: a header row,
/// then one paper per row.
///
/// RFC 4180 quoting (a quoted field may hold the delimiter, line breaks and doubled quotes),
/// LF or CRLF rows, a leading BOM, and the delimiter (',', ';' or tab) sniffed from the header
/// row. Column names are matched case-insensitively, ignoring spaces, '_' and '-', with the
/// common aliases: title/name, abstract/summary/description, authors/author, url/link/pdf
/// (every link column is kept), doi, year/date, venue/conference/journal/booktitle, id/key.
/// Keyword and tag columns are recognised but not kept (a Paper has no place for them).
/// Errors: a header that names no title or abstract column, a quoted field never closed, text
/// after a closing quote, a row with more fields than the header. Rows with neither a title
/// nor an abstract are skipped and counted.
namespace CsvReader {

ReadResult read(
    const QByteArray &utf8, const ReadProgress &progress = {}, const ReadBatch &batch = {});

/// ',' ';' or '\t', whichever the first line has most of outside quotes (',' on a tie).
char sniffDelimiter(QByteArrayView utf8);
/// True when the first line reads as a header row with a delimiter, short cells and a title or
/// abstract column: how CollectionReader tells a CSV file by its content.
bool looksLikeHeader(QByteArrayView utf8);

} // namespace CsvReader
