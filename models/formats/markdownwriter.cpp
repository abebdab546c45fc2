// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownwriter.h"

#include "exportkey.h"

#include <QCoreApplication>
#include <QUrl>

namespace {

// A first sentence longer than this is cut at a word: a list item stays readable.
constexpr qsizetype longestSentence = 300;

// A parenthesis that does not nest would end the link target early or leave it open: such a
// target goes in angle brackets, as CommonMark allows ("](<https://a/b)(>)"); nested ones need
// none ("…/Mamba_(model)"). A link holds no "<" or ">" (PaperWriter::webLinks()).
QString linkTarget(const QString &link)
{
    int depth = 0;
    for (const QChar c : link) {
        depth += c == u'(' ? 1 : c == u')' ? -1 : 0;
        if (depth < 0)
            break;
    }
    return depth == 0 ? link : u'<' + link + u'>';
}

} // namespace

QString MarkdownWriter::escaped(const QString &text)
{
    QString out;
    const QString line = text.simplified();
    out.reserve(line.size() + 8);
    qsizetype leadingDigits = 0;
    while (leadingDigits < line.size() && line.at(leadingDigits).isDigit())
        ++leadingDigits;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (QStringView(u"\\`*_[]<>").contains(c))
            out += u'\\';
        // At the start, what would make the item a heading, a quote, a list or a numbered one.
        else if (i == 0 && QStringView(u"#+-|").contains(c))
            out += u'\\';
        else if ((c == u'.' || c == u')') && i > 0 && i == leadingDigits)
            out += u'\\';
        out += c;
    }
    return out;
}

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
    const QString title = escaped(paper.title);
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
        // it again (and keeps a paper without a web link), with the tags the format has no
        // other place for.
        if (!paper.id.isNull())
            text += QStringLiteral(" <!-- %1 -->")
                        .arg(ExportKey::of(paper, exported.tags).toString());
        text += u'\n';
        // Each line of the abstract quoted, as it is (MarkdownReader reads a quote's text as
        // written); an empty quote between them keeps the line break.
        const QStringList lines = textLines(paper.abstract);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                text += QStringLiteral("  >\n");
            text += QStringLiteral("  > ") + lines.at(i) + u'\n';
        }
    }
    if (!exported.note.trimmed().isEmpty()) {
        // In a file the abstract is quoted already: the note is a nested item there.
        // Escaped, so that no link, comment or mark in it makes it a paper of its own.
        const QString note = escaped(exported.note);
        text += m_abstract == Abstract::FirstSentence ? QStringLiteral("  > ") + note
                                                      : QStringLiteral("  - ")
                + QCoreApplication::translate("MarkdownWriter", "Note: %1").arg(note);
        text += u'\n';
    }
    return text;
}
