// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonview.h"
#include "readresult.h"

#include <QByteArray>

class QJsonObject;

/// Reads a JSON paper list: an array of paper objects, or an object holding such an array
/// under "papers", "data", "results" or "notes" (or a single paper object).
///
/// Understands the public paperlists fields (title, author "A; B", abstract, site, pdf, id,
/// github …) and the corpus fields (title, authors "A;B", abstract, venue, year, url, pdf).
/// Paperdesk's own export (`--export jsonl`: an "id" of 16 hex digits next to a "titleDerived"
/// flag, the "sourceKey" and "copy" the id derives from, a "links" array, the user's "tags")
/// opens again with the same titles, links and tags, and with the ids claimed when the texts
/// give them (PaperDeriver).
/// Records with neither a title nor an abstract are skipped and counted. Text is kept as the
/// file has it (no LaTeX conversion). The records are found by JsonRecordScanner and parsed a
/// batch at a time (handed to a ReadBatch as they come), each by JsonView, or by
/// QJsonDocument when JsonView refuses it; a document the scanner does not follow, or a
/// malformed one, is parsed whole by QJsonDocument, which words the error.
namespace JsonReader {

/// What a record brings beside its paper.
struct RecordExtras
{
    QStringList tags; ///< the user's tags a record of Paperdesk's own export carries
    /// The text the paper's id is hashed over, when a reader repaired the abstract it shows
    /// (arXiv's words broken at a hyphen, joined): the id stays the one marks are kept under.
    QString idAbstract;
};

/// Fills paper from one record; false when it has neither title nor abstract.
bool paperFromObject(const QJsonObject &object, Paper *paper, RecordExtras *extras);
/// The same as paperFromObject, from a record read in place (the same code, templated).
bool paperFromView(const JsonView::Object &object, Paper *paper, RecordExtras *extras);
/// How a format of JSON records fills a paper (and what else a record brings) from one of them
/// (paperFromObject, or the record shape of OpenReview, a conference's virtual site, arXiv's
/// metadata).
using RecordReader = bool (*)(const QJsonObject &object, Paper *paper, RecordExtras *extras);
/// The same for a record JsonView took; it must give the very paper RecordReader gives.
using ViewReader = bool (*)(const JsonView::Object &object, Paper *paper, RecordExtras *extras);

/// A format's record reader, and its twin on JsonView when it has one: records JsonView
/// takes are read by that one, the others (and every record, without it) by QJsonDocument.
/// viewKeys are the keys of a record the twin reads (JsonView builds nothing for the others).
struct RecordReaders
{
    RecordReaders(
        RecordReader object, ViewReader view = nullptr, QList<QLatin1StringView> keys = {})
        : fromObject(object)
        , fromView(view)
        , viewKeys(std::move(keys))
    {
    }
    RecordReader fromObject;
    ViewReader fromView;
    QList<QLatin1StringView> viewKeys;
};

/// paperFromObject and paperFromView.
RecordReaders paperRecords();

/// The records of utf8 (an array, or one under "papers", "data", "results" or "notes") read
/// by readers. With AbstractStorage::InArena, the abstracts of the records read in batches
/// go into ReadResult::abstracts as UTF-8 (a document parsed whole keeps them in the papers).
ReadResult read(const QByteArray &utf8, const ReadProgress &progress = {},
    RecordReaders readers = paperRecords(), const ReadBatch &batch = {},
    AbstractStorage storage = AbstractStorage::InPapers);

/// Offset of the first byte order mark (U+FEFF) in json that stands outside a string, up to
/// the first byte after errorAt that is not white space (Qt's parser stops at or just before
/// such a mark), or -1: one left in the middle of a file (by joining files, say) breaks the
/// parse, and Qt names it only as an illegal value.
qint64 strayByteOrderMark(QByteArrayView json, qint64 errorAt);
/// The reason given for such a mark.
QString strayByteOrderMarkReason();

/// What JsonView asks while it parses a long record, from the threads records parse on: the
/// reader's progress (position of total), one call at a time; false once it said stop.
JsonView::KeepGoing keepGoing(const ReadProgress &progress, qint64 position, qint64 total);
/// Appends paper to result's papers, with what else its record brought.
void keep(ReadResult *result, Paper paper, const RecordExtras &extras);

/// Splits an author field on ';' and on " and ", trimmed, empties dropped.
QStringList splitAuthors(const QString &authors);

} // namespace JsonReader
