// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QList>
#include <QString>

#include <functional>

/// The text Paperdesk puts on the clipboard for a selection of papers, in selection order.
///
/// Plain text has no trailing newline. Only http(s) links are ever written, as they are shown
/// (LinkExtractor::safeLink()), and a link that several papers share is written once. Nothing here
/// touches QClipboard (that is the UI's).
namespace ClipboardFormats {

/// The abstracts, separated by one blank line.
QString abstractsText(const QList<Paper> &papers);
/// The titles (real or derived), one per line; papers without one are left out.
QString titlesText(const QList<Paper> &papers);
/// The links, one per line; of several papers, each paper's title and then its links, each
/// named by what it is ("  PDF: https://…"), a blank line between papers.
QString linksText(const QList<Paper> &papers);
/// One line per paper: its title as a link to its first link (the address without a title),
/// then its other links named by what they are ("(PDF, code)"), HTML-escaped, each isolated
/// with a dir attribute, separated by <br>.
QString linksHtml(const QList<Paper> &papers);
/// "Title — first link" per paper, one per line (the title alone without a web link).
QString titleAndLinkText(const QList<Paper> &papers);
/// An HTML list with one item per paper: its title as a link to its first web link (as plain
/// text without one), HTML-escaped, each item isolated with dir="auto"; after the title, the
/// text of details(paper) when it is given (e.g. the first sentence), HTML-escaped too.
QString titleLinksHtml(
    const QList<Paper> &papers, const std::function<QString(const Paper &)> &details = {});

} // namespace ClipboardFormats
