// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bibtexfields.h"
#include "readresult.h"

#include <QByteArray>
#include <QList>

/// The entries a BibTeX reader has parsed and not yet made papers of.
///
/// Converting the LaTeX of titles, abstracts and names is most of reading a .bib file, and
/// each entry converts on its own: the reader collects the entries of a megabyte or so here
/// and converts them on every core, between its progress reports.
class BibtexPending
{
public:
    explicit BibtexPending(AbstractStorage storage);

    void add(const QByteArray &key, BibtexFields::Fields values);
    /// Converts the entries added since the last call and appends their papers to result in
    /// file order, counting in result->skipped those with neither title nor abstract. With
    /// AbstractStorage::InArena their abstracts go, as UTF-8, into result->abstracts instead.
    void convertInto(ReadResult *result);

private:
    struct RawEntry
    {
        QByteArray key;
        BibtexFields::Fields values;
    };

    AbstractStorage m_storage;
    QList<RawEntry> m_entries;
};
