// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchsites.h"

#include <QRegularExpression>
#include <QStringList>
#include <QUrlQuery>

namespace {

// Words that only bind a derived title's phrase together: searching them adds nothing.
bool isFunctionWord(const QString &word)
{
    static const QStringList words = { QStringLiteral("a"), QStringLiteral("an"),
        QStringLiteral("and"), QStringLiteral("as"), QStringLiteral("at"), QStringLiteral("by"),
        QStringLiteral("for"), QStringLiteral("from"), QStringLiteral("in"), QStringLiteral("into"),
        QStringLiteral("is"), QStringLiteral("of"), QStringLiteral("on"), QStringLiteral("or"),
        QStringLiteral("that"), QStringLiteral("the"), QStringLiteral("to"), QStringLiteral("via"),
        QStringLiteral("we"), QStringLiteral("with"), QStringLiteral("our"), QStringLiteral("its"),
        QStringLiteral("this"), QStringLiteral("which") };
    return words.contains(word, Qt::CaseInsensitive);
}

QString keyPhrase(const QString &text, int maxWords)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;:()\\[\\]\"…]+"));
    QStringList kept;
    for (const QString &word : text.split(separators, Qt::SkipEmptyParts)) {
        if (isFunctionWord(word))
            continue;
        kept.append(word);
        if (kept.size() == maxWords)
            break;
    }
    return kept.join(u' ');
}

} // namespace

QList<SearchSites::Site> SearchSites::all()
{
    return { Site::Arxiv, Site::SemanticScholar, Site::GoogleScholar, Site::OpenReview, Site::Dblp,
        Site::HuggingFacePapers };
}

QString SearchSites::name(Site site)
{
    switch (site) {
    case Site::Arxiv:
        return tr("arXiv");
    case Site::SemanticScholar:
        return tr("Semantic Scholar");
    case Site::GoogleScholar:
        return tr("Google Scholar");
    case Site::OpenReview:
        return tr("OpenReview");
    case Site::Dblp:
        return tr("DBLP");
    case Site::HuggingFacePapers:
        break;
    }
    return tr("Hugging Face Papers");
}

QString SearchSites::searchText(const Paper &paper)
{
    const QString title = paper.title.simplified();
    if (!paper.titleDerived)
        return title;
    // HeadlineDeriver's "Name: gist", or a clause of the abstract without a name.
    const qsizetype colon = title.indexOf(QLatin1String(": "));
    if (colon <= 0)
        return keyPhrase(title, keyPhraseWords);
    const QString name = title.left(colon).trimmed();
    return (name + u' ' + keyPhrase(title.mid(colon + 2), keyPhraseWords)).trimmed();
}

QUrl SearchSites::searchUrl(Site site, const Paper &paper)
{
    return searchUrl(site, searchText(paper));
}

QUrl SearchSites::searchUrl(Site site, const QString &text)
{
    if (text.trimmed().isEmpty())
        return QUrl();
    QUrl url;
    QString key = QStringLiteral("q");
    switch (site) {
    case Site::Arxiv:
        url = QUrl(QStringLiteral("https://arxiv.org/search/"));
        key = QStringLiteral("query");
        break;
    case Site::SemanticScholar:
        url = QUrl(QStringLiteral("https://www.semanticscholar.org/search"));
        break;
    case Site::GoogleScholar:
        url = QUrl(QStringLiteral("https://scholar.google.com/scholar"));
        break;
    case Site::OpenReview:
        url = QUrl(QStringLiteral("https://openreview.net/search"));
        key = QStringLiteral("term");
        break;
    case Site::Dblp:
        url = QUrl(QStringLiteral("https://dblp.org/search"));
        break;
    case Site::HuggingFacePapers:
        url = QUrl(QStringLiteral("https://huggingface.co/papers"));
        break;
    }
    // QUrlQuery leaves '+' as it is, which servers read as a space: encode it by hand (a value
    // given to QUrlQuery in percent-encoded form stays so).
    QString value = text.simplified();
    value.replace(u'%', QLatin1String("%25")).replace(u'+', QLatin1String("%2B"));
    QUrlQuery query;
    query.addQueryItem(key, value);
    if (site == Site::Arxiv)
        query.addQueryItem(QStringLiteral("searchtype"), QStringLiteral("all"));
    url.setQuery(query);
    return url;
}
