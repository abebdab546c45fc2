// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formats/exportedpaper.h"

#include <QList>
#include <QObject>

class ListMarks;
class PaperClipboard;
class PaperListView;
class QAction;
class QActionGroup;
class QMenu;

/// Edit ▸ Copy As and the list's context menu's Copy As: the papers the list acts on (the
/// selection, or the current paper) as an abstract, title, title and link, Markdown, BibTeX,
/// RIS or JSON, each as text/plain (and text/html where a rich-text editor gains links), and
/// the status bar says what was copied.
///
/// Ctrl+C copies in the format chosen under Ctrl+C Copies (Abstract at first), kept in
/// QSettings: the shortcut moves to that format's action, so each menu shows what the key does.
class CopyAsMenu final : public QObject
{
    Q_OBJECT
public:
    enum class Format
    {
        Abstract,
        Title,
        TitleAndLink,
        Markdown,
        Bibtex,
        Ris,
        Json
    };

    /// marks gives the user's notes and tags that go along (BibTeX note, JSON note); the
    /// actions act while the list has focus.
    CopyAsMenu(PaperListView *list, const ListMarks *marks, PaperClipboard *clipboard);

    /// The Copy As submenu, with Ctrl+C Copies at its end.
    QMenu *menu() const { return m_menu; }
    /// Adds the Copy As submenu to the list's context menu.
    void fillContextMenu(QMenu *menu);
    Format ctrlCFormat() const { return m_ctrlC; }

Q_SIGNALS:
    /// A sentence for the status bar: what was copied, or why nothing was.
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static QList<Format> formats();
    static QString name(Format format);
    static QString settingsValue(Format format);
    void copy(Format format);
    /// Moves Ctrl+C to format's action (Abstract: PaperClipboard's Copy Abstract).
    void setCtrlCFormat(Format format);
    void updateActions();
    QList<ExportedPaper> actedOnPapers() const;

    PaperListView *m_list;
    const ListMarks *m_marks;
    PaperClipboard *m_clipboard;
    QMenu *m_menu;
    QList<QAction *> m_copyActions; ///< by Format
    QActionGroup *m_ctrlCGroup;
    Format m_ctrlC = Format::Abstract;
};
