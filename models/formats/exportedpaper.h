// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "collection/papercollection.h"

#include <QString>
#include <QStringList>

/// One paper as the writers (copy and export) write it: the paper with its abstract filled in,
/// the names of its topics, and what the user added to it.
struct ExportedPaper
{
    Paper paper;
    QStringList topics; ///< topic names, best first
    QStringList tags; ///< the user's tags in the user's order
    bool read = false;
    bool starred = false;
    QString note;
    LatexFields latex; ///< a BibTeX source's fields as written, for the BibTeX writer
};
