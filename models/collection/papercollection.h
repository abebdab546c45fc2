// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

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

    /// True when the abstracts are as the file wrote them, LaTeX and all: every format but
    /// BibTeX, whose reader converts LaTeX as it reads. Such abstracts are shown through
    /// LatexToUnicode::display() and titles are derived from that, while the abstract itself,
    /// its id and the search index stay on the text as written.
    bool keepsLatex() const { return format != QLatin1String("bib"); }
};
