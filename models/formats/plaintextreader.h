// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readresult.h"

#include <QByteArray>

/// Reads the plain paper-list format: an optional header line (the list's name), then one
/// abstract per paragraph, paragraphs separated by blank or whitespace-only lines.
///
/// Accepts LF, CRLF and CR line ends, a UTF-8 BOM (at the start; elsewhere U+FEFF is trimmed
/// at line ends like a NO-BREAK SPACE) and a missing final newline; lines of one
/// paragraph (hard-wrapped abstracts) are joined with a space, or with none after a word
/// broken at its hyphen: a line ending in a letter and '-' and a next line starting with a
/// letter ("data-" / "efficient"), unless that line starts with the word "and" or "or"
/// ("long-" / "and short-term" keeps its space). Papers get only an abstract:
/// no title, id or links (PaperDeriver adds those). Expects valid UTF-8 (CollectionReader
/// checks); invalid bytes would become U+FFFD, never a crash.
namespace PlainTextReader {

/// The header line is at most this many characters.
constexpr int maxHeaderLength = 200;

/// With AbstractStorage::InArena the abstracts are copied as they are (UTF-8) into
/// ReadResult::abstracts and never decoded here.
ReadResult read(const QByteArray &utf8, const ReadProgress &progress = {},
    AbstractStorage storage = AbstractStorage::InPapers);
/// The same, but with AbstractStorage::InArena the arena takes utf8 over instead of copying
/// the abstracts out of it: hard-wrapped abstracts are joined in place.
ReadResult read(QByteArray &&utf8, const ReadProgress &progress = {},
    AbstractStorage storage = AbstractStorage::InPapers);

/// True when line (trimmed) can name a list: short, not ending like a sentence.
bool looksLikeHeader(QByteArrayView line);

} // namespace PlainTextReader
