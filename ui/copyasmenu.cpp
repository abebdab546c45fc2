// SPDX-License-Identifier: GPL-3.0-or-later
#include "copyasmenu.h"

#include "formats/bibtexwriter.h"
#include "formats/clipboardformats.h"
#include "formats/jsonlineswriter.h"
#include "formats/markdownwriter.h"
#include "formats/riswriter.h"
#include "library/exportedpapers.h"
#include "library/listmarks.h"
#include "paperclipboard.h"
#include "paperlistview.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QSettings>

namespace {

const QString ctrlCKey = QStringLiteral("copy/ctrlCCopies");

} // namespace

CopyAsMenu::CopyAsMenu(PaperListView *list, const ListMarks *marks, PaperClipboard *clipboard)
    : QObject(list)
    , m_list(list)
    , m_marks(marks)
    , m_clipboard(clipboard)
    , m_menu(new QMenu(tr("C&opy As")))
    , m_ctrlCGroup(new QActionGroup(this))
{
    connect(this, &QObject::destroyed, m_menu, &QObject::deleteLater);
    m_menu->setObjectName(QStringLiteral("copyAsMenu"));
    QMenu *ctrlC = new QMenu(tr("Ctrl+C &Copies"), m_menu);
    for (Format format : formats()) {
        QAction *copyAction = m_menu->addAction(name(format));
        copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        list->addAction(copyAction);
        connect(copyAction, &QAction::triggered, this, [this, format] { copy(format); });
        m_copyActions.append(copyAction);

        QAction *choice = ctrlC->addAction(name(format));
        choice->setCheckable(true);
        m_ctrlCGroup->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, format] {
            setCtrlCFormat(format);
            QSettings().setValue(ctrlCKey, settingsValue(format));
        });
    }
    m_menu->addSeparator();
    m_menu->addMenu(ctrlC);

    const QString saved = QSettings().value(ctrlCKey).toString();
    Format chosen = Format::Abstract;
    for (Format format : formats()) {
        if (settingsValue(format) == saved)
            chosen = format;
    }
    setCtrlCFormat(chosen);
    connect(list, &PaperListView::actedOnChanged, this, &CopyAsMenu::updateActions);
    list->installEventFilter(this);
    updateActions();
}

QList<CopyAsMenu::Format> CopyAsMenu::formats()
{
    return { Format::Abstract, Format::Title, Format::TitleAndLink, Format::Markdown,
        Format::Bibtex, Format::Ris, Format::Json };
}

QString CopyAsMenu::name(Format format)
{
    switch (format) {
    case Format::Abstract:
        return tr("&Abstract");
    case Format::Title:
        return tr("&Title");
    case Format::TitleAndLink:
        return tr("Title and &Link");
    case Format::Markdown:
        return tr("&Markdown");
    case Format::Bibtex:
        return tr("&BibTeX");
    case Format::Ris:
        return tr("&RIS");
    case Format::Json:
        break;
    }
    return tr("&JSON");
}

QString CopyAsMenu::settingsValue(Format format)
{
    static const QStringList values { QStringLiteral("abstract"), QStringLiteral("title"),
        QStringLiteral("titleAndLink"), QStringLiteral("markdown"), QStringLiteral("bibtex"),
        QStringLiteral("ris"), QStringLiteral("json") };
    return values.at(int(format));
}

void CopyAsMenu::fillContextMenu(QMenu *menu)
{
    menu->addMenu(m_menu);
}

void CopyAsMenu::setCtrlCFormat(Format format)
{
    m_ctrlC = format;
    m_ctrlCGroup->actions().at(int(format))->setChecked(true);
    // One action holds Ctrl+C at a time; Abstract is today's Copy Abstract itself.
    m_clipboard->copyAbstractsAction()->setShortcut(
        format == Format::Abstract ? QKeySequence(QKeySequence::Copy) : QKeySequence());
    for (Format each : formats()) {
        m_copyActions.at(int(each))->setShortcut(each == format && format != Format::Abstract
                ? QKeySequence(QKeySequence::Copy)
                : QKeySequence());
    }
}

void CopyAsMenu::updateActions()
{
    const bool any = m_list->hasActedOnRows();
    for (QAction *copyAction : std::as_const(m_copyActions))
        copyAction->setEnabled(any);
}

QList<ExportedPaper> CopyAsMenu::actedOnPapers() const
{
    QList<ExportedPaper> papers;
    const LoadedCollectionPtr collection = m_marks->collection();
    if (!collection)
        return papers;
    for (int row : m_list->selectedSourceRows())
        papers.append(ExportedPapers::at(*collection, m_marks, row));
    return papers;
}

void CopyAsMenu::copy(Format format)
{
    const QList<ExportedPaper> exported = actedOnPapers();
    if (exported.isEmpty()) {
        Q_EMIT message(tr("Nothing to copy: no paper is shown"));
        return;
    }
    QList<Paper> papers;
    for (const ExportedPaper &paper : exported)
        papers.append(paper.paper);
    QString text;
    QString html;
    switch (format) {
    case Format::Abstract:
        text = ClipboardFormats::abstractsText(papers);
        break;
    case Format::Title:
        text = ClipboardFormats::titlesText(papers);
        break;
    case Format::TitleAndLink:
        text = ClipboardFormats::titleAndLinkText(papers);
        html = ClipboardFormats::titleLinksHtml(papers);
        break;
    case Format::Markdown:
        text = MarkdownWriter().entries(exported);
        html = ClipboardFormats::titleLinksHtml(papers, [](const Paper &paper) {
            return paper.abstract.trimmed().isEmpty()
                ? QString()
                : MarkdownWriter::firstSentence(paper.abstract);
        });
        break;
    case Format::Bibtex:
        text = BibtexWriter(m_marks->collection()->collection.name).entries(exported);
        break;
    case Format::Ris:
        text = RisWriter(m_marks->collection()->collection.name).entries(exported);
        break;
    case Format::Json:
        text = JsonLinesWriter().entries(exported);
        break;
    }
    const int count = int(exported.size());
    const QString what = name(format).remove(u'&');
    if (text.trimmed().isEmpty()) {
        // The clipboard keeps what it had: an empty copy would only lose it.
        Q_EMIT message(count == 1
                ? tr("Nothing to copy as %1 in the selected paper").arg(what)
                : tr("Nothing to copy as %1 in the %Ln selected papers", nullptr, count).arg(what));
        return;
    }
    auto *mime = new QMimeData;
    mime->setText(text);
    if (!html.isEmpty())
        mime->setHtml(html);
    QGuiApplication::clipboard()->setMimeData(mime);
    Q_EMIT message(count == 1 ? tr("Copied 1 paper as %1").arg(what)
                              : tr("Copied %Ln papers as %1", nullptr, count).arg(what));
}

// A greyed action's key is no shortcut any more and arrives as a key press: answer it here,
// before the table view would put its current cell's text on the clipboard.
bool CopyAsMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress && m_ctrlC != Format::Abstract) {
        const QKeySequence key(static_cast<QKeyEvent *>(event)->keyCombination());
        const QAction *copyAction = m_copyActions.at(int(m_ctrlC));
        if (!copyAction->isEnabled() && copyAction->shortcuts().contains(key)) {
            copy(m_ctrlC);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
