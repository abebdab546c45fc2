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
