// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

struct Paper;

/// Small rules the record formats (CSV, RIS, OpenReview, virtual-site JSON, arXiv, Markdown)
/// share when they fill a Paper from their fields.
namespace RecordFields {

/// True for an http:// or https:// link: the only links Paperdesk keeps and opens.
bool isWebLink(QStringView text);
/// Appends link to paper's links when it is a web link not there yet; anything else is dropped.
void addLink(Paper *paper, const QString &link);
/// https://doi.org/… for a DOI given bare, as doi:… or already as a doi.org link; empty when
/// text is no DOI.
QString doiLink(QStringView text);
/// The first year (1900–2099) standing alone in text ("2019", "2019-06-01", "Proc. 2019"), or 0.
int yearIn(QStringView text);
/// "Last, First" (and "Last, First, Suffix", as RIS and reference managers write names) as
/// "First Last"; any other name as it is.
QString personName(const QString &name);
/// Appends keyword (on one line) to paper's keywords unless it is empty or there already.
void addKeyword(Paper *paper, const QString &keyword);
/// Sets paper's keywords to keywords (each on one line, each once), sharing the list with an
/// earlier paper of this thread that had the same: for a format whose papers repeat a few
/// combinations (arXiv categories), so that a large list allocates no list per paper.
void setKeywords(Paper *paper, const QStringList &keywords);
/// addKeyword() for each of keywords, in time linear in their number.
void appendKeywords(Paper *paper, const QStringList &keywords);
/// Adds the keywords of a field that lists several: split at semicolons when it has any
/// ("deep learning; graphs, trees" is two), else at commas.
void addKeywords(Paper *paper, const QString &list);
/// Runs of white space (line breaks included) as one space, ends trimmed: for titles wrapped
/// over lines.
QString oneLine(const QString &text);

} // namespace RecordFields
