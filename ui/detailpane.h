// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "collection/paperid.h"
#include "itemmodels/paperdetails.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <utility>

class FindOnMenu;
class NoteEditor;
class QLabel;
class QPushButton;
class QTextBrowser;
class QToolButton;
class TagChipBar;
class WrappingTextView;

/// The paper on the right: title, topics, authors, the user's star, read state and tags
/// (removable chips and a box to add one), the abstract as selectable plain text, its links,
/// buttons to copy the abstract and the links and to find the paper on other sites (Find on),
/// and the user's note.
///
/// Knows no model and no store: showPaper() and setPaperState() are handed everything it
/// shows, and what the user changes comes out as signals carrying the paper's id. A note
/// being typed is emitted before another paper is shown, so switching never loses it.
/// Text from files is never interpreted as markup (labels are plain text; the abstract's HTML
/// is built here with every character escaped), and links open in the browser only when they
/// are http(s).
class DetailPane final : public QWidget
{
    Q_OBJECT
public:
    using Ranges = QList<std::pair<qsizetype, qsizetype>>;

    explicit DetailPane(QWidget *parent = nullptr);

    /// The abstract as shown, without highlighting (for tests and accessibility).
    QString abstractText() const;
    QString titleText() const;
    /// The links as shown (LinkExtractor::safeLink()).
    QStringList linkTexts() const;
    PaperId paperId() const { return m_paper.id; }
    TagChipBar *tagBar() const { return m_tags; }
    NoteEditor *noteEditor() const { return m_note; }
    QToolButton *readButton() const { return m_read; }
    QToolButton *starButton() const { return m_star; }

public Q_SLOTS:
    /// Shows paper, with its abstract as shownAbstract when that is not null (a plain list's
    /// LaTeX as Unicode: LoadedCollection::shownAbstract()), and its title as shownTitle
    /// when that is not null; Copy abstract still copies
    /// paper.abstract. Highlights are (start, length) ranges in the abstract as shown and in
    /// the title.
    void showPaper(const Paper &paper, const QStringList &topicNames,
        const Ranges &abstractHighlights = {}, const Ranges &titleHighlights = {},
        const QString &shownAbstract = QString(), const QString &shownTitle = QString());
    /// The user's state of the shown paper; ignored when id is not the shown paper. A note
    /// with unsaved typing in it is left alone.
    void setPaperState(
        PaperId id, const QStringList &tags, bool read, bool starred, const QString &note);
    /// Every tag name, offered while typing a new tag.
    void setTagNames(const QStringList &names);
    /// Emits the note now if it has unsaved typing (before closing the window).
    void flushNote();
    void clear();
    /// Shows details.paper as showPaper() and its marks as setPaperState() do.
    void showDetails(const PaperDetails &details);
    /// The user's marks on the shown paper, as setPaperState().
    void showMarks(PaperId id, const PaperDetails::Marks &marks);

Q_SIGNALS:
    void tagAdded(PaperId id, const QString &tag);
    void tagRemoved(PaperId id, const QString &tag);
    void readToggled(PaperId id, bool read);
    void starToggled(PaperId id, bool starred);
    void noteEdited(PaperId id, const QString &note);
    /// A link was activated that is not http(s) and was therefore not opened.
    void unsafeLinkRefused(const QString &url);

private:
    void resetMarks();
    void setMarksEnabled(bool enabled);
    void openLink(const QUrl &url);
    void showRead(bool read);
    void showStarred(bool starred);

    Paper m_paper;
    WrappingTextView *m_title;
    WrappingTextView *m_meta;
    WrappingTextView *m_topics;
    QTextBrowser *m_abstract;
    WrappingTextView *m_links;
    QPushButton *m_copyAbstract;
    QPushButton *m_copyLinks;
    QToolButton *m_findOn;
    FindOnMenu *m_findOnMenu;
    QToolButton *m_star;
    QToolButton *m_read;
    TagChipBar *m_tags;
    NoteEditor *m_note;
};
