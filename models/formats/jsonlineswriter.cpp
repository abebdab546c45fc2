// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonlineswriter.h"

#include "text/linkextractor.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace {

QJsonObject objectWithTopics(const Paper &paper, const QJsonArray &topics)
{
    QStringList links; // as shown: no hidden character survives into a file
    for (const QString &link : paper.links)
        links.append(LinkExtractor::safeLink(link));
    QJsonObject object {
        { QStringLiteral("id"), paper.id.toString() },
        { QStringLiteral("title"), paper.title },
        { QStringLiteral("titleDerived"), paper.titleDerived },
        { QStringLiteral("abstract"), paper.abstract },
        { QStringLiteral("links"), QJsonArray::fromStringList(links) },
        { QStringLiteral("topics"), topics },
    };
    // What the id derives from, so that JsonReader can check it against the text.
    if (!paper.sourceKey.isEmpty())
        object.insert(QStringLiteral("sourceKey"), paper.sourceKey);
    if (paper.idCopy > 0)
        object.insert(QStringLiteral("copy"), paper.idCopy);
    if (!paper.keywords.isEmpty())
        object.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(paper.keywords));
    if (!paper.authors.isEmpty())
        object.insert(QStringLiteral("authors"), QJsonArray::fromStringList(paper.authors));
    if (!paper.venue.isEmpty())
        object.insert(QStringLiteral("venue"), paper.venue);
    if (paper.year > 0)
        object.insert(QStringLiteral("year"), paper.year);
    return object;
}

} // namespace

QJsonObject JsonLinesWriter::paperObject(const Paper &paper, const QStringList &topicNames)
{
    QJsonArray topics;
    for (int topic : paper.topics)
        topics.append(topicNames.value(topic));
    return objectWithTopics(paper, topics);
}

QJsonObject JsonLinesWriter::object(const ExportedPaper &paper)
{
    QJsonObject object = objectWithTopics(paper.paper, QJsonArray::fromStringList(paper.topics));
    object.insert(QStringLiteral("tags"), QJsonArray::fromStringList(paper.tags));
    object.insert(QStringLiteral("read"), paper.read);
    object.insert(QStringLiteral("starred"), paper.starred);
    if (!paper.note.isEmpty())
        object.insert(QStringLiteral("note"), paper.note);
    return object;
}

QByteArray JsonLinesWriter::line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QString JsonLinesWriter::entry(const ExportedPaper &paper)
{
    QJsonObject keys = object(paper);
    if (m_extraKeys)
        m_extraKeys(paper, keys);
    return QString::fromUtf8(line(keys));
}
