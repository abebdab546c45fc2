// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonreader.h"
#include "readresult.h"

#include <QByteArray>
#include <QByteArrayView>

class QJsonObject;

/// Reads OpenReview notes as its API returns them: a JSON array of notes or an object with a
/// "notes" array, in API v1 (`"content": {"title": "…"}`) or v2 (`"content": {"title":
/// {"value": "…"}}`) shape.
///
/// Title, abstract, authors, venue ("ICLR 2024 poster"; its year is the paper's, else the
/// year the note was published), the forum page and the pdf as links (a site-relative
/// "/pdf?id=…" becomes https://openreview.net/pdf?id=…), the note id as the source key.
/// Keywords are not kept (a Paper has no place for them). Notes without content, or with
/// neither title nor abstract, are skipped and counted.
namespace OpenReviewReader {

ReadResult read(const QByteArray &utf8, const ReadProgress &progress = {},
    const ReadBatch &batch = {}, AbstractStorage storage = AbstractStorage::InPapers);
/// Fills paper from one note; false when it has no content with a title or an abstract.
bool paperFromNote(
    const QJsonObject &note, Paper *paper, JsonReader::RecordExtras *extras = nullptr);
/// True when the start of a JSON document has a note's "content" next to its "forum" or
/// "invitation": how CollectionReader tells notes from other JSON lists.
bool looksLikeNotes(QByteArrayView json);

} // namespace OpenReviewReader
