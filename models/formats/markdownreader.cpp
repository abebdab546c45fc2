// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownreader.h"

#include "readcheckpoint.h"
#include "recordfields.h"
#include "utf8lines.h"

#include <QCoreApplication>
#include <QList>

namespace {

constexpr int sniffedLines = 40;

struct Link
{
    QByteArrayView text;
    QByteArrayView target;
};

/// One list item's text split into its links and the plain text around them.
struct Item
{
    QList<Link> links;
    QByteArray plain; ///< the text with link targets and images left out
    qsizetype textBeforeFirstLink = -1; ///< bytes of plain before the first link's text
    qsizetype textAfterFirstLink = -1; ///< where in plain the first link's text ends
    qsizetype unclosedTarget = -1; ///< offset in the item's text of a "(" never closed
};

// The text of a list item ("- x", "* x", "+ x", "1. x", "2) x" after any indent), or empty.
QByteArrayView listItemText(QByteArrayView line)
{
    qsizetype i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    if (i < line.size() && (line[i] == '-' || line[i] == '*' || line[i] == '+')) {
        ++i;
    } else {
        const qsizetype digits = i;
        while (i < line.size() && line[i] >= '0' && line[i] <= '9')
            ++i;
        if (i == digits || i - digits > 3 || i >= line.size() || (line[i] != '.' && line[i] != ')'))
            return {};
        ++i;
    }
    if (i >= line.size() || line[i] != ' ')
        return {};
    return line.sliced(i).trimmed();
}

// Index of the ']' closing the '[' at open (nested brackets allowed), or -1.
qsizetype closingBracket(QByteArrayView text, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (text[i] == '\\')
            ++i;
        else if (text[i] == '[')
            ++depth;
        else if (text[i] == ']' && --depth == 0)
            return i;
    }
    return -1;
}

// Index of the ')' closing the '(' at open (balanced parentheses in a URL allowed), or -1.
qsizetype closingParenthesis(QByteArrayView text, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (text[i] == '(')
            ++depth;
        else if (text[i] == ')' && --depth == 0)
            return i;
    }
    return -1;
}

Item parseItem(QByteArrayView text)
{
    Item item;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool image = text[i] == '!' && i + 1 < text.size() && text[i + 1] == '[';
        if (text[i] != '[' && !image) {
            item.plain += text[i];
            continue;
        }
        const qsizetype open = image ? i + 1 : i;
        const qsizetype close = closingBracket(text, open);
        if (close < 0 || close + 1 >= text.size() || text[close + 1] != '(') {
            item.plain += text[i];
            continue;
        }
        const qsizetype end = closingParenthesis(text, close + 1);
        if (end < 0) {
            item.unclosedTarget = close + 1;
            return item;
        }
        if (!image) {
            if (item.textBeforeFirstLink < 0)
                item.textBeforeFirstLink = item.plain.size();
            const QByteArrayView inner = text.sliced(open + 1, close - open - 1);
            item.links.append({ inner, text.sliced(close + 2, end - close - 2).trimmed() });
            // An image inside the link text ([![badge](src)](url)) is no text.
            const Item innerItem = parseItem(inner);
            item.plain += innerItem.plain;
            if (item.textAfterFirstLink < 0)
                item.textAfterFirstLink = item.plain.size();
        }
        i = end;
    }
    return item;
}

// Emphasis and code marks, brackets and separators around a title, dropped.
QString plainTitle(QByteArrayView markdown)
{
    QString title = QString::fromUtf8(markdown);
    title.remove(QLatin1String("**")).remove(QLatin1String("__")).remove(u'`').remove(u'*');
    title = RecordFields::oneLine(title);
    static const QString edges = QStringLiteral("-:|[]()_\u2013\u2014 ");
    while (!title.isEmpty() && edges.contains(title.back()))
        title.chop(1);
    while (!title.isEmpty() && edges.contains(title.front()))
        title.remove(0, 1);
    return title;
}

// Link texts that name what the link is, not the paper.
bool isGenericLinkText(const QString &text)
{
    static const QStringList names { "paper", "pdf", "arxiv", "code", "github", "project",
        "project page", "website", "homepage", "link", "openreview", "video", "slides", "poster",
        "blog", "demo", "url", "html", "doi", "abs", "abstract", "bibtex", "dataset", "official",
        "pytorch", "tensorflow", "jax", "data" };
    return text.isEmpty() || names.contains(text.toLower());
}

bool isWebTarget(QByteArrayView target)
{
    return target.startsWith("http://") || target.startsWith("https://");
}

// The text of an abstract line under an item (indented or quoted), or empty.
bool abstractLine(QByteArrayView line, QByteArrayView *text)
{
    const QByteArrayView trimmed = line.trimmed();
    if (trimmed.startsWith('>')) {
        *text = trimmed.sliced(1).trimmed();
        return true;
    }
    const bool indented = line.startsWith("  ") || line.startsWith('\t');
    if (!indented || !listItemText(line).isEmpty())
        return false;
    // HTML around a folded abstract (<details><summary>Abstract</summary>) is no text.
    const bool tagOnly = trimmed.startsWith('<') && trimmed.endsWith('>');
    *text = tagOnly ? QByteArrayView() : trimmed;
    return true;
}

