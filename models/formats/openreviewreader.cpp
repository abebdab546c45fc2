// SPDX-License-Identifier: GPL-3.0-or-later
#include "openreviewreader.h"

#include "jsonreader.h"
#include "recordfields.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QUrl>

namespace {

constexpr qsizetype sniffedBytes = 16384;

// API v2 wraps every content field as {"value": …}; v1 has the value itself.
QJsonValue contentValue(const QJsonObject &content, QLatin1StringView key)
{
    const QJsonValue value = content.value(key);
    return value.isObject() ? value.toObject().value(QLatin1String("value")) : value;
}

QString contentText(const QJsonObject &content, QLatin1StringView key)
{
    return contentValue(content, key).toString().trimmed();
}

// Site-relative paths ("/pdf?id=…", "/pdf/….pdf", "/attachment?…") are on openreview.net.
QString siteLink(const QString &path)
{
    if (path.startsWith(u'/') && !path.startsWith(QLatin1String("//")))
        return QStringLiteral("https://openreview.net") + path;
    return path;
}

int publishedYear(const QJsonObject &note)
{
    for (QLatin1StringView key :
        { QLatin1StringView("pdate"), QLatin1StringView("cdate"), QLatin1StringView("tcdate") }) {
        const QJsonValue value = note.value(key);
        if (value.isDouble() && value.toDouble() > 0)
            return QDateTime::fromMSecsSinceEpoch(value.toInteger(), Qt::UTC).date().year();
    }
    return 0;
}

} // namespace

bool OpenReviewReader::paperFromNote(
    const QJsonObject &note, Paper *paper, JsonReader::RecordExtras *)
{
    const QJsonObject content = note.value(QLatin1String("content")).toObject();
    paper->title = RecordFields::oneLine(contentText(content, QLatin1String("title")));
    paper->abstract = contentText(content, QLatin1String("abstract"));
    if (paper->title.isEmpty() && paper->abstract.isEmpty())
        return false;
    for (const QJsonValue &author : contentValue(content, QLatin1String("authors")).toArray()) {
        const QString name = author.toString().trimmed();
        if (!name.isEmpty())
            paper->authors.append(name);
    }
    QStringList keywords;
    for (const QJsonValue &keyword : contentValue(content, QLatin1String("keywords")).toArray())
        keywords.append(keyword.toString());
    RecordFields::appendKeywords(paper, keywords);
    paper->venue = RecordFields::oneLine(contentText(content, QLatin1String("venue")));
    paper->year = RecordFields::yearIn(paper->venue);
    if (paper->year == 0)
        paper->year = publishedYear(note);
    paper->sourceKey = note.value(QLatin1String("id")).toString();
    QString forum = note.value(QLatin1String("forum")).toString();
    if (forum.isEmpty())
        forum = paper->sourceKey;
    if (!forum.isEmpty())
        RecordFields::addLink(paper,
            QStringLiteral("https://openreview.net/forum?id=%1")
                .arg(QString::fromLatin1(QUrl::toPercentEncoding(forum))));
    RecordFields::addLink(paper, siteLink(contentText(content, QLatin1String("pdf"))));
    RecordFields::addLink(paper, contentText(content, QLatin1String("code")));
    return true;
}

ReadResult OpenReviewReader::read(const QByteArray &utf8, const ReadProgress &progress,
    const ReadBatch &batch, AbstractStorage storage)
{
    return JsonReader::read(utf8, progress, paperFromNote, batch, storage);
}

bool OpenReviewReader::looksLikeNotes(QByteArrayView json)
{
    const QByteArrayView start = json.first(qMin(json.size(), sniffedBytes));
    const qsizetype content = start.indexOf("\"content\"");
    if (content < 0)
        return false;
    if (start.contains("\"forum\"") || start.contains("\"invitation\"")
        || start.contains("\"invitations\""))
        return true;
    // Notes saved without forum or invitation (a bare list, {"notes": […]}): a "content"
    // object that holds the paper's title or abstract.
    QByteArrayView after = start.sliced(content + qsizetype(sizeof("\"content\"")) - 1).trimmed();
    if (!after.startsWith(':'))
        return false;
    after = after.sliced(1).trimmed();
    if (!after.startsWith('{'))
        return false;
    const QByteArrayView object = after.first(qMin<qsizetype>(after.size(), 4096));
    return object.contains("\"title\"") || object.contains("\"abstract\"");
}
