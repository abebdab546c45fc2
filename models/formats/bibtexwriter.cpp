// SPDX-License-Identifier: GPL-3.0-or-later
#include "bibtexwriter.h"

#include "exportkey.h"
#include "recordfields.h"

#include <QRegularExpression>
#include <QSet>

namespace {

// Lower-case ASCII letters and digits of word, accents taken off ("Müller" → "muller").
QString keyPart(const QString &word)
{
    QString part;
    for (const QChar c : word.normalized(QString::NormalizationForm_KD)) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            part += c;
        else if (c >= u'A' && c <= u'Z')
            part += c.toLower();
    }
    return part;
}

// Words a title starts with that say nothing about it.
bool isFillerWord(const QString &word)
{
    static const QSet<QString> fillers { QStringLiteral("a"), QStringLiteral("an"),
        QStringLiteral("the"), QStringLiteral("on"), QStringLiteral("of"), QStringLiteral("in"),
        QStringLiteral("for"), QStringLiteral("to"), QStringLiteral("towards"),
        QStringLiteral("toward"), QStringLiteral("and"), QStringLiteral("with") };
    return fillers.contains(word);
}

// The title's first two words as key parts, fillers left out (a key needs no more).
QStringList titleWords(const QString &title)
{
    QStringList words;
    for (QStringView word : QStringView(title).split(u' ', Qt::SkipEmptyParts)) {
        const QString part = keyPart(word.toString());
        if (!part.isEmpty() && !isFillerWord(part))
            words.append(part);
        if (words.size() == 2)
            break;
    }
    return words;
}

// Whether c is a character escaped() may have to write differently.
bool mayNeedEscape(QChar c)
{
    switch (c.unicode()) {
    case '\\':
    case '{':
    case '}':
    case '$':
    case '&':
    case '%':
    case '#':
    case '_':
    case '~':
    case '^':
    case '`':
    case '-':
    case '\'':
    case 'h':
        return true;
    default:
        return false;
    }
}

// One field line, value in braces.
QString field(QLatin1StringView name, const QString &value)
{
    return QStringLiteral("  %1 = {%2},\n").arg(name, value);
}

// A BibTeX source's field as it came in, on one line (LatexFields), else text.
QString asWritten(const QByteArray &latex, const QString &text);

// A text as one line of LaTeX: BibTeX reads a line break as a space anyway, and a line that
// starts with "@" could be taken for a new entry by a reader that recovers from a cut entry.
QString text(const QString &value)
{
    return BibtexWriter::escaped(value.simplified());
}

QString asWritten(const QByteArray &latex, const QString &unicode)
{
    return latex.isEmpty() ? text(unicode) : QString::fromUtf8(latex).simplified();
}

// One name of an author list. A name with a comma or the word "and" in it, or the word
// "others" (BibTeX's "et al."), is one name only in braces.
QString authorName(const QString &author)
{
    static const QRegularExpression splits(QStringLiteral("[,]|(^|\\s)and(\\s|$)|^others$"),
        QRegularExpression::CaseInsensitiveOption);
    const QString name = text(author);
    return author.simplified().contains(splits) ? u'{' + name + u'}' : name;
}

// Keywords as BibTeX lists them, joined by ", "; one with a comma or semicolon in braces, so
// that BibtexFields::splitKeywords() reads it as one.
QString keywordField(const QStringList &keywords)
{
    QStringList items;
    for (const QString &keyword : keywords) {
        const QString item = text(keyword);
        if (item.isEmpty())
            continue;
        const bool splits = keyword.contains(u',') || keyword.contains(u';');
        items.append(splits ? u'{' + item + u'}' : item);
    }
    return items.join(QLatin1String(", "));
}

} // namespace

