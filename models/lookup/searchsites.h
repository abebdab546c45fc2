// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>

/// The sites a paper can be looked up on (Find on ▸) and the search page of each for a paper.
/// Only builds URLs: nothing here goes to the network, and the window opens one only when the
/// user clicks it.
///
/// A real title is searched as it is. A derived title (Paper::titleDerived) is no paper's
/// real title, so searching it whole finds nothing: its method name (before the ": ") and a
/// key phrase (the first content words of the rest, without function words or an ellipsis)
/// are searched instead. Every URL is https with its query percent-encoded by QUrlQuery,
/// '+' included (a site would read a bare '+' as a space).
class SearchSites final
{
    Q_DECLARE_TR_FUNCTIONS(SearchSites)
public:
    enum class Site
    {
        Arxiv,
        SemanticScholar,
        GoogleScholar,
        OpenReview,
        Dblp,
        HuggingFacePapers,
    };

    /// Every site, in the order the menus list them.
    static QList<Site> all();
    /// The site's name as menus show it.
    static QString name(Site site);
    /// What is searched for paper: its title, or for a derived title the name and key phrase;
    /// empty when the paper has no title.
    static QString searchText(const Paper &paper);
    /// The site's search page for paper; invalid when searchText() is empty.
    static QUrl searchUrl(Site site, const Paper &paper);
    /// The site's search page for text, which is searched as it is.
    static QUrl searchUrl(Site site, const QString &text);

private:
    /// At most this many words of a derived title's key phrase.
    static constexpr int keyPhraseWords = 6;
};
