// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordfields.h"

#include "collection/paper.h"
#include "text/linkextractor.h"

#include <QSet>

bool RecordFields::isWebLink(QStringView text)
{
    return text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

void RecordFields::addLink(Paper *paper, const QString &link)
{
    const QString trimmed = link.trimmed();
    if (isWebLink(trimmed) && trimmed.size() > 8)
        LinkExtractor::addOnce(&paper->links, trimmed);
}

namespace {

// A list brings the same few keywords on thousands of papers (arXiv has some 150 categories):
// each reading thread keeps the last ones it saw, so papers share one copy of each text
// rather than each allocating its own while the list is read, small blocks the allocator
// could not give back once the keywords move into the KeywordTable.
QString sharedKeyword(const QString &keyword)
{
    constexpr qsizetype kept = 32;
    thread_local QList<QString> recent;
    for (const QString &known : std::as_const(recent)) {
        if (known == keyword)
            return known;
    }
    if (recent.size() == kept)
        recent.removeFirst();
    recent.append(keyword);
    return keyword;
}

} // namespace

void RecordFields::setKeywords(Paper *paper, const QStringList &keywords)
{
    Paper read;
    appendKeywords(&read, keywords);
    constexpr qsizetype kept = 128;
    thread_local QList<QStringList> recent;
    for (const QStringList &known : std::as_const(recent)) {
        if (known == read.keywords) {
            paper->keywords = known;
            return;
        }
    }
    if (recent.size() == kept)
        recent.removeFirst();
    recent.append(read.keywords);
    paper->keywords = read.keywords;
}

void RecordFields::addKeyword(Paper *paper, const QString &keyword)
{
    const QString line = oneLine(keyword);
    if (!line.isEmpty() && !paper->keywords.contains(line))
        paper->keywords.append(sharedKeyword(line));
}

void RecordFields::appendKeywords(Paper *paper, const QStringList &keywords)
{
    // Each once: a list of a few is checked in place, a long one (a file with thousands of
    // keywords on a record) through a set, so that the time stays linear in its length.
    constexpr qsizetype checkedInPlace = 16;
    QSet<QString> seen;
    for (const QString &keyword : keywords) {
        const QString line = oneLine(keyword);
        if (line.isEmpty())
            continue;
        if (paper->keywords.size() < checkedInPlace) {
            if (paper->keywords.contains(line))
                continue;
        } else {
            if (seen.isEmpty())
                seen = QSet<QString>(paper->keywords.cbegin(), paper->keywords.cend());
            if (seen.contains(line))
                continue;
            seen.insert(line);
        }
        paper->keywords.append(sharedKeyword(line));
    }
}

void RecordFields::addKeywords(Paper *paper, const QString &list)
{
    const QChar separator = list.contains(u';') ? u';' : u',';
    appendKeywords(paper, list.split(separator, Qt::SkipEmptyParts));
}

QString RecordFields::doiLink(QStringView text)
{
    QStringView doi = text.trimmed();
    if (isWebLink(doi))
        return doi.contains(QLatin1String("doi.org/")) ? doi.toString() : QString();
    if (doi.startsWith(QLatin1String("doi:"), Qt::CaseInsensitive))
        doi = doi.sliced(4).trimmed();
    // Every DOI starts with the directory's "10." and a registrant code before a slash.
    if (!doi.startsWith(QLatin1String("10.")) || !doi.contains(u'/') || doi.contains(u' '))
        return {};
    return QStringLiteral("https://doi.org/") + doi.toString();
}

int RecordFields::yearIn(QStringView text)
{
    for (qsizetype i = 0; i + 4 <= text.size(); ++i) {
        const bool startsAlone = i == 0 || !text[i - 1].isLetterOrNumber();
        const bool endsAlone = i + 4 == text.size() || !text[i + 4].isLetterOrNumber();
        if (!startsAlone || !endsAlone)
            continue;
        bool ok = false;
        const int year = text.sliced(i, 4).toInt(&ok);
        if (ok && year >= 1900 && year <= 2099)
            return year;
    }
    return 0;
}

QString RecordFields::oneLine(const QString &text)
{
    return text.simplified();
}

QString RecordFields::personName(const QString &name)
{
    const QStringList parts = name.split(u',');
    if (parts.size() < 2 || parts.size() > 3)
        return name.trimmed();
    QStringList words;
    for (qsizetype i : { 1, 0, 2 }) {
        const QString word = parts.value(i).trimmed();
        if (!word.isEmpty())
            words.append(word);
    }
    return words.join(u' ');
}
