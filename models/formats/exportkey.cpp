// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportkey.h"

#include <QUrl>

namespace {

constexpr QLatin1StringView prefix("paperdesk:");

// Everything but A–Z a–z 0–9 - . _ ~ as %XX of its UTF-8.
QString encoded(const QString &value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

QString decoded(QStringView value)
{
    return QUrl::fromPercentEncoding(value.toLatin1());
}

void addItem(QString *text, QLatin1StringView name, const QString &value)
{
    *text += text->contains(u'?') ? u'&' : u'?';
    *text += name;
    *text += u'=';
    *text += encoded(value);
}

bool isLowerHex(QStringView text)
{
    for (QChar c : text) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    }
    return true;
}

} // namespace

ExportKey ExportKey::of(const Paper &paper, const QStringList &tags)
{
    return { paper.id, paper.sourceKey, paper.idCopy, paper.titleDerived, tags };
}

QString ExportKey::toString() const
{
    QString text = prefix + id.toString();
    if (!sourceKey.isEmpty())
        addItem(&text, QLatin1StringView("key"), sourceKey);
    if (copy > 0)
        addItem(&text, QLatin1StringView("copy"), QString::number(copy));
    if (titleDerived)
        addItem(&text, QLatin1StringView("title"), QStringLiteral("derived"));
    for (const QString &tag : tags)
        addItem(&text, QLatin1StringView("tag"), tag);
    return text;
}

std::optional<ExportKey> ExportKey::parse(QStringView text)
{
    text = text.trimmed();
    constexpr qsizetype hexDigits = 16;
    if (!text.startsWith(prefix) || text.size() < prefix.size() + hexDigits)
        return std::nullopt;
    const QStringView hex = text.sliced(prefix.size(), hexDigits);
    QStringView rest = text.sliced(prefix.size() + hexDigits);
    if (!isLowerHex(hex) || (!rest.isEmpty() && !rest.startsWith(u'?')))
        return std::nullopt;
    ExportKey key;
    key.id = PaperId::fromString(hex);
    if (key.id.isNull())
        return std::nullopt;
    for (QStringView item : rest.mid(1).split(u'&', Qt::SkipEmptyParts)) {
        const qsizetype equals = item.indexOf(u'=');
        const QStringView name = equals < 0 ? item : item.first(equals);
        const QString value = equals < 0 ? QString() : decoded(item.sliced(equals + 1));
        if (name == u"key") {
            key.sourceKey = value;
        } else if (name == u"copy") {
            bool ok = false;
            const int copy = value.toInt(&ok);
            key.copy = ok && copy > 0 ? copy : 0;
        } else if (name == u"title") {
            key.titleDerived = value == u"derived";
        } else if (name == u"tag") {
            if (const QString tag = value.simplified(); !tag.isEmpty() && !key.tags.contains(tag))
                key.tags.append(tag);
        }
    }
    return key;
}

void ExportKey::applyTo(Paper *paper) const
{
    paper->id = id;
    paper->sourceKey = sourceKey;
    paper->idCopy = copy;
    paper->titleDerived = titleDerived && !paper->title.trimmed().isEmpty();
}
