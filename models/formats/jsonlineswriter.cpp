// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonlineswriter.h"

#include "text/linkextractor.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace JsonLinesWriter {

QJsonObject paperObject(const Paper &paper, const QStringList &topicNames)
{
    QStringList links; // as shown: no hidden character survives into a file
    for (const QString &link : paper.links)
        links.append(LinkExtractor::safeLink(link));
    QJsonArray topics;
    for (int topic : paper.topics)
        topics.append(topicNames.value(topic));
    QJsonObject object {
        { QStringLiteral("id"), paper.id.toString() },
        { QStringLiteral("title"), paper.title },
        { QStringLiteral("titleDerived"), paper.titleDerived },
        { QStringLiteral("abstract"), paper.abstract },
        { QStringLiteral("links"), QJsonArray::fromStringList(links) },
        { QStringLiteral("topics"), topics },
    };
    if (!paper.authors.isEmpty())
        object.insert(QStringLiteral("authors"), QJsonArray::fromStringList(paper.authors));
    if (!paper.venue.isEmpty())
        object.insert(QStringLiteral("venue"), paper.venue);
    if (paper.year > 0)
        object.insert(QStringLiteral("year"), paper.year);
    return object;
}

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace JsonLinesWriter
