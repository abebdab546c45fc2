// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "matchmark.h"

#include "findonmenu.h"
#include "flowlayout.h"
#include "noteeditor.h"
#include "paperclipboard.h"
#include "tagchipbar.h"
#include "text/displaytext.h"
#include "text/linkextractor.h"
#include "wrappingtextview.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace {

// Escapes text and wraps the given ranges in <mark>, so the only markup is our own.
QString highlightedHtml(
    const QString &text, const DetailPane::Ranges &ranges, const QPalette &palette)
{
    const QString markStyle = MatchMark::htmlStyle(palette);
    QString html;
    html.reserve(text.size() + ranges.size() * 40);
    qsizetype pos = 0;
    for (const auto &[start, length] : ranges) {
        if (start < pos || start + length > text.size())
            continue;
        html += text.mid(pos, start - pos).toHtmlEscaped();
        html += QLatin1String("<span style=\"") + markStyle + QLatin1String("\">")
            + text.mid(start, length).toHtmlEscaped() + QLatin1String("</span>");
        pos = start + length;
    }
    html += text.mid(pos).toHtmlEscaped();
    return html;
}

} // namespace

DetailPane::DetailPane(QWidget *parent)
    : QWidget(parent)
    , m_title(new WrappingTextView(4, this))
    , m_meta(new WrappingTextView(3, this))
    , m_topics(new WrappingTextView(3, this))
    , m_abstract(new QTextBrowser(this))
    , m_links(new WrappingTextView(6, this))
    , m_copyAbstract(new QPushButton(tr("Copy abstract"), this))
    , m_copyLinks(new QPushButton(tr("Copy links"), this))
    , m_findOn(new QToolButton(this))
    , m_findOnMenu(new FindOnMenu(this))
    , m_star(new QToolButton(this))
    , m_read(new QToolButton(this))
    , m_tags(new TagChipBar(this))
    , m_note(new NoteEditor(this))
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setAccessibleName(tr("Title"));
    QPalette quiet = m_meta->palette();
    quiet.setBrush(QPalette::Text, quiet.placeholderText());
    m_meta->setPalette(quiet);
    m_meta->setAccessibleName(tr("Authors and venue"));
    m_topics->setAccessibleName(tr("Topics"));

    m_abstract->setOpenLinks(false);
    m_abstract->setAccessibleName(tr("Abstract"));
    m_abstract->setFrameShape(QFrame::NoFrame);
    // A word longer than the pane is broken where it must be, never scrolled sideways.
    m_abstract->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_abstract->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    // A link wider than the pane is broken where it must be, never cut at the pane's edge.
    m_links->setAccessibleName(tr("Links"));
    connect(m_links, &QTextBrowser::anchorClicked, this, &DetailPane::openLink);

    m_copyAbstract->setToolTip(tr("Copy this paper's abstract to the clipboard"));
    m_copyLinks->setToolTip(tr("Copy this paper's links to the clipboard"));
    connect(m_copyAbstract, &QPushButton::clicked, this,
        [this] { PaperClipboard::copyAbstracts({ m_paper }); });
    connect(m_copyLinks, &QPushButton::clicked, this,
        [this] { PaperClipboard::copyLinks({ m_paper }); });
    // A menu of sites, opened by a click: nothing is looked up before one of them is chosen.
    m_findOn->setObjectName(QStringLiteral("findOnButton"));
    m_findOn->setText(tr("Find on"));
    m_findOn->setToolTip(tr("Search arXiv, Semantic Scholar and other sites for this paper"));
    m_findOn->setMenu(m_findOnMenu);
    m_findOn->setPopupMode(QToolButton::InstantPopup);

    m_star->setCheckable(true);
    m_read->setCheckable(true);
    connect(m_star, &QToolButton::clicked, this, [this](bool starred) {
        showStarred(starred);
        Q_EMIT starToggled(m_paper.id, starred);
    });
    connect(m_read, &QToolButton::clicked, this, [this](bool read) {
        showRead(read);
        Q_EMIT readToggled(m_paper.id, read);
    });
    connect(m_tags, &TagChipBar::addRequested, this,
        [this](const QString &tag) { Q_EMIT tagAdded(m_paper.id, tag); });
    connect(m_tags, &TagChipBar::removeRequested, this,
        [this](const QString &tag) { Q_EMIT tagRemoved(m_paper.id, tag); });
    // m_paper is still the paper the note was typed on: showPaper() flushes before switching.
    connect(m_note, &NoteEditor::edited, this,
        [this](const QString &note) { Q_EMIT noteEdited(m_paper.id, note); });
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 5 + 12);

    auto *state = new QHBoxLayout;
    state->addWidget(m_star);
    state->addWidget(m_read);
    state->addStretch();

    // The buttons wrap onto a second line rather than widen the pane: a narrow pane leaves the
    // list its width.
    auto *buttons = new FlowLayout(nullptr, 6);
    buttons->addWidget(m_copyAbstract);
    buttons->addWidget(m_copyLinks);
    buttons->addWidget(m_findOn);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_meta);
    layout->addWidget(m_topics);
    layout->addLayout(state);
    layout->addWidget(m_tags);
    layout->addWidget(m_abstract, 1);
    layout->addWidget(m_links);
    layout->addLayout(buttons);
    auto *noteLabel = new QLabel(tr("Note"), this);
    noteLabel->setForegroundRole(QPalette::PlaceholderText);
    noteLabel->setBuddy(m_note);
    layout->addWidget(noteLabel);
    layout->addWidget(m_note);
    clear();
}

