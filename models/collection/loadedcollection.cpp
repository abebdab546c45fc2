// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/loadedcollection.h"

#include "collection/duplicateids.h"

#include <QCoreApplication>

#include "text/latextounicode.h"

QString LoadedCollection::abstract(qsizetype row) const
{
    // A collection put together by hand (tests, tools) may never have stored its abstracts.
    return abstracts.isEmpty() ? collection.papers.at(row).abstract : abstracts.at(row);
}

QString LoadedCollection::shownAbstract(qsizetype row) const
{
    return shown(abstract(row));
}

QString LoadedCollection::shownTitle(qsizetype row) const
{
    return shown(collection.papers.at(row).title);
}

QString LoadedCollection::shown(const QString &text) const
{
    // A BibTeX list's text was converted as it was read: only the marks of its math remain.
    return collection.keepsLatex() ? LatexToUnicode::display(text)
                                   : LatexToUnicode::displayStored(text);
}

Paper LoadedCollection::paper(qsizetype row) const
{
    Paper paper = collection.papers.at(row);
    if (!abstracts.isEmpty())
        paper.abstract = abstracts.at(row);
    if (!keywords.isEmpty())
        paper.keywords = keywords.keywordsOf(row);
    return paper;
}

void LoadedCollection::storeAbstracts()
{
    if (!abstracts.isEmpty())
        return;
    QList<Paper> &papers = collection.papers;
    abstracts = TextArena::encode(papers.size(),
        [&papers](qsizetype row) { return QStringView(std::as_const(papers).at(row).abstract); });
    for (Paper &paper : papers)
        paper.abstract = QString();
}

void LoadedCollection::storeKeywords()
{
    if (keywords.isEmpty())
        keywords = KeywordTable::take(collection.papers);
}

QStringList LoadedCollection::idNotes() const
{
    QStringList notes;
    if (idsRefused == 1) {
        notes.append(QCoreApplication::translate("LoadedCollection",
            "1 paper claims an id that its text does not give (an edited file, or an export of "
            "an older Paperdesk): it keeps an id of its own, without the tags and note kept "
            "under the other"));
    } else if (idsRefused > 1) {
        notes.append(QCoreApplication::translate("LoadedCollection",
            "%n papers claim ids that their texts do not give (an edited file, or an export of "
            "an older Paperdesk): they keep ids of their own, without the tags and notes kept "
            "under the others",
            nullptr, idsRefused));
    }
    if (const QString note = DuplicateIds::message(idsKeptApart); !note.isEmpty())
        notes.append(note);
    return notes;
}
