// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/keywordtable.h"
#include "collection/papercollection.h"
#include "collection/textarena.h"
#include "search/searchindex.h"

#include <QMultiHash>
#include <QStringList>

#include <memory>

/// A collection ready to browse: papers with everything derived, the names of the topics
/// their topic indices refer to, and the search index over them. Built once on a worker
/// thread, then shared read-only (std::shared_ptr<const LoadedCollection>) by the models.
///
/// Abstracts are most of a list's text, so they are kept in one UTF-8 arena (half the bytes
/// of QString for the mostly ASCII text): a plain list's straight from the file's bytes,
/// other formats' moved there once indexed. Read them through abstract() or paper(), never
/// through collection.papers[i].abstract.
struct LoadedCollection
{
    PaperCollection collection; ///< Paper::abstract is empty here after storeAbstracts()
    QStringList topicNames; ///< leaf topic index → display name
    QStringList topicAreas; ///< leaf topic index → area name
    QMultiHash<QString, int> areaTopics; ///< area name → its leaf topic indices
    SearchIndex index;
    TextArena abstracts; ///< paper row → abstract, filled by storeAbstracts()
    KeywordTable keywords; ///< paper row → keywords, filled by storeKeywords()
    /// Papers whose id an earlier paper of the list had, given one of their own (DuplicateIds).
    int idsKeptApart = 0;
    /// Papers whose file claimed an id their text does not give (ExportKey): they have the id
    /// of their text instead.
    int idsRefused = 0;

    qsizetype size() const { return collection.papers.size(); }
    /// What the user is told about the ids after a load (papers kept apart, claimed ids
    /// refused), one sentence each; empty when there is nothing to say.
    QStringList idNotes() const;
    /// The abstract of the paper in row (decoded anew on each call), wherever it is kept.
    QString abstract(qsizetype row) const;
    /// The abstract of the paper in row as the detail pane shows it: LatexToUnicode::display()
    /// of it when the list keeps its LaTeX (PaperCollection::keepsLatex()).
    QString shownAbstract(qsizetype row) const;
    /// The title of the paper in row as the list and the pane show it: LaTeX as Unicode
    /// ("Schr\\\"odinger" → "Schrödinger", "$K^2$-GNN" → "K²-GNN"), as it is for an abstract;
    /// stored, searched, sorted and exported as written.
    QString shownTitle(qsizetype row) const;
    /// The same for any text of this list (a title, an abstract).
    QString shown(const QString &text) const;
    /// A copy of the paper in row with its abstract and keywords filled in: for one paper at a
    /// time (the detail pane, an export line), not for every row of a repaint.
    Paper paper(qsizetype row) const;
    /// Moves every paper's abstract into abstracts and frees the QStrings; does nothing when
    /// abstracts holds them already. Call after the index is built (LoadPipeline tokenizes
    /// Paper::abstract when the arena is empty).
    void storeAbstracts();
    /// Moves every paper's keywords into keywords (KeywordTable::take). Call after the index
    /// is built, which reads Paper::keywords.
    void storeKeywords();
};

using LoadedCollectionPtr = std::shared_ptr<const LoadedCollection>;
