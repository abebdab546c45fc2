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
/// keeping balanced ones (".../Fold_(higher-order_function)"). It does not validate hosts.
namespace LinkExtractor {

/// Every http(s) URL in the text, in order of first appearance, without duplicates.
QStringList extract(QStringView text);

/// True for links to code hosting: GitHub, GitLab, Hugging Face, Bitbucket.
bool isCodeLink(QStringView url);

/// True only for valid http/https URLs with a host; the only links Paperdesk opens.
bool isSafeToOpen(const QUrl &url);

} // namespace LinkExtractor
