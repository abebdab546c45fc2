// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

/// A BibTeX list's fields as its file wrote them, LaTeX and all (UTF-8), for the fields whose
/// LaTeX says more than the Unicode shown (math, accents written as macros, escapes): what a
/// BibTeX export writes back, so that a BibTeX source goes out as it came in. A field with
/// none of that is left empty, and its Unicode is written escaped.
struct LatexFields
{
    QByteArray title;
    QByteArray abstract;
    QByteArray venue;
    QByteArray authors; ///< the whole author field, " and " and all

    bool isEmpty() const
    {
        return title.isEmpty() && abstract.isEmpty() && venue.isEmpty() && authors.isEmpty();
    }
};

/// A list of papers as read from one file: its name (the header line, or the file name)
/// and the papers in file order.
struct PaperCollection
{
    QString name;
    QString sourcePath; ///< file it came from, or a ":/" resource path
    QString format; ///< "txt", "json", "bib", …: as CollectionReader::sniffFormat() names them
    QList<Paper> papers;
    /// Paper row → the user's tags that Paperdesk's own export carries for it (ExportKey), for
    /// the rows that have some: the tags of whoever exported the list, kept apart from the
    /// list's own keywords.
    QHash<qsizetype, QStringList> carriedTags;
    /// Paper row → a BibTeX list's fields as written (LatexFields), for the rows that have some.
    QHash<qsizetype, LatexFields> latexFields;
    /// Paper row → the text its id is hashed over, for the rows whose reader repaired the
    /// abstract it shows (JsonReader::RecordExtras::idAbstract): ids never change.
    QHash<qsizetype, QString> idAbstracts;

    /// True when the abstracts are as the file wrote them, LaTeX and all: every format but
    /// BibTeX, whose reader converts LaTeX as it reads. Such abstracts are shown through
    /// LatexToUnicode::display() and titles are derived from that, while the abstract itself,
    /// its id and the search index stay on the text as written.
    bool keepsLatex() const { return format != QLatin1String("bib"); }
};
