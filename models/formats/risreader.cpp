// SPDX-License-Identifier: GPL-3.0-or-later
#include "risreader.h"

#include "exportkey.h"
#include "fieldtext.h"
#include "readcheckpoint.h"
#include "recordfields.h"
#include "utf8lines.h"

#include <QCoreApplication>

namespace {

// The two-character tag of a tag line ("TY  - JOUR", "ER  -"), with where its value starts;
// an empty tag when the line is not one. Exports differ in the spaces before the hyphen.
struct TagLine
{
    QByteArrayView tag;
    QByteArrayView value;
};

bool isTagCharacter(char c, bool first)
{
    return (c >= 'A' && c <= 'Z') || (!first && c >= '0' && c <= '9');
}

TagLine tagLine(QByteArrayView line)
{
    if (line.size() < 4 || !isTagCharacter(line[0], true) || !isTagCharacter(line[1], false))
        return {};
    qsizetype i = 2;
    while (i < line.size() && i < 5 && line[i] == ' ')
        ++i;
    if (i == 2 || i >= line.size() || line[i] != '-')
        return {};
    ++i;
    if (i < line.size() && line[i] != ' ')
        return {};
    return { line.first(2), line.sliced(qMin(i + 1, line.size())).trimmed() };
}

// No field needs more than FieldText::longestRawField bytes of a line; the rest is read past.
QByteArrayView rawField(QByteArrayView text)
{
    return FieldText::utf8Prefix(text, FieldText::longestRawField);
}

QString reason(const char *text)
{
    return QCoreApplication::translate("ReadError", text);
}

// Lower ranks win: a record may carry its venue under several tags.
int rankOfVenueTag(QByteArrayView tag)
{
    static const char *const order[] = { "T2", "JF", "JO", "BT", "J2" };
    for (int rank = 0; rank < 5; ++rank) {
        if (tag == order[rank])
            return rank;
    }
    return -1;
}

/// One record being read: its fields kept as the file has them until the record ends.
struct Record
{
    Paper paper;
    QStringList authorLines; ///< AU values: read as names once the record shows whose it is
    QStringList keywordLines; ///< KW values, likewise
    QString idLine; ///< the ID value
    qsizetype startOffset = -1; ///< offset of its TY line, -1 outside a record
    int venueRank = 99;
    QString *lastText = nullptr; ///< the field a line without a tag continues
    bool lastIsParagraph = false;

    void add(QByteArrayView tag, const QString &value)
    {
        lastText = nullptr;
        if (tag == "TI" || tag == "T1" || tag == "CT") {
            if (paper.title.isEmpty())
                lastText = &paper.title;
        } else if (tag == "AB" || tag == "N2") {
            if (paper.abstract.isEmpty()) {
                lastText = &paper.abstract;
                lastIsParagraph = true;
                paper.abstract = value;
                return;
            }
        } else if (tag == "AU" || tag == "A1") {
            if (!value.isEmpty())
                authorLines.append(value);
        } else if (tag == "PY" || tag == "Y1" || tag == "DA") {
            if (paper.year == 0)
                paper.year = RecordFields::yearIn(value);
        } else if (tag == "UR" || tag == "L1" || tag == "L2" || tag == "LK") {
            RecordFields::addLink(&paper, value);
        } else if (tag == "DO") {
            RecordFields::addLink(&paper, RecordFields::doiLink(value));
        } else if (tag == "KW" || tag == "K1") {
            keywordLines.append(value);
        } else if (tag == "ID") {
            idLine = value;
        } else if (const int rank = rankOfVenueTag(tag); rank >= 0 && rank < venueRank) {
            venueRank = rank;
            paper.venue = value;
        }
        lastIsParagraph = false;
        if (lastText)
            *lastText = value;
    }

    /// The fields kept as lines, read now that the whole record is there: names and keywords
    /// exactly as Paperdesk's own export wrote them (a record whose ID is an ExportKey), or as
    /// other programs write them ("Last, First"; a "; " list on one KW line). Returns the
    /// user's tags the record carries.
    QStringList finish()
    {
        const std::optional<ExportKey> key = ExportKey::parse(idLine);
        for (const QString &name : std::as_const(authorLines))
            paper.authors.append(
                key ? RecordFields::oneLine(name) : RecordFields::personName(name));
        QStringList keywords = keywordLines;
        if (key) {
            // The tags were written as keywords too, after the list's own, for other programs.
            for (const QString &tag : key->tags) {
                const qsizetype at = keywords.lastIndexOf(tag);
                if (at >= 0)
                    keywords.removeAt(at);
            }
            RecordFields::setKeywords(&paper, keywords);
            key->applyTo(&paper);
            return key->tags;
        }
        QStringList split;
        for (const QString &keyword : std::as_const(keywords)) {
            if (keyword.contains(u';'))
                split += keyword.split(u';', Qt::SkipEmptyParts);
            else
                split.append(keyword);
        }
        RecordFields::appendKeywords(&paper, split);
        paper.sourceKey = idLine;
        return {};
    }