void DetailPane::showPaper(const Paper &paper, const QStringList &topicNames,
    const Ranges &abstractHighlights, const Ranges &titleHighlights, const QString &shownAbstract,
    const QString &shownTitle)
{
    Q_UNUSED(titleHighlights)
    if (paper.id != m_paper.id)
        m_note->flush();
    const bool samePaper = paper.id == m_paper.id;
    m_paper = paper;
    // Until setPaperState() arrives the paper shows as unmarked, never as another's.
    if (!samePaper)
        resetMarks();
    setMarksEnabled(true);
    m_title->setText(shownTitle.isNull() ? DisplayText::line(paper.title) : shownTitle);
    m_title->setToolTip(paper.titleDerived ? tr("Title derived from the abstract") : QString());

    QStringList meta;
    if (!paper.authors.isEmpty())
        meta.append(DisplayText::line(paper.authors.join(QStringLiteral(", "))));
    if (!paper.venue.isEmpty())
        meta.append(DisplayText::line(paper.venue));
    if (paper.year > 0)
        meta.append(QString::number(paper.year));
    if (paper.titleDerived)
        meta.append(tr("title derived from the abstract"));
    m_meta->setText(meta.join(QStringLiteral(" · ")));
    m_meta->setVisible(!meta.isEmpty());

    // The list's own keywords (arXiv categories, a Markdown section) under the derived topics.
    QString topics = topicNames.isEmpty()
        ? tr("No topic recognised")
        : tr("Topics: %1").arg(topicNames.join(QStringLiteral(", ")));
    if (!paper.keywords.isEmpty())
        topics += u'\n'
            + tr("Keywords: %1").arg(DisplayText::line(paper.keywords.join(QStringLiteral(", "))));
    m_topics->setText(topics);
    m_abstract->setHtml(QStringLiteral("<p>")
        + highlightedHtml(
            shownAbstract.isNull() ? DisplayText::paragraph(paper.abstract) : shownAbstract,
            abstractHighlights, m_abstract->palette())
        + QStringLiteral("</p>"));

    // Shown as copied (LinkExtractor::safeLink()).
    m_links->setLinks(linkTexts());
    m_links->setVisible(!paper.links.isEmpty());

    m_copyAbstract->setEnabled(!paper.abstract.isEmpty());
    m_copyLinks->setEnabled(!paper.links.isEmpty());
    m_findOnMenu->setPaper(paper);
    m_findOn->setEnabled(m_findOnMenu->isEnabled());
}

