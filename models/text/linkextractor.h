// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStringView>
#include <QUrl>

/// Finding and judging the web links in an abstract.
///
/// extract() finds http:// and https:// URLs only (no bare "github.com/x", no ftp, no mailto),
/// unwraps LaTeX (\url{…}, \href{…}{…}, "\_" inside a URL) and Markdown ([text](url), <url>)
/// wrappers, and drops trailing sentence punctuation and unbalanced closing brackets while
/// keeping balanced ones (".../Fold_(higher-order_function)"). Zero-width characters inside a
/// URL (ZWSP, ZWNJ, ZWJ, word joiner, BOM, soft hyphen: left there by editors and web pages as
/// break hints) are dropped and the URL goes on; a bidi control ends it, as any other
/// character that is neither a letter nor a number does. It does not validate hosts.
namespace LinkExtractor {

/// The most links a paper keeps: no real paper has half as many, and a crafted one with
/// thousands (in an abstract, a links column) can neither slow a load down, as each new link
/// is compared with those before, nor fill the detail pane.
constexpr qsizetype maxLinks = 64;

/// Every http(s) URL in the text, in order of first appearance, without duplicates; the first
/// maxLinks of them.
QStringList extract(QStringView text);
/// Appends link to links unless it is there already or links holds maxLinks; false then.
bool addOnce(QStringList *links, const QString &link);

/// The link as Paperdesk shows, copies and exports it: every bidi control (LRM, RLM, ALM,
/// LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI), invisible or format character (zero-width
/// space, joiners, BOM, soft hyphen, fillers, variation selectors, tags), control character,
/// space and lone surrogate is percent-encoded as its UTF-8 bytes (U+202E is %E2%80%AE), as a
/// browser's address bar shows it. In a path, query or fragment that is the very request a
/// browser makes for the link; a host with such a character in it is no valid host. Nothing
/// else changes.
QString safeLink(QStringView link);

/// True for links to code hosting: GitHub, GitLab, Hugging Face, Bitbucket.
bool isCodeLink(QStringView url);

/// What a paper's link is, to name it where links are listed.
enum class LinkKind
{
    Page, ///< the paper's page (anthology, proceedings, arXiv abstract, DOI)
    Pdf, ///< a PDF: a path ending in .pdf, or under /pdf/ (arXiv, OpenReview)
    Code, ///< isCodeLink()
};
LinkKind kindOf(QStringView url);

/// True only for valid http/https URLs with a host; the only links Paperdesk opens.
bool isSafeToOpen(const QUrl &url);

/// The host a link really goes to, in the ASCII form browsers send (xn--…), when its host
/// holds anything but ASCII letters, digits and hyphens (written so, or as xn--…):
/// "https://arxiv.org∕abs∕2401.01234.evil.example/" (U+2215, a division slash, not a slash) looks
/// like an arXiv link but goes to a host under evil.example. Empty for a link whose host is plain
/// ASCII, as nearly every paper's is.
QString hostBehindLookalikes(const QString &link);

} // namespace LinkExtractor
