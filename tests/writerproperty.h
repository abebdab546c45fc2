// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/duplicateids.h"
#include "collection/paperderiver.h"
#include "formats/collectionreader.h"
#include "formats/exportformat.h"
#include "formats/fieldtext.h"
#include "formats/paperwriter.h"
#include "topics/taxonomy.h"
#include "topics/topicclassifier.h"

#include <QBuffer>
#include <QUrl>

#include <functional>

/// The writers' round-trip property: whatever text a paper's fields hold, each writer writes
/// them so that its reader gives back every field it has a place for (equal after white space
/// is normalised), the user's tags as tags, the id (checked against the text, as a load does)
/// and nothing else: no paper more or less, no field taken over by text from another.
///
/// The texts are made of pieces that have broken a format before (a RIS "ER  - " line, a
/// BibTeX "},title={", a Markdown "](", an HTML comment, a formula, LaTeX) between ordinary
/// words. tst_writerproperty draws them from seeded random numbers, fuzz_writers from the
/// fuzzer's bytes; both call check().
namespace WriterProperty {

/// Picks a number below bound (bound > 0).
using Pick = std::function<quint32(quint32 bound)>;

inline const QStringList &hostilePieces()
{
    static const QStringList pieces {
        // RIS
        QStringLiteral("\nER  - \n"),
        QStringLiteral("\nTY  - JOUR\n"),
        QStringLiteral("\nTI  - Injected\n"),
        QStringLiteral("\nAB  - injected abstract\n"),
        QStringLiteral("\nID  - paperdesk:0123456789abcdef\n"),
        QStringLiteral("ER  -"),
        // BibTeX and LaTeX
        QStringLiteral("},title={Evil},abstract={evil},x={"),
        QStringLiteral("}}@inproceedings{evil,title={Evil},"),
        QStringLiteral("\n@article{x,\n"),
        QStringLiteral("@"),
        QStringLiteral("%"),
        QStringLiteral("% comment\n"),
        QStringLiteral("\\"),
        QStringLiteral("\\\\"),
        QStringLiteral("\\textbf{x}"),
        QStringLiteral("\\{"),
        QStringLiteral("{"),
        QStringLiteral("}"),
        QStringLiteral("$x^2$"),
        QStringLiteral("\\'e"),
        QStringLiteral("--"),
        QStringLiteral("---"),
        QStringLiteral("''"),
        QStringLiteral("``"),
        QStringLiteral("~"),
        QStringLiteral("^"),
        QStringLiteral("&"),
        QStringLiteral("#"),
        QStringLiteral("_"),
        QStringLiteral(" and "),
        QStringLiteral("others"),
        QStringLiteral(","),
        QStringLiteral(";"),
        // Markdown and HTML
        QStringLiteral("-->"),
        QStringLiteral("<!--"),
        QStringLiteral("<!-- paperdesk:0123456789abcdef -->"),
        QStringLiteral("]("),
        QStringLiteral("[the baseline](https://evil.example/)"),
        QStringLiteral("[x]"),
        QStringLiteral("["),
        QStringLiteral("]"),
        QStringLiteral("("),
        QStringLiteral(")"),
        QStringLiteral("))[x](("),
        QStringLiteral("*"),
        QStringLiteral("**bold**"),
        QStringLiteral("`"),
        QStringLiteral("```"),
        QStringLiteral("\n- item\n"),
        QStringLiteral("\n# heading\n"),
        QStringLiteral("\n> quote\n"),
        QStringLiteral("\n  > quote\n"),
        QStringLiteral("\n1. first\n"),
        QStringLiteral("!["),
        QStringLiteral("<b>"),
        QStringLiteral("|"),
        // CSV and spreadsheets
        QStringLiteral("\""),
        QStringLiteral("\"\""),
        QStringLiteral("\t"),
        QStringLiteral("=1+1"),
        QStringLiteral("=HYPERLINK(\"https://evil.example\")"),
        QStringLiteral("+cmd|' /C calc'!A0"),
        QStringLiteral("@SUM(A1)"),
        QStringLiteral("-2"),
        QStringLiteral("'"),
        QStringLiteral("'="),
        // ids and keys
        QStringLiteral("paperdesk:b3080f0000000000"),
        QStringLiteral("?key=x&tag=y"),
        // line breaks and odd characters
        QStringLiteral("\n"),
        QStringLiteral("\r\n"),
        QStringLiteral("\r"),
        QStringLiteral("\n\n"),
        QStringLiteral("  "),
        QStringLiteral("\u2028"),
        QStringLiteral("\u00e9"),
        QStringLiteral("\u4e2d\u6587"),
        QStringLiteral("\u202e"),
        QStringLiteral("e\u0301"),
        QStringLiteral("\U0001F600"),
        QStringLiteral("\u0007"),
        QStringLiteral("\u00a0"),
    };
    return pieces;
}

inline const QStringList &words()
{
    static const QStringList words { QStringLiteral("diffusion"), QStringLiteral("graph"),
        QStringLiteral("We"), QStringLiteral("propose"), QStringLiteral("a"),
        QStringLiteral("method"), QStringLiteral("for"), QStringLiteral("robust"),
        QStringLiteral("learning"), QStringLiteral("models"), QStringLiteral("Transformer") };
    return words;
}

/// Up to parts pieces, words and hostile pieces mixed.
inline QString text(const Pick &pick, int parts)
{
    QString text;
    const int count = int(pick(quint32(parts) + 1));
    for (int i = 0; i < count; ++i) {
        if (pick(3) == 0)
            text += hostilePieces().at(pick(quint32(hostilePieces().size())));
        else
            text += words().at(pick(quint32(words().size())));
        if (pick(2) == 0)
            text += u' ';
    }
    return text;
}

/// A list of 1 … 4 items, each text(pick, 3).
inline QStringList list(const Pick &pick)
{
    QStringList items;
    const int count = int(pick(5));
    for (int i = 0; i < count; ++i)
        items.append(text(pick, 3));
    return items;
}

/// A paper whose fields hold such texts, cleaned as every reader leaves a field (FieldText)
/// and with the id its text gives, as a loaded paper has.
inline ExportedPaper paper(const Pick &pick)
{
    ExportedPaper exported;
    Paper &paper = exported.paper;
    paper.title = text(pick, 6);
    paper.titleDerived = pick(3) == 0;
    // Long enough, most of the time, that the id is the abstract's, not the title's.
    paper.abstract = text(pick, pick(4) == 0 ? 6 : 60);
    paper.authors = list(pick);
    paper.venue = text(pick, 3);
    paper.year = pick(3) == 0 ? 0 : 1950 + int(pick(80));
    paper.sourceKey = pick(2) == 0 ? QString() : text(pick, 2);
    paper.keywords = list(pick);
    for (int i = int(pick(3)); i > 0; --i) {
        QString link = QStringLiteral("https://example.org/") + text(pick, 3);
        link.remove(u' ');
        paper.links.append(link);
    }
    exported.tags = list(pick);
    exported.note = text(pick, 8);
    FieldText::clean(&paper);
    for (QString &keyword : paper.keywords)
        keyword = FieldText::line(keyword);
    // A record with neither title nor abstract is no paper, in any format.
    if (paper.title.simplified().isEmpty() && paper.abstract.simplified().isEmpty())
        paper.abstract = QStringLiteral("We study it.");
    exported.note = FieldText::paragraph(exported.note);
    for (QString &tag : exported.tags)
        tag = FieldText::line(tag).simplified();
    exported.tags.removeAll(QString());
    exported.tags.removeDuplicates();
    paper.idCopy = pick(5) == 0 ? 1 + int(pick(3)) : 0;
    const PaperId id = PaperId::fromAbstract(
        paper.abstract, paper.sourceKey, paper.titleDerived ? QString() : paper.title);
    paper.id = paper.idCopy > 0 ? id.copyId(paper.idCopy) : id;
    return exported;
}

/// Items one-line, empties dropped, each once: how a list field reads back.
inline QStringList normalised(const QStringList &items)
{
    QStringList out;
    for (const QString &item : items) {
        const QString line = item.simplified();
        if (!line.isEmpty() && !out.contains(line))
            out.append(line);
    }
    return out;
}

/// Links as the writers write them (PaperWriter::webLinks()): one link written with "{" and
/// read back with "%7B" is the same link.
inline QStringList writtenLinks(const QStringList &links)
{
    Paper paper;
    paper.links = links;
    return PaperWriter::webLinks(paper);
}

/// text with line breaks, controls and what is not ASCII shown as \uXXXX: a failure says which
/// character it was.
inline QString visible(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (c.unicode() >= 0x20 && c.unicode() < 0x7F)
            out += c;
        else
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return out;
}

/// Whether format has a place for authors, venue, year and keywords (Markdown has none).
inline bool carriesBibliography(ExportFormat format)
{
    return format != ExportFormat::Markdown;
}

/// What the papers written as format read back as when that differs from what they are:
/// empty when every field comes back. Reads through CollectionReader (format sniffed as on
/// opening) and checks each claimed id as PaperDeriver does.
inline QString check(ExportFormat format, const QList<ExportedPaper> &papers)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const auto writer = ExportFormats::fileWriter(format, QString());
    if (!writer->write(&buffer, papers.size(), [&](qsizetype row) { return papers.at(row); }))
        return QStringLiteral("write failed: ") + writer->error();
    const QByteArray bytes = buffer.data();
    const QString path = QStringLiteral("export.") + ExportFormats::extension(format);
    ReadResult read = CollectionReader::readBytes(bytes, path);
    const auto failure = [&](const QString &what) {
        return what + QStringLiteral("\n--- written:\n") + QString::fromUtf8(bytes);
    };
    if (!read.ok())
        return failure(QStringLiteral("cannot be read: ") + read.error.toString());
    const QList<Paper> &back = read.collection.papers;
    if (back.size() != papers.size())
        return failure(
            QStringLiteral("%1 papers written, %2 read").arg(papers.size()).arg(back.size()));
    static const Taxonomy taxonomy = Taxonomy::builtIn();
    static const TopicClassifier classifier(taxonomy);
    const PaperDeriver deriver(classifier,
        read.collection.keepsLatex() ? PaperDeriver::Abstracts::MayHoldLatex
                                     : PaperDeriver::Abstracts::Unicode);
    const bool full = carriesBibliography(format);
    for (qsizetype row = 0; row < papers.size(); ++row) {
        const Paper &was = papers.at(row).paper;
        const Paper &is = back.at(row);
        const auto differs = [&](const char *field, const QString &actual,
                                 const QString &expected) {
            return failure(QStringLiteral("paper %1, %2: read \"%3\", written \"%4\"")
                               .arg(row)
                               .arg(QLatin1String(field), visible(actual), visible(expected)));
        };
        if (is.title.simplified() != was.title.simplified())
            return differs("title", is.title, was.title);
        const bool derived = was.titleDerived && !was.title.simplified().isEmpty();
        if (is.titleDerived != derived)
            return differs(
                "titleDerived", QString::number(is.titleDerived), QString::number(derived));
        if (is.abstract.simplified() != was.abstract.simplified())
            return differs("abstract", is.abstract, was.abstract);
        if (writtenLinks(is.links) != PaperWriter::webLinks(was))
            return differs("links", is.links.join(u' '), was.links.join(u' '));
        const QStringList tags = read.collection.carriedTags.value(row);
        if (tags != normalised(papers.at(row).tags))
            return differs("tags", tags.join(u'|'), papers.at(row).tags.join(u'|'));
        if (full) {
            if (normalised(is.authors) != normalised(was.authors))
                return differs("authors", is.authors.join(u'|'), was.authors.join(u'|'));
            if (is.venue.simplified() != was.venue.simplified())
                return differs("venue", is.venue, was.venue);
            if (is.year != was.year)
                return differs("year", QString::number(is.year), QString::number(was.year));
            if (normalised(is.keywords) != normalised(was.keywords))
                return differs("keywords", is.keywords.join(u'|'), was.keywords.join(u'|'));
        }
        Paper derivedPaper = is;
        if (deriver.deriveText(derivedPaper))
            return differs("id (refused)", is.id.toString(), was.id.toString());
        if (derivedPaper.id != was.id)
            return differs("id", derivedPaper.id.toString(), was.id.toString());
    }
    return {};
}

} // namespace WriterProperty
