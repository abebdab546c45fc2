// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextEdit>

/// Read-only plain text in the place of a word-wrapping label, for text that comes from a
/// file (a title, the authors). A QLabel never breaks inside a word and asks for the width of
/// its longest word, so one 3,000-character word widened the whole window; this view breaks
/// anywhere when a word does not fit (QTextOption::WrapAtWordBoundaryOrAnywhere), asks for
/// no width, grows in height with its text up to maxLines lines and scrolls beyond them.
///
/// Selectable with mouse and keyboard as the label was; never interprets markup.
class WrappingTextView final : public QTextEdit
{
    Q_OBJECT
public:
    explicit WrappingTextView(int maxLines, QWidget *parent = nullptr);

    void setText(const QString &text);
    /// The text as given, not as laid out.
    QString text() const { return m_text; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    int m_maxLines;
    QString m_text;
    // heightForWidth() is asked several times per layout pass with the same width.
    mutable int m_cachedWidth = -1;
    mutable int m_cachedHeight = 0;
};
