// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperclipboard.h"

#include "formats/clipboardformats.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>

namespace PaperClipboard {

void copyAbstracts(const QList<Paper> &papers)
{
    auto *mime = new QMimeData;
    mime->setText(ClipboardFormats::abstractsText(papers));
    QGuiApplication::clipboard()->setMimeData(mime);
}

void copyLinks(const QList<Paper> &papers)
{
    auto *mime = new QMimeData;
    mime->setText(ClipboardFormats::linksText(papers));
    mime->setHtml(ClipboardFormats::linksHtml(papers));
    QGuiApplication::clipboard()->setMimeData(mime);
}

void copyTitles(const QList<Paper> &papers)
{
    auto *mime = new QMimeData;
    mime->setText(ClipboardFormats::titlesText(papers));
    QGuiApplication::clipboard()->setMimeData(mime);
}

} // namespace PaperClipboard
