// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

class QTimer;

/// The note field of the detail pane. Emits edited() when the user pauses typing for a
/// second, leaves the field, or flush() is called with unsaved text, so a note is never
/// lost by switching papers or closing the window. setNote() replaces the text without
/// emitting anything. Stores nothing itself.
class NoteEditor final : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit NoteEditor(QWidget *parent = nullptr);

    /// Shows note as the saved text (not dirty).
    void setNote(const QString &note);
    /// True when the text differs from what was last set or emitted.
    bool isDirty() const { return m_dirty; }
    /// Emits edited() now when there is unsaved text.
    void flush();

Q_SIGNALS:
    void edited(const QString &text);

protected:
    void focusOutEvent(QFocusEvent *event) override;

private:
    QTimer *m_pause;
    bool m_dirty = false;
    bool m_setting = false;
};
