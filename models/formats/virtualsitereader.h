// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonreader.h"
#include "readresult.h"

#include <QByteArray>
#include <QByteArrayView>

class QJsonObject;

/// Reads the JSON a conference's virtual site (icml.cc, neurips.cc, iclr.cc) serves for its
/// papers: an object with a "results" array (or the array itself) of events.
///
/// Title from "name", "abstract", authors from "authors[].fullname", the year from the
/// virtual-site link ("/virtual/2024/poster/…"), links from "virtualsite_url", "paper_url",
/// "url" and "paper_pdf_url" (http and https only), the event id as the source key. "topic"
/// and "eventtype" are not kept (a Paper has no place for them). Events with neither name nor
/// abstract are skipped and counted.
namespace VirtualSiteReader {

ReadResult read(const QByteArray &utf8, const ReadProgress &progress = {},
    const ReadBatch &batch = {}, AbstractStorage storage = AbstractStorage::InPapers);
/// Fills paper from one event; false when it has neither name nor abstract.
bool paperFromEvent(
    const QJsonObject &event, Paper *paper, JsonReader::RecordExtras *extras = nullptr);
/// True when the start of a JSON document has an event's "virtualsite_url" or "eventtype".
bool looksLikeEvents(QByteArrayView json);

} // namespace VirtualSiteReader
