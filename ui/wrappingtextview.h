// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextBrowser>

/// Read-only plain text in the place of a word-wrapping label, for text that comes from a
/// file (a title, the authors). A QLabel never breaks inside a word and asks for the width of
/// its longest word, so one 3,000-character word widened the whole window; this view breaks
/// anywhere when a word does not fit (QTextOption::WrapAtWordBoundaryOrAnywhere), asks for
/// no width, grows in height with its text up to maxLines lines and scrolls beyond them.
///
/// Selectable with mouse and keyboard as the label was; never interprets markup from a file.
/// setLinks() shows links the same way, each one clickable and broken anywhere when it is
/// wider than the view (a label cut them at its edge); a click comes out as anchorClicked().
class WrappingTextView final : public QTextBrowser
{
    Q_OBJECT
public:
    explicit WrappingTextView(int maxLines, QWidget *parent = nullptr);

    void setText(const QString &text);
    /// Shows each link as a left-to-right paragraph of its own, so that no right-to-left
    /// text in one can reorder another; the links are shown exactly as given, escaped.
    void setLinks(const QStringList &links);
    /// The text as given, not as laid out.
    QString text() const { return m_text; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setShown(const QString &text, bool links);

    int m_maxLines;
    QString m_text;
    // heightForWidth() is asked several times per layout pass with the same width.
    mutable int m_cachedWidth = -1;
    mutable int m_cachedHeight = 0;
};
