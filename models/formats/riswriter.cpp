// SPDX-License-Identifier: GPL-3.0-or-later
#include "riswriter.h"

#include "exportkey.h"

namespace {

// One tagged line; a value on several lines continues on untagged lines, as RIS allows,
// indented so that none reads as a tag line; an empty line in it (which RisReader would skip)
// is left out.
QString tagged(QLatin1StringView tag, const QString &value)
{
    QString text = tag + QLatin1String("  - ");
    bool first = true;
    for (const QString &line : PaperWriter::textLines(value)) {
        if (!first)
            text += QLatin1String("\n   ");
        text += line;
        first = false;
    }
    return text + u'\n';
}

} // namespace

QString RisWriter::separator() const
{
    return QStringLiteral("\n");
}

QString RisWriter::entry(const ExportedPaper &exported)
{
    const Paper &paper = exported.paper;
    QString text = QStringLiteral("TY  - CPAPER\n");
    text += tagged(QLatin1StringView("TI"), paper.title.simplified());
    for (const QString &author : paper.authors)
        text += tagged(QLatin1StringView("AU"), author.simplified());
    const QString venue = paper.venue.isEmpty() ? listName() : paper.venue;
    if (!venue.trimmed().isEmpty())
        text += tagged(QLatin1StringView("T2"), venue.simplified());
    if (paper.year > 0)
        text += tagged(QLatin1StringView("PY"), QString::number(paper.year));
    if (!paper.abstract.trimmed().isEmpty())
        text += tagged(QLatin1StringView("AB"), paper.abstract);
    for (const QString &link : webLinks(paper))
        text += tagged(QLatin1StringView("UR"), link);
    // The list's keywords, then the user's tags, which reference managers import as theirs.
    // Topics are left out: Paperdesk derives them again, and as KW they would come back as
    // keywords.
    for (const QString &keyword : paper.keywords + exported.tags)
        text += tagged(QLatin1StringView("KW"), keyword.simplified());
    if (!exported.note.trimmed().isEmpty())
        text += tagged(QLatin1StringView("N1"), exported.note);
    text += tagged(QLatin1StringView("ID"), ExportKey::of(paper, exported.tags).toString());
    text += QStringLiteral("ER  - \n");
    return text;
}