void DetailPane::showDetails(const PaperDetails &details)
{
    showPaper(details.paper, details.topicNames, details.abstractHighlights,
        details.titleHighlights, details.shownAbstract, details.shownTitle);
    showMarks(details.paper.id, details.marks);
}

void DetailPane::showMarks(PaperId id, const PaperDetails::Marks &marks)
{
    setPaperState(id, marks.tags, marks.read, marks.starred, marks.note);
}

void DetailPane::setPaperState(
    PaperId id, const QStringList &tags, bool read, bool starred, const QString &note)
{
    if (id != m_paper.id || id.isNull())
        return;
    m_tags->setTags(tags);
    showRead(read);
    showStarred(starred);
    if (!m_note->isDirty())
        m_note->setNote(note);
}

void DetailPane::setTagNames(const QStringList &names)
{
    m_tags->setCompletions(names);
}

void DetailPane::flushNote()
{
    m_note->flush();
}

void DetailPane::showRead(bool read)
{
    m_read->setChecked(read);
    m_read->setText(read ? tr("✓ Read") : tr("Mark read"));
    m_read->setToolTip(read ? tr("Marked read; click to mark it unread (R in the list)")
                            : tr("Unread; click to mark it read (R in the list)"));
}

void DetailPane::showStarred(bool starred)
{
    m_star->setChecked(starred);
    m_star->setText(starred ? tr("★ Starred") : tr("☆ Star"));
    m_star->setToolTip(starred ? tr("Starred; click to unstar (S in the list)")
                               : tr("Click to star this paper (S in the list)"));
}

void DetailPane::resetMarks()
{
    m_tags->setTags({});
    m_note->setNote(QString());
    showRead(false);
    showStarred(false);
}

void DetailPane::setMarksEnabled(bool enabled)
{
    for (QWidget *widget : { static_cast<QWidget *>(m_star), static_cast<QWidget *>(m_read),
             static_cast<QWidget *>(m_tags), static_cast<QWidget *>(m_note) })
        widget->setEnabled(enabled);
}

void DetailPane::clear()
{
    m_note->flush();
    m_paper = Paper();
    resetMarks();
    setMarksEnabled(false);
    m_title->setText(tr("No paper selected"));
    m_title->setToolTip({});
    m_meta->hide();
    m_topics->setText(QString());
    m_abstract->clear();
    m_links->setLinks({});
    m_links->hide();
    m_copyAbstract->setEnabled(false);
    m_copyLinks->setEnabled(false);
    m_findOnMenu->setPaper(Paper());
    m_findOn->setEnabled(false);
}

QString DetailPane::abstractText() const
{
    return m_abstract->toPlainText();
}

QStringList DetailPane::linkTexts() const
{
    QStringList links;
    for (const QString &link : m_paper.links)
        links.append(LinkExtractor::safeLink(link));
    return links;
}

QString DetailPane::titleText() const
{
    return m_title->text();
}

void DetailPane::openLink(const QUrl &url)
{
    if (!LinkExtractor::isSafeToOpen(url)) {
        Q_EMIT unsafeLinkRefused(url.toString());
        return;
    }
    const QString host = LinkExtractor::hostBehindLookalikes(url.toString());
    if (!host.isEmpty()) {
        QMessageBox ask(QMessageBox::Warning, tr("Open This Link?"),
            tr("This link goes to %1, which is not what its text may seem to name: its address "
               "has characters that look like others (a slash that is no slash, say).")
                .arg(host),
            QMessageBox::Open | QMessageBox::Cancel, this);
        ask.setTextFormat(Qt::PlainText);
        ask.setDefaultButton(QMessageBox::Cancel);
        if (ask.exec() != QMessageBox::Open)
            return;
    }
    QDesktopServices::openUrl(url);
}