    // A line that goes on the last field; none past the length a field is cut to.
    void continueWith(QByteArrayView line)
    {
        if (!lastText || line.isEmpty() || lastText->size() >= FieldText::longestRawField)
            return;
        if (!lastText->isEmpty())
            *lastText += lastIsParagraph ? u'\n' : u' ';
        *lastText += QString::fromUtf8(line);
    }
};

} // namespace

bool RisReader::looksLikeRis(QByteArrayView utf8)
{
    if (utf8.startsWith("\xEF\xBB\xBF"))
        utf8 = utf8.sliced(3);
    qsizetype start = 0;
    while (
        start < utf8.size() && (utf8[start] == '\n' || utf8[start] == '\r' || utf8[start] == ' '))
        ++start;
    qsizetype end = start;
    while (end < utf8.size() && utf8[end] != '\n' && utf8[end] != '\r')
        ++end;
    // The type is a short upper-case code (JOUR, CONF, GEN): a plain list's header line
    // "TY - the list" is no record.
    const TagLine first = tagLine(utf8.sliced(start, end - start));
    if (first.tag != "TY" || first.value.size() < 2 || first.value.size() > 6)
        return false;
    for (char c : first.value) {
        if (c < 'A' || c > 'Z')
            return false;
    }
    return true;
}

ReadResult RisReader::read(
    const QByteArray &utf8, const ReadProgress &progress, const ReadBatch &batch)
{
    ReadResult result;
    result.collection.format = QStringLiteral("ris");
    const auto failAt = [&](qsizetype offset, const QString &why) {
        result.collection.papers.clear();
        result.error = ReadError::at(utf8, offset, why);
        return result;
    };
    Record record;
    const auto finish = [&]() {
        Paper &paper = record.paper;
        paper.title = RecordFields::oneLine(paper.title);
        paper.venue = RecordFields::oneLine(paper.venue);
        paper.abstract = paper.abstract.trimmed();
        const QStringList tags = record.finish();
        if (paper.title.isEmpty() && paper.abstract.isEmpty()) {
            ++result.skipped;
        } else {
            if (!tags.isEmpty())
                result.collection.carriedTags.insert(result.collection.papers.size(), tags);
            result.collection.papers.append(std::move(paper));
        }
        record = Record();
    };

    Utf8Lines lines(utf8);
    ReadCheckpoint checkpoint(progress, batch);
    QByteArrayView line;
    while (lines.next(&line)) {
        const qsizetype lineStart = lines.lineStart();
        const TagLine tagged = tagLine(line);
        const bool inRecord = record.startOffset >= 0;
        if (tagged.tag.isEmpty()) {
            if (inRecord)
                record.continueWith(rawField(line.trimmed()));
            else if (!line.trimmed().isEmpty())
                return failAt(lineStart,
                    reason("text outside a record (RIS records run from a TY  - line to an "
                           "ER  - line)"));
        } else if (tagged.tag == "TY") {
            if (inRecord) {
                qint64 recordLine = 0;
                qint64 column = 0;
                ReadError::positionOf(utf8, record.startOffset, &recordLine, &column);
                return failAt(lineStart,
                    QCoreApplication::translate("ReadError",
                        "a new record (TY) begins before the record of line %1 ended with "
                        "ER  -")
                        .arg(recordLine));
            }
            record.startOffset = lineStart;
        } else if (!inRecord) {
            return failAt(lineStart,
                QCoreApplication::translate("ReadError",
                    "a %1 field outside a record (each record begins with a TY  - line)")
                    .arg(QString::fromLatin1(tagged.tag)));
        } else if (tagged.tag == "ER") {
            finish();
        } else {
            record.add(tagged.tag, QString::fromUtf8(rawField(tagged.value)));
        }

        if (!checkpoint.pass(lines.position(), utf8.size(), &result))
            return result;
    }
    if (record.startOffset >= 0) {
        result.warnings.append(ReadError::at(utf8, record.startOffset,
            reason("the last record has no ER  - line; the file may be cut off")));
        finish();
    }
    return result;
}