// The text of an ATX heading ("## Image generation ##"), or empty for any other line.
QByteArrayView headingText(QByteArrayView line)
{
    qsizetype level = 0;
    while (level < line.size() && line[level] == '#')
        ++level;
    if (level == 0 || level > 6 || (level < line.size() && line[level] != ' '))
        return {};
    QByteArrayView text = line.sliced(level).trimmed();
    while (text.endsWith('#'))
        text.chop(1);
    return text.trimmed();
}

// Paperdesk's own export ends an item with its paper's id in an HTML comment that Markdown
// renderers hide: "<!-- paperdesk:0123456789abcdef -->". Returns the "paperdesk:…" key (empty
// when the item has none) and takes the comment out of text.
QString takeExportedKey(QByteArrayView *text)
{
    constexpr QByteArrayView open("<!-- paperdesk:");
    constexpr QByteArrayView close("-->");
    const qsizetype start = text->lastIndexOf(open);
    if (start < 0)
        return {};
    const qsizetype end = text->indexOf(close, start);
    if (end < 0)
        return {};
    const QByteArrayView key = text->sliced(start + 5, end - start - 5).trimmed();
    *text = text->first(start).trimmed();
    return QString::fromLatin1(key);
}

} // namespace

bool MarkdownReader::looksLikeMarkdownList(QByteArrayView utf8)
{
    int lines = 0;
    Utf8Lines text(utf8);
    QByteArrayView line;
    while (lines < sniffedLines && text.next(&line)) {
        if (line.trimmed().isEmpty())
            continue;
        ++lines;
        const QByteArrayView item = listItemText(line);
        if (item.isEmpty())
            continue;
        for (const Link &link : parseItem(item).links) {
            if (isWebTarget(link.target))
                return true;
        }
    }
    return false;
}

ReadResult MarkdownReader::read(
    const QByteArray &utf8, const ReadProgress &progress, const ReadBatch &batch)
{
    ReadResult result;
    result.collection.format = QStringLiteral("md");
    Utf8Lines lines(utf8);
    ReadCheckpoint checkpoint(progress, batch);
    Paper paper;
    bool inPaper = false;
    bool inFence = false;
    bool paragraphBreak = false;
    QString section; ///< the heading the items stand under: their keyword
    const auto finish = [&]() {
        if (inPaper) {
            paper.abstract = paper.abstract.trimmed();
            // Items with a link but neither title nor abstract are a list of bare links. Left
            // out here rather than at the end, so the papers read so far are always a prefix of
            // the final list (ReadBatch).
            if (paper.title.isEmpty() && paper.abstract.isEmpty())
                ++result.skipped;
            else
                result.collection.papers.append(std::move(paper));
        }
        paper = Paper();
        inPaper = false;
    };
    QByteArrayView line;
    while (lines.next(&line)) {
        if (line.trimmed().startsWith("```")) {
            inFence = !inFence;
            continue;
        }
        if (inFence)
            continue;
        if (line.trimmed().isEmpty()) {
            paragraphBreak = true;
            continue;
        }
        QByteArrayView abstractText;
        if (inPaper && abstractLine(line, &abstractText)) {
            if (abstractText.isEmpty()) {
                paragraphBreak = true;
                continue;
            }
            if (!paper.abstract.isEmpty())
                paper.abstract += paragraphBreak ? u'\n' : u' ';
            paper.abstract += QString::fromUtf8(abstractText);
            paragraphBreak = false;
            continue;
        }
        finish();
        paragraphBreak = false;
        if (const QByteArrayView heading = headingText(line); !heading.isEmpty()) {
            section = plainTitle(parseItem(heading).plain);
            continue;
        }
        QByteArrayView text = listItemText(line);
        if (text.isEmpty())
            continue; // a paragraph, a table: read past
        const QString exportedKey = takeExportedKey(&text);
        const Item item = parseItem(text);
        if (item.unclosedTarget >= 0) {
            result.collection.papers.clear();
            result.error = ReadError::at(utf8, text.data() - utf8.constData() + item.unclosedTarget,
                QCoreApplication::translate(
                    "ReadError", "a link's target is never closed: \"](\" without its \")\""));
            return result;
        }
        for (const Link &link : item.links) {
            if (isWebTarget(link.target))
                RecordFields::addLink(&paper, QString::fromUtf8(link.target));
        }
        // A table of contents, a note: no paper, unless Paperdesk wrote it (a paper without
        // a web link is an item with its title and id).
        if (paper.links.isEmpty() && exportedKey.isEmpty())
            continue;
        qsizetype titleEnd = item.plain.size();
        if (item.links.isEmpty()) {
            // Paperdesk's own item: the title as written, brackets and marks kept.
            paper.title = RecordFields::oneLine(QString::fromUtf8(item.plain));
        } else {
            const QString firstText = plainTitle(parseItem(item.links.first().text).plain);
            titleEnd = item.textAfterFirstLink;
            paper.title = isGenericLinkText(firstText) ? QString() : firstText;
        }
        if (paper.title.isEmpty() && item.textBeforeFirstLink >= 0) {
            paper.title = plainTitle(QByteArrayView(item.plain).first(item.textBeforeFirstLink));
            titleEnd = item.textBeforeFirstLink;
        }
        paper.sourceKey = exportedKey;
        RecordFields::addKeyword(&paper, section);
        paper.year
            = RecordFields::yearIn(QString::fromUtf8(QByteArrayView(item.plain).sliced(titleEnd)));
        inPaper = true;

        if (!checkpoint.pass(lines.position(), utf8.size(), &result))
            return result;
    }
    finish();
    return result;
}
