// SPDX-License-Identifier: GPL-3.0-or-later
#include "wrappingtextview.h"

#include "text/linkextractor.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QTextBlock>
#include <QTextLayout>

#include <memory>

WrappingTextView::WrappingTextView(int maxLines, QWidget *parent)
    : QTextBrowser(parent)
    , m_maxLines(maxLines)
{
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setOpenLinks(false);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // As a selectable label: focus by click only, so Tab still walks the pane's controls.
    setFocusPolicy(Qt::ClickFocus);
    setFrameShape(QFrame::NoFrame);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    document()->setDocumentMargin(0);
    // The pane's own background shows through, as behind a label.
    viewport()->setAutoFillBackground(false);
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void WrappingTextView::setText(const QString &text)
{
    if (text == m_text && toPlainText() == text)
        return;
    setShown(text, false);
    setPlainText(text);
}

void WrappingTextView::setLinks(const QStringList &links)
{
    // Rich text here is only ever our own: every URL is escaped before use.
    QString anchors;
    QStringList shown;
    for (const QString &link : links) {
        anchors += QStringLiteral("<p dir=\"ltr\" style=\"margin:0\"><a href=\"%1\">%1</a></p>")
                       .arg(link.toHtmlEscaped());
        shown.append(link);
        // A host of lookalike characters is said where it goes, under the link.
        if (const QString host = LinkExtractor::hostBehindLookalikes(link); !host.isEmpty()) {
            const QString warning = tr("⚠ goes to %1: its address has characters that look "
                                       "like others")
                                        .arg(host);
            anchors += QStringLiteral("<p style=\"margin:0\">%1</p>").arg(warning.toHtmlEscaped());
            shown.append(warning);
        }
    }
    setShown(shown.join(QLatin1Char('\n')), true);
    setHtml(anchors);
}

void WrappingTextView::setShown(const QString &text, bool links)
{
    m_text = text;
    // Links are reached with Tab and opened with Enter, as in a label's links.
    setTextInteractionFlags(links ? Qt::TextBrowserInteraction
                                  : Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFocusPolicy(links ? Qt::StrongFocus : Qt::ClickFocus);
    m_cachedWidth = -1;
    updateGeometry();
}

int WrappingTextView::heightForWidth(int width) const
{
    if (width == m_cachedWidth)
        return m_cachedHeight;
    const QMargins margins = contentsMargins();
    // A copy is laid out, so asking never disturbs what is shown.
    const std::unique_ptr<QTextDocument> copy(document()->clone());
    copy->setDefaultFont(font());
    copy->setTextWidth(qMax(1, width - margins.left() - margins.right()));
    const int lineHeight = fontMetrics().lineSpacing();
    const int textHeight = qMax(lineHeight, qCeil(copy->size().height()));
    // Counted rather than divided: a laid-out line is not exactly lineSpacing() high, and a
    // text of maxLines lines must not get a scroll bar.
    int lines = 0;
    for (QTextBlock block = copy->begin(); block.isValid(); block = block.next())
        lines += block.layout() ? block.layout()->lineCount() : 1;
    m_cachedWidth = width;
    m_cachedHeight = (lines <= m_maxLines ? textHeight : lineHeight * m_maxLines) + margins.top()
        + margins.bottom();
    return m_cachedHeight;
}

QSize WrappingTextView::sizeHint() const
{
    const int width = fontMetrics().averageCharWidth() * 40;
    return { width, heightForWidth(width) };
}

QSize WrappingTextView::minimumSizeHint() const
{
    const QMargins margins = contentsMargins();
    return { fontMetrics().averageCharWidth() * 4,
        fontMetrics().lineSpacing() + margins.top() + margins.bottom() };
}

void WrappingTextView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_cachedWidth = -1;
        updateGeometry();
    }
}
