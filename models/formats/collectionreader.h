// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "filebytes.h"
#include "readresult.h"

#include <QByteArray>
#include <QString>

/// The one entry point for opening a paper list from a file or from bytes.
///
/// Checks what every format needs (a regular file, readable, not empty, not too large, no NUL
/// bytes, valid UTF-8 — with the line and column of the first bad byte), picks the format by
/// content (a JSON array or object, OpenReview notes and virtual-site events told by their field
/// names; JSON Lines, arXiv metadata told likewise; BibTeX entries; RIS records; a CSV or TSV
/// header row; a Markdown list of links; else the plain list) with the file extension deciding
/// unclear cases,
/// and names the collection (the plain list's header line, else the file's base name). Never
/// throws or crashes on any bytes. A result with no papers is an error ("no papers found").
/// Papers come back as the format has them: no ids (but those of Paperdesk's own export),
/// derived titles or topics (PaperDeriver's job).
namespace CollectionReader {

/// Files larger than this are refused with a clear message instead of exhausting memory.
constexpr qint64 maxFileSize = FileBytes::maxFileSize;

/// The first papers of a list, handed out once while the reader goes on, as soon as it has
/// read count of them (ReadBatch): named, cleaned and with the format set like the whole
/// list, which starts with the same papers. Not called for a list the reader reads in one go
/// (the plain list, fast enough), nor for one shorter than count; the read can still fail
/// after it was called.
struct FirstPapers
{
    qsizetype count = 0;
    std::function<void(PaperCollection first)> ready;
};

ReadResult readFile(const QString &path, const ReadProgress &progress = {},
    AbstractStorage storage = AbstractStorage::InPapers, const FirstPapers &first = {});
ReadResult readBytes(const QByteArray &bytes, const QString &pathForMessages,
    const ReadProgress &progress = {}, AbstractStorage storage = AbstractStorage::InPapers,
    const FirstPapers &first = {});

/// "txt", "json", "jsonl", "bib", "csv" (TSV too), "ris", "md", "openreview", "virtualsite"
/// or "arxiv", from content first and the extension of path second.
QString sniffFormat(const QByteArray &bytes, const QString &path);

/// Byte offset of the first byte that is not part of valid UTF-8 (no overlongs, surrogates or
/// code points past U+10FFFF), or -1 when all of bytes is valid.
qint64 firstInvalidUtf8(const QByteArray &bytes);

} // namespace CollectionReader
