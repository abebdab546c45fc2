// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldtext.h"

#include "collection/paper.h"

namespace {

enum class Kind
{
    Line,
    Paragraph
};

// What c becomes in a field of kind, or c itself.
char16_t replacement(char16_t c, Kind kind)
{
    if (c >= 0x20 && c != 0x7F && (c < 0x80 || c > 0x9F))
        return c;
    const bool lineBreak = c == u'\t' || c == u'\n' || c == u'\r';
    return kind == Kind::Paragraph && lineBreak ? c : u' ';
}

// text cut to at most longest units, never between the two halves of a surrogate pair.
QString cut(const QString &text, qsizetype longest)
{
    if (text.size() <= longest)
        return text;
    qsizetype end = longest;
    if (QChar::isHighSurrogate(text.at(end - 1).unicode()))
        --end;
    return text.left(end);
}

QString cleaned(const QString &whole, Kind kind)
{
    const QString text
        = cut(whole, kind == Kind::Line ? FieldText::longestLine : FieldText::longestParagraph);
    const qsizetype n = text.size();
    const char16_t *d = reinterpret_cast<const char16_t *>(text.constData());
    QString out;
    char16_t *o = nullptr;
    for (qsizetype i = 0; i < n; ++i) {
        if (QChar::isHighSurrogate(d[i]) && i + 1 < n && QChar::isLowSurrogate(d[i + 1])) {
            ++i; // a pair: one character past the BMP
            continue;
        }
        const char16_t c = QChar::isSurrogate(d[i]) ? char16_t(QChar::ReplacementCharacter)
                                                    : replacement(d[i], kind);
        if (c == d[i])
            continue;
        if (!o) { // the first change: copy the text once
            out = text;
            o = reinterpret_cast<char16_t *>(out.data());
        }
        o[i] = c;
    }
    return o ? out : text;
}

} // namespace

QString FieldText::line(const QString &text)
{
    return cleaned(text, Kind::Line);
}

QString FieldText::paragraph(const QString &text)
{
    return cleaned(text, Kind::Paragraph);
}

QByteArrayView FieldText::utf8Prefix(QByteArrayView utf8, qsizetype bytes)
{
    if (utf8.size() <= bytes)
        return utf8;
    qsizetype end = bytes;
    while (end > 0 && (uchar(utf8[end]) & 0xC0) == 0x80) // not inside a character
        --end;
    return utf8.first(end);
}

QByteArrayView FieldText::paragraph(QByteArrayView utf8)
{
    return utf8Prefix(utf8, longestParagraph);
}

void FieldText::clean(Paper *paper)
{
    paper->title = line(paper->title);
    paper->abstract = paragraph(paper->abstract);
    if (paper->authors.size() > mostAuthors)
        paper->authors.resize(mostAuthors);
    for (QString &author : paper->authors)
        author = line(author);
    // Each once, in order: sources repeat the list ("A and B;A and B").
    if (paper->authors.size() > 1)
        paper->authors.removeDuplicates();
    if (paper->keywords.size() > mostKeywords)
        paper->keywords.resize(mostKeywords);
    for (QString &keyword : paper->keywords)
        keyword = line(keyword);
    paper->venue = line(paper->venue);
    paper->sourceKey = line(paper->sourceKey);
    for (QString &link : paper->links)
        link = line(link);
}
