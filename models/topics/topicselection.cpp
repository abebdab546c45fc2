// SPDX-License-Identifier: GPL-3.0-or-later
#include "topicselection.h"

#include <algorithm>

namespace {

// A further topic needs this share of the best score: a topic the title names is what the
// paper is about even when the abstract says little of it, while one found only in the
// abstract is often a method, a data set or an application mentioned on the side.
constexpr float keepRatioNamedInTitle = 0.4f;
constexpr float keepRatioAbstractOnly = 0.7f;
// … and one found only in the abstract also needs this score: more than one phrase of weight
// 3 said once (a lone "hospital" or "diagnosis" is a setting, not a subject).
constexpr float minSideScoreAbstractOnly = 5.0f;
// A side topic with this score, three phrases of weight 3, is a subject of its own however
// much stronger the best topic is ("RLHF for text-to-image diffusion" keeps diffusion).
constexpr float strongSideScore = 9.0f;
// When no topic reaches its minScore, the best is kept if it has this share of its own: weak
// evidence beats an empty topic list, but a lone "dataset" says nothing of a paper whose
// topic asks for more (Datasets and benchmarks wants 4.5).
constexpr float fallbackShare = 0.4f;

using Candidate = TopicSelection::Candidate;

// Whether a beats b: the higher score, the first topic of equal ones.
bool beats(const Candidate &a, const Candidate &b)
{
    return a.score > b.score || (a.score == b.score && a.topic < b.topic);
}

} // namespace

QList<int> TopicSelection::choose(QVarLengthArray<Candidate, 32> &candidates, int maxTopics)
{
    // The best topic, the first of equal ones: what falls back when no topic is kept.
    const Candidate *best = nullptr;
    for (const Candidate &c : candidates) {
        if (c.score > 0 && (!best || beats(c, *best)))
            best = &c;
    }
    if (!best)
        return {};
    const Candidate bestTopic = *best;
    // A broad topic ("Large language models") is measured against every topic, a narrow one
    // only against the narrow ones: a paper on LLM agents keeps "agents" however often it
    // says "LLM", which is what lets the sidebar narrow a list of LLM papers.
    const Candidate *bestNarrow = nullptr;
    for (const Candidate &c : candidates) {
        if (!c.broad && c.score >= c.minScore && (!bestNarrow || beats(c, *bestNarrow)))
            bestNarrow = &c;
    }
    const int bestNarrowTopic = bestNarrow ? bestNarrow->topic : -1;
    const float bestNarrowScore = bestNarrow ? bestNarrow->score : 0.0f;
    qsizetype keptCount = 0;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const Candidate c = candidates[i];
        if (c.score <= 0 || c.score < c.minScore)
            continue;
        // The best topic and the best narrow one lead; every other topic is a side topic.
        if (c.topic != bestTopic.topic && c.topic != bestNarrowTopic && c.score < strongSideScore) {
            const float ratio = c.namedInTitle ? keepRatioNamedInTitle : keepRatioAbstractOnly;
            const bool againstAll = c.broad || bestNarrowScore == 0;
            if (c.score < ratio * (againstAll ? bestTopic.score : bestNarrowScore))
                continue;
            if (!c.namedInTitle && c.score < minSideScoreAbstractOnly)
                continue;
        }
        candidates[keptCount++] = c;
    }
    if (keptCount == 0) {
        // Weak evidence still beats an empty topic list: the strongest single topic is kept.
        if (bestTopic.score < fallbackShare * bestTopic.minScore)
            return {};
        candidates[keptCount++] = bestTopic;
    }
    std::sort(candidates.begin(), candidates.begin() + keptCount, beats);
    QList<int> topics;
    for (qsizetype i = 0; i < std::min(keptCount, qsizetype(maxTopics)); ++i)
        topics.append(candidates[i].topic);
    return topics;
}
