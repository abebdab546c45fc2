// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperwriter.h"

#include "text/linkextractor.h"

#include <QCoreApplication>

#include <QIODevice>
#include <algorithm>

namespace {

// Entries are gathered into blocks of about this many bytes before a write(): one system call
// per block, not per paper, and a failed write is noticed within a block.
constexpr qsizetype blockBytes = 1 << 20;

bool isWebLink(const QString &link)
{
    return link.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || link.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

} // namespace

PaperWriter::PaperWriter(QString listName)
    : m_listName(std::move(listName))
{
}

PaperWriter::~PaperWriter() = default;

QString PaperWriter::header() const
{
    return {};
}

QString PaperWriter::separator() const
{
    return {};
}

bool PaperWriter::write(
    QIODevice *device, qsizetype count, const PaperAt &paperAt, const Progress &progress)
{
    m_error.clear();
    QByteArray block = header().toUtf8();
    const auto flush = [&]() {
        if (device->write(block) != block.size()) {
            m_error = device->errorString();
            if (m_error.isEmpty())
                m_error = QCoreApplication::translate("PaperWriter", "the file was cut short");
            return false;
        }
        block.clear();
        return true;
    };
    const QString between = separator();
    for (qsizetype row = 0; row < count; ++row) {
        if (row > 0)
            block += between.toUtf8();
        block += entry(paperAt(row)).toUtf8();
        if (block.size() >= blockBytes) {
            if (!flush())
                return false;
            if (progress && !progress(row + 1, count))
                return false;
        }
    }
    return flush();
}

QString PaperWriter::entries(const QList<ExportedPaper> &papers)
{
    QString text;
    const QString between = separator();
    for (const ExportedPaper &paper : papers) {
        if (!text.isEmpty())
            text += between;
        text += entry(paper);
    }
    while (text.endsWith(u'\n'))
        text.chop(1);
    return text;
}

QStringList PaperWriter::textLines(const QString &text)
{
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool end = i == text.size();
        if (!end && text.at(i) != u'\n' && text.at(i) != u'\r')
            continue;
        if (const QStringView line = QStringView(text).sliced(start, i - start).trimmed();
            !line.isEmpty())
            lines.append(line.toString());
        start = i + 1;
    }
    return lines;
}

QStringList PaperWriter::webLinks(const Paper &paper)
{
    QStringList links;
    for (const QString &raw : paper.links) {
        QString link;
        for (const QChar c : LinkExtractor::safeLink(raw)) {
            if (QStringView(u" \"<>\\^`{|}").contains(c))
                link += QStringLiteral("%%1").arg(c.unicode(), 2, 16, QLatin1Char('0')).toUpper();
            else
                link += c;
        }
        if (isWebLink(link))
            LinkExtractor::addOnce(&links, link);
    }
    return links;
}
