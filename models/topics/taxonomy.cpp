// SPDX-License-Identifier: GPL-3.0-or-later
#include "taxonomy.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace {

constexpr int formatVersion = 1;

QString tr(const char *text)
{
    return QCoreApplication::translate("Taxonomy", text);
}

// 1-based line and column of a byte offset, as editors show them.
QString position(const QByteArray &json, qsizetype offset)
{
    offset = qBound<qsizetype>(0, offset, json.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (json[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const int column
        = int(QString::fromUtf8(json.constData() + lineStart, offset - lineStart).size()) + 1;
    return tr("line %1, column %2").arg(line).arg(column);
}

bool readPhrases(const QJsonValue &value, QList<TopicPhrase> *out)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString() || item.toString().trimmed().isEmpty())
                return false;
            out->append({ item.toString(), 1.0 });
        }
        return true;
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!it.value().isDouble() || it.key().trimmed().isEmpty()
                || it.value().toDouble() <= 0)
                return false;
            out->append({ it.key(), it.value().toDouble() });
        }
        return true;
    }
    return false;
}

} // namespace

Taxonomy Taxonomy::builtIn()
{
    QFile file(QStringLiteral(":/topics.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return fromJson(file.readAll());
}

Taxonomy Taxonomy::fromJson(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return Taxonomy();
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return fail(tr("Not valid JSON at %1: %2")
                        .arg(position(json, parseError.offset), parseError.errorString()));
    }
    if (!doc.isObject())
        return fail(tr("The topic file must be a JSON object with a \"topics\" list."));
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("version")).toInt(formatVersion) > formatVersion)
        return fail(tr("The topic file is version %1; this Paperdesk reads version %2.")
                        .arg(root.value(QLatin1String("version")).toInt())
                        .arg(formatVersion));
    const QJsonValue topicsValue = root.value(QLatin1String("topics"));
    if (!topicsValue.isArray())
        return fail(tr("The topic file has no \"topics\" list."));

    Taxonomy taxonomy;
    for (const QJsonValue &area : root.value(QLatin1String("areas")).toArray()) {
        if (area.isString() && !taxonomy.m_areaOrder.contains(area.toString()))
            taxonomy.m_areaOrder.append(area.toString());
    }
    const QJsonObject guard = root.value(QLatin1String("baselineGuard")).toObject();
    for (const QJsonValue &word : guard.value(QLatin1String("before")).toArray())
        taxonomy.m_guardBefore.append(word.toString());
    for (const QJsonValue &word : guard.value(QLatin1String("after")).toArray())
        taxonomy.m_guardAfter.append(word.toString());
    QSet<QString> ids;
    const QJsonArray topics = topicsValue.toArray();
    for (qsizetype i = 0; i < topics.size(); ++i) {
        const QJsonObject object = topics.at(i).toObject();
        Topic topic;
        topic.id = object.value(QLatin1String("id")).toString().trimmed();
        topic.name = object.value(QLatin1String("name")).toString().trimmed();
        topic.area = object.value(QLatin1String("area")).toString().trimmed();
        const QString which = topic.id.isEmpty() ? tr("topic %1").arg(i + 1)
                                                 : tr("topic %1 (\"%2\")").arg(i + 1).arg(topic.id);
        if (topic.id.isEmpty() || topic.name.isEmpty() || topic.area.isEmpty())
            return fail(tr("%1: \"id\", \"name\" and \"area\" are required.").arg(which));
        if (ids.contains(topic.id))
            return fail(tr("%1: the id is used twice.").arg(which));
        ids.insert(topic.id);
        if (!readPhrases(object.value(QLatin1String("phrases")), &topic.phrases)
            || topic.phrases.isEmpty())
            return fail(tr("%1: \"phrases\" must be a non-empty object of phrase → weight "
                           "or a list of phrases.")
                            .arg(which));
        if (object.contains(QLatin1String("not"))
            && !readPhrases(object.value(QLatin1String("not")), &topic.negatives))
            return fail(tr("%1: \"not\" must be an object of phrase → weight or a list of "
                           "phrases.")
                            .arg(which));
        topic.minScore = object.value(QLatin1String("minScore")).toDouble(topic.minScore);
        topic.broad = object.value(QLatin1String("broad")).toBool(false);
        if (topic.minScore <= 0)
            return fail(tr("%1: \"minScore\" must be positive.").arg(which));
        if (!taxonomy.m_areaOrder.contains(topic.area))
            taxonomy.m_areaOrder.append(topic.area);
        taxonomy.m_topics.append(topic);
    }
    if (error)
        error->clear();
    return taxonomy;
}

void Taxonomy::merge(const Taxonomy &user)
{
    // A user file that names a guard replaces the built-in one; most files name none.
    if (!user.m_guardBefore.isEmpty() || !user.m_guardAfter.isEmpty()) {
        m_guardBefore = user.m_guardBefore;
        m_guardAfter = user.m_guardAfter;
    }
    for (const QString &area : user.m_areaOrder) {
        if (!m_areaOrder.contains(area))
            m_areaOrder.append(area);
    }
    for (const Topic &topic : user.m_topics) {
        const int existing = indexOfId(topic.id);
        if (existing >= 0)
            m_topics[existing] = topic;
        else
            m_topics.append(topic);
    }
}

QStringList Taxonomy::areas() const
{
    // An area whose topics were all replaced into other areas by a merge is not shown.
    QStringList result;
    for (const QString &area : m_areaOrder) {
        for (const Topic &topic : m_topics) {
            if (topic.area == area) {
                result.append(area);
                break;
            }
        }
    }
    return result;
}

QList<int> Taxonomy::topicsInArea(const QString &area) const
{
    QList<int> result;
    for (int i = 0; i < size(); ++i) {
        if (m_topics.at(i).area == area)
            result.append(i);
    }
    return result;
}

int Taxonomy::indexOfName(QStringView name) const
{
    const QStringView wanted = name.trimmed();
    for (int i = 0; i < size(); ++i) {
        if (wanted.compare(m_topics.at(i).name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

int Taxonomy::indexOfId(QStringView id) const
{
    for (int i = 0; i < size(); ++i) {
        if (id == m_topics.at(i).id)
            return i;
    }
    return -1;
}
