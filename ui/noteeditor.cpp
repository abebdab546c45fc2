// SPDX-License-Identifier: GPL-3.0-or-later
#include "noteeditor.h"

#include <QTimer>

NoteEditor::NoteEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_pause(new QTimer(this))
{
    setPlaceholderText(tr("Your note on this paper (saved as you type)"));
    setAccessibleName(tr("Note"));
    setTabChangesFocus(true);
    m_pause->setSingleShot(true);
    m_pause->setInterval(1000);
    connect(m_pause, &QTimer::timeout, this, &NoteEditor::flush);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_setting)
            return;
        m_dirty = true;
        m_pause->start();
    });
}

void NoteEditor::setNote(const QString &note)
{
    m_pause->stop();
    m_dirty = false;
    if (note == toPlainText())
        return;
    m_setting = true;
    setPlainText(note);
    m_setting = false;
}

void NoteEditor::flush()
{
    m_pause->stop();
    if (!m_dirty)
        return;
    m_dirty = false;
    Q_EMIT edited(toPlainText());
}

void NoteEditor::focusOutEvent(QFocusEvent *event)
{
    flush();
    QPlainTextEdit::focusOutEvent(event);
}
