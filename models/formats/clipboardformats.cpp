// SPDX-License-Identifier: GPL-3.0-or-later
#include "clipboardformats.h"

#include "text/linkextractor.h"

#include <QCoreApplication>
#include <QSet>
#include <QUrl>

#include <utility>

namespace {

bool isWebLink(const QString &link)
{
    return link.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || link.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

// Calls f(paper, link) for each http(s) link not seen before, in order, in the form it is
// shown in (LinkExtractor::safeLink()).
template <typename F> void forEachLink(const QList<Paper> &papers, F &&f)
{
    QSet<QString> seen;
    for (const Paper &paper : papers) {
        for (const QString &raw : paper.links) {
            const QString link = LinkExtractor::safeLink(raw);
            if (isWebLink(link) && !seen.contains(link)) {
                seen.insert(link);
                f(paper, link);
            }
        }
    }
}

// Each paper with the links it brings that no paper before it did, in order: a link several
// papers share is listed once, under the first.
QList<std::pair<const Paper *, QStringList>> linksByPaper(const QList<Paper> &papers)
{
    QList<std::pair<const Paper *, QStringList>> groups;
    forEachLink(papers, [&](const Paper &paper, const QString &link) {
        if (groups.isEmpty() || groups.last().first != &paper)
            groups.append(std::pair<const Paper *, QStringList>(&paper, QStringList()));
        groups.last().second.append(link);
    });
    return groups;
}

QString kindName(LinkExtractor::LinkKind kind)
{
    switch (kind) {
    case LinkExtractor::LinkKind::Pdf:
        return QCoreApplication::translate("ClipboardFormats", "PDF");
    case LinkExtractor::LinkKind::Code:
        return QCoreApplication::translate("ClipboardFormats", "code");
    case LinkExtractor::LinkKind::Page:
        break;
    }
    return QCoreApplication::translate("ClipboardFormats", "page");
}

// The paper's first http(s) link as shown, or empty.
QString firstWebLink(const Paper &paper)
{
    for (const QString &raw : paper.links) {
        const QString link = LinkExtractor::safeLink(raw);
        if (isWebLink(link))
            return link;
    }
    return {};
}

} // namespace

QString ClipboardFormats::abstractsText(const QList<Paper> &papers)
{
    QStringList abstracts;
    abstracts.reserve(papers.size());
    for (const Paper &paper : papers) {
        const QString abstract = paper.abstract.trimmed();
        if (!abstract.isEmpty())
            abstracts.append(abstract);
    }
    return abstracts.join(QLatin1String("\n\n"));
}

QString ClipboardFormats::titlesText(const QList<Paper> &papers)
{
    QStringList titles;
    titles.reserve(papers.size());
    for (const Paper &paper : papers) {
        // A title never spans lines on the clipboard: one paper, one line.
        const QString title = paper.title.simplified();
        if (!title.isEmpty())
            titles.append(title);
    }
    return titles.join(QLatin1Char('\n'));
}

QString ClipboardFormats::linksText(const QList<Paper> &papers)
{
    const auto groups = linksByPaper(papers);
    // One paper's links are just its links; several papers' are grouped under their titles.
    if (groups.size() == 1)
        return groups.first().second.join(QLatin1Char('\n'));
    QStringList blocks;
    for (const auto &[paper, links] : groups) {
        QStringList lines;
        const QString title = paper->title.simplified();
        if (!title.isEmpty())
            lines.append(title);
        // Under a title, indented; a paper without one has its links alone.
        const QString format
            = title.isEmpty() ? QStringLiteral("%1: %2") : QStringLiteral("  %1: %2");
        for (const QString &link : links)
            lines.append(format.arg(kindName(LinkExtractor::kindOf(link)), link));
        blocks.append(lines.join(QLatin1Char('\n')));
    }
    return blocks.join(QLatin1String("\n\n"));
}

QString ClipboardFormats::linksHtml(const QList<Paper> &papers)
{
    QStringList lines;
    for (const auto &[paper, links] : linksByPaper(papers)) {
        // Each anchor is isolated (an element with dir is a bidi isolate in HTML), so that
        // right-to-left text in one never reorders the next: a link reads left to right, a
        // title in its own direction.
        const QString title = paper->title.simplified();
        const bool titled = !title.isEmpty();
        QString line = QStringLiteral("<a dir=\"%1\" href=\"%2\">%3</a>")
                           .arg(titled ? QLatin1String("auto") : QLatin1String("ltr"),
                               links.first().toHtmlEscaped(),
                               (titled ? title : links.first()).toHtmlEscaped());
        QStringList more;
        for (qsizetype i = 1; i < links.size(); ++i) {
            more.append(QStringLiteral("<a dir=\"ltr\" href=\"%1\">%2</a>")
                            .arg(links.at(i).toHtmlEscaped(),
                                kindName(LinkExtractor::kindOf(links.at(i))).toHtmlEscaped()));
        }
        if (!more.isEmpty())
            line += QStringLiteral(" (") + more.join(QLatin1String(", ")) + u')';
        lines.append(line);
    }
    return lines.join(QLatin1String("<br>\n"));
}

QString ClipboardFormats::titleAndLinkText(const QList<Paper> &papers)
{
    QStringList lines;
    for (const Paper &paper : papers) {
        const QString title = paper.title.simplified();
        const QString link = firstWebLink(paper);
        if (title.isEmpty() && link.isEmpty())
            continue;
        lines.append(link.isEmpty() ? title
                : title.isEmpty()   ? link
                                    : title + QStringLiteral(" \u2014 ") + link);
    }
    return lines.join(QLatin1Char('\n'));
}

QString ClipboardFormats::titleLinksHtml(
    const QList<Paper> &papers, const std::function<QString(const Paper &)> &details)
{
    QString html;
    for (const Paper &paper : papers) {
        const QString link = firstWebLink(paper);
        const QString title = paper.title.simplified();
        if (title.isEmpty() && link.isEmpty())
            continue;
        const QString label = (title.isEmpty() ? link : title).toHtmlEscaped();
        // Each item is a bidi isolate, so a right-to-left title never reorders the next one.
        html += QStringLiteral("<li dir=\"auto\">");
        html += link.isEmpty()
            ? label
            : QStringLiteral("<a href=\"%1\">%2</a>").arg(link.toHtmlEscaped(), label);
        const QString more = details ? details(paper) : QString();
        if (!more.isEmpty())
            html += QStringLiteral(" \u2014 ") + more.toHtmlEscaped();
        html += QStringLiteral("</li>\n");
    }
    return html.isEmpty() ? html : QStringLiteral("<ul>\n") + html + QStringLiteral("</ul>");
}
