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

// Paperdesk's own export names each paper's id as its source key: that id is kept, so the
// user's tags, marks and note follow the paper into the file and back.
void takeExportedId(Paper &paper)
{
    if (paper.id.isNull())
        paper.id = PaperId::fromExportKey(paper.sourceKey);
}

} // namespace

PaperDeriver::PaperDeriver(const TopicClassifier &classifier, Abstracts abstracts)
    : m_classifier(classifier)
    , m_abstracts(abstracts)
{
}

void PaperDeriver::derive(Paper &paper) const
{
    deriveText(paper);
    paper.topics
        = m_classifier.classify(paper.titleDerived ? QString() : paper.title, paper.abstract);
}

void PaperDeriver::deriveText(Paper &paper, QStringView abstract) const
{
    takeExportedId(paper);
    if (paper.id.isNull())
        paper.id = PaperId::fromAbstract(abstract, paper.sourceKey, sourceTitle(paper));
    if (paper.title.trimmed().isEmpty()) {
        paper.title = titleFromAbstract(abstract, m_abstracts);
        paper.titleDerived = !paper.title.isEmpty();
    }
    for (const QString &link : LinkExtractor::extract(abstract)) {
        if (!paper.links.contains(link))
            paper.links.append(link);
    }
}

QString PaperDeriver::titleFromAbstract(QStringView abstract, Abstracts abstracts)
{
    // A title is shown, never searched for LaTeX: derived from the abstract as shown.
    return abstracts == Abstracts::MayHoldLatex && LatexToUnicode::hasMarkup(abstract)
        ? HeadlineDeriver::derive(LatexToUnicode::display(abstract))
        : HeadlineDeriver::derive(abstract);
}

void PaperDeriver::deriveTexts(Paper *papers, const QStringView *abstracts, qsizetype count) const
{
    for (qsizetype i = 0; i < count; ++i)
        takeExportedId(papers[i]);
    for (qsizetype i = 0; i + 1 < count; i += 2) {
        if (papers[i].id.isNull() && papers[i + 1].id.isNull()) {
            const std::array<PaperId, 2> ids
                = PaperId::fromAbstracts({ abstracts[i], abstracts[i + 1] },
                    { papers[i].sourceKey, papers[i + 1].sourceKey },
                    { sourceTitle(papers[i]), sourceTitle(papers[i + 1]) });
            papers[i].id = ids[0];
            papers[i + 1].id = ids[1];
        }
    }
    for (qsizetype i = 0; i < count; ++i)
        deriveText(papers[i], abstracts[i]);
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
