// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

/// A one-line label that never asks for more room than it is given: text longer than its
/// width ends in "…" and shows whole in the tooltip. For lines whose text the user types or a
/// file brings (the search box's "Read as …" line), which must not widen the window however
/// long they grow. Plain text only.
class ElidedLabel final : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    /// Sets the whole text, shown elided, and as the tooltip when it does not fit.
    void setFullText(const QString &text);
    QString fullText() const { return m_full; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_full;
};
