// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidedlabel.h"

#include <QResizeEvent>

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_full = text;
    elide();
}

QSize ElidedLabel::minimumSizeHint() const
{
    return { 0, QLabel::minimumSizeHint().height() };
}

QSize ElidedLabel::sizeHint() const
{
    // As wide as a line of ordinary length asks: the layout gives it what there is.
    return { fontMetrics().averageCharWidth() * 40, QLabel::sizeHint().height() };
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide()
{
    const int room = qMax(0, contentsRect().width());
    const QString shown = fontMetrics().elidedText(m_full, Qt::ElideRight, room);
    setText(shown);
    setToolTip(shown == m_full ? QString() : m_full);
    setAccessibleName(m_full);
}