QString BibtexWriter::escaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        // Most of a text is letters and spaces: copied a run at a time.
        qsizetype plainEnd = i;
        while (plainEnd < text.size() && !mayNeedEscape(text.at(plainEnd)))
            ++plainEnd;
        if (plainEnd > i) {
            out += QStringView(text).sliced(i, plainEnd - i);
            i = plainEnd - 1;
            continue;
        }
        const QChar c = text.at(i);
        // LaTeX readers (LatexToUnicode too) take a web address as written, up to a space or
        // brace: escaping inside it would be read back as the escape itself.
        if (c == u'h' && (out.isEmpty() || !out.back().isLetterOrNumber())
            && (QStringView(text).sliced(i).startsWith(QLatin1String("http://"))
                || QStringView(text).sliced(i).startsWith(QLatin1String("https://")))) {
            while (i < text.size() && !text.at(i).isSpace() && text.at(i) != u'{'
                && text.at(i) != u'}')
                out += text.at(i++);
            if (i < text.size() && !text.at(i).isSpace())
                out += QLatin1String("{}"); // ends the address before the brace's escape
            --i;
            continue;
        }
        switch (c.unicode()) {
        case '\\':
            out += QLatin1String("\\textbackslash{}");
            break;
        case '~':
            out += QLatin1String("\\textasciitilde{}");
            break;
        case '^':
            out += QLatin1String("\\textasciicircum{}");
            break;
        case '`':
            out += QLatin1String("\\textasciigrave{}");
            break;
        // A brace counts in BibTeX's own brace matching even after a backslash.
        case '{':
            out += QLatin1String("\\textbraceleft{}");
            break;
        case '}':
            out += QLatin1String("\\textbraceright{}");
            break;
        case '$':
        case '&':
        case '%':
        case '#':
        case '_':
            out += u'\\';
            out += c;
            break;
        case '-':
            // "--" would read back as a dash.
            out += c;
            if (i + 1 < text.size() && text.at(i + 1) == u'-')
                out += QLatin1String("{}");
            break;
        case '\'':
            out += c;
            if (i + 1 < text.size() && text.at(i + 1) == u'\'')
                out += QLatin1String("{}");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QString BibtexWriter::citationKey(const Paper &paper)
{
    QStringList words = titleWords(paper.title);
    QString name;
    if (!paper.authors.isEmpty()) {
        const QStringList names = paper.authors.first().split(u' ', Qt::SkipEmptyParts);
        name = names.isEmpty() ? QString() : keyPart(names.last());
    }
    if (name.isEmpty() && !words.isEmpty())
        name = words.takeFirst(); // a derived title starts with the method's name
    QString key = name;
    if (paper.year > 0)
        key += QString::number(paper.year);
    if (!words.isEmpty())
        key += words.first();
    return key.isEmpty() ? QStringLiteral("paper") : key;
}

QString BibtexWriter::separator() const
{
    return QStringLiteral("\n");
}

QString BibtexWriter::entry(const ExportedPaper &exported)
{
    const Paper &paper = exported.paper;
    QString key = citationKey(paper);
    const int earlier = m_keysUsed.value(key, 0);
    m_keysUsed.insert(key, earlier + 1);
    if (earlier > 0) {
        // a … z, then aa, ab, …: never the key of an earlier paper.
        QString suffix;
        for (int n = earlier; n > 0; n = (n - 1) / 26)
            suffix.prepend(QChar(u'a' + (n - 1) % 26));
        key += suffix;
    }
    QString entry = QStringLiteral("@inproceedings{%1,\n").arg(key);
    const LatexFields &latex = exported.latex;
    entry += field(QLatin1StringView("title"), asWritten(latex.title, paper.title));
    if (!latex.authors.isEmpty()) {
        entry += field(QLatin1StringView("author"), asWritten(latex.authors, QString()));
    } else {
        QStringList authors;
        for (const QString &author : paper.authors) {
            if (!author.simplified().isEmpty())
                authors.append(authorName(author));
        }
        if (!authors.isEmpty())
            entry += field(QLatin1StringView("author"), authors.join(QLatin1String(" and ")));
    }
    const QString venue = paper.venue.isEmpty() ? listName() : paper.venue;
    if (!venue.trimmed().isEmpty())
        entry += field(QLatin1StringView("booktitle"),
            paper.venue.isEmpty() ? text(venue) : asWritten(latex.venue, venue));
    if (paper.year > 0)
        entry += field(QLatin1StringView("year"), QString::number(paper.year));
    if (!paper.abstract.trimmed().isEmpty())
        entry += field(QLatin1StringView("abstract"), asWritten(latex.abstract, paper.abstract));
    // The user's tags go in keywords too, where reference managers read them as theirs; the
    // paperdesk-id says which they are.
    if (const QString keywords = keywordField(paper.keywords + exported.tags); !keywords.isEmpty())
        entry += field(QLatin1StringView("keywords"), keywords);
    // Links hold no brace, backslash or space (webLinks()): written as they are, as LaTeX's url
    // package wants them.
    QStringList links = webLinks(paper);
    // A DOI goes in its own field where reference managers look for it; BibtexReader puts it
    // after the other links, so only a last one is taken out (the order comes back).
    QString doi;
    constexpr QLatin1StringView doiPrefix("https://doi.org/");
    if (!links.isEmpty() && links.last().startsWith(doiPrefix, Qt::CaseInsensitive)
        && RecordFields::doiLink(links.last().mid(doiPrefix.size())) == links.last())
        doi = links.takeLast().mid(doiPrefix.size());
    if (!links.isEmpty())
        entry += field(QLatin1StringView("url"), links.first());
    if (links.size() > 1)
        entry += field(QLatin1StringView("pdf"), links.at(1));
    if (links.size() > 2)
        entry += field(QLatin1StringView("paperdesk-links"), links.mid(2).join(u' '));
    if (!doi.isEmpty())
        entry += field(QLatin1StringView("doi"), doi);
    if (!exported.note.trimmed().isEmpty())
        entry += field(QLatin1StringView("note"), text(exported.note));
    entry
        += field(QLatin1StringView("paperdesk-id"), ExportKey::of(paper, exported.tags).toString());
    entry += QStringLiteral("}\n");
    return entry;
}
