// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/loadedcollection.h"

#include "text/latextounicode.h"

QString LoadedCollection::abstract(qsizetype row) const
{
    // A collection put together by hand (tests, tools) may never have stored its abstracts.
    return abstracts.isEmpty() ? collection.papers.at(row).abstract : abstracts.at(row);
}

QString LoadedCollection::shownAbstract(qsizetype row) const
{
    const QString text = abstract(row);
    return collection.keepsLatex() ? LatexToUnicode::display(text) : text;
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
