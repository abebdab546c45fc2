// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/paperderiver.h"

#include "search/indexedtokens.h"
#include "text/headlinederiver.h"
#include "text/latextounicode.h"
#include "text/linkextractor.h"
#include "topics/topicclassifier.h"

#include <vector>

namespace {

// A derived title is a function of the abstract: never part of the id.
QStringView sourceTitle(const Paper &paper)
{
    return paper.titleDerived ? QStringView() : QStringView(paper.title);
}

// The id the paper's own text gives: its abstract, source key and source title, and the copy
// number when it is a later copy of a text its list holds twice (DuplicateIds).
PaperId ownId(const Paper &paper, QStringView abstract)
{
    const PaperId id = PaperId::fromAbstract(abstract, paper.sourceKey, sourceTitle(paper));
    return paper.idCopy > 0 ? id.copyId(paper.idCopy) : id;
}

// A reader of Paperdesk's own export hands on the id the file claims (ExportKey). It is kept
// only when the paper's text gives it: otherwise any file could name the id of another paper
// and take over its tags, marks and note. A refused paper gets the id of its text alone.
// Returns whether a claimed id was refused.
bool checkClaimedId(Paper &paper, QStringView abstract)
{
    if (paper.id.isNull() || ownId(paper, abstract) == paper.id)
        return false;
    paper.idCopy = 0;
    paper.id = PaperId::fromAbstract(abstract, paper.sourceKey, sourceTitle(paper));
    return true;
}

} // namespace

PaperDeriver::PaperDeriver(const TopicClassifier &classifier, Abstracts abstracts)
    : m_classifier(classifier)
    , m_abstracts(abstracts)
{
}

bool PaperDeriver::derive(Paper &paper) const
{
    const bool refused = deriveText(paper);
    paper.topics
        = m_classifier.classify(paper.titleDerived ? QString() : paper.title, paper.abstract);
    return refused;
}

bool PaperDeriver::deriveText(Paper &paper, QStringView abstract) const
{
    const bool refused = checkClaimedId(paper, abstract);
    if (paper.id.isNull())
        paper.id = PaperId::fromAbstract(abstract, paper.sourceKey, sourceTitle(paper));
    deriveTitleAndLinks(paper, abstract);
    return refused;
}

void PaperDeriver::deriveTitleAndLinks(Paper &paper, QStringView abstract) const
{
    if (paper.title.trimmed().isEmpty()) {
        paper.title = titleFromAbstract(abstract, m_abstracts);
        paper.titleDerived = !paper.title.isEmpty();
    }
    for (const QString &link : LinkExtractor::extract(abstract))
        LinkExtractor::addOnce(&paper.links, link);
}

QString PaperDeriver::titleFromAbstract(QStringView abstract, Abstracts abstracts)
{
    // A title is shown, never searched for LaTeX: derived from the abstract as shown.
    return abstracts == Abstracts::MayHoldLatex && LatexToUnicode::hasMarkup(abstract)
        ? HeadlineDeriver::derive(LatexToUnicode::display(abstract))
        : HeadlineDeriver::derive(abstract);
}

int PaperDeriver::deriveTexts(Paper *papers, const QStringView *abstracts, qsizetype count,
    const QStringView *idAbstracts) const
{
    const QStringView *hashed = idAbstracts ? idAbstracts : abstracts;
    int refused = 0;
    for (qsizetype i = 0; i < count; ++i)
        refused += checkClaimedId(papers[i], hashed[i]);
    for (qsizetype i = 0; i + 1 < count; i += 2) {
        if (papers[i].id.isNull() && papers[i + 1].id.isNull()) {
            const std::array<PaperId, 2> ids = PaperId::fromAbstracts({ hashed[i], hashed[i + 1] },
                { papers[i].sourceKey, papers[i + 1].sourceKey },
                { sourceTitle(papers[i]), sourceTitle(papers[i + 1]) });
            papers[i].id = ids[0];
            papers[i + 1].id = ids[1];
        }
    }
    for (qsizetype i = 0; i < count; ++i) {
        Paper &paper = papers[i];
        if (paper.id.isNull()) // the last of an odd count
            paper.id = PaperId::fromAbstract(hashed[i], paper.sourceKey, sourceTitle(paper));
        deriveTitleAndLinks(paper, abstracts[i]);
    }
    return refused;
}

void PaperDeriver::assignTopics(const IndexedTokens &chunk, Paper *papers) const
{
    // The chunk's distinct tokens are far fewer than its words: each is stemmed and looked up
    // once here, so the per-word cost below is one array read.
    std::vector<qint32> classifierId(chunk.table.size());
    for (quint32 id = 0; id < chunk.table.size(); ++id)
        classifierId[id] = m_classifier.tokenId(chunk.table.token(id));

    for (qsizetype row = chunk.firstRow; row < chunk.lastRow; ++row) {
        Paper &paper = papers[row];
        TopicClassifier::TokenRange title;
        if (!paper.titleDerived) {
            title.begin = chunk.begin(row, IndexedTokens::Title);
            title.end = chunk.end(row, IndexedTokens::Title);
        }
        const TopicClassifier::TokenRange abstract { chunk.begin(row, IndexedTokens::Abstract),
            chunk.end(row, IndexedTokens::Abstract) };
        paper.topics = m_classifier.classify(classifierId.data(), title, abstract);
    }
}
