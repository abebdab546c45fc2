// SPDX-License-Identifier: GPL-3.0-or-later
#include "papercountlabel.h"

PaperCountLabel::PaperCountLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    updateText();
}

void PaperCountLabel::setResult(qsizetype shown, qsizetype total)
{
    m_shown = shown;
    m_total = total;
    updateText();
}

void PaperCountLabel::setSelectedCount(qsizetype selected)
{
    m_selected = selected;
    updateText();
}

void PaperCountLabel::updateText()
{
    const QString result = tr("%L1 of %L2 papers").arg(m_shown).arg(m_total);
    // One selected paper is the one in the detail pane: only a larger selection is news.
    setText(
        m_selected > 1 ? tr("%Ln selected · %1", nullptr, int(m_selected)).arg(result) : result);
}
