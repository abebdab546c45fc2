// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

/// Finds the records of a JSON paper list one after the other without parsing them: the
/// elements of a top-level array, or of the array under "papers", "data", "results" or
/// "notes" of a top-level object. JsonReader then parses a batch of records at a time on every
/// core and hands out the papers read so far, where a whole-document parse would show nothing
/// until the last byte is read.
///
/// It follows only the structure (strings, brackets, commas); the records themselves are left
/// to JsonView (or Qt's parser, for those it refuses), every other value to Qt's parser. Anything
/// it does not expect makes it give up (failed()), and the caller parses the whole document
/// instead: that parse, not this scanner, words every syntax error, so a malformed file fails with
/// the same message and position either way. It also gives up where the whole-document reading
/// could pick other records (a records key that repeats or comes after the one followed).
class JsonRecordScanner final
{
public:
    explicit JsonRecordScanner(QByteArrayView json);

    /// Finds the start of the records array; false when this is not a document it follows.
    bool start();
    /// The text of the next record, without the white space around it; false at the end of
    /// the array, or when the scanner gives up (failed()).
    bool next(QByteArrayView *record);
    /// After the array ended: true when the rest of the document is well formed and names no
    /// other records.
    bool finish();

    bool failed() const { return m_failed; }
    qint64 position() const { return m_i; }
    qint64 size() const { return m_json.size(); }

private:
    void skipSpace();
    bool skipString();
    bool skipValue();
    /// A value that is not a record, checked by Qt's parser since nobody else parses it.
    bool skipCheckedValue();
    /// At a member's key: reads it and the colon after it.
    bool memberKey(QByteArrayView *key);
    static bool isRecordsKey(QByteArrayView key);
    bool giveUp();

    QByteArrayView m_json;
    qint64 m_i = 0;
    bool m_inObject = false; ///< the records array is a member of a top-level object
    bool m_firstRecord = true;
    bool m_ended = false;
    bool m_failed = false;
};
