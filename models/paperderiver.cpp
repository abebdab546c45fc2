// SPDX-License-Identifier: GPL-3.0-or-later
#include "paperderiver.h"

#include "text/headlinederiver.h"
#include "text/linkextractor.h"
#include "topics/topicclassifier.h"

PaperDeriver::PaperDeriver(const TopicClassifier &classifier)
    : m_classifier(classifier)
{
}

void PaperDeriver::derive(Paper &paper) const
{
    if (paper.id.isNull())
        paper.id = PaperId::fromAbstract(paper.abstract, paper.sourceKey);
    if (paper.title.trimmed().isEmpty()) {
        paper.title = HeadlineDeriver::derive(paper.abstract);
        paper.titleDerived = !paper.title.isEmpty();
    }
    for (const QString &link : LinkExtractor::extract(paper.abstract)) {
        if (!paper.links.contains(link))
            paper.links.append(link);
    }
    paper.topics
        = m_classifier.classify(paper.titleDerived ? QString() : paper.title, paper.abstract);
}
