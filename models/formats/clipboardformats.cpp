// SPDX-License-Identifier: GPL-3.0-or-later
#include "clipboardformats.h"

#include "text/linkextractor.h"

#include <QSet>
#include <QUrl>

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
    QStringList links;
    forEachLink(papers, [&](const Paper &, const QString &link) { links.append(link); });
    return links.join(QLatin1Char('\n'));
}

QString ClipboardFormats::linksHtml(const QList<Paper> &papers)
{
    QStringList anchors;
    forEachLink(papers, [&](const Paper &paper, const QString &link) {
        QString label = paper.title.simplified();
        // Each anchor is isolated (an element with dir is a bidi isolate in HTML), so that
        // right-to-left text in one never reorders the next: a link reads left to right, a
        // title in its own direction.
        const bool titled = !label.isEmpty();
        if (!titled)
            label = link;
        else if (paper.links.size() > 1)
            label += QStringLiteral(" (%1)").arg(QUrl(link).host());
        anchors.append(QStringLiteral("<a dir=\"%1\" href=\"%2\">%3</a>")
                           .arg(titled ? QLatin1String("auto") : QLatin1String("ltr"),
                               link.toHtmlEscaped(), label.toHtmlEscaped()));
    });
    return anchors.join(QLatin1String("<br>\n"));
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
