// SPDX-License-Identifier: GPL-3.0-or-later
#include "virtualsitereader.h"

#include "jsonreader.h"
#include "recordfields.h"

#include <QJsonArray>
#include <QJsonObject>

namespace {

constexpr qsizetype sniffedBytes = 16384;

QString text(const QJsonObject &object, QLatin1StringView key)
{
    const QJsonValue value = object.value(key);
    if (value.isDouble())
        return QString::number(value.toInteger());
    return value.toString().trimmed();
}

} // namespace

bool VirtualSiteReader::paperFromEvent(
    const QJsonObject &event, Paper *paper, JsonReader::RecordExtras *)
{
    paper->title = RecordFields::oneLine(text(event, QLatin1String("name")));
    paper->abstract = text(event, QLatin1String("abstract"));
    if (paper->title.isEmpty() && paper->abstract.isEmpty())
        return false;
    for (const QJsonValue &author : event.value(QLatin1String("authors")).toArray()) {
        const QString name = author.isObject()
            ? author.toObject().value(QLatin1String("fullname")).toString().trimmed()
            : author.toString().trimmed();
        if (!name.isEmpty())
            paper->authors.append(name);
    }
    RecordFields::addKeyword(paper, text(event, QLatin1String("topic")));
    const QString siteLink = text(event, QLatin1String("virtualsite_url"));
    paper->year = RecordFields::yearIn(siteLink);
    paper->sourceKey = text(event, QLatin1String("id"));
    RecordFields::addLink(paper, siteLink);
    for (QLatin1StringView key : { QLatin1StringView("paper_url"), QLatin1StringView("url"),
             QLatin1StringView("paper_pdf_url"), QLatin1StringView("sourceurl") })
        RecordFields::addLink(paper, text(event, key));
    return true;
}

ReadResult VirtualSiteReader::read(const QByteArray &utf8, const ReadProgress &progress,
    const ReadBatch &batch, AbstractStorage storage)
{
    return JsonReader::read(utf8, progress, paperFromEvent, batch, storage);
}

bool VirtualSiteReader::looksLikeEvents(QByteArrayView json)
{
    const QByteArrayView start = json.first(qMin(json.size(), sniffedBytes));
    return start.contains("\"virtualsite_url\"") || start.contains("\"eventtype\"");
}
