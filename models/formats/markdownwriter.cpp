// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownwriter.h"

#include <QCoreApplication>
#include <QUrl>

namespace {

// A first sentence longer than this is cut at a word: a list item stays readable.
constexpr qsizetype longestSentence = 300;

// A title on one line. Balanced brackets in it nest inside the link text as Markdown allows;
// nothing is escaped, as MarkdownReader (like most readers of such lists) keeps backslashes.
QString linkText(const QString &title)
{
    return title.simplified();
}

// An unbalanced parenthesis would end the link target early (balanced ones nest).
QString linkTarget(QString link)
{
    if (link.count(u'(') == link.count(u')'))
        return link;
    return link.replace(u'(', QLatin1String("%28")).replace(u')', QLatin1String("%29"));
}

} // namespace

MarkdownWriter::MarkdownWriter(QString listName, Abstract abstract)
    : PaperWriter(std::move(listName))
    , m_abstract(abstract)
{
}

QString MarkdownWriter::firstSentence(const QString &text)
{
    const QString simple = text.simplified();
    qsizetype end = -1;
    for (qsizetype i = 0; i + 2 < simple.size(); ++i) {
        const QChar c = simple.at(i);
        // ". A" ends a sentence; "e.g. a", "Fig. 2" and "3.5" do not.
        if ((c == u'.' || c == u'?' || c == u'!') && simple.at(i + 1) == u' '
            && simple.at(i + 2).isUpper()) {
            end = i + 1;
            break;
        }
    }
    QString sentence = end < 0 ? simple : simple.left(end);
    if (sentence.size() > longestSentence) {
        const qsizetype space = sentence.lastIndexOf(u' ', longestSentence);
        sentence = sentence.left(space > 0 ? space : longestSentence);
    }
    if (sentence.size() < simple.size())
        sentence += QChar(0x2026);
    return sentence;
}

QString MarkdownWriter::entry(const ExportedPaper &exported)
{
    const Paper &paper = exported.paper;
    const QStringList links = webLinks(paper);
    const QString title = linkText(paper.title);
    QString text = QStringLiteral("- ");
    text += links.isEmpty() ? title
                            : QStringLiteral("[%1](%2)").arg(title, linkTarget(links.first()));
    if (m_abstract == Abstract::FirstSentence) {
        if (!paper.abstract.trimmed().isEmpty())
            text += QStringLiteral(" \u2014 ") + firstSentence(paper.abstract);
        text += u'\n';
    } else {
        QStringList more;
        for (qsizetype i = 1; i < links.size(); ++i)
            more.append(
                QStringLiteral("[%1](%2)").arg(QUrl(links.at(i)).host(), linkTarget(links.at(i))));
        if (!more.isEmpty())
            text += QStringLiteral(" (") + more.join(QLatin1String(", ")) + u')';
        // The id, hidden from Markdown renderers, so that MarkdownReader opens the paper under
        // it again (and keeps a paper without a web link).
        if (!paper.id.isNull())
            text += QStringLiteral(" <!-- %1 -->").arg(paper.id.exportKey());
        text += u'\n';
        // Each line of the abstract quoted; an empty quote between them keeps the line break.
        const QStringList lines = paper.abstract.trimmed().split(u'\n', Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                text += QStringLiteral("  >\n");
            text += QStringLiteral("  > ") + lines.at(i).trimmed() + u'\n';
        }
    }
    if (!exported.note.trimmed().isEmpty()) {
        // In a file the abstract is quoted already: the note is a nested item there.
        const QString note = exported.note.simplified();
        text += m_abstract == Abstract::FirstSentence ? QStringLiteral("  > ") + note
                                                      : QStringLiteral("  - ")
                + QCoreApplication::translate("MarkdownWriter", "Note: %1").arg(note);
        text += u'\n';
    }
    return text;
}
