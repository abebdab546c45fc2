// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paperid.h"

#include <QList>
#include <QString>
#include <QStringList>

/// One paper as Paperdesk shows it. A plain value: readers fill what their format has,
/// PaperDeriver fills the rest (id, display title when there is none, links, topics).
struct Paper
{
    /// Set by PaperDeriver from the text. A reader of Paperdesk's own export sets the id the
    /// file claims instead, which the deriver keeps only when the text gives that id too.
    PaperId id;
    QString title; ///< real title from the source, or a derived headline
    bool titleDerived = false; ///< true when title was derived from the abstract
    /// 0, or n when this is the n-th later paper of its list with the same text: id is then
    /// PaperId::copyId(n) of the id its text gives (DuplicateIds). Exports carry it, so that
    /// the id can be checked against the text when the export is opened again (ExportKey).
    int idCopy = 0;
    QString abstract; ///< empty in a LoadedCollection: see LoadedCollection::abstract()
    QStringList authors;
    QString venue;
    int year = 0;
    QString sourceKey; ///< id or citation key from the source format, empty for plain lists
    QStringList links; ///< http(s) links: source url/pdf fields first, then found in the text
    QList<int> topics; ///< leaf topic indices into the Taxonomy, best first
    /// The source's own labels: arXiv categories, keywords (BibTeX, RIS KW, CSV, OpenReview),
    /// a virtual site's topic, the Markdown section the paper is listed under. Empty in a
    /// LoadedCollection, which keeps them in a KeywordTable: see LoadedCollection::paper().
    QStringList keywords;
};
