// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownreader.h"

#include "exportkey.h"
#include "fieldtext.h"
#include "markdownitem.h"
#include "readcheckpoint.h"
#include "recordfields.h"
#include "utf8lines.h"

#include <QCoreApplication>
#include <QList>

#include <algorithm>

#include <optional>

namespace {

constexpr int sniffedLines = 200;
constexpr qsizetype sniffedBytes = 64 * 1024;

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

// Emphasis and code marks, brackets and separators around a title, dropped; escaped
// characters kept as the characters they are.
QString plainTitle(QByteArrayView markdown)
{
    QByteArray marksOff;
    marksOff.reserve(markdown.size());
    for (qsizetype i = 0; i < markdown.size(); ++i) {
        const char c = markdown[i];
        if (c == '\\' && i + 1 < markdown.size()) {
            marksOff += c;
            marksOff += markdown[++i];
        } else if (c == '_' && i + 1 < markdown.size() && markdown[i + 1] == '_') {
            ++i;
        } else if (c != '*' && c != '`') {
            marksOff += c;
        }
    }
    QString title = RecordFields::oneLine(MarkdownItem::unescaped(marksOff));
    // A bracket that closes one the title opened stays: "Grounding (SeqGROUND)".
    static const QString edges = QStringLiteral("-:|[]()_\u2013\u2014 ");
    const auto pairs = [&title](QChar edge) {
        const QChar open = edge == u')' ? u'(' : u'[';
        const QChar close = edge == u')' ? u')' : u']';
        return title.count(open) == title.count(close);
    };
    while (!title.isEmpty() && edges.contains(title.back())
        && !((title.back() == u')' || title.back() == u']') && pairs(title.back())))
        title.chop(1);
    while (!title.isEmpty() && edges.contains(title.front())
        && !((title.front() == u'(' || title.front() == u'[')
            && pairs(title.front() == u'(' ? u')' : u']')))
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

// Paperdesk's own export ends an item with its paper's ExportKey in an HTML comment that
// Markdown renderers hide: "<!-- paperdesk:0123456789abcdef -->". Returns the key (none when
// the item does not end with one) and takes the comment out of text. A comment escaped in the
// text ("\<!-- paperdesk:… -->", as MarkdownWriter writes one in a title or a note) is text.
std::optional<ExportKey> takeExportKey(QByteArrayView *text)
{
    constexpr QByteArrayView open("<!-- paperdesk:");
    constexpr QByteArrayView close("-->");
    if (!text->endsWith(close))
        return std::nullopt;
    const qsizetype start = text->lastIndexOf(open);
    if (start < 0 || MarkdownItem::isEscaped(*text, start))
        return std::nullopt;
    const QByteArrayView keyText = text->sliced(start + 5, text->size() - close.size() - start - 5);
    std::optional<ExportKey> key = ExportKey::parse(QString::fromLatin1(keyText));
    if (key)
        *text = text->first(start).trimmed();
    return key;
}

// The title of an item of a list someone made: the first link's text, or the text before the
// first link when that one names a kind of link ("[paper]"); and a year in what follows.
void readTitleAndYear(const MarkdownItem &item, Paper *paper)
{
    const QString firstText = plainTitle(MarkdownItem::parse(item.links.first().text).plain);
    qsizetype titleEnd = item.textAfterFirstLink;
    paper->title = isGenericLinkText(firstText) ? QString() : firstText;
    if (paper->title.isEmpty() && item.textBeforeFirstLink >= 0) {
        paper->title = plainTitle(QByteArrayView(item.plain).first(item.textBeforeFirstLink));
        titleEnd = item.textBeforeFirstLink;
    }
    paper->year
        = RecordFields::yearIn(QString::fromUtf8(QByteArrayView(item.plain).sliced(titleEnd)));
}

} // namespace

bool MarkdownReader::looksLikeMarkdownList(QByteArrayView utf8)
{
    // The head of the file is weighed, not its first link: a plain list of abstracts with a
    // "- code: [repository](https://…)" line in one of them is still a plain list. Items with a
    // web link (and headings) count against the bytes of plain paragraphs: an awesome list's
    // introduction is short beside its items, a plain list's abstracts long beside its odd
    // link line.
    qsizetype linkItemBytes = 0;
    qsizetype paragraphBytes = 0;
    Utf8Lines text(utf8.first(qMin(utf8.size(), sniffedBytes)));
    QByteArrayView line;
    for (int lines = 0; lines < sniffedLines && text.next(&line);) {
        const QByteArrayView trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;
        ++lines;
        if (!headingText(line).isEmpty()) {
            linkItemBytes += trimmed.size();
            continue;
        }
        const QByteArrayView item = listItemText(line);
        if (item.isEmpty()) {
            QByteArrayView quoted;
            if (!abstractLine(line, &quoted))
                paragraphBytes += trimmed.size();
            continue;
        }
        QByteArrayView itemText = item;
        const bool exported = takeExportKey(&itemText).has_value();
        const MarkdownItem parsed = MarkdownItem::parse(itemText);
        const bool hasWebLink = std::any_of(parsed.links.cbegin(), parsed.links.cend(),
            [](const MarkdownItem::Link &link) { return isWebTarget(link.target); });
        if (hasWebLink || exported)
            linkItemBytes += trimmed.size();
        else
            paragraphBytes += trimmed.size();
    }
    return linkItemBytes > 0 && linkItemBytes >= paragraphBytes;
}

ReadResult MarkdownReader::read(
    const QByteArray &utf8, const ReadProgress &progress, const ReadBatch &batch)
{
    ReadResult result;
    result.collection.format = QStringLiteral("md");
    Utf8Lines lines(utf8);
    ReadCheckpoint checkpoint(progress, batch);
    Paper paper;
    QStringList tags; ///< the user's tags that Paperdesk's own item carries
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
            if (paper.title.isEmpty() && paper.abstract.isEmpty()) {
                ++result.skipped;
            } else {
                if (!tags.isEmpty())
                    result.collection.carriedTags.insert(result.collection.papers.size(), tags);
                result.collection.papers.append(std::move(paper));
            }
        }
        paper = Paper();
        tags.clear();
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
            if (paper.abstract.size() >= FieldText::longestParagraph)
                continue; // FieldText cuts it there: what follows would go
            if (!paper.abstract.isEmpty())
                paper.abstract += paragraphBreak ? u'\n' : u' ';
            paper.abstract += QString::fromUtf8(
                FieldText::utf8Prefix(abstractText, FieldText::longestRawField));
            paragraphBreak = false;
            continue;
        }
        finish();
        paragraphBreak = false;
        if (const QByteArrayView heading
            = FieldText::utf8Prefix(headingText(line), FieldText::longestRawField);
            !heading.isEmpty()) {
            section = plainTitle(MarkdownItem::parse(heading).plain);
            continue;
        }
        // No item needs a megabyte: a longer one is read as far as that (MarkdownItem keeps a
        // match for each of its bytes while it parses).
        QByteArrayView text = FieldText::utf8Prefix(listItemText(line), FieldText::longestRawField);
        if (text.isEmpty())
            continue; // a paragraph, a table: read past
        const std::optional<ExportKey> key = takeExportKey(&text);
        const MarkdownItem item = MarkdownItem::parse(text);
        if (item.unclosedTarget >= 0) {
            result.collection.papers.clear();
            result.error = ReadError::at(utf8, text.data() - utf8.constData() + item.unclosedTarget,
                QCoreApplication::translate(
                    "ReadError", "a link's target is never closed: \"](\" without its \")\""));
            return result;
        }
        for (const MarkdownItem::Link &link : item.links) {
            if (isWebTarget(link.target))
                RecordFields::addLink(&paper, QString::fromUtf8(link.target));
        }
        if (key) {
            // Paperdesk's own item: the title as MarkdownWriter escaped it, every mark kept.
            paper.title = RecordFields::oneLine(MarkdownItem::unescaped(
                item.links.isEmpty() ? QByteArrayView(item.plain) : item.links.first().text));
            key->applyTo(&paper);
            tags = key->tags;
        } else if (paper.links.isEmpty()) {
            continue; // a table of contents, a note: no paper
        } else {
            readTitleAndYear(item, &paper);
        }
        RecordFields::addKeyword(&paper, section);
        inPaper = true;

        if (!checkpoint.pass(lines.position(), utf8.size(), &result))
            return result;
    }
    finish();
    return result;
}
