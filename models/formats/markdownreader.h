// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readresult.h"

#include <QByteArray>
#include <QByteArrayView>

/// Reads a Markdown paper list as awesome-lists keep them: one paper per list item with a web
/// link (`- [Title](https://…)`, `* **Title** [[paper](https://…)] [[code](https://…)]`),
/// optionally followed by its abstract on indented or `>` quoted lines.
///
/// The title is the first link's text, or the item's text before its links when that link is
/// named "paper", "pdf", "arXiv", "code" and the like; every http and https link of the item
/// is kept (images and in-page anchors are not), and a year in the item's text is its year.
/// Items without a web link (a table of contents, notes) are no papers; the heading a paper
/// stands under is its keyword. CommonMark's backslash escapes are read. An item of Paperdesk's
/// own export ends in its ExportKey in an HTML comment: it is a paper, web link or not, with
/// its title exactly as written and the tags the key carries. Linear in the file's length.
/// Error: a link whose "](" target is never closed by ")".
namespace MarkdownReader {

ReadResult read(
    const QByteArray &utf8, const ReadProgress &progress = {}, const ReadBatch &batch = {});
/// True when the head of utf8 reads as such a list: its list items with a web link (and its
/// headings) hold at least as many bytes as its plain paragraphs.
bool looksLikeMarkdownList(QByteArrayView utf8);

} // namespace MarkdownReader
