// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonreader.h"
#include "readresult.h"

#include <QByteArray>
#include <QByteArrayView>

class QJsonObject;

/// Reads arXiv's metadata snapshot (the Kaggle "arxiv-metadata-oai-snapshot" JSON Lines): one
/// object per line with id, title, abstract, authors, categories, update_date, …
///
/// The arXiv id becomes the link https://arxiv.org/abs/ID and the source key; the year is the
/// id's (YYMM.NNNNN, or archive/YYMMNNN), else the first version's, else update_date's; the
/// venue is the journal-ref when there is one, else "arXiv" and the primary category (a Paper
/// has no facet for categories); authors come from authors_parsed, else from the authors
/// string; a DOI becomes a doi.org link. Titles and abstracts are unwrapped (arXiv keeps them
/// as submitted, broken at 80 columns), a line indented by two spaces starting a new paragraph.
namespace ArxivReader {

ReadResult read(const QByteArray &utf8, const ReadProgress &progress = {},
    const ReadBatch &batch = {}, AbstractStorage storage = AbstractStorage::InPapers);
/// Fills paper from one metadata record; false when it has neither title nor abstract.
/// extras gets the abstract as read before words broken at a hyphen were joined, when that
/// differs: the paper's id stays the one it had.
bool paperFromRecord(
    const QJsonObject &record, Paper *paper, JsonReader::RecordExtras *extras = nullptr);
/// paperFromRecord and its twin on JsonView.
JsonReader::RecordReaders records();
/// True when the first line of utf8 is an object with "categories" and "update_date".
bool looksLikeArxiv(QByteArrayView utf8);

} // namespace ArxivReader
